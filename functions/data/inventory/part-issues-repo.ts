import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { QTY_DIGITS, toScaled, type Paise } from '@shared/documents/money-math';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { issueToOrder, type IssuedPart } from '@shared/inventory/part-issue';
import { db, tableName } from '../../lib/aws-clients';
import { docPk } from '../documents/document-keys';
import { readDocument } from '../documents/document-read';
import type { DocumentHead, DocumentLine, StoredDocument } from '../documents/document-records';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { issuedPartsPartition, technicianPartsPartition, waitingPartsPartition } from '../documents/types/parts-index';
import { isOnDashboard } from '../documents/types/service-types';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { movementPk } from './inventory-keys';
import { issueIntent, trackedPartLine, type IssueTracking } from './issue-tracking';
import type { TrackedFields } from './tracking-writes';
import type { ReservedPart } from '@shared/inventory/reservation';
import { balanceId } from '@shared/inventory/reservation';
import { reserveForOrder, type ReservationWrites } from './reservations-repo';
import type { BalanceRecord } from './stock-records';
import {
  againWhileBalancesMove,
  BALANCE_MOVED,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
  type ValuedMovement,
} from './stock-writes';

/**
 * Parts issued from stock to repair orders and returned (docs/inventory.md §10).
 * An issue is ONE transaction of the order's change through the store (its
 * header at the `ver` read, the part line at its own `ver`, the labour line its
 * roll-up moved, index items, count and an `IssueParts` audit record:
 * `documentChangeWrites` via `saveDocuments`) and the movement with its balance
 * at the balance's `ver` (stock-writes.ts, joined with `AlsoWrites`). Either
 * lost race (the order changed, or the balance moved) reads both again and
 * decides again, so concurrent issues never take `IQty` above `Qty` nor stock
 * below zero, and a person's save that lost to an issue answers 409 at its own
 * `ver` check.
 */

export type PartIssue = {
  orgId: string;
  entId: string;
  docId: string;
  lineId: string;
  whId: string;
  /** Units: > 0 issues, < 0 returns. */
  qty: number;
  actor: Actor;
  /** The item as the catalogue has it, for the balance's copy (docs/inventory.md §6). */
  item: (itemId: string) => Promise<{ PCode?: string | undefined; Desc: string; UoM?: string | undefined } | undefined>;
  /** How the item is tracked, with the batch or serials entered (docs/inventory-batches.md §6); undefined when untracked. */
  tracking?: (itemId: string) => Promise<IssueTracking | undefined>;
  /** Completed lines keep holding until the order completes (the branch's Inventory `Issue` off). */
  keepDone?: boolean | undefined;
};

export type IssuedResult = {
  order: StoredDocument;
  lineId: string;
  laborId?: string;
  movement: ValuedMovement & { MovId: string } & TrackedFields;
};

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The order of the branch, or 404 (another branch's, organisation's or type's document is not found). */
async function readOrder(orgId: string, entId: string, docId: string): Promise<StoredDocument> {
  const order = await readDocument(orgId, docId, true);
  if (!order || order.head.type !== 'RepairOrder' || order.head.EntId !== entId)
    throw new ApiError(ErrorCode.NotFound, InventoryMessages.orderNotFound);
  return order;
}

const refuse = (message: string, field = 'Qty'): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: field, message }]);
};

