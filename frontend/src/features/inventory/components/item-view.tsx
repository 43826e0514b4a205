import { Alert } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import type { MovementRow, StockRow } from '@shared/inventory/call-schemas';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { inLargestUnit } from '@shared/inventory/line-units';
import { Link, useParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { toClientError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useItem, useItemMovements } from '../api/item-calls';
import { ItemBatches } from './item-batches';
import { ItemSettingsForm } from './item-settings-form';
import { ITEM_PATHS } from './item-paths';
import { useWarehouses } from '../../../lib/warehouses';

const KIND: Record<string, string> = { Adjust: 'Adjustment', Issue: 'Issued', Return: 'Returned' };

/**
 * items/masteritem/:Id (docs/inventory-items.md §9): one item, its part's facts,
 * its balance in each warehouse of the branch (on hand, value, average) and its
 * movements, newest first, paged; its group, tracking, units and reorder levels
 * are edited below.
 */
export function ItemView() {
  const id = useParams().Id ?? '';
  const session = useSession();
  const timeZone = session.User.TZ;
  const unitsOn = isInventoryFeatureOn(session.Entity.Config, 'MUoM');
  const skus = session.Entity.Settings.Inventory.SKU === true;
  const item = useItem(id);
  const warehouses = useWarehouses();
  const nameOf = (whId: string): string => warehouses.data?.find((w) => w._id === whId)?.Name ?? whId;
  const pages = useCursorPages(id);
  const movements = useItemMovements(id, pages.cursor);
  // 404: the branch never stocked it, which is an empty history, not a failure.
  const neverStocked = movements.isError && toClientError(movements.error).status === 404;

  if (item.isError)
    return (
      <div className="kk-screen">
        <Alert variation="error">{toClientError(item.error).message}</Alert>
        <Link to={ITEM_PATHS.items}>All items</Link>
      </div>
    );
  const it = item.data;
  const unit = it?.UoM ?? '';
  // With MUoM on, on hand is also said in the item's largest other unit (18 NOS = 1 BOX 6 NOS).
  const otherUnits = unitsOn ? (it?.UoMs ?? []) : [];
  const onHandText = (onHand: number): string => {
    const larger = inLargestUnit(onHand, unit, otherUnits);
    return `${formatQuantity(onHand)} ${unit}`.trim() + (larger ? ` = ${larger}` : '');
  };

  const balanceColumns: RecordColumn<StockRow>[] = [
    { id: 'WhId', header: 'Warehouse', cell: (b) => nameOf(b.WhId) },
    {
      id: 'OnHand',
      header: <span className="kk-amount">On hand</span>,
      cell: (b) => <div className="kk-amount">{onHandText(b.OnHand)}</div>,
    },
    {
      id: 'AvgCost',
      header: <span className="kk-amount">Average cost</span>,
      // A FIFO balance says so: what leaves it takes the oldest stock's cost, not this average (docs/inventory.md §4).
      cell: (b) => <div className="kk-amount">{formatMoney(b.AvgCost) + (b.Val === 'FIFO' ? ' · FIFO' : '')}</div>,
    },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (b) => <div className="kk-amount">{formatMoney(b.Value)}</div>,
    },
  ];
  const movementColumns: RecordColumn<MovementRow>[] = [
    { id: 'At', header: 'When', cell: (m) => formatDateTime(m.At, timeZone) },
    { id: 'Kind', header: 'Movement', cell: (m) => [KIND[m.Kind] ?? m.Kind, m.DocNum].filter(Boolean).join(' ') },
    { id: 'WhId', header: 'Warehouse', cell: (m) => nameOf(m.WhId) },
    {
      id: 'Qty',
      header: <span className="kk-amount">Quantity</span>,
      cell: (m) => <div className="kk-amount">{`${m.Qty > 0 ? '+' : ''}${formatQuantity(m.Qty)}`}</div>,
    },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (m) => <div className="kk-amount">{formatMoney(m.Value)}</div>,
    },
    {
      id: 'OnHand',
      header: <span className="kk-amount">On hand after</span>,
      cell: (m) => <div className="kk-amount">{formatQuantity(m.OnHand)}</div>,
    },
    { id: 'By', header: 'By', cell: (m) => [m.ByName ?? m.By, m.Reason].filter(Boolean).join(' · ') },
  ];

  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={ITEM_PATHS.items} className="amplify-button amplify-button--small">
          All items
        </Link>
      </div>
      {it ? (
        <section aria-label="Item" className="kk-item-head">
          <h2>{`${it.PCode} · ${it.Desc}`}</h2>
          <p>
            {[
              skus && it.SKU ? `SKU ${it.SKU}` : '',
              `Unit ${it.UoM}`,
              ...otherUnits.map((u) => `1 ${u.UoM} = ${formatQuantity(u.Per)} ${it.UoM}`),
              `HSN ${it.HSN}`,
              `Part price ${formatMoney(it.UnPr)}`,
              it.SalePr === undefined
                ? 'No sale price: priced by hand'
                : `Sale price ${formatMoney(it.SalePr)}${it.SalePrFrom === 'List' ? ' (price list)' : ''}`,
              it.GrpName ? `Group ${it.GrpName}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </section>
      ) : (
        <p role="status">Loading the item…</p>
      )}
      <RecordTable
        caption="Stock in this branch"
        columns={balanceColumns}
        rows={neverStocked ? [] : movements.data?.Balances}
        rowKey={(b) => b.WhId}
        emptyText="Not stocked in this branch yet."
        isLoading={movements.isPending}
        error={movements.isError && !neverStocked ? movements.error : null}
        onRetry={() => void movements.refetch()}
        rowTestId="balance-row"
      />
      <ItemBatches itemId={id} nameOf={nameOf} unit={unit} />
      <RecordTableOrCards
        caption="Movements, newest first"
        columns={movementColumns}
        rows={neverStocked ? [] : movements.data?.Items}
        rowKey={(m) => m.MovId}
        emptyText="No movements yet."
        isLoading={movements.isPending}
        error={movements.isError && !neverStocked ? movements.error : null}
        onRetry={() => void movements.refetch()}
        rowTestId="movement-row"
        paging={{ pages, next: movements.data?.Next }}
        card={(m) => (
          <div className="kk-record-card" data-testid="movement-card">
            <strong>{[KIND[m.Kind] ?? m.Kind, m.DocNum].filter(Boolean).join(' ')}</strong>
            <span className="kk-amount">{`${m.Qty > 0 ? '+' : ''}${formatQuantity(m.Qty)} ${unit}`.trim()}</span>
            <span className="kk-record-card__muted">{`${formatDateTime(m.At, timeZone)} · ${nameOf(m.WhId)}`}</span>
            <span className="kk-amount">{formatMoney(m.Value)}</span>
          </div>
        )}
      />
      {it ? <ItemSettingsForm key={`${it.ItemId}#${it.ver}`} item={it} /> : null}
    </div>
  );
}
