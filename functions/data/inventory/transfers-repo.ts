import { ApiError, ErrorCode } from '@shared/api/errors';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import { TRANSFER_STATUS } from '@shared/inventory/transfer-statuses';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine, StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';
import { readDocument } from '../documents/document-read';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { TRANSFER_ORDER, TRANSFER_SERIES } from '../documents/types/transfer-type';
import type { TrackMode } from '@shared/inventory/tracking';
import { nowIso } from '../table/keys';
import type { Write } from '../table/transact';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
  type ValuedPlan,
} from './stock-writes';
import { dispatchIntent } from './transfer-lines';
import { trackedLineFields } from './tracking-writes';

/**
 * Transfer orders (docs/inventory-transfers.md): a document of the store
 * (types/transfer-type.ts) owned by the sending branch. Dispatch is ONE
 * transaction: the order's header and lines (Draft → In Transit, each line's
 * value), and a `TransferOut` movement and its balance per line in the source
 * warehouse, valued at the average. Receipt is ONE transaction in the
 * destination branch: the order (In Transit → Received) and a `TransferIn`
 * movement per line at exactly the value that left, so value is conserved to
 * the paisa. Between the two the order itself holds the quantity and value in
 * transit. A lost race (a balance, or the order's header) is decided again on
 * fresh figures, as adjustments are.
 */

export type TransferHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  FromWhId: string;
  ToEntId: string;
  ToWhId: string;
  /** Names as they were when the order was made: the destination cannot read the sender's settings. */
  FromEntName?: string;
  FromWhName?: string;
  ToEntName?: string;
  ToWhName?: string;
  Notes?: string;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
  /** Paise that left the source on dispatch (0 while a draft): the value in transit until received. */
  ValueP: number;
  DispDate?: string;
  DispBy?: string;
  DispByName?: string;
  DispAt?: string;
  RecDate?: string;
  RecBy?: string;
  RecByName?: string;
  RecAt?: string;
  /** Paise received so far, and sent back by a cancel in transit: in transit is `ValueP` less both. */
  RecValueP?: number;
  RetValueP?: number;
  /** A transfer cancelled in transit (the rest went back to the source). */
  CanDate?: string;
  CanBy?: string;
  CanByName?: string;
  CanAt?: string;
};
export type StoredTransfer = StoredOf<TransferHead, 'Lines'>;

/** One line as checked by the call: the item is a catalogue part the organisation sees. */
export type TransferLinePlan = {
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  UoM?: string | undefined;
  /** Units of the item's own unit, and the same in thousandths. */
  Qty: number;
  QtyM: number;
  /** Entered in another of the item's units (feature MUoM): that unit and the quantity as entered. */
  EnUoM?: string | undefined;
  EnQty?: number | undefined;
  /** A tracked item (the branch's feature on): how, and the batches (units) or serials the sender picked. */
  Track?: TrackMode | undefined;
  Batches?: { Batch: string; Qty: number }[] | undefined;
  Serials?: string[] | undefined;
};

export type TransferEnds = {
  fromWh: { id: string; name: string };
  toEnt: { id: string; name: string };
  toWh: { id: string; name: string };
  fromEntName: string;
};

export type NewTransfer = TransferEnds & {
  orgId: string;
  entId: string;
  date: string;
  notes?: string | undefined;
  actor: Actor;
  lines: readonly TransferLinePlan[];
  /** Dispatch at once (the usual case at a counter), or keep as a draft. */
  dispatch: boolean;
};

export const byOf = (actor: Actor) => ({ By: actor.userId, ...(actor.userName ? { ByName: actor.userName } : {}) });
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The movements of a dispatch: each line out of the source warehouse, valued at its average, with its batches or serials. */
const outMoves = (
  head: Pick<TransferHead, 'DocId' | 'FromWhId'>,
  lines: readonly DocumentLine[],
  today: string,
): PlannedMovement[] =>
  lines.map((line) => ({
    ItemId: String(line.ItemId),
    WhId: head.FromWhId,
    PCode: str(line.PCode),
    Desc: String(line.Desc),
    UoM: str(line.UoM),
    Kind: 'TransferOut',
    Qty: -toScaled(Number(line.Qty), QTY_DIGITS),
    source: { DocType: TRANSFER_ORDER.kind, DocId: head.DocId, LineId: line._id },
    Tracking: dispatchIntent(line, today),
  }));