/** One read-decide-write round of an issue or a return. */
async function issueOnce(issue: PartIssue): Promise<IssuedResult> {
  const before = await readOrder(issue.orgId, issue.entId, issue.docId);
  if (!isOnDashboard(before.head)) refuse(InventoryMessages.orderNotOpen, 'DocId');
  const decided = issueToOrder(
    { Sts: before.head.Sts, Ops: before.lines.Ops as IssuedPart[], Parts: before.lines.Parts as IssuedPart[] },
    issue.lineId,
    issue.qty,
  );
  if (!decided.ok) return refuse(decided.message, decided.message.startsWith('Part line') ? 'LineId' : 'Qty');
  const line = before.lines.Parts.find((p) => p._id === issue.lineId) as DocumentLine;
  const itemId = String(line.In_Id);
  const item = await issue.item(itemId);
  if (!item) refuse(InventoryMessages.itemUnknown(itemId), 'LineId');
  const known = item as NonNullable<typeof item>;
  const returning = issue.qty < 0;
  const move: PlannedMovement = {
    ItemId: itemId,
    WhId: issue.whId,
    PCode: known.PCode ?? str(line.PCode),
    Desc: known.Desc,
    UoM: known.UoM,
    Kind: returning ? 'Return' : 'Issue',
    // Stock moves the other way from the line: an issue takes it out of the warehouse.
    Qty: -toScaled(issue.qty, QTY_DIGITS),
    // A return comes back at what the line's last issue took out; none found takes the average.
    UnCostP: returning ? await lastIssueCost(issue, itemId) : undefined,
    source: { DocType: 'RepairOrder', DocId: issue.docId, LineId: issue.lineId },
  };
  const tracked = await issue.tracking?.(itemId);
  const lineAt = { DocId: issue.docId, LineId: issue.lineId, WhId: issue.whId };
  const intent = tracked && (await issueIntent(issue.orgId, issue.entId, itemId, lineAt, move.Qty, tracked));
  move.Tracking = intent?.intent;
  const plan = await valueMovements(issue.orgId, issue.entId, [move]).catch((error: unknown) => {
    // The shared rules name an adjustment's line path; an issue has one line: its field (Qty, Batch, Serials).
    if (error instanceof ApiError && error.status === ErrorCode.BadRequest)
      refuse(error.message, error.errors?.[0]?.path.split('.').pop() ?? 'Qty');
    throw error;
  });
  const at = nowIso();
  const held = await issueReservation(issue, before, decided.line, itemId, plan.balances[0], at);
  move.ResvDelta = held.movedDelta;
  const lines = {
    ...before.lines,
    Ops: decided.line.Ops as DocumentLine[],
    Parts: tracked
      ? held.parts.map((p) =>
          p._id === issue.lineId
            ? trackedPartLine(p, tracked.mode, plan.tracking?.fields[0], move.Qty, intent?.heldAfter)
            : p,
        )
      : held.parts,
  };
  const head = { ...before.head, Sts: decided.line.Sts };
  const by = { By: issue.actor.userId, ...(issue.actor.userName ? { ByName: issue.actor.userName } : {}) };
  const stockWrites = movementWrites(plan, issue.actor, at, str(before.head.Num));
  const [order] = await saveDocuments<DocumentHead, keyof StoredDocument['lines']>(
    [{ before, next: { head, lines }, audit: { Action: returning ? 'ReturnParts' : 'IssueParts', ...by }, now: at }],
    { writes: [...stockWrites, ...held.writes] },
  );
  const movement = stockWrites[0]?.item.Put?.Item as { MovId: string } | undefined;
  return {
    order: order as StoredDocument,
    lineId: issue.lineId,
    ...(decided.laborId ? { laborId: decided.laborId } : {}),
    movement: { ...(plan.valued[0] as ValuedMovement), MovId: movement?.MovId ?? '', ...plan.tracking?.fields[0] },
  };
}

/**
 * The order's reservations after the issue (docs/inventory-reservations.md §3):
 * the issue takes first what its line holds in that warehouse, and the rest only
 * from what is available there (on hand less what other lines hold), else
 * 'Insufficient Quantity.'; a return holds nothing again (the order's next save does).
 * The issued balance's reserved change rides on the movement's write, read at the same `ver`.
 */
async function issueReservation(
  issue: PartIssue,
  before: StoredDocument,
  decided: { Sts: string; Parts: IssuedPart[] },
  itemId: string,
  balance: BalanceRecord | undefined,
  at: string,
): Promise<ReservationWrites> {
  const movedBalance = balanceId(itemId, issue.whId);
  const qty = toScaled(issue.qty, QTY_DIGITS);
  const held = await reserveForOrder({
    orgId: issue.orgId,
    entId: issue.entId,
    head: { ...before.head, Sts: decided.Sts },
    before: before.lines.Parts,
    after: decided.Parts as DocumentLine[],
    defaultWh: undefined,
    grow: false,
    issued: { lineId: issue.lineId, whId: issue.whId, qty },
    movedBalance,
    at,
    keepDone: issue.keepDone,
  });
  const read = held.balances.get(movedBalance);
  // Both reads must have seen the same balance, or the movement would write a stale reserved quantity.
  if ((read?.ver ?? 0) !== (balance?.ver ?? 0)) throw new ApiError(ErrorCode.Conflict, BALANCE_MOVED);
  const line = before.lines.Parts.find((p) => p._id === issue.lineId) as ReservedPart | undefined;
  const own = line?.RsvWh === issue.whId ? toScaled(line.Resv ?? 0, QTY_DIGITS) : 0;
  const free = Math.max(0, (balance?.OnHand ?? 0) - (balance?.Resv ?? 0));
  if (qty > 0 && qty - Math.min(own, qty) > free) refuse(InventoryMessages.insufficientQuantity);
  return held;
}

