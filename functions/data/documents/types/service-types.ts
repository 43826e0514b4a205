import { REPAIR_ORDER_DASHBOARD_STATUSES, estimateDashboardStatuses } from '@shared/documents/statuses';
import { SERVICE_SERIES } from '@shared/documents/document-links';
import {
  advisorDashboardPartition,
  advisorPartition,
  createdSortKey,
  customerHistoryPartition,
  dashboardPartition,
  jobSortKey,
  monthPartition,
  statusPartition,
  surveyorPartition,
  technicianPartition,
  vehicleHistoryPartition,
} from '../document-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';
import type { DocumentHead, DocumentLine } from '../document-records';
import { partIndexItems } from './parts-index';
import { declinedIndexItems, nextServiceIndexItems, REMINDER_INDEX } from './reminder-index';

/**
 * Estimates and repair orders (docs/data-model-documents.md §1–§3): four line
 * groups, the dashboards by status, advisor, surveyor and month, a customer's
 * and a vehicle's history, My Jobs on assigned labour lines, status counts,
 * gapless numbers, and an audit of every field of every line.
 */

export type DocKind = 'Estimate' | 'RepairOrder';
/** The type code in index partitions and status counts. */
export const DOC_CODE = { Estimate: 'EST', RepairOrder: 'WO' } as const satisfies Record<DocKind, string>;

/** The line groups of a service document and the sort-key prefix of each. */
const SERVICE_LINE_PREFIX = { Ops: 'OP#', Parts: 'PART#', Comps: 'COMP#', Colli: 'COLL#' } as const;
export type LineGroup = keyof typeof SERVICE_LINE_PREFIX;
export const LINE_GROUPS = Object.keys(SERVICE_LINE_PREFIX) as LineGroup[];

/** Statuses that put a header on its dashboard partition (the index stays sparse: closed documents leave it). */
const ON_DASHBOARD: Record<DocKind, ReadonlySet<string>> = {
  // Approved estimates are indexed always; whether the dashboard shows them is a branch setting.
  Estimate: new Set<string>(estimateDashboardStatuses(true)),
  RepairOrder: new Set<string>(REPAIR_ORDER_DASHBOARD_STATUSES),
};
export const isOnDashboard = (head: Pick<DocumentHead, 'type' | 'Sts'>): boolean =>
  ON_DASHBOARD[head.type].has(head.Sts);

