import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { hasAccessFlag } from '@shared/access/module-access';
import { inModule, resource } from '@shared/access/permission';
import { SoReturnMessages } from '@shared/so-returns/so-return-messages';
import { useState } from 'react';
import { QuantityPicker } from '../fulfilment/quantity-picker';
import { toast } from '../toast/toast-store';
import { useSession } from '../../lib/session';
import { useReturnGoods, useSoReturnable } from './so-return-calls';

const SO_UPDATE = inModule('Sales', resource('Sales', 'SO', 'U'));
const CREDIT_NOTE = inModule('Accounting', resource('Accounting', 'Invoice', 'U'));

/**
 * "Return goods" on the Sales Order screen (docs/sales-returns-orders.md): shown with Sales SO U, the flag
 * SOReturn and the credit note's right, while an invoice of the order has goods left to return. The user picks
 * the invoice, the quantity per line (blank or 0 leaves a line out) and the reason; the credit note is issued
 * and the goods go back into stock at their shipment's cost in one step.
 */
export function ReturnGoods({ soId }: { soId: string }) {
  const session = useSession();
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  const may = isPermitted(SO_UPDATE, ctx) && isPermitted(CREDIT_NOTE, ctx) && hasAccessFlag(ctx, 'Sales', 'SOReturn');
  const result = useSoReturnable(soId, may);
  const save = useReturnGoods(soId);
  const [open, setOpen] = useState(false);
  const [invId, setInvId] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const invoices = (result.data?.Invoices ?? []).filter((i) => i.Lines.some((l) => l.Left > 0));
  if (!may || !result.data || invoices.length === 0) return null;
  const chosen = invoices.find((i) => i.Id === invId) ?? invoices[0];
  if (!chosen) return null;
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        Return goods
      </Button>
    );
  return (
    <section className="kk-fulfilment" aria-label="Return goods">
      <Text as="h3" fontWeight="bold">
        Return goods
      </Text>
      <QuantityPicker
        key={chosen.Id}
        label="Return goods"
        lines={chosen.Lines.map((l) => ({ LineId: l.LineId, Desc: l.Desc, UoM: l.UoM, left: l.Left }))}
        leftWord="invoiced, not returned"
        submitLabel="Issue credit note"
        busy={save.isPending}
        onSubmit={async (Lines) => {
          if (reason.trim() === '') {
            setReasonProblem(SoReturnMessages.reason);
            return;
          }
          const done = await save.mutateAsync({
            ver: result.data.ver,
            InvId: chosen.Id,
            Lines,
            Reason: reason.trim(),
          });
          toast.success(SoReturnMessages.returned(done.CreditNoteNum));
          setOpen(false);
        }}
      >
        <Flex gap="small" wrap="wrap">
          {invoices.length > 1 ? (
            <SelectField label="Invoice" value={chosen.Id} onChange={(e) => setInvId(e.target.value)}>
              {invoices.map((i) => (
                <option key={i.Id} value={i.Id}>
                  {i.Num}
                </option>
              ))}
            </SelectField>
          ) : (
            <Text>{`Against invoice ${chosen.Num}`}</Text>
          )}
          <TextField
            label="Reason"
            value={reason}
            maxLength={500}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonProblem(undefined);
            }}
            hasError={reasonProblem !== undefined}
            errorMessage={reasonProblem}
          />
        </Flex>
      </QuantityPicker>
      <Button size="small" variation="link" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </section>
  );
}
