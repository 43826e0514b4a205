import type { FieldError } from '@shared/api/errors';
import type { purchaseOrderStepRoutes } from '@shared/api/routes/purchase-order-steps';
import type { TrackingIntent } from '../data/inventory/tracking-writes';
import { receiveWithoutOrder } from '../data/purchasing/direct-receives-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { lineTracking, trackedItems } from '../lib/item-tracking';
import { toPurchaseReceiveAnswer } from '../lib/purchase-answers';
import { checkFeature, planOrder, refuse } from '../lib/purchase-plan';

/**
 * POST PurchaseOrder/DirectReceives (docs/purchasing.md §20): stock from a vendor
 * without an order. The vendor, warehouse and items are checked and the lines
 * priced exactly as a purchase order's (the supply by the vendor's state, the
 * item's tax code, quantity × rate before tax); a tracked item names its batch
 * and expiry or its serials as at an order's receive. Every refusal names its
 * field, all at once, and nothing is written.
 */
export async function createDirectReceive(call: Call<typeof purchaseOrderStepRoutes.createDirectReceive>) {
  const ctx = serviceContext(call.session);
  checkFeature(ctx);
  const body = call.body;
  const today = branchNow(ctx).date;
  const [plan, tracked] = await Promise.all([
    planOrder(
      ctx,
      {
        VendId: body.VendId,
        WhId: body.WhId,
        Notes: body.Notes || undefined,
        Lines: body.Lines.map((l) => ({ ItemId: l.ItemId, Qty: l.Qty, Rate: l.Rate })),
      },
      today,
    ),
    trackedItems(call.session, [...new Set(body.Lines.map((l) => l.ItemId))]),
  ]);
  const errors: FieldError[] = [];
  const tracking: (TrackingIntent | undefined)[] = body.Lines.map((line, i) => {
    const planned = plan.lines[i];
    const checked = lineTracking(tracked.get(line.ItemId), line, planned?.QtyM ?? 0, today, planned?.Desc ?? '');
    if (checked.ok) return checked.Tracking;
    errors.push({ path: `Lines.${i}.${checked.field}`, message: checked.message });
    return undefined;
  });
  if (errors.length > 0) refuse(errors);
  const stored = await receiveWithoutOrder({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date: today,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    plan,
    tracking,
    vendRef: body.VendRef || undefined,
  });
  return toPurchaseReceiveAnswer(stored);
}
