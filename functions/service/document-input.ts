import { ApiError, ErrorCode } from '@shared/api/errors';
import {
  isFreeOfLock,
  lineLock,
  lineStatusChoices,
  mayPassLock,
  newItemStatus,
  type LineEditRights,
  type LineLock,
} from '@shared/documents/line-rules';
import { JOB_CLOCK_FIELDS } from '@shared/service/jobs';
import { estimateStatusFromItems, laborStatusFromParts, repairOrderStatusFromItems } from '@shared/documents/rollups';
import type { ServiceLaborLine, ServicePartLine } from '@shared/documents/schemas';
import type { EstimateStatus, LineStatus, RepairOrderStatus } from '@shared/documents/statuses';
import { isDuplicateComplaint, isDuplicateOperation, isDuplicatePart } from '@shared/documents/validate';
import { ServiceMessages } from '@shared/service/service-messages';
import { COMPUTED_LINE_FIELDS } from '@shared/service/service-docs';
import { canAddFreeFormLines, lineEditRights } from '@shared/service/service-permissions';
import { LINE_GROUPS, type DocKind, type LineGroup } from '../data/documents/types/service-types';
import type { DocumentHead, DocumentLine, DocumentLines } from '../data/documents/document-records';
import { emptyLines } from '../data/documents/documents-repo';
import { canonicalJson } from '../data/documents/audit-changes';
import { badRequest } from '../lib/service-documents/service-context';
import type { ServiceContext } from '../lib/branch-context';

/**
 * From a request body to the document's new inputs, with the rules the screens
 * check re-checked here (service-documents §4–§6): which header fields a client
 * may set, what a PUT keeps, line statuses, free-form lines, duplicates, parts
 * quantities and the edit locks of approved and completed documents.
 */

/** Header fields a client sets. Sts, Num, CrDate/CrTime, WOId, SuppEst and every computed field are the server's. */
export const WRITABLE_HEADER = [
  'SA',
  'Cust',
  'CBillTo',
  'ProdId',
  'Odo',
  'Type',
  'NextSvc',
  'Notes',
  'PrDate',
  'PrTime',
  'Sur_Id',
  // The insurance claim (docs/data-model-documents.md §6): its insurer is billed by the insurer's invoice (docs/calculation-rules.md §7).
  'Claim',
  'Settings',
  'LDisc',
  'PDisc',
  'Disc',
  'Perc',
  'LPerc',
  'PPerc',
] as const;

/** Computed line fields: the engine writes them on every answer, so a body's values are dropped. */
const COMPUTED = new Set(COMPUTED_LINE_FIELDS);

const isCleared = (v: unknown): boolean => v === '' || v === null;

/**
 * The header a body asks for. A field the body leaves out keeps its stored
 * value (a PUT never resets what it left out); '' (or null for a selection)
 * clears it.
 */
export function mergeHeader(
  body: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const header: Record<string, unknown> = {};
  for (const name of WRITABLE_HEADER) {
    const value = name in body ? body[name] : stored[name];
    if (value !== undefined && !isCleared(value))
      header[name] = typeof value === 'number' && name === 'SA' ? String(value) : value;
  }
  return header;
}

const inputOf = (line: Readonly<Record<string, unknown>>): DocumentLine =>
  Object.fromEntries(
    Object.entries(line).filter(([name, v]) => !COMPUTED.has(name) && v !== undefined),
  ) as DocumentLine;

/** Lines a body asks for: a group it sends replaces the stored group; a group it leaves out is kept. */
export function mergeLines(body: Readonly<Record<string, unknown>>, stored?: DocumentLines): DocumentLines {
  const lines = emptyLines();
  for (const group of LINE_GROUPS) {
    const sent = body[group] as readonly Record<string, unknown>[] | undefined;
    lines[group] = sent ? sent.map(inputOf) : (stored?.[group] ?? []);
  }
  return lines;
}

/** Documents that take no more edits. */
const CLOSED: readonly string[] = ['Cancelled', 'Closed', 'Converted'];

/** A change of the line beyond what line-rules isFreeOfLock lets through (progress; the technician for whoever assigns them). */
const changedBeyondFree = (was: DocumentLine, now: DocumentLine, rights: LineEditRights): boolean => {
  const fields = new Set([...Object.keys(was), ...Object.keys(now)]);
  return [...fields].some((f) => !isFreeOfLock(f, rights) && canonicalJson(was[f]) !== canonicalJson(now[f]));
};

const lineStatus = (l: DocumentLine | undefined): LineStatus => (l?.Sts as LineStatus | undefined) ?? 'New';

const withoutClock = (line: DocumentLine): DocumentLine =>
  Object.fromEntries(
    Object.entries(line).filter(([name]) => !(JOB_CLOCK_FIELDS as readonly string[]).includes(name)),
  ) as DocumentLine;
