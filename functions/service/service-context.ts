import type { AccessContext } from '@shared/access/access-context';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { estimateDashboardStatuses, REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import { ServiceMessages } from '@shared/service/service-messages';
import { batchGet } from '../data/table/batch-get';
import { keys as identityKeys } from '../data/identity/identity-keys';
import type { AccessRecord, EntityRecord } from '../data/identity/records';
import type { DocKind } from '../data/documents/document-keys';
import type { Actor } from '../data/documents/document-records';
import type { SessionContext } from '../lib/http/call';

/**
 * What every service call reads from the verified session: who, which branch,
 * the access context of the shared permission rules, and the branch's flags
 * and clock. Nothing here comes from the request.
 */
export type ServiceContext = {
  session: SessionContext;
  entity: EntityRecord;
  access: AccessContext;
  actor: Actor;
};

export function serviceContext(session: SessionContext): ServiceContext {
  if (!session.access || !session.entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  return {
    session,
    entity: session.entity,
    access: { access: session.access, config: session.entity.Config, settings: session.entity.Settings, user: { UserId: session.userId } },
    actor: { orgId: session.orgId, entityId: session.entityId, userId: session.userId },
  };
}

/**
 * The context of a call that writes an audit record: the caller's display name
 * is read once (their access item of the branch, where names are denormalised)
 * and kept on `actor.userName`, so every audit record names who acted as they
 * were called then, and the audit panel needs no user lookups.
 */
export async function actingContext(session: SessionContext): Promise<ServiceContext> {
  const ctx = serviceContext(session);
  const [caller] = await batchGet<AccessRecord>([identityKeys.access(session.orgId, session.userId, session.entityId)]);
  const name = caller?.Name;
  return typeof name === 'string' && name !== '' ? { ...ctx, actor: { ...ctx.actor, userName: name } } : ctx;
}

/** The audit's who: the user id and, when known, the display name at write time. */
export const auditActor = (ctx: ServiceContext): { By: string; ByName?: string } => ({
  By: ctx.actor.userId,
  ...(ctx.actor.userName ? { ByName: ctx.actor.userName } : {}),
});

/** The branch's date and time now, in its time zone (CrDate/CrTime). */
export function branchNow(ctx: ServiceContext, at: Date = new Date()): { date: string; time: string } {
  const zone = ctx.entity.Settings.TZ ?? DEFAULT_TIME_ZONE;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

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
  kind === 'Estimate' ? estimateDashboardStatuses(branchFlags(ctx).showApprovedEstimates) : REPAIR_ORDER_DASHBOARD_STATUSES;

/** Not found, and another branch's or organisation's document: the same answer, so nothing is revealed. */
export const documentNotFound = (kind: DocKind): ApiError =>
  new ApiError(ErrorCode.NotFound, kind === 'Estimate' ? ServiceMessages.estimateNotFound : ServiceMessages.repairOrderNotFound);

export const badRequest = (message: string, path?: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, path ? [{ path, message }] : undefined);