/** Each line with what left for it: the value in transit, and the batches (with expiry) or serials that left. */
const dispatchedLines = (lines: readonly DocumentLine[], plan: ValuedPlan): DocumentLine[] =>
  lines.map((line, i) => {
    const { Batch: _picked, Batches: _pickedBatches, Serials: _pickedSerials, ...rest } = line;
    const fields = plan.tracking?.fields[i];
    // The line keeps what it carries, in units above zero (the movement's parts are signed as it is).
    const left = trackedLineFields(
      fields?.Batches ? { Batches: fields.Batches.map((b) => ({ ...b, Qty: Math.abs(b.Qty) })) } : fields,
    );
    return { ...rest, ...left, UnCostP: plan.valued[i]?.UnCostP ?? 0, ValueP: -(plan.valued[i]?.ValueP ?? 0) };
  });

/** A line as saved before dispatch: what the sender entered, batches or serials picked included. */
export const draftLines = (lines: readonly TransferLinePlan[]): DocumentLine[] =>
  lines.map((line, i) => ({
    _id: `TL${i + 1}`,
    ItemId: line.ItemId,
    ...(line.PCode ? { PCode: line.PCode } : {}),
    Desc: line.Desc,
    ...(line.UoM ? { UoM: line.UoM } : {}),
    Qty: line.Qty,
    ...(line.EnUoM ? { EnUoM: line.EnUoM, EnQty: line.EnQty } : {}),
    ...(line.Track ? { Track: line.Track } : {}),
    ...(line.Track === 'BN' && line.Batches?.length ? { Batches: line.Batches } : {}),
    ...(line.Track === 'SN' && line.Serials?.length ? { Serials: line.Serials } : {}),
  }));

const dispatchFields = (plan: ValuedPlan, date: string, actor: Actor, at: string) => ({
  Sts: TRANSFER_STATUS.inTransit,
  ValueP: -plan.valued.reduce((sum, v) => sum + v.ValueP, 0),
  DispDate: date,
  DispBy: actor.userId,
  ...(actor.userName ? { DispByName: actor.userName } : {}),
  DispAt: at,
});

/** Creates a transfer order: a draft, or dispatched at once (number, order, movements and balances in one transaction). */
export async function createTransfer(t: NewTransfer): Promise<StoredTransfer> {
  const DocId = ulid();
  const baseLines = draftLines(t.lines);
  let number: CounterNumber | undefined;
  return againWhileBalancesMove(async () => {
    const plan = t.dispatch
      ? await valueMovements(t.orgId, t.entId, outMoves({ DocId, FromWhId: t.fromWh.id }, baseLines, t.date))
      : undefined;
    // Taken once the stock allows it: a dispatch refused for want of stock burns no number.
    number ??= await takeCounterNumber(t.orgId, t.entId, TRANSFER_SERIES, t.date, DocId);
    const at = nowIso();
    const head = {
      type: TRANSFER_ORDER.kind,
      OrgId: t.orgId,
      DocId,
      EntId: t.entId,
      Num: number.Num,
      Series: TRANSFER_SERIES,
      FY: number.FY,
      Sts: TRANSFER_STATUS.draft,
      Date: t.date,
      FromWhId: t.fromWh.id,
      FromWhName: t.fromWh.name,
      FromEntName: t.fromEntName,
      ToEntId: t.toEnt.id,
      ToEntName: t.toEnt.name,
      ToWhId: t.toWh.id,
      ToWhName: t.toWh.name,
      ...(t.notes ? { Notes: t.notes } : {}),
      CrBy: t.actor.userId,
      ...(t.actor.userName ? { CrByName: t.actor.userName } : {}),
      CrAt: at,
      ValueP: 0,
      ...(plan ? dispatchFields(plan, t.date, t.actor, at) : {}),
    };
    const lines = plan ? dispatchedLines(baseLines, plan) : baseLines;
    const writes: Write[] = [number.pointer, ...(plan ? movementWrites(plan, t.actor, at, number.Num) : [])];
    const [stored] = await saveDocuments<TransferHead, 'Lines'>(
      [
        {
          next: { head: head as Omit<TransferHead, 'ver'>, lines: { Lines: lines } },
          audit: { Action: 'Create', ...byOf(t.actor) },
          now: at,
        },
      ],
      { writes },
    );
    if (!stored) throw new Error('A transfer save answered no document');
    return stored;
  });
}

