import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import type { purchasingRoutes } from '@shared/api/routes/purchasing';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { purchaseOrderIn } from '../data/purchasing/purchase-orders-repo';
import type { PurchaseOrderLine } from '../data/purchasing/purchase-records';
import {
  listPurchaseReceives,
  readPurchaseReceive,
  receivePurchaseOrder,
  type ReceiveLinePlan,
} from '../data/purchasing/purchase-receives-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { lineTracking, trackedItems } from '../lib/item-tracking';
import { warehouseRefusal } from '../lib/warehouse-refusal';
import { toPurchaseReceiveAnswer, toPurchaseReceiveRow } from '../lib/purchase-answers';
import { checkFeature, refuse } from '../lib/purchase-plan';
import { idempotencyKeyOf } from '../lib/http/idempotency';
import { IDEMPOTENCY_HEADER } from '@shared/fields/idempotency-key';

/** A receive's Idempotency-Key is optional (docs/purchasing-journey.md §4): sent, the same call again finishes and answers the receive it made. */
const receiveKey = (call: Call<typeof purchasingRoutes.createPurchaseReceive>): string | undefined =>
  Object.keys(call.event.headers ?? {}).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER)
    ? idempotencyKeyOf(call.event)
    : undefined;

/**
 * Purchase receives (docs/purchasing.md §5): the call checks what it can
 * without the order's figures (the warehouse, each line an order line once,
 * whole units, a tracked item's batch or serials); what is left to receive is
 * decided by the repository on a consistent read in the receive's own
 * transaction, so concurrent receives never exceed the order.
 */

export async function createReceive(call: Call<typeof purchasingRoutes.createPurchaseReceive>) {
  const ctx = serviceContext(call.session);
  checkFeature(ctx);
  const { orgId, entityId } = ctx.actor;
  const body = call.body;
  const po = await purchaseOrderIn(orgId, entityId, body.PoId);
  const whId = body.WhId ?? po.head.WhId;
  const byId = new Map(po.lines.Lines.map((l) => [l._id, l as unknown as PurchaseOrderLine]));
  const [warehouses, tracked] = await Promise.all([
    listWarehouses(orgId, entityId),
    trackedItems(call.session, [...new Set(po.lines.Lines.map((l) => String(l.ItemId)))]),
  ]);
  const errors: FieldError[] = [];
  const badWarehouse = warehouseRefusal(ctx, warehouses, whId);
  if (badWarehouse) errors.push({ path: 'WhId', message: badWarehouse });
  const today = branchNow(ctx).date;
  const seen = new Set<string>();
  const lines: ReceiveLinePlan[] = [];
  body.Lines.forEach((line, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const ordered = byId.get(line.LineId);
    if (!ordered) return at('LineId', PurchaseMessages.lineUnknown(line.LineId));
    if (seen.has(line.LineId)) at('LineId', PurchaseMessages.receiveLineTwice);
    seen.add(line.LineId);
    if (isWholeUnit(ordered.UoM) && !Number.isInteger(line.Qty))
      at('Qty', InventoryMessages.wholeQuantity(ordered.UoM ?? 'NOS'));
    const QtyM = toScaled(line.Qty, QTY_DIGITS);
    const tracking = lineTracking(tracked.get(ordered.ItemId), line, QtyM, today, ordered.Desc);
    if (!tracking.ok) at(tracking.field, tracking.message);
    lines.push({ PoLineId: line.LineId, Qty: line.Qty, QtyM, Tracking: tracking.ok ? tracking.Tracking : undefined });
    return undefined;
  });
  if (errors.length > 0) refuse(errors);
  const stored = await receivePurchaseOrder({
    orgId,
    entId: entityId,
    date: today,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    poId: po.head.DocId,
    wh: { id: whId, name: warehouses.find((w) => w._id === whId)?.Name ?? whId },
    vendRef: body.VendRef || undefined,
    notes: body.Notes || undefined,
    lines,
    key: receiveKey(call),
    order: po,
  });
  return toPurchaseReceiveAnswer(stored);
}

export async function readReceive(call: Call<typeof purchasingRoutes.purchaseReceive>) {
  const ctx = serviceContext(call.session);
  checkFeature(ctx);
  const doc = await readPurchaseReceive(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, PurchaseMessages.receiveNotFound);
  return toPurchaseReceiveAnswer(doc);
}

export async function searchReceives(call: Call<typeof purchasingRoutes.purchaseReceives>) {
  const ctx = serviceContext(call.session);
  checkFeature(ctx);
  const page = await listPurchaseReceives(ctx.actor.orgId, ctx.actor.entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toPurchaseReceiveRow), ...(page.next ? { Next: page.next } : {}) };
}
