import { orgPk, type Key } from '../table/keys';
import { HEAD_SK, INDEX_ITEM_PREFIX } from './document-type';

/**
 * Keys of every document type (docs/data-model-documents.md §1–§3). A
 * document is its own item collection under `ORG#<o>#DOC#<d>`; counters, number
 * pointers, status counts and every index partition are per branch and type, so
 * one busy branch never heats another's partitions, and every key still starts
 * with `ORG#<o>` (tenant isolation, IAM LeadingKeys).
 */

/** The type code in index partitions and the numbering series (`EST`, `WO`, `INV`, `CN`: each type's descriptor names its own). */
export type DocCode = string;

export const docPk = (orgId: string, docId: string): string => `${orgPk(orgId)}#DOC#${docId}`;
export const headKey = (orgId: string, docId: string): Key => ({ pk: docPk(orgId, docId), sk: HEAD_SK });
/** A document's index item (`IX#SA`, `IX#UNAP`), in its own partition. */
export const indexItemKey = (orgId: string, docId: string, name: string): Key => ({
  pk: docPk(orgId, docId),
  sk: `${INDEX_ITEM_PREFIX}${name}`,
});

/**
 * A document's audit records have a partition of their own, beside the
 * document's: D1 reads the document's whole partition (no sort-key range that
 * a new prefix could fall out of), and only the permission-gated audit call
 * (D14) reads the records, newest first.
 */
export const auditPk = (orgId: string, docId: string): string => `${orgPk(orgId)}#AUDIT#${docId}`;
export const AUDIT_PREFIX = 'AUDIT#';
export const auditKey = (orgId: string, docId: string, at: string, id: string): Key => ({
  pk: auditPk(orgId, docId),
  sk: `${AUDIT_PREFIX}${at}#${id}`,
});

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
/**
 * D5a: a branch's open documents of one advisor, newest first (GSI1 on `IX#SADASH`, while on the
 * dashboard): an advisor's whole dashboard is one Query, as the branch's is (D2a).
 */
export const advisorDashboardPartition = (orgId: string, entId: string, code: DocCode, sa: string): string =>
  `${advisorPartition(orgId, entId, code, sa)}#DASH`;
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
