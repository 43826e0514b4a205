import { ApiError, ErrorCode } from '@shared/api/errors';
import type { serviceRoutes } from '@shared/api/routes/service';
import { hasResourceRight } from '@shared/access/resource-access';
import { paiseToRupees } from '@shared/documents/money-math';
import { estimateDashboardStatuses, REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import type { DashboardRow } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { canSeeAuditLog } from '@shared/service/service-permissions';
import type { Call } from '../lib/http/call';
import {
  advisorDashboardPartition,
  advisorPartition,
  dashboardPartition,
  statusPartition,
  surveyorPartition,
} from '../data/documents/document-keys';
import { HEAD_SK } from '../data/documents/document-type';
import { DASHBOARD_ROW_FIELDS, DOC_CODE, INDEX_SK, type DocKind } from '../data/documents/types/service-types';
import { readDocumentHead } from '../data/documents/document-read';
import { listDashboard, type Lane } from '../data/documents/document-lists';
import { listAudit } from '../data/documents/documents-repo';
import { countSurveyorEstimates } from '../data/documents/surveyor-counts';
import { badRequest, dashboardStatuses, documentNotFound } from '../lib/service-documents/service-context';
import { serviceContext, type ServiceContext } from '../lib/branch-context';

/**
 * Dashboards (spec §4) and audit logs (§6). Lists read index items only, newest
 * first: every status at once from the dashboard's partition, whose count item
 * comes in the same Query (D2a), else one Query per status; counts come from
 * the branch's count item, never from counting items.
 */

type Routes = typeof serviceRoutes;
type Page = { Items: DashboardRow[]; Next?: string; Counts: Record<string, number> };

const ROW_FIELDS = DASHBOARD_ROW_FIELDS;

function toRow(item: Record<string, unknown>): DashboardRow {
  const paise =
    typeof item.GrandTotal === 'number'
      ? item.GrandTotal
      : ((item.Amounts as { GrandTotal?: number } | undefined)?.GrandTotal ?? 0);
  const row: Record<string, unknown> = { _id: item.DocId, GrandTotal: paiseToRupees(paise) };
  for (const name of ROW_FIELDS) if (item[name] !== undefined) row[name] = item[name];
  return row as DashboardRow;
}

function statusesOf(ctx: ServiceContext, kind: DocKind, sts: string | undefined): readonly string[] {
  const all = dashboardStatuses(ctx, kind);
  if (sts === undefined) return all;
  if (!all.includes(sts)) throw badRequest(ServiceMessages.statusNotOnDashboard(sts), 'Sts');
  return [sts];
}

/** The lane of a whole dashboard partition (every status); a cursor of its pages keeps one position under it. */
const ALL = 'All';

/** How many statuses the dashboard partition of a kind holds (isOnDashboard: estimates' Approved always). */
const indexedStatusCount = (kind: DocKind): number =>
  kind === 'Estimate' ? estimateDashboardStatuses(true).length : REPAIR_ORDER_DASHBOARD_STATUSES.length;

type DashboardQuery = {
  Sts?: string | undefined;
  SA?: string | undefined;
  From?: string | undefined;
  To?: string | undefined;
  Cursor?: string | undefined;
  Limit: number;
};

async function dashboard(ctx: ServiceContext, kind: DocKind, q: DashboardQuery): Promise<Page> {
  const { orgId, entityId } = ctx.session;
  const code = DOC_CODE[kind];
  if (q.From && q.To && q.From > q.To) throw badRequest(ServiceMessages.fromAfterTo, 'From');
  const statuses = dashboardStatuses(ctx, kind);
  // The dashboard partitions hold every indexed status: the branch's (D2a) or an advisor's (D5a) serves 'all'
  // when the branch shows them all (approved estimates are a branch flag).
  const everyStatus = q.Sts === undefined && statuses.length === indexedStatusCount(kind);
  const lanes: Lane[] = everyStatus
    ? [
        q.SA
          ? {
              status: ALL,
              partition: advisorDashboardPartition(orgId, entityId, code, q.SA),
              prefix: '',
              itemSk: INDEX_SK.SADASH,
            }
          : {
              status: ALL,
              partition: dashboardPartition(orgId, entityId, code),
              prefix: '',
              itemSk: INDEX_SK.DASH,
              holdsCounts: true,
            },
      ]
    : statusesOf(ctx, kind, q.Sts).map((status) =>
        q.SA
          ? {
              status,
              partition: advisorPartition(orgId, entityId, code, q.SA),
              prefix: `${status}#`,
              itemSk: INDEX_SK.SA,
            }
          : { status, partition: statusPartition(orgId, entityId, code, status), prefix: '', itemSk: HEAD_SK },
      );
  const page = await listDashboard({
    orgId,
    lanes,
    limit: q.Limit,
    counts: { code, entId: entityId, statuses },
    ...(q.From ? { from: q.From } : {}),
    ...(q.To ? { to: q.To } : {}),
    ...(q.Cursor ? { cursor: q.Cursor } : {}),
  });
  return { Items: page.rows.map(toRow), ...(page.next ? { Next: page.next } : {}), Counts: page.counts ?? {} };
}

export async function estimateDashboard(call: Call<Routes['estimateDashboard']>): Promise<Page> {
  return dashboard(serviceContext(call.session), 'Estimate', call.query);
}

export async function repairOrderDashboard(call: Call<Routes['repairOrderDashboard']>): Promise<Page> {
  return dashboard(serviceContext(call.session), 'RepairOrder', call.query);
}

/**
 * Surveyor/estimatedashboard: the estimates assigned to a surveyor. Without
 * Sur_Id it is the caller's own; another surveyor's list needs the right to
 * edit estimates (staff who assign surveyors), so a surveyor's read-only
 * login sees only their own.
 */
export async function surveyorDashboard(call: Call<Routes['surveyorDashboard']>): Promise<Page> {
  const ctx = serviceContext(call.session);
  const { orgId, entityId, userId } = ctx.session;
  const sur = call.query.Sur_Id ?? userId;
  if (sur !== userId && !hasResourceRight(ctx.access, 'Service', 'Est', 'U')) {
    throw new ApiError(ErrorCode.Forbidden, ServiceMessages.surveyorFilterNotPermitted);
  }
  const statuses = dashboardStatuses(ctx, 'Estimate');
  const lanes: Lane[] = statuses.map((status) => ({
    status,
    partition: surveyorPartition(orgId, entityId, sur),
    prefix: `${status}#`,
    itemSk: INDEX_SK.SUR,
  }));
  const [page, Counts] = await Promise.all([
    listDashboard({
      orgId,
      lanes,
      limit: call.query.Limit,
      ...(call.query.Cursor ? { cursor: call.query.Cursor } : {}),
    }),
    countSurveyorEstimates(orgId, entityId, sur, statuses),
  ]);
  return { Items: page.rows.map(toRow), ...(page.next ? { Next: page.next } : {}), Counts };
}

type AuditAnswer = {
  Items: {
    At: string;
    By: string;
    ByName?: string;
    Action: string;
    ver: number;
    Changes: { Path: string; Before?: unknown; After?: unknown }[];
  }[];
  Next?: string;
};

async function audit(
  ctx: ServiceContext,
  kind: DocKind,
  id: string,
  limit: number,
  cursor: string | undefined,
): Promise<AuditAnswer> {
  if (!canSeeAuditLog(ctx.access)) throw new ApiError(ErrorCode.Forbidden, ServiceMessages.auditNotPermitted);
  const head = await readDocumentHead(ctx.session.orgId, id);
  if (!head || head.EntId !== ctx.session.entityId || head.type !== kind) throw documentNotFound(kind);
  const page = await listAudit(ctx.session.orgId, id, limit, cursor);
  return {
    Items: page.items.map((a) => ({
      At: a.At,
      By: a.By,
      ...(a.ByName ? { ByName: a.ByName } : {}),
      Action: a.Action,
      ver: a.ver,
      Changes: a.Changes,
    })),
    ...(page.next ? { Next: page.next } : {}),
  };
}

export async function estimateAudit(call: Call<Routes['estimateAudit']>): Promise<AuditAnswer> {
  return audit(serviceContext(call.session), 'Estimate', call.params.Id, call.query.Limit, call.query.Cursor);
}

export async function repairOrderAudit(call: Call<Routes['repairOrderAudit']>): Promise<AuditAnswer> {
  return audit(serviceContext(call.session), 'RepairOrder', call.params.Id, call.query.Limit, call.query.Cursor);
}
