import { formatMoney } from '@shared/documents/money-format';
import type { NoteRow, ReturnRow } from '@shared/purchasing/return-schemas';
import type { NoteKind } from '@shared/purchasing/return-statuses';
import { Link, useNavigate } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePurchaseReturns, useVendorNotes } from '../api/return-calls';
import { RETURN_PATHS } from './return-paths';

const amount = (label: string) => <span className="kk-amount">{label}</span>;
const money = (rupees: number) => <div className="kk-amount">{formatMoney(rupees)}</div>;

/**
 * purchasereturn/purchasereturns (docs/purchase-returns.md §8): the goods sent
 * back, newest first, with the receive, the bill and the debit note each
 * raised; a return opens its debit note. Returns start from Received Parts.
 */
export function ReturnList() {
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const pages = useCursorPages('purchase-returns');
  const result = usePurchaseReturns(pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<ReturnRow>[] = [
    { id: 'Num', header: 'Return', cell: (r) => r.Num },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'Vendor', header: 'Vendor', cell: (r) => r.VendName },
    { id: 'Receive', header: 'Receive', cell: (r) => r.RecNum },
    { id: 'Bill', header: 'Bill', cell: (r) => r.BillNum },
    { id: 'Note', header: 'Debit note', cell: (r) => r.NoteNum },
    { id: 'Value', header: amount('Stock value'), cell: (r) => money(r.Value) },
    { id: 'Total', header: amount('Debit note total'), cell: (r) => money(r.Total) },
  ];
  return (
    <div className="kk-screen">
      <RecordTableOrCards
        caption="Purchase returns, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText="No goods sent back yet. Open Received Parts and choose Return on a billed receive."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(r) => void navigate(RETURN_PATHS.note('Debit', r.NoteId))}
        rowTestId="purchase-return-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={RETURN_PATHS.note('Debit', r.NoteId)} className="kk-record-card">
            <strong>{`${r.Num} · ${r.NoteNum}`}</strong>
            <span className="kk-amount">{formatMoney(r.Total)}</span>
            <span className="kk-record-card__muted">{`${r.VendName} · ${r.RecNum}`}</span>
          </Link>
        )}
      />
    </div>
  );
}

/**
 * vendordebit/debits and vendorcreditnote/vendorcreditnotes (docs/purchase-returns.md §8):
 * the notes, newest first, the bill each reduces and what it left as an advance.
 */
export function NoteList({ kind }: { kind: NoteKind }) {
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const pages = useCursorPages(`notes-${kind}`);
  const result = useVendorNotes(kind, pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<NoteRow>[] = [
    { id: 'Num', header: kind === 'Debit' ? 'Debit note' : 'Credit note', cell: (r) => r.VendNoteNo ?? r.Num },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.VendNoteDate ?? r.Date, timeZone) },
    { id: 'Vendor', header: 'Vendor', cell: (r) => r.VendName },
    { id: 'Bill', header: 'Against bill', cell: (r) => `${r.VendBillNo} (${r.BillNum})` },
    { id: 'Reason', header: 'For', cell: (r) => (r.Reason === 'Return' ? `Return ${r.ReturnNum ?? ''}` : r.Note) },
    { id: 'Total', header: amount('Total'), cell: (r) => money(r.Total) },
    { id: 'Advance', header: amount('Advance'), cell: (r) => money(r.Advance) },
  ];
  const noun = kind === 'Debit' ? 'debit notes' : 'vendor credit notes';
  return (
    <div className="kk-screen">
      <RecordTableOrCards
        caption={`${kind === 'Debit' ? 'Debit notes' : 'Vendor credit notes'}, newest first`}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={`No ${noun} yet. Open a bill and choose ${kind === 'Debit' ? 'Debit note' : 'Vendor credit'}.`}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(r) => void navigate(RETURN_PATHS.note(kind, r._id))}
        rowTestId="vendor-note-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={RETURN_PATHS.note(kind, r._id)} className="kk-record-card">
            <strong>{`${r.VendNoteNo ?? r.Num} · ${r.VendBillNo}`}</strong>
            <span className="kk-amount">{formatMoney(r.Total)}</span>
            <span className="kk-record-card__muted">{r.VendName}</span>
          </Link>
        )}
      />
    </div>
  );
}
