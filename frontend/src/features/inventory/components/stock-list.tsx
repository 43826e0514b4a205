import { formatQuantity } from '@shared/documents/quantity-format';
import { formatMoney } from '@shared/documents/money-format';
import type { StockRow } from '@shared/inventory/call-schemas';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { useSession } from '../../../lib/session';
import { useStock } from '../api/inventory-calls';
import { INVENTORY_PATHS } from './inventory-paths';
import { ITEM_PATHS } from './item-paths';
import { useWarehouses } from '../../../lib/warehouses';

/**
 * items/inventory (docs/inventory.md §9): the branch's stock per warehouse, most
 * recently moved first: on hand, reserved, available, average cost and value in ₹ with Indian grouping; one warehouse with
 * its chip. A table on a desktop, cards at 390 px.
 */
export function StockList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wh = params.get('Wh') ?? undefined;
  const warehouses = useWarehouses();
  const nameOf = (id: string): string => warehouses.data?.find((w) => w._id === id)?.Name ?? id;
  const pages = useCursorPages(wh ?? '');
  const query = { ...(wh ? { Wh: wh } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) };
  const result = useStock(query);
  const show = (id: string | undefined): void => setParams(id ? { Wh: id } : {}, { replace: true });

  // The branch keeps SKUs (setting SKU): a column beside the code.
  const skus = useSession().Entity.Settings.Inventory.SKU === true;
  const columns: RecordColumn<StockRow>[] = [
    { id: 'PCode', header: 'Code', cell: (r) => r.PCode ?? '' },
    ...(skus ? [{ id: 'SKU', header: 'SKU', cell: (r: StockRow) => r.SKU ?? '' }] : []),
    { id: 'Desc', header: 'Item', cell: (r) => r.Desc },
    { id: 'WhId', header: 'Warehouse', cell: (r) => nameOf(r.WhId) },
    {
      id: 'OnHand',
      header: <span className="kk-amount">On hand</span>,
      cell: (r) => <div className="kk-amount">{`${formatQuantity(r.OnHand)} ${r.UoM ?? ''}`.trim()}</div>,
    },
    // Held for open repair orders, and what is left to promise (docs/inventory-reservations.md).
    {
      id: 'Reserved',
      header: <span className="kk-amount">Reserved</span>,
      cell: (r) => <div className="kk-amount">{formatQuantity(r.Reserved)}</div>,
    },
    {
      id: 'Available',
      header: <span className="kk-amount">Available</span>,
      cell: (r) => <div className="kk-amount">{formatQuantity(r.Available)}</div>,
    },
    {
      id: 'AvgCost',
      header: <span className="kk-amount">Average cost</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.AvgCost)}</div>,
    },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.Value)}</div>,
    },
  ];

  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={INVENTORY_PATHS.adjustments} className="amplify-button amplify-button--small">
          Adjustments
        </Link>
      </div>
      <ChipGroup label="Warehouse">
        <ToggleChip pressed={wh === undefined} onPress={() => show(undefined)}>
          All warehouses
        </ToggleChip>
        {(warehouses.data ?? []).map((w) => (
          <ToggleChip key={w._id} pressed={wh === w._id} onPress={() => show(w._id)}>
            {w.Name}
          </ToggleChip>
        ))}
      </ChipGroup>
      <RecordTableOrCards
        caption="Stock, recently moved first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => `${r.ItemId}#${r.WhId}`}
        emptyText="No stock yet. An adjustment puts items on the shelf."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="stock-row"
        // A row opens its item: stock per warehouse and the movements behind it.
        onRowClick={(r) => void navigate(ITEM_PATHS.item(r.ItemId))}
        paging={{ pages, next: result.data?.Next }}
        // The card's grid is two columns (wide, then as wide as its text): the item and its
        // code and warehouse take the wide one, the short figures the narrow one, so a long
        // code · warehouse line never squeezes the item's name into a word a line.
        card={(r) => (
          <Link className="kk-record-card" data-testid="stock-card" to={ITEM_PATHS.item(r.ItemId)}>
            <strong>{r.Desc}</strong>
            <span className="kk-amount">{formatMoney(r.Value)}</span>
            <span className="kk-record-card__muted">
              {[r.PCode, skus && r.SKU ? `SKU ${r.SKU}` : undefined, nameOf(r.WhId)].filter(Boolean).join(' · ')}
            </span>
            <span className="kk-amount">{`${formatQuantity(r.OnHand)} ${r.UoM ?? ''}`.trim()}</span>
            {r.Reserved > 0 && (
              <span className="kk-record-card__muted">{`${formatQuantity(r.Reserved)} reserved · ${formatQuantity(r.Available)} available`}</span>
            )}
          </Link>
        )}
      />
    </div>
  );
}
