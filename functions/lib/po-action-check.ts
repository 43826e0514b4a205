import { ApiError, ErrorCode } from '@shared/api/errors';
import { approvalRequired, decidePoAction, poRightsOf, type PoAction } from '@shared/purchasing/po-actions';
import type { PurchaseOrderStatus } from '@shared/purchasing/purchase-statuses';
import type { PurchaseOrderLine, StoredPurchaseOrder } from '../data/purchasing/purchase-records';
import type { ServiceContext } from './branch-context';

/**
 * The server's side of the purchase order's action table (shared/purchasing/po-actions.ts,
 * docs/purchasing.md §18), for the `purchasing` and `purchaseorders` families: the
 * status it leaves, or the refusal: 403 for a missing right, 400 on the status
 * otherwise. Nothing is written before it answers.
 */
export function checkPoAction(
  ctx: ServiceContext,
  order: StoredPurchaseOrder,
  action: PoAction,
): PurchaseOrderStatus | undefined {
  const decision = decidePoAction(
    action,
    {
      Sts: String(order.head.Sts),
      approval: approvalRequired(ctx.entity.Settings),
      nothingReceived: order.lines.Lines.every((l) => Number((l as unknown as PurchaseOrderLine).RecQtyM ?? 0) === 0),
    },
    poRightsOf(ctx.access),
  );
  if (decision.ok) return decision.to;
  if (decision.forbidden) throw new ApiError(ErrorCode.Forbidden, decision.message);
  throw new ApiError(ErrorCode.BadRequest, decision.message, [{ path: 'Sts', message: decision.message }]);
}
