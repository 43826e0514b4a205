import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { reversalOf } from '@shared/books/posting';
import { billCancelRefusal } from '@shared/purchasing/bill-cancel-rules';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { billPosting, billPostingLines } from '@shared/purchasing/bill-postings';
import { BILL_STATUS, RECEIVE_BILLED } from '@shared/purchasing/bill-statuses';
import { PO_STATUS } from '@shared/purchasing/purchase-statuses';
import { MAX_BILL_VALUE_ITEMS } from '@shared/purchasing/receive-parts';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { saveDocuments, type DocumentChange } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { PURCHASE_RECEIVE } from '../documents/types/purchase-types';
import { againWhileBalancesMove, type Actor } from '../inventory/stock-writes';
import { ledgerWrites } from '../ledger/ledger-writes';
import { nowIso } from '../table/keys';
import { uniquePointer } from '../table/unique-pointer';
import { billNumberKey } from './bill-keys';
import { readBill } from './bill-lists';
import type { BillHead, BillLine, StoredBill } from './bill-records';
import { planStockValue, type StockValueChange } from './bill-stock-value';
import { billValueParts, finishBillValue, type BillValueParts } from './bill-value-parts';
import { purchaseOrderIn } from './purchase-orders-repo';
import type { PurchaseReceiveHead, StoredPurchaseOrder, StoredPurchaseReceive } from './purchase-records';
import { vendorBalanceAdd } from './vendor-balance';

/**
 * A vendor bill keyed wrongly, cancelled (docs/purchasing.md §23). ONE transaction: the bill's header
 * at the `ver` the user saw (status Cancelled, the reason; the store drops its open-bills and ITC index
 * items, so the payables ageing, GSTR-2 / ITC, GSTR-3B and the 2B reconciliation no longer see it), its
 * posting turned round on the day of the cancellation, the stock value its price differences and charges
 * moved taken back (the on-hand share off the balance, the rest off cost of goods, as a vendor note takes
 * value off), its receive's lines unbilled (the receive back to Received or Partially Billed) and its
 * order's billed quantities released, the vendor's balance, and the vendor's bill number given up so it
 * can be keyed again. A bill that moved the stock value of more than 30 items commits the rest with the
 * value change parked on 2210 and takes it back in parts of 25 items (bill-value-parts.ts, steps RV…).
 */

export type BillCancel = {
  orgId: string;
  entId: string;
  actor: Actor;
  billId: string;
  ver: number;
  reason: string;
  /** The branch's today: the reversal's date. */
  today: string;
};

const asLine = (l: DocumentLine): Record<string, unknown> => l as unknown as Record<string, unknown>;
const RECEIVED = 'Received';

/** The receive's lines this bill took, unbilled; the receive's status follows what is still billed. */
function unbilledReceive(rec: StoredPurchaseReceive, billId: string) {
  const lines = rec.lines.Lines.map((line) => {
    if (asLine(line).BillId !== billId) return line;
    const { BillId: _id, BillNum: _num, ...rest } = asLine(line);
    return rest as unknown as DocumentLine;
  });
  const billed = lines.some((l) => asLine(l).BillId);
  return { lines, Sts: billed ? RECEIVE_BILLED.partially : RECEIVED };
}

/** The order's billed quantities less this bill's; a billed order goes back to Partially Billed or Received. */
function unbilledOrder(po: StoredPurchaseOrder, billLines: readonly BillLine[]) {
  const qty = new Map<string, number>();
  for (const l of billLines) if (l.PoLineId) qty.set(l.PoLineId, (qty.get(l.PoLineId) ?? 0) + l.QtyM);
  const lines = po.lines.Lines.map((line) => {
    const less = qty.get(line._id);
    return less ? ({ ...line, BillQtyM: Math.max(0, Number(line.BillQtyM ?? 0) - less) } as DocumentLine) : line;
  });
  const wasBilled = [PO_STATUS.partiallyBilled, PO_STATUS.billed].includes(String(po.head.Sts) as never);
  const anyBilled = lines.some((l) => Number(l.BillQtyM ?? 0) > 0);
  const Sts = wasBilled ? (anyBilled ? PO_STATUS.partiallyBilled : PO_STATUS.received) : po.head.Sts;
  return { lines, Sts };
}

/** The bill's stock value changes turned round: per stock line, −(amount + charge share − receive value). */
function valueTakenBack(bill: StoredBill): StockValueChange[] {
  const whId = bill.head.WhId;
  if (!whId) return [];
  return (bill.lines.Lines as unknown as BillLine[]).flatMap((l) =>
    l.Kind === 'Stock' && l.ItemId
      ? [
          {
            ItemId: l.ItemId,
            WhId: whId,
            PCode: l.PCode,
            Desc: l.Desc,
            UoM: l.UoM,
            QtyM: l.QtyM,
            changeP: -(l.AmtP + l.ChgP - (l.RecValP ?? 0)),
            LineId: l._id,
          },
        ]
      : [],
  );
}

const refuse = (message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message);
};

