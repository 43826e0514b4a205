import { Flex, Heading } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { formatMoney } from '@shared/documents/money-format';
import type { BillPaymentAnswer, BillRow } from '@shared/purchasing/bill-schemas';
import type { NoteRow } from '@shared/purchasing/return-schemas';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { useVendorBalance, useVendorBills, useVendorNotes, useVendorPayments } from '../api/vendor-account';

const billPath = (id: string) => `/Bills/Bill/${id}`;
const notePath = (n: NoteRow) =>
  n.Kind === 'Debit' ? `/vendordebit/debit/${n._id}` : `/vendorcreditnote/vendorcreditnote/${n._id}`;

/**
 * The vendor's account on Vendors/Vendor/{Id} (docs/purchasing.md §12): what
 * the branch owes them (their bills less the payments made, advances
 * included), and their latest bills and payments, newest first. Shown to whoever
 * may read bills; the payments to whoever may read payments made.
 */
export function VendorAccount({ vendId, ctx, timeZone }: { vendId: string; ctx: AccessContext; timeZone?: string }) {
  const canPayments = isPermitted(purchasingRoutes.billPayments.permission, ctx);
  const balance = useVendorBalance(vendId);
  const bills = useVendorBills(vendId);
  const payments = useVendorPayments(vendId, canPayments);
  // Their debit notes and credit notes received reduce what is owed (docs/purchase-returns.md): Inventory DNote.
  const canNotes = isPermitted(purchaseReturnsRoutes.debitNotes.permission, ctx);
  const debits = useVendorNotes(vendId, 'Debit', canNotes);
  const credits = useVendorNotes(vendId, 'Credit', canNotes);
  const notes = [...(debits.data?.Items ?? []), ...(credits.data?.Items ?? [])].sort((x, y) =>
    y.Date.localeCompare(x.Date),
  );
  const noteColumns: RecordColumn<NoteRow>[] = [
    { id: 'Num', header: 'Note', cell: (n) => <Link to={notePath(n)}>{n.VendNoteNo ?? n.Num}</Link> },
    { id: 'Kind', header: 'Kind', cell: (n) => (n.Kind === 'Debit' ? 'Our debit note' : 'Their credit note') },
    { id: 'Date', header: 'Date', cell: (n) => formatDate(n.VendNoteDate ?? n.Date, timeZone) },
    { id: 'Bill', header: 'Against', cell: (n) => n.VendBillNo },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (n) => <div className="kk-amount">{formatMoney(n.Total)}</div>,
    },
  ];
  const billColumns: RecordColumn<BillRow>[] = [
    { id: 'Num', header: 'Bill', cell: (b) => <Link to={billPath(b._id)}>{b.Num}</Link> },
    { id: 'VendBillNo', header: 'Their number', cell: (b) => b.VendBillNo },
    { id: 'Date', header: 'Date', cell: (b) => formatDate(b.VendBillDate, timeZone) },
    { id: 'Sts', header: 'Status', cell: (b) => b.Sts },
    {
      id: 'Due',
      header: <span className="kk-amount">Due</span>,
      cell: (b) => <div className="kk-amount">{formatMoney(b.Due)}</div>,
    },
  ];
  const paymentColumns: RecordColumn<BillPaymentAnswer>[] = [
    { id: 'Num', header: 'Payment', cell: (p) => p.Num },
    { id: 'Date', header: 'Date', cell: (p) => formatDate(p.Date, timeZone) },
    { id: 'Type', header: 'Paid by', cell: (p) => p.Type },
    {
      id: 'Amount',
      header: <span className="kk-amount">Amount</span>,
      cell: (p) => <div className="kk-amount">{formatMoney(p.Amount)}</div>,
    },
  ];
  const b = balance.data;
  return (
    <Flex direction="column" gap="small" aria-label="Vendor account">
      <Heading level={3}>Account</Heading>
      {b ? (
        <dl className="kk-totals">
          <dt>Billed</dt>
          <dd className="kk-amount">{formatMoney(b.Billed)}</dd>
          <dt>Paid</dt>
          <dd className="kk-amount">{formatMoney(b.Paid)}</dd>
          <dt>{b.Balance < 0 ? 'Advance with the vendor' : 'Balance owed'}</dt>
          <dd className="kk-amount" data-testid="vendor-balance">
            <strong>{formatMoney(Math.abs(b.Balance))}</strong>
          </dd>
        </dl>
      ) : null}
      <RecordTableOrCards
        caption="Latest bills"
        columns={billColumns}
        rows={bills.data?.Items}
        rowKey={(r) => r._id}
        emptyText="No bills from this vendor yet."
        isLoading={bills.isPending}
        error={bills.isError ? bills.error : null}
        onRetry={() => void bills.refetch()}
        card={(r) => (
          <Link to={billPath(r._id)} className="kk-record-card">
            <strong>{`${r.Num} · ${r.Sts}`}</strong>
            <span className="kk-amount">{formatMoney(r.Due)}</span>
            <span className="kk-record-card__muted">{r.VendBillNo}</span>
          </Link>
        )}
      />
      {canPayments ? (
        <RecordTableOrCards
          caption="Latest payments made"
          columns={paymentColumns}
          rows={payments.data?.Items}
          rowKey={(r) => r._id}
          emptyText="No payments to this vendor yet."
          isLoading={payments.isPending}
          error={payments.isError ? payments.error : null}
          onRetry={() => void payments.refetch()}
          card={(r) => (
            <div className="kk-record-card">
              <strong>{r.Num}</strong>
              <span className="kk-amount">{formatMoney(r.Amount)}</span>
              <span className="kk-record-card__muted">{`${formatDate(r.Date, timeZone)} · ${r.Type}`}</span>
            </div>
          )}
        />
      ) : null}
      {canNotes ? (
        <RecordTableOrCards
          caption="Latest debit and credit notes"
          columns={noteColumns}
          rows={debits.isPending || credits.isPending ? undefined : notes}
          rowKey={(r) => r._id}
          emptyText="No debit or credit notes with this vendor yet."
          isLoading={debits.isPending || credits.isPending}
          error={debits.isError ? debits.error : credits.isError ? credits.error : null}
          onRetry={() => void Promise.all([debits.refetch(), credits.refetch()])}
          card={(r) => (
            <Link to={notePath(r)} className="kk-record-card">
              <strong>{`${r.VendNoteNo ?? r.Num} · ${r.Kind === 'Debit' ? 'debit note' : 'credit note'}`}</strong>
              <span className="kk-amount">{formatMoney(r.Total)}</span>
              <span className="kk-record-card__muted">{r.VendBillNo}</span>
            </Link>
          )}
        />
      ) : null}
    </Flex>
  );
}