/** A transfer the branch sent, or one sent to it once dispatched; anything else is not found. */
export async function readTransfer(
  orgId: string,
  entId: string,
  docId: string,
  consistent = false,
): Promise<StoredTransfer | undefined> {
  const doc = await readDocument<TransferHead, 'Lines'>(orgId, docId, consistent);
  if (!doc || doc.head.type !== TRANSFER_ORDER.kind) return undefined;
  if (doc.head.EntId === entId) return doc;
  // Dispatched (in transit, received in part or whole, or cancelled on the way): the destination's business too.
  return doc.head.DispDate && doc.head.ToEntId === entId ? doc : undefined;
}

export async function transferIn(orgId: string, entId: string, docId: string, own: 'sender' | 'receiver') {
  const doc = await readTransfer(orgId, entId, docId, true);
  const mine = doc && (own === 'sender' ? doc.head.EntId === entId : doc.head.ToEntId === entId);
  if (!doc || !mine) throw new ApiError(ErrorCode.NotFound, TransferMessages.notFound);
  return doc;
}

export const refuseStatus = (message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Sts', message }]);
};

export type TransferStep = { orgId: string; entId: string; docId: string; date: string; actor: Actor };

/** Draft → In Transit: the stock leaves the source warehouse. Decided again on a lost race. */
export const dispatchTransfer = (step: TransferStep): Promise<StoredTransfer> =>
  againWhileBalancesMove(
    async () => {
      const before = await transferIn(step.orgId, step.entId, step.docId, 'sender');
      if (before.head.Sts !== TRANSFER_STATUS.draft) refuseStatus(TransferMessages.notDraft(String(before.head.Sts)));
      const plan = await valueMovements(step.orgId, step.entId, outMoves(before.head, before.lines.Lines, step.date));
      const at = nowIso();
      const head = { ...before.head, ...dispatchFields(plan, step.date, step.actor, at) };
      const [stored] = await saveDocuments<TransferHead, 'Lines'>(
        [
          {
            before,
            next: { head, lines: { Lines: dispatchedLines(before.lines.Lines, plan) } },
            audit: { Action: 'Dispatch', ...byOf(step.actor) },
            now: at,
          },
        ],
        { writes: movementWrites(plan, step.actor, at, before.head.Num) },
      );
      return stored as StoredTransfer;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );

export type DraftChange = Partial<TransferEnds> & {
  orgId: string;
  entId: string;
  docId: string;
  /** The `ver` the user edited: a draft changed since answers 409. */
  ver: number;
  notes?: string | undefined;
  lines?: readonly TransferLinePlan[] | undefined;
  actor: Actor;
};

/**
 * A draft changed at the `ver` read (409 if it moved since): what the change
 * names replaces the draft's (the ends, the notes, all the lines), the rest stays.
 */
export async function updateTransferDraft(c: DraftChange): Promise<StoredTransfer> {
  const before = await transferIn(c.orgId, c.entId, c.docId, 'sender');
  if (before.head.Sts !== TRANSFER_STATUS.draft) refuseStatus(TransferMessages.notEditable(String(before.head.Sts)));
  if (before.head.ver !== c.ver) throw new HeaderChanged();
  const { Notes: _notes, ...kept } = before.head;
  const notes = c.notes === undefined ? before.head.Notes : c.notes;
  const head: TransferHead = {
    ...kept,
    ...(notes ? { Notes: notes } : {}),
    ...(c.fromWh ? { FromWhId: c.fromWh.id, FromWhName: c.fromWh.name } : {}),
    ...(c.toEnt ? { ToEntId: c.toEnt.id, ToEntName: c.toEnt.name } : {}),
    ...(c.toWh ? { ToWhId: c.toWh.id, ToWhName: c.toWh.name } : {}),
  };
  const [stored] = await saveDocuments<TransferHead, 'Lines'>([
    {
      before,
      next: { head, lines: { Lines: c.lines ? draftLines(c.lines) : before.lines.Lines } },
      audit: { Action: 'Update', ...byOf(c.actor) },
      now: nowIso(),
    },
  ]);
  return stored as StoredTransfer;
}
