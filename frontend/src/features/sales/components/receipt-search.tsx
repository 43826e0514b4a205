import { SearchField } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import type { ReceiptRow } from '@shared/sales/receipt-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useReceipts } from '../api/receipt-calls';
import { SALES_PATHS } from './sales-paths';

/**
 * Accounting/salesreceiptsearch (docs/sales.md §6): the branch's receipts,
 * newest first; a receipt number (SR/2627/00012) opens that one, a 10-digit
 * phone finds a walk-in's receipts.
 */
export function ReceiptSearch() {
  const timeZone = useSession().User.TZ;
  const [Q, setQ] = useState('');
  const pages = useCursorPages(Q);
  const result = useReceipts({ ...(Q ? { Q } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) });
  const columns: RecordColumn<ReceiptRow>[] = [
    { id: 'Num', header: 'Receipt', cell: (r) => <Link to={SALES_PATHS.receipt(r._id)}>{r.Num}</Link> },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'Cust', header: 'Customer', cell: (r) => [r.CustName, r.Ph].filter(Boolean).join(' · ') || 'Walk-in' },
    {
      id: 'B2B',
      header: 'Kind',
      cell: (r) => `${r.B2B ? 'Tax invoice' : 'Receipt'}${r.Sts === 'Cancelled' ? ' · Cancelled' : ''}`,
    },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.GrandTotal)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <SearchField
          label="Receipt number or phone"
          size="small"
          onSubmit={(value) => setQ(value.trim())}
          onClear={() => setQ('')}
        />
        <Link to={SALES_PATHS.newReceipt} className="amplify-button amplify-button--primary amplify-button--small">
          New Sales Receipt
        </Link>
      </div>
      <RecordTableOrCards
        caption="Sales receipts, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={Q ? `No receipt matches ${Q}.` : 'No sales receipts yet.'}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={SALES_PATHS.receipt(r._id)} className="kk-record-card">
            <strong>{r.Num}</strong>
            <span>{`${formatDate(r.Date, timeZone)} · ${[r.CustName, r.Ph].filter(Boolean).join(' · ') || 'Walk-in'}`}</span>
            <span>{formatMoney(r.GrandTotal)}</span>
          </Link>
        )}
      />
    </div>
  );
}
