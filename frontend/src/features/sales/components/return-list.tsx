import { formatMoney } from '@shared/documents/money-format';
import type { ReturnRow } from '@shared/sales/return-schemas';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useReturns } from '../api/return-calls';
import { SALES_PATHS } from './sales-paths';

/**
 * salesreturn/salesreturns (docs/sales.md §12): the branch's sales returns,
 * newest first, each with the receipt it is against and how it was refunded;
 * a table on a desktop, cards at 390 px. A return starts from its receipt.
 */
export function ReturnList() {
  const timeZone = useSession().User.TZ;
  const pages = useCursorPages('sales-returns');
  const result = useReturns(pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<ReturnRow>[] = [
    { id: 'Num', header: 'Return', cell: (r) => <Link to={SALES_PATHS.salesReturn(r._id)}>{r.Num}</Link> },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'SR', header: 'Receipt', cell: (r) => <Link to={SALES_PATHS.receipt(r.SR)}>{r.SRNum}</Link> },
    { id: 'Cust', header: 'Customer', cell: (r) => r.CustName ?? 'Walk-in' },
    { id: 'Refund', header: 'Refund', cell: (r) => r.RefundType },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.GrandTotal)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={SALES_PATHS.search} className="amplify-button amplify-button--small">
          Sales receipts
        </Link>
      </div>
      <RecordTableOrCards
        caption="Sales returns, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText="No sales returns yet. A return starts from its receipt's Return items."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={SALES_PATHS.salesReturn(r._id)} className="kk-record-card">
            <strong>{r.Num}</strong>
            <span>{`${formatDate(r.Date, timeZone)} · ${r.SRNum} · ${r.CustName ?? 'Walk-in'}`}</span>
            <span>{`${formatMoney(r.GrandTotal)} · ${r.RefundType}`}</span>
          </Link>
        )}
      />
    </div>
  );
}
