import { REPAIR_ORDER_DASHBOARD_STATUSES, estimateDashboardStatuses } from '@shared/documents/statuses';
import type { Key } from '../table/keys';
import { addToStatusCounts } from '../table/status-counts';
import type { TransactItem } from '../table/transact';
import {
  DOC_CODE,
  LINE_GROUPS,
  LINE_PREFIX,
  advisorPartition,
  auditKey,
  createdSortKey,
  customerHistoryPartition,
  dashboardPartition,
  headKey,
  indexItemKey,
  jobSortKey,
  lineKey,
  monthPartition,
  statusCountsIndex,
  statusCountsKey,
  statusPartition,
  surveyorPartition,
  technicianPartition,
  vehicleHistoryPartition,
  type IndexName,
  type LineGroup,
} from './document-keys';
import type { AuditItem, DocumentHead, DocumentLine, DocumentLines } from './document-records';

/**
 * The items a document is stored as, built from its header and lines. Every
 * writer (create, save, actions, seeding, the bench) builds items here, so a
 * document written by any path has the same keys and index entries.
 */

type Item = Key & Record<string, unknown>;

/** Statuses that put a header on its dashboard partition (the index stays sparse: closed documents leave it). */
const ON_DASHBOARD = {
  // Approved estimates are indexed always; whether the dashboard shows them is a branch setting.
  Estimate: new Set<string>(estimateDashboardStatuses(true)),
  RepairOrder: new Set<string>(REPAIR_ORDER_DASHBOARD_STATUSES),
};

/** Labour-line statuses that leave a technician's My Jobs. */
const JOB_DONE = new Set(['Completed', 'Cancelled', 'Declined']);

export const isOnDashboard = (head: Pick<DocumentHead, 'type' | 'Sts'>): boolean =>
  ON_DASHBOARD[head.type].has(head.Sts);

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/** Each line group's ids in display order: kept on the header, so moving a line rewrites one item, not every line. */
export const lineOrderOf = (lines: DocumentLines): Record<LineGroup, string[]> =>
  Object.fromEntries(LINE_GROUPS.map((g) => [g, lines[g].map((l) => l._id)])) as Record<LineGroup, string[]>;

/** The header item (with its `LineOrder`), its dashboard (GSI1, while open) and month (GSI2) keys. */
export function headItem(head: DocumentHead): Item {
  const code = DOC_CODE[head.type];
  return {
    ...headKey(head.OrgId, head.DocId),
    ...head,
    ...(isOnDashboard(head)
      ? {
          gsi1pk: statusPartition(head.OrgId, head.EntId, code, head.Sts),
          gsi1sk: createdSortKey(head.CrDate, head.DocId),
        }
      : {}),
    gsi2pk: monthPartition(head.OrgId, head.EntId, code, head.CrDate),
    gsi2sk: createdSortKey(head.CrDate, head.DocId),
  };
}

/** A line's base sort key (`OP#WO3`), whatever revision holds it. */
export const lineBaseKey = (group: LineGroup, lineId: string): string => `${LINE_PREFIX[group]}${lineId}`;

/**
 * The sort key of the item that holds a line now: its base key, or the revision
 * the header names for it (`LineRev`) when a large change wrote it ahead.
 */
export function lineSortKey(head: Pick<DocumentHead, 'LineRev'>, group: LineGroup, lineId: string): string {
  const base = lineBaseKey(group, lineId);
  const rev = head.LineRev?.[base];
  return rev === undefined ? base : `${base}#${rev}`;
}

/**
 * One line item, at the key the header names for it: the line's fields and, for
 * an assigned labour line of a repair order that is not done, its My Jobs keys (D7).
 */
export function lineItem(head: DocumentHead, group: LineGroup, line: DocumentLine, ver: number): Item {
  const tech = group === 'Ops' && head.type === 'RepairOrder' ? str(line.Tech) : undefined;
  const sts = str(line.Sts) ?? 'New';
  return {
    ...lineKey(head.OrgId, head.DocId, group, line._id),
    sk: lineSortKey(head, group, line._id),
    ...line,
    ver,
    ...(tech && !JOB_DONE.has(sts)
      ? {
          gsi1pk: technicianPartition(head.OrgId, head.EntId, tech),
          gsi1sk: jobSortKey(sts, str(head.PrDate) ?? '', head.DocId, line._id),
        }
      : {}),
  };
}

