import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { serviceRoutes } from '@shared/api/routes/service';
import type { RouteResponse } from '@shared/api/route';
import type { ServiceLaborLine } from '@shared/documents/schemas';
import { issuesAtPartsDesk } from '@shared/inventory/stock-switches';
import { applyJobMoveToOrder } from '@shared/service/jobs';
import type { RepairOrderDoc } from '@shared/service/service-docs';
import { ServiceMessages } from '@shared/service/service-messages';
import { lineSortKey } from '../../data/documents/document-items';
import { againWhileHeaderChanges } from '../../data/documents/documents-repo';
import { runJobMove } from '../../data/documents/job-store';
import { nowIso } from '../../data/table/keys';
import type { Call } from '../../lib/http/call';
import { readOwn } from '../../lib/service-documents/document-answer';
import { actingContext } from '../../lib/service-documents/service-context';
import type { ServiceContext } from '../../lib/branch-context';
import { asDocument, linesOf, ruled } from '../../lib/service-documents/action-support';
import { jobRowOf, requireTechnician } from './job-row';
import { announceDocumentChange } from '../../lib/ws/shop-floor-announce';

type Routes = typeof serviceRoutes;

/**
 * PUT Service/WorkOrders/{Id}/Jobs/{LineId} (docs/service-actions.md 'My Jobs'): the assigned
 * technician starts, pauses or completes a job. One transaction: the line
 * (conditional on the `ver` the technician saw), its parts on Complete, the
 * order's rolled-up status and an audit record (data-model §4). When only the
 * order's header moved (an advisor saved another line), it is read again and
 * the move retried, so the technician's update never fails for that.
 */
async function move(ctx: ServiceContext, call: Call<Routes['updateJob']>) {
  const { Id, LineId } = call.params;
  const { Move, ver, ClockOn, ClockOff } = call.body;
  const stored = await readOwn(ctx, 'RepairOrder', Id, true);
  const item = stored.items.get(lineSortKey(stored.head, 'Ops', LineId));
  // A stale view of one's own job is a conflict; someone else's job is refused by the rule below, whatever its ver.
  if (item && item.Tech === ctx.session.userId && Number(item.ver) !== ver)
    throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const now = nowIso();
  const result = ruled(() =>
    applyJobMoveToOrder(
      asDocument<RepairOrderDoc>(stored),
      LineId,
      ctx.session.userId,
      { Move, ClockOn, ClockOff },
      { now },
      !issuesAtPartsDesk(ctx.entity.Settings.Inventory),
    ),
  );
  const saved = await runJobMove({
    before: stored,
    Sts: result.order.Sts ?? stored.head.Sts,
    lines: linesOf(result.order),
    changedLineIds: result.changedLineIds,
    by: ctx.session.userId,
    ...(ctx.actor.userName ? { byName: ctx.actor.userName } : {}),
    now,
  });
  return { head: saved.head, line: result.line, ver: ver + 1 };
}

export async function updateJob(call: Call<Routes['updateJob']>): Promise<RouteResponse<Routes['updateJob']>> {
  const ctx = await actingContext(call.session);
  await requireTechnician(ctx);
  const { head, line, ver } = await againWhileHeaderChanges(() => move(ctx, call));
  // Committed: the branch's shop floor hears the job's and the order's status (docs/customer-loop.md §20).
  await announceDocumentChange(call.session, {
    Type: 'RepairOrder',
    Id: head.DocId,
    Num: String(head.Num ?? ''),
    Sts: String(head.Sts ?? ''),
    ver: head.ver,
    LineId: call.params.LineId,
    LineSts: String((line as { Sts?: string }).Sts ?? ''),
    By: call.session.userId,
  });
  return { Job: jobRowOf(head, line as ServiceLaborLine, ver), Message: ServiceMessages.jobUpdated };
}
