import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type { CreditableAnswer } from '@shared/purchasing/return-schemas';
import type { NoteKind } from '@shared/purchasing/return-statuses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useCreateVendorNote, useCreditable } from '../api/return-calls';
import { numberOf, showRefusal } from './purchase-fields';
import { RETURN_PATHS } from './return-paths';

type NoteValues = {
  Reason: string;
  VendNoteNo: string;
  VendNoteDate: string;
  Lines: { LineId: string; Amount: string }[];
};

/**
 * vendordebit/debit/New?BillId= and vendorcreditnote/vendorcreditnote/New?BillId=
 * (docs/purchase-returns.md §8): the taxable value taken off each line of a
 * bill (at most what is left of it), the reason, and for the vendor's own
 * credit note its number and date as printed. The tax is the server's, at the
 * bill's rates; goods going back are a return, not a note.
 */
function NoteLines({ kind, bill }: { kind: NoteKind; bill: CreditableAnswer }) {
  const navigate = useNavigate();
  const form = useForm<NoteValues>({
    defaultValues: {
      Reason: '',
      VendNoteNo: '',
      VendNoteDate: '',
      Lines: bill.Lines.map((l) => ({ LineId: l.LineId, Amount: '' })),
    },
  });
  const create = useCreateVendorNote();
  const [problem, setProblem] = useState<string | undefined>();
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const base = {
      BillId: bill.BillId,
      Reason: values.Reason.trim(),
      Lines: values.Lines.filter((l) => l.Amount.trim() !== '' && Number(l.Amount) !== 0).map((l) => ({
        LineId: l.LineId,
        Amount: numberOf(l.Amount),
      })),
    };
    try {
      const saved =
        kind === 'Debit'
          ? await create.mutateAsync({ kind, body: base })
          : await create.mutateAsync({
              kind,
              body: { ...base, VendNoteNo: values.VendNoteNo.trim(), VendNoteDate: values.VendNoteDate },
            });
      toast.success(ReturnMessages.noteSaved(saved.Num));
      void navigate(RETURN_PATHS.note(kind, saved._id));
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });
  const label = kind === 'Debit' ? 'Debit note' : 'Vendor credit note';
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label={`${label} against ${bill.Num}`}>
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <p className="kk-record-card__muted">
          {`${bill.VendName} · bill ${bill.VendBillNo} (${bill.Num}) · due ${formatMoney(bill.Due)}`}
        </p>
        {kind === 'Credit' ? (
          <Flex wrap="wrap" gap="small">
            <FormTextField<NoteValues> name="VendNoteNo" label="Vendor's credit note number" maxLength={16} />
            <FormTextField<NoteValues> name="VendNoteDate" label="Its date" type="date" />
          </Flex>
        ) : null}
        {bill.Lines.map((l, index) => (
          <FormTextField<NoteValues>
            key={l.LineId}
            name={`Lines.${index}.Amount`}
            label={`Taken off ${l.Desc} (before tax, up to ${formatMoney(l.Left)})`}
            inputMode="decimal"
          />
        ))}
        <FormTextField<NoteValues> name="Reason" label="Why" maxLength={200} />
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(RETURN_PATHS.notes(kind))}>Back</Button>
          <Button type="submit" variation="primary" isLoading={create.isPending}>
            {`Save ${label.toLowerCase()}`}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

export function NoteForm({ kind }: { kind: NoteKind }) {
  const [params] = useSearchParams();
  const billId = params.get('BillId') ?? undefined;
  const bill = useCreditable(billId);
  if (!billId)
    return (
      <p className="kk-screen">{`Open a bill and choose ${kind === 'Debit' ? 'Debit note' : 'Vendor credit'}.`}</p>
    );
  if (bill.isPending) return <p>Loading…</p>;
  if (bill.isError) return <Alert variation="error">{ReturnMessages.billNotFound}</Alert>;
  return (
    <div className="kk-screen">
      <NoteLines kind={kind} bill={bill.data} />
    </div>
  );
}