/** Labour-line statuses that leave a technician's My Jobs. */
const JOB_DONE = new Set(['Completed', 'Cancelled', 'Declined']);

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/** What a dashboard row shows (call-schemas dashboardRow), copied onto each index item. */
/** The header fields a dashboard row shows (call-schemas dashboardRow): copied onto index items, read back by the lists. */
export const DASHBOARD_ROW_FIELDS = [
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

export function summaryOf(head: DocumentHead): Record<string, unknown> {
  const pick = DASHBOARD_ROW_FIELDS;
  const summary: Record<string, unknown> = {
    type: `${head.type}Index`,
    DocId: head.DocId,
    EntId: head.EntId,
    GrandTotal: head.Amounts.GrandTotal,
  };
  for (const name of pick) if (head[name] !== undefined && head[name] !== '') summary[name] = head[name];
  return summary;
}

/** The header's keys: its status's dashboard partition (GSI1, while open) and its created month (GSI2). */
function headIndexes(stored: StoreHead): IndexKeys {
  const head = stored as DocumentHead;
  const code = DOC_CODE[head.type];
  return {
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

/** The index items (data-model §3): advisor, customer, vehicle, for estimates surveyor, and the dashboard's while open. */
function indexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const head = stored as DocumentHead;
  const { OrgId: o, EntId: e, DocId: d } = head;
  const code = DOC_CODE[head.type];
  const summary = summaryOf(head);
  const items = new Map<string, Record<string, unknown>>();
  const sa = str(head.SA);
  const cust = str(head.Cust);
  const prod = str(head.ProdId);
  const sur = head.type === 'Estimate' ? str(head.Sur_Id) : undefined;
  const byStatus = `${head.Sts}#${createdSortKey(head.CrDate, d)}`;
  const history = `${head.CrDate}#${code}#${d}`;
  if (sa) items.set('SA', { ...summary, gsi1pk: advisorPartition(o, e, code, sa), gsi1sk: byStatus });
  if (cust) items.set('CUST', { ...summary, gsi1pk: customerHistoryPartition(o, cust), gsi1sk: history });
  if (prod) items.set('PROD', { ...summary, gsi1pk: vehicleHistoryPartition(o, prod), gsi1sk: history });
  if (sur) items.set('SUR', { ...summary, gsi1pk: surveyorPartition(o, e, sur), gsi1sk: byStatus });
  // D2a: every open document of the branch and type in one partition, newest first (the header stays in its status's, D2);
  // D5a: the same for each advisor.
  if (isOnDashboard(head)) {
    items.set('DASH', { ...summary, gsi1pk: dashboardPartition(o, e, code), gsi1sk: createdSortKey(head.CrDate, d) });
    if (sa)
      items.set('SADASH', {
        ...summary,
        gsi1pk: advisorDashboardPartition(o, e, code, sa),
        gsi1sk: createdSortKey(head.CrDate, d),
      });
  }
  // The next-service reminder (docs/reminders.md).
  for (const [name, item] of nextServiceIndexItems(head)) items.set(name, item);
  return items;
}

/** D7: an assigned labour line of a repair order that is not done is in its technician's My Jobs. */
function lineIndexes(stored: StoreHead, group: LineGroup, line: DocumentLine): IndexKeys | undefined {
  const head = stored as DocumentHead;
  const tech = group === 'Ops' && head.type === 'RepairOrder' ? str(line.Tech) : undefined;
  const sts = str(line.Sts) ?? 'New';
  if (!tech || JOB_DONE.has(sts)) return undefined;
  return {
    gsi1pk: technicianPartition(head.OrgId, head.EntId, tech),
    gsi1sk: jobSortKey(sts, str(head.PrDate) ?? '', head.DocId, line._id),
  };
}

const serviceType = (kind: DocKind): DocumentType<LineGroup> => ({
  kind,
  code: DOC_CODE[kind],
  lineGroups: SERVICE_LINE_PREFIX,
  headIndexes,
  indexItems,
  indexNames:
    kind === 'Estimate'
      ? ['SA', 'CUST', 'PROD', 'SUR', 'DASH', 'SADASH']
      : ['SA', 'CUST', 'PROD', 'DASH', 'SADASH', REMINDER_INDEX.nextService],
  lineIndexes,
  // The declined-work reminder (reminder-index.ts) and a repair order's stocked parts waiting or issued, for
  // Issue Parts and My Inventory (parts-index.ts).
  lineIndexItems: (head: StoreHead, lines: Parameters<typeof partIndexItems>[0]['lines']) =>
    new Map([
      ...declinedIndexItems(head, lines),
      ...(kind === 'RepairOrder'
        ? partIndexItems({
            head,
            lines,
            summary: summaryOf(head as DocumentHead),
            open: isOnDashboard(head as DocumentHead),
          })
        : []),
    ]),
  statusCounts: true,
  numbering: { policy: 'gapless', series: SERVICE_SERIES[kind] },
  audit: { lines: true },
});

export const ESTIMATE = serviceType('Estimate');
export const REPAIR_ORDER = serviceType('RepairOrder');

/** The sort keys of a service document's index items, for the lists that read them (dashboard-calls). */
export const INDEX_SK = {
  SA: 'IX#SA',
  CUST: 'IX#CUST',
  PROD: 'IX#PROD',
  SUR: 'IX#SUR',
  DASH: 'IX#DASH',
  SADASH: 'IX#SADASH',
} as const;
