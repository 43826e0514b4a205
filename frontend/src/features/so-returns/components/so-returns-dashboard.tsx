import type { SoReturnRow } from '@shared/so-returns/so-return-schemas';
import { SoReturnMessages } from '@shared/so-returns/so-return-messages';
import { formatMoney } from '@shared/documents/money-format';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { useSoReturns } from '../../../components/so-returns/so-return-calls';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';

const linesText = (r: SoReturnRow) => r.Lines.map((l) => `${l.Desc} × ${l.Qty}${l.UoM ? ` ${l.UoM}` : ''}`).join(', ');

/**
 * SalesOrder/Returns (docs/sales-returns-orders.md): the branch's returns of sales orders' goods, newest first,
 * each with its credit note, order, invoice, goods and value. A table on a desktop, cards at 390 px. Returns are
 * made from the Sales Order screen: Return goods.
 */
export function SoReturnsDashboard() {
  const timeZone = useSession().User.TZ;
  const pages = useCursorPages('so-returns');
  const result = useSoReturns(pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<SoReturnRow>[] = [
    { id: 'Num', header: 'Credit note', cell: (r) => r.Num },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'So', header: 'Sales order', cell: (r) => <Link to={`/SalesOrder/SO/${r.SoId}`}>{r.SoNum}</Link> },
    { id: 'Inv', header: 'Invoice', cell: (r) => <Link to={`/Accounting/Invoice/${r.InvId}`}>{r.InvNum}</Link> },
    { id: 'Cust', header: 'Customer', cell: (r) => r.CustName },
    { id: 'Goods', header: 'Goods', cell: linesText },
    { id: 'Reason', header: 'Reason', cell: (r) => r.Reason },
    {
      id: 'Total',
      header: <span className="kk-amount">Credit</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.Total)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <RecordTableOrCards
        caption="Sales returns, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r.Id}
        emptyText={SoReturnMessages.empty}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={`/SalesOrder/SO/${r.SoId}`} className="kk-record-card">
            <strong>{`${r.Num} · ${formatMoney(r.Total)}`}</strong>
            <span>{`${formatDate(r.Date, timeZone)} · ${r.SoNum} · ${r.InvNum} · ${r.CustName}`}</span>
            <span>{linesText(r)}</span>
          </Link>
        )}
      />
    </div>
  );
}
