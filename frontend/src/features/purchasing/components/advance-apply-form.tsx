import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { vendorAdvanceRoutes } from '@shared/api/routes/vendor-advances';
import { formatMoney } from '@shared/documents/money-format';
import { AdvanceMessages } from '@shared/purchasing/advance-messages';
import { prefillOldestFirst } from '@shared/purchasing/advance-prefill';
import type { AdvanceApplyBody } from '@shared/purchasing/advance-schemas';
import type { BillRow } from '@shared/purchasing/bill-schemas';
import { PAYABLE_BILL } from '@shared/purchasing/bill-statuses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useApplyAdvance } from '../api/advance-calls';
import { useBills } from '../api/bill-calls';
import { numberOf } from './purchase-fields';

type ApplyValues = { Apply: Record<string, string> };

export type AdvanceSource = { _id: string; Num: string; VendId: string; Advance: number; ver: number };

function ApplyFields({ source, open }: { source: AdvanceSource; open: BillRow[] }) {
  const timeZone = useSession().User.TZ;
  const apply = useApplyAdvance();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<ApplyValues>({ defaultValues: { Apply: prefillOldestFirst(open, source.Advance) } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const text = (v: string | undefined): string => (v ?? '').trim();
    const lines = open
      .map((b) => ({ BillId: b._id, text: text(values.Apply[b._id]) }))
      .filter((l) => l.text !== '' && Number(l.text) !== 0);
    const body: AdvanceApplyBody = {
      ver: source.ver,
      Apply: lines.map((l) => ({ BillId: l.BillId, Amount: numberOf(l.text) })),
    };
    try {
      await apply.mutateAsync({ id: source._id, body });
      toast.success(AdvanceMessages.applied(source.Num));
    } catch (error) {
      // The server names a bill by its place in what was sent: show it under that bill's amount.
      const refusal = toClientError(error);
      const first = refusal.errors?.[0];
      const at = /^Apply\.(\d+)\./.exec(first?.path ?? '');
      const billId = at ? lines[Number(at[1])]?.BillId : undefined;
      if (first && billId) form.setError(`Apply.${billId}`, { message: first.message });
      else setProblem(first?.message ?? refusal.message);
    }
  });
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label="Apply to bills">
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        {open.map((b) => (
          <FormTextField<ApplyValues>
            key={b._id}
            name={`Apply.${b._id}`}
            label={`${b.Num} · ${b.VendBillNo} · ${formatDate(b.Date, timeZone)} · due ${formatMoney(b.Due)}`}
            inputMode="decimal"
          />
        ))}
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={apply.isPending}>
            Apply
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/**
 * 'Apply to bills' (docs/purchasing.md §11.1) on a payment made's or a vendor
 * note's screen while part of it is an advance: the vendor's open bills, oldest
 * first, each with its due and an amount (proposed oldest first up to the
 * advance), applied at the `ver` the screen shows. Only for whoever holds the
 * call's right (Accounting `VPay` U).
 */
export function AdvanceApplyForm({ source }: { source: AdvanceSource }) {
  const session = useSession();
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  if (!isPermitted(vendorAdvanceRoutes.applyVendorAdvance.permission, ctx) || source.Advance <= 0) return null;
  return (
    <section aria-label="Apply to bills">
      <h3>Apply to bills</h3>
      <OpenBills source={source} />
    </section>
  );
}

function OpenBills({ source }: { source: AdvanceSource }) {
  const bills = useBills({ VendId: source.VendId });
  if (bills.isPending) return <p>Loading…</p>;
  if (bills.isError) return <Alert variation="error">{bills.error.message}</Alert>;
  const open = bills.data.Items.filter((b) => b.VendId === source.VendId && PAYABLE_BILL.has(b.Sts)).sort(
    (a, b) => a.Date.localeCompare(b.Date) || a._id.localeCompare(b._id),
  );
  if (open.length === 0) return <p className="kk-record-card__muted">{AdvanceMessages.noOpenBills}</p>;
  // Keyed by ver: after an application the proposal is made again from what is left.
  return <ApplyFields key={source.ver} source={source} open={open} />;
}