export async function cancelBill(req: BillCancel): Promise<StoredBill> {
  let parted = false;
  const bill = await againWhileBalancesMove(
    async () => {
      let found = await readBill(req.orgId, req.entId, req.billId, true);
      if (!found) throw new ApiError(ErrorCode.NotFound, BillMessages.notFound);
      // Value parts that stopped (the bill's own, or a cancel's) are finished first: then the value is whole.
      if ((found.head as { ValueParts?: unknown }).ValueParts) {
        const stopped = found.head.Sts === BILL_STATUS.cancelled;
        found = await finishBillValue(req.orgId, req.entId, req.billId);
        // A cancel stopped between its parts: the same call again finishes it and answers the cancelled bill.
        if (stopped) return found;
      }
      const h = found.head;
      const lines = found.lines.Lines as unknown as BillLine[];
      const refusal = billCancelRefusal(h, lines);
      if (refusal) refuse(refusal);
      if (h.ver !== req.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
      const at = nowIso();
      const by = { By: req.actor.userId, ...(req.actor.userName ? { ByName: req.actor.userName } : {}) };
      const changes: DocumentChange[] = [];
      if (h.RecId) {
        const rec = await readDocument<PurchaseReceiveHead, 'Lines'>(req.orgId, h.RecId, true);
        if (rec && rec.head.type === PURCHASE_RECEIVE.kind) {
          const r = unbilledReceive(rec, h.DocId);
          changes.push({
            before: rec,
            next: { head: { ...rec.head, Sts: r.Sts }, lines: { Lines: r.lines } },
            audit: { Action: 'Bill cancelled', ...by },
            now: at,
          } as unknown as DocumentChange);
        }
        if (h.PoId) {
          const po = await purchaseOrderIn(req.orgId, req.entId, h.PoId);
          const o = unbilledOrder(po, lines);
          changes.push({
            before: po,
            next: { head: { ...po.head, Sts: o.Sts }, lines: { Lines: o.lines } },
            audit: { Action: 'Bill cancelled', ...by },
            now: at,
          } as unknown as DocumentChange);
        }
      }
      const back = valueTakenBack(found);
      const parts = billValueParts(back, MAX_BILL_VALUE_ITEMS);
      parted = parts !== undefined;
      const stock = parts
        ? { stockP: 0, cogsP: 0, writes: () => [] }
        : await planStockValue(req.orgId, req.entId, h.DocId, back);
      const receivedP = lines.reduce((s, l) => s + (l.Kind === 'Stock' ? (l.RecValP ?? 0) : 0), 0);
      // The bill's posting as it stands now, with the value taken back (negative) turned to the bill's side, reversed.
      const standing = billPostingLines({
        receivedP: receivedP - (parts?.totalP ?? 0),
        stockP: -stock.stockP,
        cogsP: -stock.cogsP,
        expenses: lines.flatMap((l) => (l.Kind === 'Expense' && l.Acc ? [{ Acc: l.Acc, AmtP: l.AmtP + l.ChgP }] : [])),
        CgstP: h.CgstP,
        SgstP: h.SgstP,
        IgstP: h.IgstP,
        PayableP: h.PayableP,
        reverseCharge: h.RevCharge,
      });
      const posting = reversalOf(
        billPosting({ EntId: req.entId, DocId: h.DocId, Num: h.Num, Date: h.Date, VendId: h.VendId }, standing),
        req.today,
      );
      const { ValueParts: _done, ...head } = h as BillHead & { ValueParts?: BillValueParts };
      const next: BillHead = {
        ...head,
        Sts: BILL_STATUS.cancelled,
        CancelReason: req.reason,
        CancelAt: at,
        CancelBy: req.actor.userId,
        StockAdjP: h.StockAdjP + stock.stockP,
        CogsP: h.CogsP + stock.cogsP,
        ...(parts ? { ValueParts: { ...parts.plan, Step: 'RV' } } : {}),
      };
      const stored = await saveDocuments<BillHead, 'Lines'>(
        [
          ...(changes as never[]),
          {
            before: found,
            next: { head: next, lines: found.lines },
            audit: { Action: 'Cancel', ...by, Changes: [{ Path: 'Sts', Before: h.Sts, After: BILL_STATUS.cancelled }] },
            now: at,
          },
        ],
        {
          writes: [
            uniquePointer.release(billNumberKey(req.orgId, h.VendId, h.VendFY, h.VendBillNo), {
              name: 'DocId',
              value: h.DocId,
            }),
            ...stock.writes(req.actor, at, h.Num),
            ...ledgerWrites(req.orgId, [posting], at),
            vendorBalanceAdd(req.orgId, req.entId, h.VendId, { BilledP: -h.PayableP }),
          ],
        },
      );
      const saved = stored[stored.length - 1];
      if (!saved) throw new Error('A bill cancel answered no document');
      return saved;
    },
    40,
    (error) => error instanceof HeaderChanged,
  );
  // More items' value to take back than one transaction holds: the rest comes in parts, as the bill's did.
  return parted ? finishBillValue(req.orgId, req.entId, bill.head.DocId) : bill;
}
