import { hasIssuedPart, isStockedPart, isWaitingPart, type IssuedPart } from '@shared/inventory/part-issue';
import { createdSortKey, dashboardPartition, technicianPartition } from '../document-keys';
import type { StoreHead } from '../document-type';
import type { DocumentHead, DocumentLine } from '../document-records';

/**
 * A repair order's stocked part lines as index items (docs/inventory-reservations.md
 * §8), so Issue Parts and My Inventory read one page of one partition, no order
 * after it: `IX#PWAIT` while the open order has lines waiting for stock, `IX#PISS`
 * while it has lines with stock issued, and `IX#PTECH#<tech>` while a technician's
 * unfinished job has parts issued. Each carries the order's row fields, its `ver`
 * and the lines (only the fields the lists show), and is kept by the store with the
 * order's every change of its lines (document-type.ts `lineIndexItems`).
 */

export const PARTS_INDEX = { waiting: 'PWAIT', issued: 'PISS', technician: 'PTECH#' } as const;

/** I7: the branch's open orders with parts waiting for stock, newest first. */
export const waitingPartsPartition = (orgId: string, entId: string): string =>
  `${dashboardPartition(orgId, entId, 'WO')}#PWAIT`;
/** I7 (`Issued=true`): the branch's open orders with stock issued to a line still in work. */
export const issuedPartsPartition = (orgId: string, entId: string): string =>
  `${dashboardPartition(orgId, entId, 'WO')}#PISS`;
/** I8: a technician's unfinished jobs with stocked parts issued, by promised date. */
export const technicianPartsPartition = (orgId: string, entId: string, tech: string): string =>
  `${technicianPartition(orgId, entId, tech)}#PARTS`;

/** What the lists show of a line (issue-calls toWaitingRow, toAllocatedRow, reservation-calls). */
const LINE_FIELDS = ['_id', 'In_Id', 'PCode', 'Desc', 'MPN', 'UoM', 'Qty', 'IQty', 'RQty', 'Resv', 'ReqQty', 'OpId'];
const pick = (line: DocumentLine): DocumentLine =>
  Object.fromEntries(LINE_FIELDS.flatMap((f) => (line[f] === undefined ? [] : [[f, line[f]]]))) as DocumentLine;

const JOB_DONE = new Set(['Completed', 'Cancelled', 'Declined']);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export type PartsIndexInput = {
  head: StoreHead;
  lines: Readonly<Partial<Record<string, readonly DocumentLine[]>>>;
  /** The order's dashboard row (service-types summaryOf) and whether it is open. */
  summary: Record<string, unknown>;
  open: boolean;
};

/** The order's part index items by name (none for an estimate). */
export function partIndexItems({ head, lines, summary, open }: PartsIndexInput): Map<string, Record<string, unknown>> {
  const items = new Map<string, Record<string, unknown>>();
  if (head.type !== 'RepairOrder') return items;
  const h = head as DocumentHead;
  const parts = lines.Parts ?? [];
  const row = { ...summary, ver: h.ver };
  const created = createdSortKey(h.CrDate, h.DocId);
  const waiting = parts.filter((p) => isWaitingPart(p as IssuedPart)).map(pick);
  const issued = parts.filter((p) => hasIssuedPart(p as IssuedPart)).map(pick);
  if (open && waiting.length > 0)
    items.set(PARTS_INDEX.waiting, {
      ...row,
      Lines: waiting,
      gsi1pk: waitingPartsPartition(h.OrgId, h.EntId),
      gsi1sk: created,
    });
  if (open && issued.length > 0)
    items.set(PARTS_INDEX.issued, {
      ...row,
      Lines: issued,
      gsi1pk: issuedPartsPartition(h.OrgId, h.EntId),
      gsi1sk: created,
    });
  // Per technician: the unfinished jobs assigned to them, each with its stocked parts that have stock issued.
  const jobs = new Map<string, { Labor: DocumentLine; Lines: DocumentLine[] }[]>();
  for (const labor of lines.Ops ?? []) {
    const tech = str(labor.Tech);
    if (!tech || JOB_DONE.has(str(labor.Sts) ?? 'New')) continue;
    const own = parts.filter(
      (p) => p.OpId === labor._id && isStockedPart(p as IssuedPart) && Number((p as IssuedPart).IQty ?? 0) > 0,
    );
    if (own.length === 0) continue;
    const job = { Labor: { _id: labor._id, ...(str(labor.Desc) ? { Desc: labor.Desc } : {}) }, Lines: own.map(pick) };
    jobs.set(tech, [...(jobs.get(tech) ?? []), job]);
  }
  for (const [tech, list] of jobs)
    items.set(`${PARTS_INDEX.technician}${tech}`, {
      ...row,
      Jobs: list,
      gsi1pk: technicianPartsPartition(h.OrgId, h.EntId, tech),
      gsi1sk: `${str(h.PrDate) ?? ''}#${h.DocId}`,
    });
  return items;
}
