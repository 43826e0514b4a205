import { formatMoney } from '@shared/documents/money-format';
import type { PurchaseOrderRow } from '@shared/purchasing/purchase-schemas';
import { PO_STATUSES_IN_USE, type PurchaseOrderStatus } from '@shared/purchasing/purchase-statuses';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePurchaseOrders } from '../api/purchase-calls';
import { PURCHASE_PATHS } from './purchase-paths';

/**
 * PurchaseOrder/PurchaseOrders (docs/purchasing.md): the branch's purchase
 * orders, newest first, a chip per status; vendor, expected date and the total
 * with GST. Choosing one opens it.
 */
export function PurchaseOrderDashboard() {
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sts = PO_STATUSES_IN_USE.find((s) => s === params.get('Sts'));
  const pages = useCursorPages(sts ?? 'All');
  const result = usePurchaseOrders({ ...(sts ? { Sts: sts } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) });
  const choose = (status: PurchaseOrderStatus | undefined) =>
    setParams(status ? { Sts: status } : {}, { replace: true });
  const columns: RecordColumn<PurchaseOrderRow>[] = [
    { id: 'Num', header: 'Order', cell: (o) => o.Num },
    { id: 'Date', header: 'Date', cell: (o) => formatDate(o.Date, timeZone) },
    { id: 'Vendor', header: 'Vendor', cell: (o) => o.VendName },
    { id: 'ExpDate', header: 'Expected', cell: (o) => (o.ExpDate ? formatDate(o.ExpDate, timeZone) : '—') },
    { id: 'Items', header: 'Items', cell: (o) => String(o.LineCount) },
    { id: 'Sts', header: 'Status', cell: (o) => o.Sts },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (o) => <div className="kk-amount">{formatMoney(o.Total)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={PURCHASE_PATHS.newOrder} className="amplify-button amplify-button--primary amplify-button--small">
          New Purchase Order
        </Link>
        <Link to={PURCHASE_PATHS.partsOrder} className="amplify-button amplify-button--small">
          Order requested parts
        </Link>
      </div>
      <ChipGroup label="Status">
        <ToggleChip pressed={sts === undefined} onPress={() => choose(undefined)}>
          All
        </ToggleChip>
        {PO_STATUSES_IN_USE.map((status) => (
          <ToggleChip key={status} pressed={sts === status} onPress={() => choose(status)}>
            {status}
          </ToggleChip>
        ))}
      </ChipGroup>
      <RecordTableOrCards
        caption={sts ? `Purchase orders ${sts}, newest first` : 'Purchase orders, newest first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(o) => o._id}
        emptyText={sts ? `No purchase orders ${sts}.` : 'No purchase orders yet.'}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(o) => void navigate(PURCHASE_PATHS.order(o._id))}
        rowTestId="purchase-order-row"
        paging={{ pages, next: result.data?.Next }}
        card={(o) => (
          <Link to={PURCHASE_PATHS.order(o._id)} className="kk-record-card">
            <strong>{`${o.Num} · ${o.Sts}`}</strong>
            <span className="kk-amount">{formatMoney(o.Total)}</span>
            <span className="kk-record-card__muted">{o.VendName}</span>
            <span className="kk-amount">{`${o.LineCount} items`}</span>
          </Link>
        )}
      />
    </div>
  );
}