const clockOf = (line: DocumentLine): Partial<DocumentLine> =>
  Object.fromEntries(JOB_CLOCK_FIELDS.flatMap((name) => (line[name] === undefined ? [] : [[name, line[name]]])));
const hasJobProgress = (line: DocumentLine): boolean => JOB_CLOCK_FIELDS.some((name) => line[name] !== undefined);

type Rules = { ctx: ServiceContext; kind: DocKind; docSts: string; before?: DocumentLines };

/**
 * Statuses of the lines: a new line takes the §4 new-item status whatever the
 * body says; an existing line moves only to a status its current one offers
 * (line-rules lineStatusChoices); every other move belongs to an action.
 */
function settleStatuses(r: Rules, lines: DocumentLines): DocumentLines {
  const fresh = newItemStatus({
    Sts: r.docSts as RepairOrderStatus | EstimateStatus,
    isEstimate: r.kind === 'Estimate',
  });
  const out = { ...lines };
  for (const group of ['Ops', 'Parts'] as const) {
    const old = new Map((r.before?.[group] ?? []).map((l) => [l._id, l]));
    out[group] = lines[group].map((sent) => {
      const was = old.get(sent._id);
      if (!was) return { ...withoutClock(sent), Sts: fresh };
      // The job clock is the technician's (PUT …/Jobs/{LineId}): a desk save keeps the stored one.
      const line = { ...withoutClock(sent), ...clockOf(was) };
      const current = lineStatus(was);
      const asked = (line.Sts as LineStatus | undefined) ?? current;
      if (asked === current) return { ...line, Sts: current };
      if (!lineStatusChoices(current).includes(asked)) {
        // A line a technician has worked on moved while the desk had the order open: the
        // desk's status is stale, and the technician's progress stands (nothing is lost).
        if (hasJobProgress(was)) return { ...line, Sts: current };
        throw badRequest(ServiceMessages.lineStatusNotAllowed(line._id, asked), `${group}.${line._id}.Sts`);
      }
      return { ...line, Sts: asked };
    });
  }
  return out;
}

const LOCK_MESSAGES: Record<LineLock, string> = {
  approvedEstimate: ServiceMessages.approvedEstimateLocked,
  approvedOrder: ServiceMessages.approvedOrderLocked,
  completedOrder: ServiceMessages.completedOrderLocked,
};
/** The order the locks are reported in when one save meets several. */
const LOCK_ORDER: readonly LineLock[] = ['completedOrder', 'approvedOrder', 'approvedEstimate'];

/**
 * Edit locks of §6, decided by the shared rule the line grid shows (line-rules
 * lineLock): closed documents refuse edits; a line removed, or changed beyond
 * its progress fields and technician, and a line added, must pass its lock.
 */
