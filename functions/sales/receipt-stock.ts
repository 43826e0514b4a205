import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { ReceiptCreateBody } from '@shared/sales/receipt-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import type { StoredRecord } from '../data/catalogue/record-repo';
import type { TrackingIntent } from '../data/inventory/tracking-writes';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, type ServiceContext } from '../lib/branch-context';
import type { SessionContext } from '../lib/http/call';
import { lineTracking, trackedItems } from '../lib/item-tracking';
import { warehouseRefusal } from '../lib/warehouse-refusal';

/**
 * The stock checks of a sale's lines, the ones every document that moves stock
 * makes (docs/inventory.md §5): the warehouse the branch's, active and allowed
 * to the user (`Whs` with multi-warehouse on), each item a catalogue part the
 * organisation sees, whole units whole, each item once, and a tracked item's
 * batch or serials (FEFO batches when none is named, docs/inventory-batches.md).
 * Every refusal names its line, and all are found before anything is written.
 */

export type SaleStockLine = {
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  UoM?: string | undefined;
  Qty: number;
  /** Thousandths of a unit going out (positive). */
  QtyM: number;
  Tracking?: TrackingIntent | undefined;
};

export const refuseLines = (errors: readonly FieldError[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? InventoryMessages.itemNotFound, [...errors]);
};

export async function planSaleStock(
  session: SessionContext,
  ctx: ServiceContext,
  body: Pick<ReceiptCreateBody, 'WhId' | 'Lines'>,
  partOf: ReadonlyMap<string, StoredRecord | undefined>,
): Promise<SaleStockLine[]> {
  const [warehouses, tracked] = await Promise.all([
    listWarehouses(ctx.actor.orgId, ctx.actor.entityId),
    trackedItems(session, [...partOf.keys()]),
  ]);
  const errors: FieldError[] = [];
  const badWarehouse = warehouseRefusal(ctx, warehouses, body.WhId);
  if (badWarehouse) errors.push({ path: 'WhId', message: badWarehouse });
  const today = branchNow(ctx).date;
  const seen = new Set<string>();
  const lines: SaleStockLine[] = [];
  body.Lines.forEach((line, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const part = partOf.get(line.ItemId);
    if (!part) return at('ItemId', InventoryMessages.itemUnknown(line.ItemId));
    const desc = String(part.Desc);
    const UoM = typeof part.UoM === 'string' ? part.UoM : undefined;
    if (isWholeUnit(UoM) && !Number.isInteger(line.Qty)) at('Qty', InventoryMessages.wholeQuantity(UoM ?? 'NOS'));
    if (seen.has(line.ItemId)) at('ItemId', SalesMessages.lineTwice(desc));
    seen.add(line.ItemId);
    const QtyM = toScaled(line.Qty, QTY_DIGITS);
    // The tracking rule reads the movement's signed quantity: stock going out.
    const tracking = lineTracking(tracked.get(line.ItemId), line, -QtyM, today, desc);
    if (!tracking.ok) at(tracking.field, tracking.message);
    lines.push({
      ItemId: line.ItemId,
      PCode: typeof part.PCode === 'string' ? part.PCode : undefined,
      Desc: desc,
      UoM,
      Qty: line.Qty,
      QtyM,
      Tracking: tracking.ok ? tracking.Tracking : undefined,
    });
  });
  if (errors.length > 0) refuseLines(errors);
  return lines;
}
