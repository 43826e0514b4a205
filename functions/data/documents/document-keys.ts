import { orgPk, type Key } from '../table/keys';

/**
 * Keys of estimates and repair orders (docs/data-model-documents.md §1–§3). A
 * document is its own item collection under `ORG#<o>#DOC#<d>`; counters, number
 * pointers, status counts and every index partition are per branch and type, so
 * one busy branch never heats another's partitions, and every key still starts
 * with `ORG#<o>` (tenant isolation, IAM LeadingKeys).
 */

export type DocKind = 'Estimate' | 'RepairOrder';
/** The type code in index partitions and the numbering series of each kind; invoices and credit notes use INV and CN. */
export type DocCode = 'EST' | 'WO' | 'INV' | 'CN';
export const DOC_CODE: Record<DocKind, DocCode> = { Estimate: 'EST', RepairOrder: 'WO' };

/** The line groups of a service document and the sort-key prefix of each. */
export const LINE_GROUPS = ['Ops', 'Parts', 'Comps', 'Colli'] as const;
export type LineGroup = (typeof LINE_GROUPS)[number];
export const LINE_PREFIX: Record<LineGroup, string> = { Ops: 'OP#', Parts: 'PART#', Comps: 'COMP#', Colli: 'COLL#' };

export const HEAD_SK = 'HEAD';
export const AUDIT_PREFIX = 'AUDIT#';
/** Index items in the document's own partition (one per list the document appears in). */
export const INDEX_SK = { SA: 'IX#SA', CUST: 'IX#CUST', PROD: 'IX#PROD', SUR: 'IX#SUR', DASH: 'IX#DASH' } as const;
export type IndexName = keyof typeof INDEX_SK;

export const docPk = (orgId: string, docId: string): string => `${orgPk(orgId)}#DOC#${docId}`;
export const headKey = (orgId: string, docId: string): Key => ({ pk: docPk(orgId, docId), sk: HEAD_SK });
export const lineKey = (orgId: string, docId: string, group: LineGroup, lineId: string): Key => ({
  pk: docPk(orgId, docId),
  sk: `${LINE_PREFIX[group]}${lineId}`,
});
export const indexItemKey = (orgId: string, docId: string, name: IndexName): Key => ({
  pk: docPk(orgId, docId),
  sk: INDEX_SK[name],
});
export const auditKey = (orgId: string, docId: string, at: string, id: string): Key => ({
  pk: docPk(orgId, docId),
  sk: `${AUDIT_PREFIX}${at}#${id}`,
});

/**
 * D1 reads the partition from `COLL#` on: collisions, complaints, the header,
 * the index items and the lines, but not the audit records (`AUDIT#` sorts
 * before), which only the permission-gated audit call reads.
 */
export const DOCUMENT_READ_FROM = 'COLL#';

// Numbering (data-model §3 'Numbers and counters') ---------------------------------

export const counterKey = (orgId: string, entId: string, series: string, fy: string): Key => ({
  pk: `${orgPk(orgId)}#CTR#${entId}#${series}#${fy}`,
  sk: 'CTR',
});
export const numberKey = (orgId: string, entId: string, series: string, fy: string, num: string): Key => ({
  pk: `${orgPk(orgId)}#NUM#${entId}#${series}#${fy}`,
  sk: num,
});

/** Documents per status of one branch and type, kept with ADD in each document's transaction (dashboard counts). */
export const statusCountsKey = (orgId: string, entId: string, code: DocCode): Key => ({
  pk: `${orgPk(orgId)}#CNT#${entId}#${code}`,
  sk: 'COUNTS',
});

/**
 * The count item's place in its dashboard partition (D2a): its GSI1 sort key
 * sorts after every created key (`<yyyy-mm-dd>#<ulid>`), so a newest-first
 * Query of the partition meets it first, and the first page's rows and counts
 * are one request.
 */
export const COUNTS_SORT_KEY = '~COUNTS';

// Index partitions (data-model §2) -------------------------------------------------

const branch = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}`;

/**
 * D2a: every open document of a branch and type, newest first (GSI1 on the
 * `IX#DASH` index item), with the branch's status counts item sorting last.
 */
export const dashboardPartition = (orgId: string, entId: string, code: DocCode): string =>
  `${branch(orgId, entId)}#${code}#DASH`;
/** The counts item's GSI1 keys: in its dashboard partition, after every row. */
export const statusCountsIndex = (orgId: string, entId: string, code: DocCode): { gsi1pk: string; gsi1sk: string } => ({
  gsi1pk: dashboardPartition(orgId, entId, code),
  gsi1sk: COUNTS_SORT_KEY,
});
/** The statuses of the invoice dashboard (D4), whose headers sit in its dashboard partition. */
const INVOICE_DASHBOARD = new Set(['Unpaid', 'Partial', 'Draft']);
export const isInvoiceDashboardStatus = (sts: string): boolean => INVOICE_DASHBOARD.has(sts);
/**
 * D4: an invoice header's GSI1 partition. On the dashboard (Unpaid, Partial,
 * Draft) the header itself is in the branch's dashboard partition, with the
 * count item (D2a; every writer of an invoice header rewrites it whole or sets
 * this key); a status off it keeps its own partition, as credit notes do.
 */
export const invoiceStatusPartition = (orgId: string, entId: string, code: DocCode, sts: string): string =>
  code === 'INV' && INVOICE_DASHBOARD.has(sts)
    ? dashboardPartition(orgId, entId, code)
    : statusPartition(orgId, entId, code, sts);
/** D2/D3: the open documents of a branch in one status (GSI1 on the header). */
export const statusPartition = (orgId: string, entId: string, code: DocCode, sts: string): string =>
  `${branch(orgId, entId)}#${code}#STS#${sts}`;
/** D5: a branch's documents of one advisor (GSI1 on `IX#SA`), sorted by status then created date. */
export const advisorPartition = (orgId: string, entId: string, code: DocCode, sa: string): string =>
  `${branch(orgId, entId)}#${code}#SA#${sa}`;
/** Surveyor dashboard: a branch's estimates assigned to one surveyor (GSI1 on `IX#SUR`). */
export const surveyorPartition = (orgId: string, entId: string, sur: string): string =>
  `${branch(orgId, entId)}#EST#SUR#${sur}`;
/** D6: a branch's documents by created month (GSI2 on the header). */
export const monthPartition = (orgId: string, entId: string, code: DocCode, crDate: string): string =>
  `${branch(orgId, entId)}#${code}#M#${crDate.slice(0, 7)}`;
/** D7: a technician's open jobs (GSI1 on labour lines). */
export const technicianPartition = (orgId: string, entId: string, tech: string): string =>
  `${branch(orgId, entId)}#TECH#${tech}`;
/** D8/D9: a customer's and a vehicle's history across branches. */
export const customerHistoryPartition = (orgId: string, custId: string): string =>
  `${orgPk(orgId)}#CUST#${custId}#DOCS`;
export const vehicleHistoryPartition = (orgId: string, prodId: string): string => `${orgPk(orgId)}#PROD#${prodId}#DOCS`;

/** The created-date sort key of dashboards: ULIDs are time-ordered, so newest first is descending. */
export const createdSortKey = (crDate: string, docId: string): string => `${crDate}#${docId}`;
/** The sort key of a technician's job: open status, promised date, document and line. */
export const jobSortKey = (lineSts: string, prDate: string, docId: string, lineId: string): string =>
  `${lineSts}#${prDate}#${docId}#${lineId}`;
