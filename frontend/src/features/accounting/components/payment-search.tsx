import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { formatMoney } from '@shared/documents/money-format';
import { MAX_PAGE_SIZE } from '@shared/fields/paging';
import type { PaymentAnswer } from '@shared/invoices/call-schemas';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Dialog } from '../../../components/dialog/dialog';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useInvoiceDashboard } from '../api/invoice-calls';
import { useApplyPayment, usePayments } from '../api/payment-calls';
import { applyOldestFirst, unappliedOf } from '../utils/apply-payment';
import { isPayersRow } from '../utils/payer-rows';
import { AccountingMessages } from '../utils/messages';
import { ACCOUNTING_PATHS } from '../utils/paths';
import '../../../components/record-table/record-list.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const amountOf = (text: string): number => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : 0;
};

/** Apply what is left of a payment to the payer's open invoices (POST …/Apply), oldest first to start with. */
function ApplyDialog({ payment, onClose }: { payment: PaymentAnswer; onClose: () => void }) {
  const timeZone = useSession().User.TZ;
  const who = payment.Cust ? { Cust: payment.Cust } : { InsId: payment.InsId };
  const unpaid = useInvoiceDashboard({ Sts: 'Unpaid', Limit: MAX_PAGE_SIZE, ...who });
  const partial = useInvoiceDashboard({ Sts: 'Partial', Limit: MAX_PAGE_SIZE, ...who });
  const open = useMemo(
    () =>
      [...(unpaid.data?.Items ?? []), ...(partial.data?.Items ?? [])]
        .filter((r) => r.Due > 0 && isPayersRow(r, payment))
        .sort((a, b) => a.InvDate.localeCompare(b.InvDate)),
    [unpaid.data, partial.data, payment],
  );
  const [apply, setApply] = useState<Record<string, string>>({});
  useEffect(() => {
    const spread = applyOldestFirst(
      payment.Unapplied,
      open.map((r) => ({ InvId: r._id, InvDate: r.InvDate, Due: r.Due })),
    );
    setApply(Object.fromEntries(open.map((r) => [r._id, spread[r._id] === undefined ? '' : String(spread[r._id])])));
  }, [open, payment.Unapplied]);
  const applyCall = useApplyPayment();
  const applied = Object.fromEntries(Object.entries(apply).map(([id, t]) => [id, amountOf(t)]));
  const left = unappliedOf(payment.Unapplied, applied);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (): Promise<void> => {
    const parts = open.flatMap((r) =>
      (applied[r._id] ?? 0) > 0 ? [{ InvId: r._id, Amount: applied[r._id] as number }] : [],
    );
    if (left < 0) return setProblem(AccountingMessages.overApplied(payment.Unapplied));
    if (parts.length === 0) return setProblem('Apply an amount to at least one invoice.');
    try {
      await applyCall.mutateAsync({ id: payment._id, ver: payment.ver, apply: parts });
      toast.success(AccountingMessages.paymentApplied);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Dialog open title={`Apply payment ${payment.Num}`} onClose={onClose}>
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        {open.length === 0 ? <Text>{AccountingMessages.noOpenInvoices}</Text> : null}
        {open.map((r) => (
          <TextField
            key={r._id}
            size="small"
            inputMode="decimal"
            label={`${r.Num || 'Draft'} · ${formatDate(r.InvDate, timeZone)} · due ${formatMoney(r.Due)}`}
            value={apply[r._id] ?? ''}
            onChange={(e) => setApply({ ...apply, [r._id]: e.target.value })}
          />
        ))}
        <Flex justifyContent="space-between">
          <Text>Left unapplied</Text>
          <output aria-label="Left unapplied">{formatMoney(left)}</output>
        </Flex>
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Back</Button>
          <Button
            variation="primary"
            isLoading={applyCall.isPending}
            onClick={() => void submit()}
            isDisabled={open.length === 0}
          >
            Apply to invoices
          </Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}

/**
 * Accounting/PaymentSearch (docs/invoice-screens.md 'Payments list and Unapplied
 * Payments'): the branch's payments, newest first, by payment date; with
 * `Unapplied=true` the Unapplied Payments view, where what is left of a payment is
 * applied to invoices.
 */
export function PaymentSearch() {
  const session = useSession();
  const timeZone = session.User.TZ;
  const [params, setParams] = useSearchParams();
  const unappliedOnly = params.get('Unapplied') === 'true';
  const date = (name: string) => {
    const v = params.get(name) ?? '';
    return ISO_DATE.test(v) ? v : undefined;
  };
  const filters = { From: date('From'), To: date('To'), ...(unappliedOnly ? { Unapplied: 'true' as const } : {}) };
  const pages = useCursorPages(JSON.stringify(filters));
  const query = Object.fromEntries(
    Object.entries({ ...filters, Cursor: pages.cursor }).filter(([, v]) => v !== undefined),
  );
  const result = usePayments(query);
  const [applying, setApplying] = useState<PaymentAnswer | undefined>();
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canApply = isPermitted(invoicesRoutes.applyPayment.permission, ctx);
  const set = (name: string, value: string | undefined): void => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const columns: RecordColumn<PaymentAnswer>[] = [
    { id: 'Num', header: 'Receipt', cell: (p) => p.Num },
    { id: 'Date', header: 'Date', cell: (p) => formatDate(p.Date, timeZone) },
    { id: 'Name', header: 'Received from', cell: (p) => p.Name ?? '' },
    { id: 'Type', header: 'Type', cell: (p) => [p.Type, p.Card].filter(Boolean).join(' · ') },
    { id: 'Ref', header: 'Reference', cell: (p) => p.Ref ?? '' },
    {
      id: 'Applied',
      header: 'Invoices',
      cell: (p) =>
        p.Applied.map((a, i) => (
          <span key={a.InvId}>
            {i > 0 ? ', ' : ''}
            <Link to={ACCOUNTING_PATHS.invoice(a.InvId)}>{a.InvNum}</Link>
          </span>
        )),
    },
    {
      id: 'Amount',
      header: <span className="kk-amount">Amount</span>,
      cell: (p) => <div className="kk-amount">{formatMoney(p.Amount)}</div>,
    },
    {
      id: 'Unapplied',
      header: <span className="kk-amount">Unapplied</span>,
      cell: (p) => <div className="kk-amount">{formatMoney(p.Unapplied)}</div>,
    },
  ];

  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={ACCOUNTING_PATHS.invoices} className="amplify-button amplify-button--small">
          Invoices
        </Link>
        <Link
          to={ACCOUNTING_PATHS.receivePayment()}
          className="amplify-button amplify-button--primary amplify-button--small"
        >
          Receive Payment
        </Link>
      </div>
      <ChipGroup label="Payments shown">
        <ToggleChip pressed={!unappliedOnly} onPress={() => set('Unapplied', undefined)}>
          All payments
        </ToggleChip>
        <ToggleChip pressed={unappliedOnly} onPress={() => set('Unapplied', 'true')}>
          Unapplied Payments
        </ToggleChip>
      </ChipGroup>
      <div className="kk-list-filters">
        <TextField
          label="Paid from"
          type="date"
          size="small"
          value={filters.From ?? ''}
          onChange={(e) => set('From', e.target.value || undefined)}
        />
        <TextField
          label="Paid to"
          type="date"
          size="small"
          value={filters.To ?? ''}
          onChange={(e) => set('To', e.target.value || undefined)}
        />
      </div>
      <RecordTable
        caption={unappliedOnly ? 'Unapplied payments' : 'Payments, newest first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(p) => p._id}
        emptyText={unappliedOnly ? AccountingMessages.noUnapplied : AccountingMessages.noPayments}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="payment-row"
        rowActions={
          canApply
            ? (p) =>
                p.Unapplied > 0 ? (
                  <Button size="small" onClick={() => setApplying(p)}>
                    Apply to invoices
                  </Button>
                ) : null
            : undefined
        }
        paging={{ pages, next: result.data?.Next }}
      />
      {applying ? <ApplyDialog payment={applying} onClose={() => setApplying(undefined)} /> : null}
    </div>
  );
}
