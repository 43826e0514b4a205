import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import { backdateRefusal } from '@shared/inventory/backdate';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { listAdjustments, postAdjustment, readAdjustment } from '../data/inventory/adjustments-repo';
import { endOfBranchDay } from '../data/inventory/backdated-movements';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { withAdjustmentReasons } from './adjustment-reason-check';
import { toAdjustmentAnswer, toAdjustmentRow } from './inventory-answers';
import { planStockLines } from './stock-lines';

/**
 * Stock adjustments (docs/inventory.md §5): the call checks what the schema
 * cannot (stock-lines.ts: each warehouse is the branch's and the user's, each
 * item a catalogue part the organisation sees, whole units whole, each item ×
 * warehouse once), then the repository posts it in one transaction. Every
 * refusal names its line.
 */

export async function createAdjustment(call: Call<typeof inventoryRoutes.createAdjustment>) {
  const ctx = serviceContext(call.session);
  // The date first: a refused date marks no reason used.
  const today = branchNow(ctx).date;
  const date = call.body.Date ?? today;
  const refusal = backdateRefusal(date, today);
  if (refusal) throw new ApiError(ErrorCode.BadRequest, refusal, [{ path: 'Date', message: refusal }]);
  // Each reason one of the branch's active reasons list, spelt as the list spells it (docs/inventory-settings.md).
  const lines = await withAdjustmentReasons(call.session, call.body.Lines, (reasons) =>
    planStockLines(
      call.session,
      ctx,
      call.body.Lines.map((line, i) => ({ ...line, Reason: reasons[i] })),
      { sign: 1, twice: InventoryMessages.lineTwice },
    ),
  );
  const stored = await postAdjustment({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date,
    backdate:
      date < today
        ? {
            date,
            at: endOfBranchDay(date, ctx.entity.Settings.TZ ?? DEFAULT_TIME_ZONE),
            dayOf: (iso) => branchNow(ctx, new Date(iso)).date,
          }
        : undefined,
    notes: call.body.Notes || undefined,
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
