import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { canUseWarehouse } from '@shared/access/specific-rules';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import {
  listAdjustments,
  postAdjustment,
  readAdjustment,
  type AdjustmentLinePlan,
} from '../data/inventory/adjustments-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import { scopeOf } from '../lib/catalogue-scope';
import type { Call } from '../lib/http/call';
import { toAdjustmentAnswer, toAdjustmentRow } from './inventory-answers';

/**
 * Stock adjustments (docs/inventory.md §5): the call checks what the schema
 * cannot (each warehouse is the branch's and the user's, each item a catalogue
 * part the organisation sees, whole units whole, each item × warehouse once),
 * then the repository posts it in one transaction. Every refusal names its line.
 */

const refuse = (errors: FieldError[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? InventoryMessages.itemNotFound, errors);
};

export async function createAdjustment(call: Call<typeof inventoryRoutes.createAdjustment>) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const body = call.body;
  const scope = scopeOf(call.session, 'PART');
  const itemIds = [...new Set(body.Lines.map((l) => l.ItemId))];
  const [warehouses, parts] = await Promise.all([
    listWarehouses(orgId, entityId),
    getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', itemIds),
  ]);
  const partOf = new Map(itemIds.map((id, i) => [id, parts[i]?.record]));
  const warehouseOf = new Map(warehouses.map((w) => [w._id, w]));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  const lines: AdjustmentLinePlan[] = [];
  body.Lines.forEach((line, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const warehouse = warehouseOf.get(line.WhId);
    const part = partOf.get(line.ItemId);
    if (!warehouse) at('WhId', InventoryMessages.warehouseUnknown(line.WhId));
    else if (!warehouse.Active) at('WhId', InventoryMessages.warehouseInactive(warehouse.Name));
    else if (!canUseWarehouse(ctx.access, warehouse._id))
      at('WhId', InventoryMessages.warehouseNotAllowed(warehouse.Name));
    if (!part) return at('ItemId', InventoryMessages.itemUnknown(line.ItemId));
    const UoM = typeof part.UoM === 'string' ? part.UoM : undefined;
    if (isWholeUnit(UoM) && !Number.isInteger(line.Qty)) at('Qty', InventoryMessages.wholeQuantity(UoM ?? 'NOS'));
    const key = `${line.ItemId}\u0000${line.WhId}`;
    if (seen.has(key)) at('ItemId', InventoryMessages.lineTwice(part.Desc));
    seen.add(key);
    lines.push({
      ItemId: line.ItemId,
      PCode: typeof part.PCode === 'string' ? part.PCode : undefined,
      Desc: part.Desc,
      UoM,
      WhId: line.WhId,
      Qty: line.Qty,
      QtyM: toScaled(line.Qty, QTY_DIGITS),
      Reason: line.Reason,
      // A cost values stock coming in; stock going out is valued at the average (docs/inventory.md §4).
      UnCostP: line.Qty > 0 && line.UnCost !== undefined ? rupeesToPaise(line.UnCost) : undefined,
    });
  });
  if (errors.length > 0) refuse(errors);
  const stored = await postAdjustment({
    orgId,
    entId: entityId,
    date: branchNow(ctx).date,
    notes: body.Notes || undefined,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    lines,
  });
  return toAdjustmentAnswer(stored);
}

export async function readOneAdjustment(call: Call<typeof inventoryRoutes.adjustment>) {
  const { orgId, entityId } = call.session;
  const doc = await readAdjustment(orgId, entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, InventoryMessages.adjustmentNotFound);
  return toAdjustmentAnswer(doc);
}

export async function searchAdjustments(call: Call<typeof inventoryRoutes.adjustments>) {
  const { orgId, entityId } = call.session;
  const page = await listAdjustments(orgId, entityId, { limit: call.query.Limit, cursor: call.query.Cursor });
  return { Items: page.items.map(toAdjustmentRow), ...(page.next ? { Next: page.next } : {}) };
}
