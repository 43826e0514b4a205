import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { lineInBaseUnit, unitsOf } from '@shared/inventory/line-units';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { getItems } from '../data/inventory/items-repo';
import type { StockLinePlan } from '../data/inventory/stock-documents';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, type ServiceContext } from '../lib/branch-context';
import { scopeOf } from '../lib/catalogue-scope';
import type { SessionContext } from '../lib/http/call';
import { lineTracking, trackedItems, type TrackingInput } from './item-tracking';
import { warehouseRefusal } from '../lib/warehouse-refusal';

/**
 * The checks every document that moves stock makes on its lines before the
 * repository values them (docs/inventory.md §5, docs/inventory-transfers.md):
 * each warehouse the branch's, active and allowed to the user (`Whs` with
 * multi-warehouse on), each item a catalogue part the organisation sees, a
 * quantity in another unit converted exactly into the item's own, whole units
 * whole, each item × warehouse once. Every refusal names its line, and
 * all of them are found before anything is written.
 */

export type StockLineInput = TrackingInput & {
  ItemId: string;
  WhId: string;
  Qty: number;
  /** The unit `Qty` is in, when not the item's own (feature MUoM). */
  UoM?: string | undefined;
  Reason?: string | undefined;
  UnCost?: number;
};

export type StockLineRules = {
  /** The movement's sign for the quantity entered: + (adjustments' signed quantities, material in), − (material out). */
  sign: 1 | -1;
  /** The refusal of an item × warehouse named twice, in the document's words. */
  twice: (desc: string) => string;
};

export const refuseLines = (errors: readonly FieldError[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? InventoryMessages.itemNotFound, [...errors]);
};

export { warehouseRefusal };

/** The lines checked and planned (the item's code, description and unit from the part), or a 400 naming each bad line. */
export async function planStockLines(
  session: SessionContext,
  ctx: ServiceContext,
  input: readonly StockLineInput[],
  rules: StockLineRules,
): Promise<StockLinePlan[]> {
  const { orgId, entityId } = ctx.actor;
  const scope = scopeOf(session, 'PART');
  const itemIds = [...new Set(input.map((l) => l.ItemId))];
  // The items' conversions are read only when a line names a unit (one BatchGet).
  const [warehouses, parts, tracked, items] = await Promise.all([
    listWarehouses(orgId, entityId),
    getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', itemIds),
    trackedItems(session, itemIds),
    input.some((l) => l.UoM !== undefined) ? getItems(orgId, itemIds) : [],
  ]);
  const unitsOn = isInventoryFeatureOn(ctx.entity.Config, 'MUoM');
  const conversionsOf = new Map(itemIds.map((id, i) => [id, items[i]?.UoMs ?? []]));
  const today = branchNow(ctx).date;
  const partOf = new Map(itemIds.map((id, i) => [id, parts[i]?.record]));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  const lines: StockLinePlan[] = [];
  input.forEach((line, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const badWarehouse = warehouseRefusal(ctx, warehouses, line.WhId);
    if (badWarehouse) at('WhId', badWarehouse);
    const part = partOf.get(line.ItemId);
    if (!part) return at('ItemId', InventoryMessages.itemUnknown(line.ItemId));
    const UoM = typeof part.UoM === 'string' ? part.UoM : undefined;
    // Entered in another of the item's units: converted exactly into the item's own (docs/inventory-items.md §5).
    const unit = lineInBaseUnit(line, UoM, conversionsOf.get(line.ItemId) ?? [], unitsOn);
    if (!unit.ok) at(unit.field, unit.message);
    else if (!unit.entered && isWholeUnit(UoM) && !Number.isInteger(line.Qty))
      at('Qty', InventoryMessages.wholeQuantity(UoM ?? 'NOS'));
    const key = `${line.ItemId}\u0000${line.WhId}`;
    if (seen.has(key)) at('ItemId', rules.twice(part.Desc));
    seen.add(key);
    const baseQ = unit.ok ? unit.qtyQ : toScaled(line.Qty, QTY_DIGITS);
    const QtyM = rules.sign * baseQ;
    // A tracked item's batch or serials (docs/inventory-batches.md).
    const mode = tracked.get(line.ItemId);
    const tracking = lineTracking(mode, line, QtyM, today, part.Desc);
    if (!tracking.ok) at(tracking.field, tracking.message);
    lines.push({
      ItemId: line.ItemId,
      PCode: typeof part.PCode === 'string' ? part.PCode : undefined,
      Desc: part.Desc,
      UoM,
      WhId: line.WhId,
      Qty: unitsOf(baseQ),
      QtyM,
      ...(unit.ok && unit.entered ? { EnUoM: unit.entered.UoM, EnQty: unit.entered.Qty } : {}),
      Reason: line.Reason ?? '',
      // A cost values stock coming in; stock going out is valued at the average (docs/inventory.md §4).
      UnCostP: QtyM > 0 && line.UnCost !== undefined ? rupeesToPaise(line.UnCost) : undefined,
      Tracking: tracking.ok ? tracking.Tracking : undefined,
    });
  });
  if (errors.length > 0) refuseLines(errors);
  return lines;
}
