import { ApiError, ErrorCode } from '@shared/api/errors';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { BILL_STATUS } from '@shared/purchasing/bill-statuses';
import {
  decidePurchaseReturn,
  type BilledLine,
  type DecidedLine,
  type ReceivedLine,
  type ReturnLineInput,
} from '@shared/purchasing/return-lines';
import { PURCHASE_RETURN_STATUS } from '@shared/purchasing/return-statuses';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { refuseUnfinishedReceive } from './receive-claim';
import { saveDocuments, type DocumentChange } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import {
  DEBIT_NOTE_SERIES,
  PURCHASE_RETURN,
  PURCHASE_RETURN_SERIES,
  VENDOR_DEBIT_NOTE,
} from '../documents/types/purchase-return-types';
import { PURCHASE_RECEIVE } from '../documents/types/purchase-types';
import { againWhileBalancesMove, movementWrites, type Actor } from '../inventory/stock-writes';
import type { TrackingIntent } from '../inventory/tracking-writes';
import { nowIso } from '../table/keys';
import { readBill } from './bill-lists';
import { finishBillValue } from './bill-value-parts';
import type { StoredBill } from './bill-records';
import type { PurchaseReceiveHead, StoredPurchaseReceive } from './purchase-records';
import type { NoteHead, PurchaseReturnHead, StoredNote, StoredPurchaseReturn } from './return-records';
import { planReturnStock } from './return-stock';
import { noteWrites } from './vendor-note-writes';

/**
 * A purchase return's ONE transaction (docs/purchase-returns.md §4): the
 * return (number, header, lines), each line's stock out of the receive's
 * warehouse at the receive's cost with its batch or serials, the receive's
 * returned quantities at the receive's `ver`, and its debit note with the
 * bill's change, the posting and the vendor's balance (vendor-note-writes.ts).
 * What is left to return is decided on a consistent read of the receive
 * inside the stock writes' retry loop: a lost race on the receive, the bill or
 * a balance reads again and decides again, so parallel returns never send back
 * more than came in.
 */

export type NewPurchaseReturn = {
  orgId: string;
  entId: string;
  date: string;
  fyStart?: number | undefined;
  actor: Actor;
  recId: string;
  lines: readonly ReturnLineInput[];
  reason: string;
};

const refuse = (errors: { path: string; message: string }[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? ReturnMessages.receiveNotFound, errors);
};

export async function readReceiveIn(orgId: string, entId: string, recId: string): Promise<StoredPurchaseReceive> {
  const rec = await readDocument<PurchaseReceiveHead, 'Lines'>(orgId, recId, true);
  if (!rec || rec.head.type !== PURCHASE_RECEIVE.kind || rec.head.EntId !== entId)
    throw new ApiError(ErrorCode.NotFound, ReturnMessages.receiveNotFound);
  refuseUnfinishedReceive(rec.head);
  return rec;
}

export async function readBillIn(orgId: string, entId: string, billId: string): Promise<StoredBill> {
  const bill = await readBill(orgId, entId, billId, true);
  if (!bill) throw new ApiError(ErrorCode.NotFound, ReturnMessages.billNotFound);
  // A cancelled bill owes nothing and claims nothing: no return or note stands against it (purchasing.md §23).
  if (bill.head.Sts === BILL_STATUS.cancelled)
    throw new ApiError(ErrorCode.BadRequest, BillMessages.isCancelled(bill.head.Num));
  // A draft is not a bill yet (purchasing.md §24): nothing is returned or noted against it.
  if (bill.head.Sts === BILL_STATUS.draft) throw new ApiError(ErrorCode.BadRequest, BillDraftMessages.isDraft);
  // A bill whose value parts stopped is finished first: a return or note takes its lines at their final value.
  return (bill.head as { ValueParts?: unknown }).ValueParts ? finishBillValue(orgId, entId, billId) : bill;
}

/** The movement's tracking: the receive's batch (expired or not: it goes back to whoever sold it), or the serials. */
function trackingOut(d: DecidedLine, today: string): TrackingIntent | undefined {
  if (d.Serials) return { Track: 'SN', today, Serials: d.Serials };
  if (d.Batch) return { Track: 'BN', today, Batch: d.Batch, allowExpired: true };
  return undefined;
}

/** The receive's lines with what went back (`RetQtyM`, `RetSerials`). */
function returnedReceive(rec: StoredPurchaseReceive, decided: readonly DecidedLine[]): DocumentLine[] {
  const back = new Map(decided.map((d) => [d.rec._id, d]));
  return rec.lines.Lines.map((line) => {
    const d = back.get(line._id);
    if (!d) return line;
    const had = line as unknown as ReceivedLine;
    return {
      ...line,
      RetQtyM: (had.RetQtyM ?? 0) + d.QtyM,
      ...(d.Serials ? { RetSerials: [...(had.RetSerials ?? []), ...d.Serials] } : {}),
    } as DocumentLine;
  });
}

