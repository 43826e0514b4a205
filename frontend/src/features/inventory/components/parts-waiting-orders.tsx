import { formatQuantity } from '@shared/documents/quantity-format';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import type { PartsWaitRow, WaitingLine } from '@shared/inventory/reservation-schemas';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { usePartsWaitingOrders } from '../api/reservation-calls';

/** One line of what an order waits for: the part, what is left to issue, and how much of it is held or requested. */
export function waitText(l: WaitingLine): string {
  const unit = l.UoM ? ` ${l.UoM}` : '';
  const held = [
    l.Resv > 0 ? `${formatQuantity(l.Resv)} reserved` : '',
    l.ReqQty > 0 ? `${formatQuantity(l.ReqQty)} requested` : '',
  ].filter(Boolean);
  return `${l.Desc}: ${formatQuantity(l.ToIssue)}${unit} to issue${held.length > 0 ? ` (${held.join(', ')})` : ''}`;
}

function Waits({ row }: { row: PartsWaitRow }) {
  return (
    <div>
      {row.Lines.map((l) => (
        <div key={l.LineId}>{waitText(l)}</div>
      ))}
    </div>
  );
}

/**
 * inventory/wodashboard (docs/inventory-reservations.md §5): the branch's open
 * repair orders with stocked parts still to issue, newest first, each with what
 * it waits for; Issue Parts is where the clerk issues them.
 */
export function PartsWaitingOrders() {
  const pages = useCursorPages('');
  const result = usePartsWaitingOrders(pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<PartsWaitRow>[] = [
    { id: 'Num', header: 'Repair order', cell: (r) => r.Num },
    { id: 'Veh', header: 'Vehicle', cell: (r) => r.RegNo ?? '' },
    { id: 'Cust', header: 'Customer', cell: (r) => r.CustName ?? '' },
    { id: 'PrDate', header: 'Promised', cell: (r) => formatDate(r.PrDate) },
    { id: 'Waits', header: 'Waiting for', cell: (r) => <Waits row={r} /> },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to="/items/IssueParts" className="amplify-button amplify-button--small">
          Issue Parts
        </Link>
      </div>
      <RecordTableOrCards
        caption="Repair orders waiting for parts"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r.DocId}
        emptyText={ReservationMessages.noWaitingOrders}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="parts-wait-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <div className="kk-record-card">
            <strong>{r.Num}</strong>
            <span>{r.RegNo ?? ''}</span>
            <Waits row={r} />
          </div>
        )}
      />
    </div>
  );
}