/** Every line item of a document (ver 1). */
export function lineItems(head: DocumentHead, lines: DocumentLines, ver = 1): Item[] {
  return LINE_GROUPS.flatMap((group) => lines[group].map((line) => lineItem(head, group, line, ver)));
}

/** What a dashboard row shows (call-schemas dashboardRow), copied onto each index item. */
export function summaryOf(head: DocumentHead): Record<string, unknown> {
  const pick = [
    'Num',
    'Sts',
    'Code',
    'CustName',
    'RegNo',
    'SA',
    'SAName',
    'Sur_Id',
    'PrDate',
    'PrTime',
    'CrDate',
  ] as const;
  const summary: Record<string, unknown> = {
    type: `${head.type}Index`,
    DocId: head.DocId,
    EntId: head.EntId,
    GrandTotal: head.Amounts.GrandTotal,
  };
  for (const name of pick) if (head[name] !== undefined && head[name] !== '') summary[name] = head[name];
  return summary;
}

/** The index items a header needs (data-model §3): advisor, customer, vehicle, for estimates surveyor, and the dashboard's while open. */
export function indexItems(head: DocumentHead): Map<IndexName, Item> {
  const { OrgId: o, EntId: e, DocId: d } = head;
  const code = DOC_CODE[head.type];
  const summary = summaryOf(head);
  const items = new Map<IndexName, Item>();
  const sa = str(head.SA);
  const cust = str(head.Cust);
  const prod = str(head.ProdId);
  const sur = head.type === 'Estimate' ? str(head.Sur_Id) : undefined;
  const byStatus = `${head.Sts}#${createdSortKey(head.CrDate, d)}`;
  const history = `${head.CrDate}#${code}#${d}`;
  if (sa)
    items.set('SA', {
      ...indexItemKey(o, d, 'SA'),
      ...summary,
      gsi1pk: advisorPartition(o, e, code, sa),
      gsi1sk: byStatus,
    });
  if (cust)
    items.set('CUST', {
      ...indexItemKey(o, d, 'CUST'),
      ...summary,
      gsi1pk: customerHistoryPartition(o, cust),
      gsi1sk: history,
    });
  if (prod)
    items.set('PROD', {
      ...indexItemKey(o, d, 'PROD'),
      ...summary,
      gsi1pk: vehicleHistoryPartition(o, prod),
      gsi1sk: history,
    });
  if (sur)
    items.set('SUR', {
      ...indexItemKey(o, d, 'SUR'),
      ...summary,
      gsi1pk: surveyorPartition(o, e, sur),
      gsi1sk: byStatus,
    });
  // D2a: every open document of the branch and type in one partition, newest first (the header stays in its status's, D2).
  if (isOnDashboard(head))
    items.set('DASH', {
      ...indexItemKey(o, d, 'DASH'),
      ...summary,
      gsi1pk: dashboardPartition(o, e, code),
      gsi1sk: createdSortKey(head.CrDate, d),
    });
  return items;
}

export function auditItem(orgId: string, docId: string, audit: AuditItem, id: string): Item {
  return { ...auditKey(orgId, docId, audit.At, id), type: 'Audit', ...audit };
}

/**
 * The status-count change of a document moving from one status to another
 * (either absent for a creation or removal) on its branch's count item, so a
 * count never needs a Query; the ADD itself is the table toolkit's
 * (`addToStatusCounts`, docs/architecture.md 'Where a new repository goes').
 */
export function statusCountUpdate(
  orgId: string,
  head: Pick<DocumentHead, 'type' | 'EntId'>,
  from: string | undefined,
  to: string | undefined,
): TransactItem | undefined {
  const code = DOC_CODE[head.type];
  return addToStatusCounts(
    statusCountsKey(orgId, head.EntId, code),
    [{ from, to }],
    statusCountsIndex(orgId, head.EntId, code),
  );
}
