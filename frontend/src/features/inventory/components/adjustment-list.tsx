import { formatMoney } from '@shared/documents/money-format';
import type { AdjustmentRow } from '@shared/inventory/call-schemas';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAdjustments } from '../api/inventory-calls';
import { INVENTORY_PATHS } from './inventory-paths';

/** items/adjustments (docs/inventory.md §5): the branch's stock adjustments, newest first, with the value each moved. */
export function AdjustmentList() {
  const timeZone = useSession().User.TZ;
  const pages = useCursorPages('');
  const result = useAdjustments(pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<AdjustmentRow>[] = [
    { id: 'Num', header: 'Adjustment', cell: (a) => a.Num },
    { id: 'Date', header: 'Date', cell: (a) => formatDate(a.Date, timeZone) },
    { id: 'Lines', header: 'Items', cell: (a) => String(a.LineCount) },
    { id: 'By', header: 'By', cell: (a) => a.CrByName ?? '' },
    { id: 'Notes', header: 'Notes', cell: (a) => a.Notes ?? '' },
    {
      id: 'Value',
      header: <span className="kk-amount">Value change</span>,
      cell: (a) => <div className="kk-amount">{formatMoney(a.Value)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={INVENTORY_PATHS.stock} className="amplify-button amplify-button--small">
          Stock
        </Link>
        <Link
          to={INVENTORY_PATHS.newAdjustment}
          className="amplify-button amplify-button--primary amplify-button--small"
        >
          New Adjustment
        </Link>
      </div>
      <RecordTableOrCards
        caption="Adjustments, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(a) => a._id}
        emptyText="No adjustments yet."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="adjustment-row"
        paging={{ pages, next: result.data?.Next }}
        card={(a) => (
          <div className="kk-record-card">
            <strong>{a.Num}</strong>
            <span>{`${formatDate(a.Date, timeZone)} · ${a.LineCount} items`}</span>
            <span>{formatMoney(a.Value)}</span>
          </div>
        )}
      />
    </div>
  );
}
