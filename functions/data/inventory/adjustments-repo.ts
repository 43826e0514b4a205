import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine, StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';
import { readDocument } from '../documents/document-read';
import { saveDocuments } from '../documents/documents-repo';
import { ADJUSTMENT, ADJUSTMENT_SERIES } from '../documents/types/adjustment-type';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { docPk } from '../documents/document-keys';
import { adjustmentsPartition } from './inventory-keys';
import type { Page } from './stock-repo';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from './stock-writes';

/**
 * Stock adjustments (docs/inventory.md §5): a document of the store
 * (types/adjustment-type.ts) whose save is ONE transaction with every line's
 * movement and balance. The number is taken by one atomic counter update
 * (the `counter` policy) once the stock is known to allow it; a lost race on a
 * balance reads the balances again and decides again with the same number, so
 * only an adjustment refused after losing a race leaves a gap.
 */

export type AdjustmentHead = StoreHead & {
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
export type StoredAdjustment = StoredOf<AdjustmentHead, 'Lines'>;

/** One line as checked by the call: the item is a catalogue part the organisation sees, the warehouse the branch's. */
export type AdjustmentLinePlan = {
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  UoM?: string | undefined;
  WhId: string;
  /** Units as entered, and the same in thousandths. */
  Qty: number;
  QtyM: number;
  Reason: string;
  UnCostP?: number | undefined;
};

export type NewAdjustment = {
  orgId: string;
  entId: string;
  date: string;
  notes?: string | undefined;
  actor: Actor;
  lines: readonly AdjustmentLinePlan[];
};

/** Posts an adjustment: its number, then the document with every line's movement and balance in one transaction. */
export async function postAdjustment(adj: NewAdjustment): Promise<StoredAdjustment> {
  const DocId = ulid();
  const lineIds = adj.lines.map((_, i) => `AL${i + 1}`);
  const moves: PlannedMovement[] = adj.lines.map((line, i) => ({
    ItemId: line.ItemId,
    WhId: line.WhId,
    PCode: line.PCode,
    Desc: line.Desc,
    UoM: line.UoM,
    Kind: 'Adjust',
    Qty: line.QtyM,
    UnCostP: line.UnCostP,
    Reason: line.Reason,
    source: { DocType: ADJUSTMENT.kind, DocId, LineId: lineIds[i] ?? '' },
  }));
  // Taken once, after the first valuation passes: a refused adjustment (no stock) burns no number.
  let number: CounterNumber | undefined;
  return againWhileBalancesMove(async () => {
    const plan = await valueMovements(adj.orgId, adj.entId, moves);
    number ??= await takeCounterNumber(adj.orgId, adj.entId, ADJUSTMENT_SERIES, adj.date, DocId);
    const at = nowIso();
    const lines: DocumentLine[] = adj.lines.map((line, i) => ({
      _id: lineIds[i] ?? '',
      ItemId: line.ItemId,
      ...(line.PCode ? { PCode: line.PCode } : {}),
      Desc: line.Desc,
      ...(line.UoM ? { UoM: line.UoM } : {}),
      WhId: line.WhId,
      Qty: line.Qty,
      Reason: line.Reason,
      UnCostP: plan.valued[i]?.UnCostP ?? 0,
      ValueP: plan.valued[i]?.ValueP ?? 0,
    }));
    const head = {
      type: ADJUSTMENT.kind,
      OrgId: adj.orgId,
      DocId,
      EntId: adj.entId,
      Num: number.Num,
      Series: ADJUSTMENT_SERIES,
      FY: number.FY,
      Sts: 'Adjusted',
      Date: adj.date,
      ...(adj.notes ? { Notes: adj.notes } : {}),
      CrBy: adj.actor.userId,
      ...(adj.actor.userName ? { CrByName: adj.actor.userName } : {}),
      CrAt: at,
      ValueP: plan.valued.reduce((sum, v) => sum + v.ValueP, 0),
    };
    const by = { By: adj.actor.userId, ...(adj.actor.userName ? { ByName: adj.actor.userName } : {}) };
    const [stored] = await saveDocuments<AdjustmentHead, 'Lines'>(
      [
        {
          next: { head: head as Omit<AdjustmentHead, 'ver'>, lines: { Lines: lines } },
          audit: { Action: 'Create', ...by },
          now: at,
        },
      ],
      { writes: [number.pointer, ...movementWrites(plan, adj.actor, at, number.Num)] },
    );
    if (!stored) throw new Error('An adjustment save answered no document');
    return stored;
  });
}

/** I6: an adjustment of the branch; another branch's or another type's document is not one. */
export async function readAdjustment(
  orgId: string,
  entId: string,
  docId: string,
): Promise<StoredAdjustment | undefined> {
  const doc = await readDocument<AdjustmentHead, 'Lines'>(orgId, docId);
  return doc && doc.head.type === ADJUSTMENT.kind && doc.head.EntId === entId ? doc : undefined;
}

const ADJUSTMENTS = 'ADJUSTMENTS';

/** I5: the branch's adjustments, newest first (the headers themselves are on the index). */
export async function listAdjustments(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<AdjustmentHead>> {
  const partition = adjustmentsPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: ADJUSTMENTS,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: 1, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<AdjustmentHead>({
    index: 1,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey
    ? { items: page.items, next: encodePageCursor(ADJUSTMENTS, page.lastKey) }
    : { items: page.items };
}
