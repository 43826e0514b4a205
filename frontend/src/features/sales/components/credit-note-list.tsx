import { SearchField } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import type { CreditNoteRow } from '@shared/sales/credit-note-list';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { PACKAGE_PATHS } from '../../../components/fulfilment/package-paths';
import { SALES_PATHS } from './sales-paths';
import { useCreditNotes } from '../api/credit-note-calls';

/**
 * credit/creditnotes (docs/sales.md §15): the branch's credit notes, the invoices' and the counter returns', newest
 * first, each with what it credits; a table on a desktop, cards at 390 px. An invoice's note opens on its invoice
 * (which lists and prints its notes), a return's on the return's own screen.
 */
const noteLink = (r: CreditNoteRow): string =>
  r.Of === 'Invoice' ? PACKAGE_PATHS.invoice(r.AgainstId) : SALES_PATHS.salesReturn(r._id);
const againstLink = (r: CreditNoteRow): string =>
  r.Of === 'Invoice' ? PACKAGE_PATHS.invoice(r.AgainstId) : SALES_PATHS.receipt(r.AgainstId);
const customer = (r: CreditNoteRow): string => r.CustName ?? 'Walk-in';
const status = (r: CreditNoteRow): string => (r.Sts === 'Cancelled' ? ' · Cancelled' : '');

export function CreditNoteList() {
  const timeZone = useSession().User.TZ;
  const [Q, setQ] = useState('');
  const result = useCreditNotes(Q);
  const columns: RecordColumn<CreditNoteRow>[] = [
    { id: 'Num', header: 'Credit note', cell: (r) => <Link to={noteLink(r)}>{`${r.Num}${status(r)}`}</Link> },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'Cust', header: 'Customer', cell: customer },
    {
      id: 'Against',
      header: 'Credits',
      cell: (r) => <Link to={againstLink(r)}>{`${r.Of === 'Invoice' ? 'Invoice' : 'Receipt'} ${r.AgainstNum}`}</Link>,
    },
    { id: 'Reason', header: 'Reason', cell: (r) => r.Reason ?? '' },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.Total)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <SearchField
          label="Credit note number or customer"
          placeholder="Number or customer"
          size="small"
          onSubmit={(value) => setQ(value.trim())}
          onClear={() => setQ('')}
        />
      </div>
      <RecordTableOrCards
        caption="Credit notes, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={
          Q
            ? `No credit note matches ${Q}.`
            : "No credit notes yet. A credit note starts from its invoice's Credit Note or a receipt's Return items."
        }
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        card={(r) => (
          <Link to={noteLink(r)} className="kk-record-card">
            <strong>{`${r.Num}${status(r)}`}</strong>
            <span>{`${formatDate(r.Date, timeZone)} · ${customer(r)} · ${r.AgainstNum}`}</span>
            <span>{`${formatMoney(r.Total)}${r.Reason ? ` · ${r.Reason}` : ''}`}</span>
          </Link>
        )}
      />
    </div>
  );
}