export async function postPurchaseReturn(
  r: NewPurchaseReturn,
): Promise<{ ret: StoredPurchaseReturn; note: StoredNote }> {
  const RetId = ulid();
  const NoteId = ulid();
  let retNo: CounterNumber | undefined;
  let noteNo: CounterNumber | undefined;
  return againWhileBalancesMove(
    async () => {
      const rec = await readReceiveIn(r.orgId, r.entId, r.recId);
      const received = rec.lines.Lines as unknown as ReceivedLine[];
      const billIds = [...new Set(received.flatMap((l) => (l.BillId ? [l.BillId] : [])))];
      // The bills of the receive's lines (usually one): the lines named decide which one.
      const bills = await Promise.all(billIds.map((id) => readBillIn(r.orgId, r.entId, id)));
      const billed = bills.flatMap((b) => b.lines.Lines as unknown as BilledLine[]);
      const decision = decidePurchaseReturn(received, billed, r.lines);
      if (!decision.ok) return refuse(decision.errors);
      const bill = bills.find((b) => b.head.DocId === decision.billId) as StoredBill;
      const lineIds = decision.lines.map((_, i) => `PRTL${i + 1}`);
      const plan = await planReturnStock(
        r.orgId,
        r.entId,
        decision.lines.map((d, i) => ({
          ItemId: d.rec.ItemId,
          WhId: rec.head.WhId,
          PCode: d.rec.PCode,
          Desc: d.rec.Desc,
          UoM: d.rec.UoM,
          Kind: 'PurchaseReturn',
          Qty: -d.QtyM,
          costP: d.costP,
          Tracking: trackingOut(d, r.date),
          source: { DocType: PURCHASE_RETURN.kind, DocId: RetId, LineId: lineIds[i] ?? '' },
        })),
      );
      const fy = r.fyStart ? { fyStart: r.fyStart } : {};
      retNo ??= await takeCounterNumber(r.orgId, r.entId, PURCHASE_RETURN_SERIES, r.date, RetId, fy);
      noteNo ??= await takeCounterNumber(r.orgId, r.entId, DEBIT_NOTE_SERIES, r.date, NoteId, fy);
      const at = nowIso();
      const by = { By: r.actor.userId, ...(r.actor.userName ? { ByName: r.actor.userName } : {}) };
      const outP = plan.valued.map((v) => -v.ValueP);
      const note = noteWrites({
        orgId: r.orgId,
        entId: r.entId,
        date: r.date,
        at,
        actor: r.actor,
        type: VENDOR_DEBIT_NOTE,
        noteId: NoteId,
        number: noteNo,
        kind: 'Debit',
        reason: 'Return',
        note: r.reason,
        bill,
        lines: decision.lines.map((d) => ({
          BillLineId: d.bill._id,
          Kind: 'Stock' as const,
          ItemId: d.rec.ItemId,
          ...(d.rec.PCode ? { PCode: d.rec.PCode } : {}),
          Desc: d.rec.Desc,
          ...(d.bill.HSN ? { HSN: d.bill.HSN } : {}),
          ...(d.rec.UoM ? { UoM: d.rec.UoM } : {}),
          ...(d.bill.TCode !== undefined ? { TCode: d.bill.TCode } : {}),
          Qty: fromScaled(d.QtyM, QTY_DIGITS),
          QtyM: d.QtyM,
          TaxableP: d.TaxableP,
          CgstP: d.CgstP,
          SgstP: d.SgstP,
          IgstP: d.IgstP,
          TotP: 0,
        })),
        stockOutP: outP.reduce((s, v) => s + v, 0),
        ret: { id: RetId, num: retNo.Num },
      });
      const head: Omit<PurchaseReturnHead, 'ver'> = {
        type: PURCHASE_RETURN.kind,
        OrgId: r.orgId,
        DocId: RetId,
        EntId: r.entId,
        Num: retNo.Num,
        Series: PURCHASE_RETURN_SERIES,
        FY: retNo.FY,
        Sts: PURCHASE_RETURN_STATUS,
        Date: r.date,
        RecId: rec.head.DocId,
        RecNum: rec.head.Num,
        ...(rec.head.PoNum ? { PoNum: rec.head.PoNum } : {}),
        BillId: bill.head.DocId,
        BillNum: bill.head.Num,
        VendId: rec.head.VendId,
        VendName: rec.head.VendName,
        WhId: rec.head.WhId,
        ...(rec.head.WhName ? { WhName: rec.head.WhName } : {}),
        Reason: r.reason,
        ValueP: note.head.StockOutP,
        NoteId,
        NoteNum: noteNo.Num,
        TotP: note.head.TotP,
        CrBy: r.actor.userId,
        ...(r.actor.userName ? { CrByName: r.actor.userName } : {}),
        CrAt: at,
      };
      const lines = decision.lines.map(
        (d, i) =>
          ({
            _id: lineIds[i] ?? '',
            RecLineId: d.rec._id,
            BillLineId: d.bill._id,
            ItemId: d.rec.ItemId,
            ...(d.rec.PCode ? { PCode: d.rec.PCode } : {}),
            Desc: d.rec.Desc,
            ...(d.rec.UoM ? { UoM: d.rec.UoM } : {}),
            Qty: fromScaled(d.QtyM, QTY_DIGITS),
            QtyM: d.QtyM,
            ValueP: outP[i] ?? 0,
            ...(d.Batch ? { Batch: d.Batch } : {}),
            ...(d.Serials ? { Serials: d.Serials } : {}),
          }) as unknown as DocumentLine,
      );
      const changes = [
        {
          before: rec,
          next: { head: rec.head, lines: { Lines: returnedReceive(rec, decision.lines) } },
          audit: { Action: 'Return', ...by },
          now: at,
        },
        ...note.changes,
        { next: { head, lines: { Lines: lines } }, audit: { Action: 'Create', ...by }, now: at },
      ] as unknown as DocumentChange[];
      const stored = await saveDocuments<PurchaseReturnHead | NoteHead, 'Lines'>(changes as never, {
        writes: [retNo.pointer, ...movementWrites(plan, r.actor, at, retNo.Num), ...note.writes],
      });
      const ret = stored[stored.length - 1] as StoredPurchaseReturn | undefined;
      const saved = stored[stored.length - 2] as StoredNote | undefined;
      if (!ret || !saved) throw new Error('A purchase return save answered no document');
      return { ret, note: saved };
    },
    40,
    (error) => error instanceof HeaderChanged,
  );
}
