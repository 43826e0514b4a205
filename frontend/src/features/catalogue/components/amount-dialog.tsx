import { Messages } from '@shared/api/messages';
import { money } from '@shared/documents/amount-fields';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { formResolver, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { showSaveError } from '../utils/save-error';
import { RecordDialog } from './record-dialog';

const amountForm = z.object({ Amount: money.refine((v) => v > 0, 'Enter an amount above zero.') });
type AmountForm = z.input<typeof amountForm>;
const readNumber = (text: string): unknown => (text.trim() === '' ? undefined : Number(text));

export type AmountSave = {
  mutate: (amount: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

/** Asks for one amount in rupees (a labour rate, an operation's fixed price), with at most 2 decimals. */
export function AmountDialog({
  title,
  label,
  initial,
  save,
  onClose,
}: {
  title: string;
  label: string;
  initial?: number;
  save: AmountSave;
  onClose: () => void;
}) {
  const form = useForm<AmountForm, unknown, z.output<typeof amountForm>>({
    resolver: formResolver(amountForm),
    defaultValues: { Amount: initial },
  });
  const submit = form.handleSubmit(({ Amount }) =>
    save.mutate(Amount, {
      onSuccess: () => {
        toast.success(Messages.updated);
        form.reset({ Amount });
        onClose();
      },
      onError: (error) => showSaveError(form, error),
    }),
  );
  return (
    <RecordDialog title={title} form={form} onSubmit={submit} saving={save.isPending} onClose={onClose}>
      <FormTextField<AmountForm> name="Amount" label={label} isRequired inputMode="decimal" parse={readNumber} />
    </RecordDialog>
  );
}
