import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { formatQuantity } from '@shared/documents/quantity-format';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type { PurchaseReturnBody, ReturnableAnswer } from '@shared/purchasing/return-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useCreatePurchaseReturn, useReturnable } from '../api/return-calls';
import { numberOf, showRefusal } from './purchase-fields';
import { RETURN_PATHS } from './return-paths';

type LineValues = { LineId: string; Qty: string; Serials: string };
type ReturnValues = { Reason: string; Lines: LineValues[] };

/**
 * purchasereturn/purchasereturn/New?RecId= (docs/purchase-returns.md §8): the
 * goods of a receive going back, line by line, each showing what came in and
 * what is left to return; a serial-tracked line names its serials (all that
 * are left when none are named and the whole rest goes). A line left at 0 does
 * not go back. The server decides what is left on its own read and refuses
 * more, under the line.
 */
function ReturnLines({ rec }: { rec: ReturnableAnswer }) {
  const navigate = useNavigate();
  const form = useForm<ReturnValues>({
    defaultValues: { Reason: '', Lines: rec.Lines.map((l) => ({ LineId: l.LineId, Qty: '0', Serials: '' })) },
  });
  const create = useCreatePurchaseReturn();
  const [problem, setProblem] = useState<string | undefined>();
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const lines = values.Lines.filter((l) => l.Qty.trim() !== '' && Number(l.Qty) !== 0);
    const body: PurchaseReturnBody = {
      RecId: rec.RecId,
      Reason: values.Reason.trim(),
      Lines: lines.map((l) => ({
        LineId: l.LineId,
        Qty: numberOf(l.Qty),
        ...(l.Serials.trim() ? { Serials: l.Serials.split(/[\s,]+/).filter(Boolean) } : {}),
      })),
    };
    try {
      const saved = await create.mutateAsync(body);
      toast.success(ReturnMessages.returned(saved.Num, saved.NoteNum));
      void navigate(RETURN_PATHS.note('Debit', saved.NoteId));
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label={`Return against ${rec.RecNum}`}>
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <p className="kk-record-card__muted">{`${rec.RecNum} · ${rec.VendName}${rec.WhName ? ` · from ${rec.WhName}` : ''}`}</p>
        {rec.Lines.map((l, index) => (
          <fieldset key={l.LineId} className="kk-adjustment-line" aria-label={l.Desc}>
            <legend>
              {`${l.Desc} · received ${formatQuantity(l.Qty)}, returned ${formatQuantity(l.Returned)}, left ${formatQuantity(l.Left)}${l.UoM ? ` ${l.UoM}` : ''}`}
              {l.BillNum ? ` · bill ${l.BillNum}` : ' · not billed yet'}
            </legend>
            <FormTextField<ReturnValues>
              name={`Lines.${index}.Qty`}
              label={`Quantity of ${l.Desc} going back`}
              inputMode="decimal"
            />
            {l.Serials ? (
              <FormTextField<ReturnValues>
                name={`Lines.${index}.Serials`}
                label={`Serials going back (here: ${l.Serials.join(', ')})`}
              />
            ) : null}
          </fieldset>
        ))}
        <FormTextField<ReturnValues> name="Reason" label="Why the goods go back" maxLength={200} />
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(RETURN_PATHS.returns)}>Back</Button>
          <Button type="submit" variation="primary" isLoading={create.isPending}>
            Return and raise debit note
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

export function ReturnForm() {
  const [params] = useSearchParams();
  const recId = params.get('RecId') ?? undefined;
  const rec = useReturnable(recId);
  if (!recId) return <p className="kk-screen">Open Received Parts and choose Return on a billed receive.</p>;
  if (rec.isPending) return <p>Loading…</p>;
  if (rec.isError) return <Alert variation="error">{ReturnMessages.receiveNotFound}</Alert>;
  return (
    <div className="kk-screen">
      <ReturnLines rec={rec.data} />
    </div>
  );
}