function checkLocks(r: Rules, lines: DocumentLines): void {
  if (!r.before) return;
  if (CLOSED.includes(r.docSts)) throw new ApiError(ErrorCode.BadRequest, ServiceMessages.closedNoEdits(r.docSts));
  const rights = lineEditRights(r.ctx.access);
  const doc = { kind: r.kind, Sts: r.docSts };
  const met = new Set<LineLock>();
  const meet = (lock: LineLock | undefined): void => {
    if (lock !== undefined && !mayPassLock(lock, rights)) met.add(lock);
  };
  for (const group of LINE_GROUPS) {
    const now = new Map(lines[group].map((l) => [l._id, l]));
    for (const was of r.before[group]) {
      const line = now.get(was._id);
      if (!line || changedBeyondFree(was, line, rights)) meet(lineLock(doc, lineStatus(was)));
    }
    const old = new Set(r.before[group].map((l) => l._id));
    if (lines[group].some((l) => !old.has(l._id))) meet(lineLock(doc, undefined));
  }
  const first = LOCK_ORDER.find((lock) => met.has(lock));
  if (first) throw new ApiError(ErrorCode.Forbidden, LOCK_MESSAGES[first]);
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/** A labour line not from the operation master, or a part without a part number or code (docs/decisions-service.md 'Creating'). */
const isFreeForm = (group: LineGroup, line: DocumentLine): boolean =>
  (group === 'Ops' && text(line.Op_Id) === undefined) ||
  (group === 'Parts' && text(line.MPN) === undefined && text(line.PCode) === undefined);

function checkFreeForm(r: Rules, lines: DocumentLines): void {
  if (canAddFreeFormLines(r.ctx.access)) return;
  for (const group of ['Ops', 'Parts'] as const) {
    const old = new Map((r.before?.[group] ?? []).map((l) => [l._id, l]));
    for (const line of lines[group]) {
      const was = old.get(line._id);
      // A line kept as it was stays; one made or turned free-form now needs the permission.
      if (isFreeForm(group, line) && (!was || !isFreeForm(group, was))) {
        throw new ApiError(ErrorCode.Forbidden, ServiceMessages.freeFormNotAllowed, [
          { path: `${group}.${line._id}`, message: ServiceMessages.freeFormNotAllowed },
        ]);
      }
    }
  }
}

/** Duplicates of §5, each named in the refusal (the shared predicates decide). */
function checkDuplicates(lines: DocumentLines): void {
  const ops: ServiceLaborLine[] = [];
  for (const line of lines.Ops as unknown as ServiceLaborLine[]) {
    if (isDuplicateOperation(ops, line.Op_Id))
      throw badRequest(ServiceMessages.duplicateOperation(line.Desc ?? String(line.Op_Id)), `Ops.${line._id}.Op_Id`);
    ops.push(line);
  }
  const parts: ServicePartLine[] = [];
  for (const line of lines.Parts as unknown as ServicePartLine[]) {
    if (isDuplicatePart(parts, line.MPN, line.OpId))
      throw badRequest(ServiceMessages.duplicatePart(line.Desc ?? String(line.MPN)), `Parts.${line._id}.MPN`);
    parts.push(line);
  }
  const comps: NonNullable<Parameters<typeof isDuplicateComplaint>[0]> = [];
  for (const c of lines.Comps as unknown as NonNullable<Parameters<typeof isDuplicateComplaint>[0]>) {
    if (isDuplicateComplaint(comps, c.Comp_Id))
      throw badRequest(ServiceMessages.duplicateComplaint(c.Desc ?? String(c.Comp_Id)), `Comps.${c._id}.Comp_Id`);
    comps.push(c);
  }
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** Parts quantities (docs/decisions-service.md 'Saving (PUT)'): received ≤ required; issued ≤ received ('Insufficient Quantity.') and ≤ required. */
function checkQuantities(lines: DocumentLines): void {
  for (const p of lines.Parts) {
    const qty = p.Qty === undefined ? 1 : num(p.Qty);
    const path = `Parts.${p._id}`;
    if (num(p.RQty) > qty) throw badRequest(ServiceMessages.receivedAboveRequired, `${path}.RQty`);
    if (num(p.IQty) > num(p.RQty)) throw badRequest(ServiceMessages.insufficientQuantity, `${path}.IQty`);
    if (num(p.IQty) > qty) throw badRequest(ServiceMessages.issuedAboveRequired, `${path}.IQty`);
  }
}

/** Lines referring to a complaint, collision or labour line must name one on the document. */
function checkReferences(lines: DocumentLines): void {
  const comps = new Set(lines.Comps.map((c) => c._id));
  const colls = new Set(lines.Colli.map((c) => c._id));
  const ops = new Set(lines.Ops.map((o) => o._id));
  for (const o of lines.Ops) {
    if (text(o.CompId) !== undefined && !comps.has(String(o.CompId)))
      throw badRequest(ServiceMessages.unknownReference(o._id), `Ops.${o._id}.CompId`);
    if (text(o.CollId) !== undefined && !colls.has(String(o.CollId)))
      throw badRequest(ServiceMessages.unknownReference(o._id), `Ops.${o._id}.CollId`);
  }
  for (const p of lines.Parts) {
    if (text(p.OpId) !== undefined && !ops.has(String(p.OpId)))
      throw badRequest(ServiceMessages.unknownReference(p._id), `Parts.${p._id}.OpId`);
    if (text(p.CollId) !== undefined && !colls.has(String(p.CollId)))
      throw badRequest(ServiceMessages.unknownReference(p._id), `Parts.${p._id}.CollId`);
  }
}

/**
 * The lines to store and the document status they roll up to: statuses
 * settled, every rule checked, labour statuses from their parts and the
 * document status from its items (§4 'Roll-ups').
 */
export function settleLines(r: Rules, asked: DocumentLines): { lines: DocumentLines; Sts: string } {
  const lines = settleStatuses(r, asked);
  checkLocks(r, lines);
  checkFreeForm(r, lines);
  checkDuplicates(lines);
  checkQuantities(lines);
  checkReferences(lines);
  if (r.kind === 'RepairOrder') {
    const parts = lines.Parts as unknown as ServicePartLine[];
    lines.Ops = lines.Ops.map((o) => ({
      ...o,
      Sts: laborStatusFromParts(
        { _id: o._id, Sts: lineStatus(o), ClockOn: typeof o.ClockOn === 'string' ? o.ClockOn : undefined },
        parts,
      ),
    }));
  }
  const statuses = [...lines.Ops, ...lines.Parts].map(lineStatus);
  const Sts =
    r.kind === 'Estimate'
      ? estimateStatusFromItems(r.docSts as EstimateStatus, statuses)
      : repairOrderStatusFromItems(r.docSts as RepairOrderStatus, statuses);
  return { lines, Sts };
}

/** The stored header fields a save may not touch, carried over as they are. */
export const keptHead = (head: DocumentHead): Record<string, unknown> => {
  const kept: Record<string, unknown> = {};
  const writable = new Set<string>(WRITABLE_HEADER);
  for (const [name, value] of Object.entries(head)) if (!writable.has(name)) kept[name] = value;
  return kept;
};
