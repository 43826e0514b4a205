import { ApiError, ErrorCode } from '@shared/api/errors';
import { estimateDashboardStatuses, REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import { ServiceMessages } from '@shared/service/service-messages';
import { getAccess } from '../../data/identity/identity-repo';
import type { DocKind } from '../../data/documents/types/service-types';
import type { SessionContext } from '../http/call';
import { serviceContext, type ServiceContext } from '../branch-context';

/**
 * The context of a call that writes an audit record: the caller's display name
 * (their access item of the branch, where names are denormalised, which
 * authentication has read already; read here only if it had none) is kept on
 * `actor.userName`, so every audit record names who acted as they
 * were called then, and the audit panel needs no user lookups.
 */
export async function actingContext(session: SessionContext): Promise<ServiceContext> {
  const ctx = serviceContext(session);
  // Authentication read the same access item: its name is already on the actor.
  if (ctx.actor.userName) return ctx;
  const name = (await getAccess(session.orgId, session.userId, session.entityId))?.Name;
  return typeof name === 'string' && name !== '' ? { ...ctx, actor: { ...ctx.actor, userName: name } } : ctx;
}

/** The audit's who: the user id and, when known, the display name at write time. */
export const auditActor = (ctx: ServiceContext): { By: string; ByName?: string } => ({
  By: ctx.actor.userId,
  ...(ctx.actor.userName ? { ByName: ctx.actor.userName } : {}),
});

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Branch flags the actions and dashboards read (docs/decisions-service.md):
 * - convertToWO: Service.Features.WO, the repair-order feature;
 * - invoiceOnlyWhenCompleted: Service.Features.TrackWO: a branch that tracks
 *   work progress invoices an order only once it is Completed;
 * - showApprovedEstimates: approved estimates stay on the estimate dashboard
 *   where they are converted to repair orders (Service.Features.WO).
 */
export function branchFlags(ctx: ServiceContext) {
  const features = ctx.entity.Config.Service?.Features;
  const wo = features?.WO === true;
  return {
    convertToWO: wo,
    invoiceOnlyWhenCompleted: features?.TrackWO === true,
    showApprovedEstimates: wo,
  };
}

export const dashboardStatuses = (ctx: ServiceContext, kind: DocKind): readonly string[] =>
  kind === 'Estimate'
    ? estimateDashboardStatuses(branchFlags(ctx).showApprovedEstimates)
    : REPAIR_ORDER_DASHBOARD_STATUSES;

/** Not found, and another branch's or organisation's document: the same answer, so nothing is revealed. */
export const documentNotFound = (kind: DocKind): ApiError =>
  new ApiError(
    ErrorCode.NotFound,
    kind === 'Estimate' ? ServiceMessages.estimateNotFound : ServiceMessages.repairOrderNotFound,
  );

// In functions/lib so the appointments family refuses the same way (docs/customer-loop.md §4).
export { badRequest } from '../http/refusals';
