import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine, StoredOf } from '../documents/document-records';
import type { DocumentType, StoreHead } from '../documents/document-type';
import { readDocument } from '../documents/document-read';
import { saveDocuments } from '../documents/documents-repo';
import { docPk } from '../documents/document-keys';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import type { Page } from './stock-repo';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from './stock-writes';
import { trackedLineFields, type TrackingIntent } from './tracking-writes';
import { backdatedWrites, valueBackdatedMovements, type BackdateWhen } from './backdated-movements';

/**
 * Documents that move stock once, when saved, line by line: stock adjustments,
 * material in and material out (docs/inventory.md §5, docs/inventory-transfers.md
 * §6). Each is a document of the store whose save is ONE transaction with every
 * line's movement and balance. The number is taken by one atomic counter update
 * (the `counter` policy) once the stock is known to allow it; a lost race on a
 * balance reads the balances again and decides again with the same number, so
 * only a document refused after losing a race leaves a gap.
 */

export type StockDocumentHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  Notes?: string;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
  ValueP: number;
};
export type StoredStockDocument = StoredOf<StockDocumentHead, 'Lines'>;

/** What differs between the kinds: the store's type, its series and status, line ids and the movement's kind. */
export type StockDocumentKind = {
  type: DocumentType<'Lines'>;
  series: string;
  /** The one status such a document has: it is posted when saved. */
  sts: string;
  /** Line ids are `<prefix>1`, `<prefix>2`... */
  linePrefix: string;
  /** The movement's `Kind` in the log. */
  movement: string;
  /** The list's cursor tag. */
  cursorTag: string;
  /** The branch's list of this kind (GSI1 of the header). */
  partition: (orgId: string, entId: string) => string;
};

/** One line as checked by the call: the item is a catalogue part the organisation sees, the warehouse the branch's. */
export type StockLinePlan = {
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  UoM?: string | undefined;
  WhId: string;
  /** Units of the item's own unit (`UoM`; shown on the line), and the signed movement in thousandths. */
  Qty: number;
  QtyM: number;
  /** Entered in another of the item's units (feature MUoM): that unit and the quantity as entered. */
  EnUoM?: string | undefined;
  EnQty?: number | undefined;
  Reason: string;
  UnCostP?: number | undefined;
  /** A tracked item's batch or serials (docs/inventory-batches.md). */
  Tracking?: TrackingIntent | undefined;
};

export type NewStockDocument = {
  orgId: string;
  entId: string;
  date: string;
  notes?: string | undefined;
  actor: Actor;
  lines: readonly StockLinePlan[];
  /** Dated an earlier day than today: its movements take their place in the history (docs/inventory.md §4a). */
  backdate?: BackdateWhen | undefined;
};

/** Posts a document: its number, then the document with every line's movement and balance in one transaction. */
export async function postStockDocument(kind: StockDocumentKind, doc: NewStockDocument): Promise<StoredStockDocument> {
  const DocId = ulid();
  const lineIds = doc.lines.map((_, i) => `${kind.linePrefix}${i + 1}`);
  const moves: PlannedMovement[] = doc.lines.map((line, i) => ({
    ItemId: line.ItemId,
    WhId: line.WhId,
    PCode: line.PCode,
    Desc: line.Desc,
    UoM: line.UoM,
    Kind: kind.movement,
    Qty: line.QtyM,
    UnCostP: line.UnCostP,
    Reason: line.Reason,
    Tracking: line.Tracking,
    source: { DocType: kind.type.kind, DocId, LineId: lineIds[i] ?? '' },
  }));
  // Taken once, after the first valuation passes: a refused document (no stock) burns no number.
  let number: CounterNumber | undefined;
  return againWhileBalancesMove(async () => {
    const backdated = doc.backdate
      ? await valueBackdatedMovements(doc.orgId, doc.entId, moves, doc.backdate)
      : undefined;
    const plan = backdated ?? (await valueMovements(doc.orgId, doc.entId, moves));
    // The later history's rewrites join the transaction when they fit beside the header, audit, number, lines
    // and the stock's posting (its ledger entry and period balance, docs/books.md §3.7).
    const later = backdated ? backdatedWrites(backdated, 7 + 3 * doc.lines.length) : undefined;
    number ??= await takeCounterNumber(doc.orgId, doc.entId, kind.series, doc.date, DocId);
    const at = nowIso();
    const lines: DocumentLine[] = doc.lines.map((line, i) => ({
      _id: lineIds[i] ?? '',
      ItemId: line.ItemId,
      ...(line.PCode ? { PCode: line.PCode } : {}),
      Desc: line.Desc,
      ...(line.UoM ? { UoM: line.UoM } : {}),
      WhId: line.WhId,
      Qty: line.Qty,
      ...(line.EnUoM ? { EnUoM: line.EnUoM, EnQty: line.EnQty } : {}),
      Reason: line.Reason,
      UnCostP: plan.valued[i]?.UnCostP ?? 0,
      ValueP: plan.valued[i]?.ValueP ?? 0,
      ...trackedLineFields(plan.tracking?.fields[i]),
    }));
    const head = {
      type: kind.type.kind,
      OrgId: doc.orgId,
      DocId,
      EntId: doc.entId,
      Num: number.Num,
      Series: kind.series,
      FY: number.FY,
      Sts: kind.sts,
      Date: doc.date,
      ...(doc.notes ? { Notes: doc.notes } : {}),
      CrBy: doc.actor.userId,
      ...(doc.actor.userName ? { CrByName: doc.actor.userName } : {}),
      CrAt: at,
      ValueP: plan.valued.reduce((sum, v) => sum + v.ValueP, 0),
    };
    const by = { By: doc.actor.userId, ...(doc.actor.userName ? { ByName: doc.actor.userName } : {}) };
    const [stored] = await saveDocuments<StockDocumentHead, 'Lines'>(
      [
        {
          next: { head: head as Omit<StockDocumentHead, 'ver'>, lines: { Lines: lines } },
          audit: { Action: 'Create', ...by },
          now: at,
        },
      ],
      {
        writes: [
          number.pointer,
          ...movementWrites(plan, doc.actor, at, number.Num, later?.markers),
          ...(later?.inside ?? []),
        ],
      },
    );
    if (!stored) throw new Error(`A ${kind.type.kind} save answered no document`);
    await later?.finish();
    return stored;
  });
}

/** One document of the kind in the branch; another branch's or another type's document is not one. */
export async function readStockDocument(
  kind: StockDocumentKind,
  orgId: string,
  entId: string,
  docId: string,
): Promise<StoredStockDocument | undefined> {
  const doc = await readDocument<StockDocumentHead, 'Lines'>(orgId, docId);
  return doc && doc.head.type === kind.type.kind && doc.head.EntId === entId ? doc : undefined;
}

/** The branch's documents of the kind, newest first (the headers themselves are on the index). */
export async function listStockDocuments(
  kind: StockDocumentKind,
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<StockDocumentHead>> {
  const partition = kind.partition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: kind.cursorTag,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: 1, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<StockDocumentHead>({
    index: 1,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey
    ? { items: page.items, next: encodePageCursor(kind.cursorTag, page.lastKey) }
    : { items: page.items };
}