/**
 * Issues (qty > 0) or returns (qty < 0) one part line's quantity. A lost race on
 * the order's header or on the balance is decided again on fresh figures (up to
 * 12 rounds, jittered), so the clerk never sees a conflict caused by another
 * issue; only the refusals of the rules (400) and a busy 409 after that.
 */
export const issuePart = (issue: PartIssue): Promise<IssuedResult> =>
  // The order changed under the issue (an issue to another of its lines, a save): decided again like a moved balance.
  againWhileBalancesMove(
    () => issueOnce(issue),
    12,
    (error) => error instanceof HeaderChanged,
  );

/** The unit cost of the line's most recent issue from this item's history (newest first, bounded read). */
async function lastIssueCost(issue: PartIssue, itemId: string): Promise<Paise | undefined> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'DocId = :doc AND LineId = :line AND Kind = :kind AND WhId = :wh',
      ExpressionAttributeValues: {
        ':pk': movementPk(issue.orgId, issue.entId, itemId),
        ':doc': issue.docId,
        ':line': issue.lineId,
        ':kind': 'Issue',
        ':wh': issue.whId,
      },
      ScanIndexForward: false,
      Limit: 500,
    }),
  );
  const found = answer.Items?.[0] as { UnCostP?: number } | undefined;
  return typeof found?.UnCostP === 'number' ? found.UnCostP : undefined;
}

export type WaitingPart = { head: DocumentHead; line: DocumentLine };

const WAITING = 'WAITING-PARTS';
const ALLOCATED = 'ALLOCATED-PARTS';

/** A page of one of the repair orders' part index partitions (types/parts-index.ts), newest first or by date. */
async function partsIndexPage(
  orgId: string,
  tag: string,
  partition: string,
  q: { limit: number; cursor?: string | undefined; newestFirst: boolean },
): Promise<{ items: Record<string, unknown>[]; next?: string }> {
  const startKey = decodePageCursor(q.cursor, {
    tag,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: 1, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<Record<string, unknown>>({
    index: 1,
    partition,
    newestFirst: q.newestFirst,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey ? { items: page.items, next: encodePageCursor(tag, page.lastKey) } : { items: page.items };
}

const lineList = (v: unknown): DocumentLine[] => (Array.isArray(v) ? (v as DocumentLine[]) : []);

/**
 * Issue Parts' list: the part lines waiting for stock in the branch's open
 * orders (or, with `issued`, those with something issued, to return). One Query
 * of the orders' part index (I7, newest first): each item is an order's row with
 * its waiting (or issued) lines, kept by the order's every change.
 */
export async function listWaitingParts(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined; issued?: boolean },
): Promise<{ items: WaitingPart[]; next?: string }> {
  const partition = q.issued ? issuedPartsPartition(orgId, entId) : waitingPartsPartition(orgId, entId);
  const page = await partsIndexPage(orgId, `${WAITING}${q.issued ? '-ISSUED' : ''}`, partition, {
    ...q,
    newestFirst: true,
  });
  const items = page.items.flatMap((row) =>
    lineList(row.Lines).map((line) => ({ head: row as unknown as DocumentHead, line })),
  );
  return page.next ? { items, next: page.next } : { items };
}

export type AllocatedPart = { head: DocumentHead; labor: DocumentLine; line: DocumentLine };

/**
 * My Inventory: the stocked parts with something issued on a technician's
 * unfinished jobs. One Query of the technician's part index (I8, by promised
 * date): each item is an order's row with the technician's jobs and their parts.
 */
export async function listAllocatedParts(
  orgId: string,
  entId: string,
  techId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<{ items: AllocatedPart[]; next?: string }> {
  const page = await partsIndexPage(orgId, ALLOCATED, technicianPartsPartition(orgId, entId, techId), {
    ...q,
    newestFirst: false,
  });
  const items = page.items.flatMap((row) =>
    (Array.isArray(row.Jobs) ? (row.Jobs as { Labor: DocumentLine; Lines: unknown }[]) : []).flatMap((job) =>
      lineList(job.Lines).map((line) => ({ head: row as unknown as DocumentHead, labor: job.Labor, line })),
    ),
  );
  return page.next ? { items, next: page.next } : { items };
}
