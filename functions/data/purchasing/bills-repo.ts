import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { Paise } from '@shared/documents/money-math';
import type { ItcRow } from '@shared/gst/returns/gstr2-itc';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { billPosting, billPostingLines } from '@shared/purchasing/bill-postings';
import type { BillTotals } from '@shared/purchasing/bill-figures';
import { BILL_STATUS, RECEIVE_BILLED } from '@shared/purchasing/bill-statuses';
import { PO_STATUS } from '@shared/purchasing/purchase-statuses';
import { MAX_BILL_VALUE_ITEMS } from '@shared/purchasing/receive-parts';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { saveDocuments, type DocumentChange } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { BILL, BILL_SERIES } from '../documents/types/bill-types';
import { PURCHASE_RECEIVE } from '../documents/types/purchase-types';
import { againWhileBalancesMove, type Actor } from '../inventory/stock-writes';
import { ledgerWrites } from '../ledger/ledger-writes';
import { nowIso } from '../table/keys';
import { uniquePointer } from '../table/unique-pointer';
import type { Write } from '../table/transact';
import { billNumberKey } from './bill-keys';
import type { BillCharge, BillHead, BillLine, StoredBill } from './bill-records';
import { planStockValue } from './bill-stock-value';
import { billValueParts, finishBillValue, unfinishedBillOf } from './bill-value-parts';
import { purchaseOrderIn } from './purchase-orders-repo';
import { refuseUnfinishedReceive, refuseWhileReceiving } from './receive-claim';
import type { PurchaseReceiveHead, StoredPurchaseOrder, StoredPurchaseReceive } from './purchase-records';
import { vendorBalanceAdd } from './vendor-balance';

/**
 * A vendor bill's ONE transaction (docs/purchasing.md §9): the bill (number,
 * header, lines), the claim of the vendor's bill number for its financial year
 * (a reuse cancels everything: 409, nothing written), the receive's lines
 * marked billed and its status, the order's billed quantities and status (each
 * at the `ver` read), the value-only stock movements of the price difference
 * and landed cost, the posting, and the vendor's balance. A lost race on the
 * receive, the order or a balance reads again and decides again.
 */

export type BillPlan = {
  orgId: string;
  entId: string;
  date: string;
  fyStart?: number | undefined;
  actor: Actor;
  vendor: { id: string; name: string; gstin?: string | undefined };
  supply: { POS: string; IntraState: boolean };
  revCharge: boolean;
  /** The input tax credit's period and rows, when the bill claims (§9.8). */
  itc?: { ItcPeriod: string; ItcRows: ItcRow[] } | undefined;
  vendBillNo: string;
  vendBillDate: string;
  vendFY: string;
  recId?: string | undefined;
  notes?: string | undefined;
  charges: BillCharge[];
  lines: Omit<BillLine, '_id'>[];
  totals: BillTotals;
  payableP: Paise;
};

const asLine = (l: DocumentLine): Record<string, unknown> => l as unknown as Record<string, unknown>;

/** The receive's lines this bill takes, marked; a line billed already refuses the bill. */
function billedReceive(rec: StoredPurchaseReceive, plan: BillPlan, billId: string, billNum: string) {
  const taken = new Map(plan.lines.filter((l) => l.RecLineId).map((l) => [l.RecLineId as string, l]));
  const lines = rec.lines.Lines.map((line) => {
    if (!taken.has(line._id)) return line;
    if (line.BillId)
      throw new ApiError(ErrorCode.BadRequest, BillMessages.receiveLineBilled(String(line.Desc), String(line.BillNum)));
    return { ...line, BillId: billId, BillNum: billNum } as DocumentLine;
  });
  const all = lines.every((l) => asLine(l).BillId);
  return { lines, Sts: all ? RECEIVE_BILLED.billed : RECEIVE_BILLED.partially };
}

/** The order's billed quantities; once fully received its status follows the bills (Partially Billed, Billed). */
function billedOrder(po: StoredPurchaseOrder, plan: BillPlan) {
  const qty = new Map<string, number>();
  for (const l of plan.lines) if (l.PoLineId) qty.set(l.PoLineId, (qty.get(l.PoLineId) ?? 0) + l.QtyM);
  const lines = po.lines.Lines.map((line) => {
    const more = qty.get(line._id);
    return more ? ({ ...line, BillQtyM: Number(line.BillQtyM ?? 0) + more } as DocumentLine) : line;
  });
  const received = [PO_STATUS.received, PO_STATUS.partiallyBilled, PO_STATUS.billed].includes(
    String(po.head.Sts) as never,
  );
  const all = lines.every((l) => Number(l.BillQtyM ?? 0) >= Number(l.QtyM));
  const Sts = received ? (all ? PO_STATUS.billed : PO_STATUS.partiallyBilled) : po.head.Sts;
  return { lines, Sts };
}

/** The header's fields a bill's plan fixes, the same for the bill and its draft (§24). */
export function plannedHead(plan: BillPlan) {
  return {
    type: BILL.kind,
    OrgId: plan.orgId,
    EntId: plan.entId,
    Date: plan.date,
    VendBillNo: plan.vendBillNo,
    VendBillDate: plan.vendBillDate,
    VendFY: plan.vendFY,
    VendId: plan.vendor.id,
    VendName: plan.vendor.name,
    ...(plan.vendor.gstin ? { VendGSTIN: plan.vendor.gstin } : {}),
    POS: plan.supply.POS,
    IntraState: plan.supply.IntraState,
    RevCharge: plan.revCharge,
    ...plan.itc,
    ...(plan.notes ? { Notes: plan.notes } : {}),
    Charges: plan.charges,
    ...plan.totals,
    PayableP: plan.payableP,
    PaidP: 0,
    Payments: [],
  };
}

/** A bill, new or from its draft (read at the `ver` the user saw: a draft saved meanwhile is a 409). */
/** The draft as it is now, still a Draft at the `ver` the user saw. */
async function currentDraft(plan: BillPlan, seen: StoredBill): Promise<StoredBill> {
  const now = await readDocument<BillHead, 'Lines'>(plan.orgId, seen.head.DocId, true);
  if (!now || now.head.Sts !== BILL_STATUS.draft || now.head.ver !== seen.head.ver)
    throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  return now;
}

export async function createBill(plan: BillPlan, draft?: StoredBill): Promise<StoredBill> {
  const DocId = draft?.head.DocId ?? ulid();
  let parted = false;
  let bill: StoredBill;
  try {
    bill = await writeBill(
      plan,
      DocId,
      (inParts) => {
        parted = inParts;
      },
      draft,
    );
  } catch (error) {
    // The same bill sent again after its value parts stopped: its number is taken by that bill, which is finished.
    const key = billNumberKey(plan.orgId, plan.vendor.id, plan.vendFY, plan.vendBillNo);
    const again = await unfinishedBillOf(plan.orgId, plan.entId, key, error);
    if (again) return again;
    throw error;
  }
  // More items change value than one transaction holds: the movements come in parts (bill-value-parts.ts).
  return parted ? finishBillValue(plan.orgId, plan.entId, DocId) : bill;
}

async function writeBill(
  plan: BillPlan,
  DocId: string,
  inParts: (parted: boolean) => void,
  draft?: StoredBill,
): Promise<StoredBill> {
  const lineIds = plan.lines.map((_, i) => `BLL${i + 1}`);
  let number: CounterNumber | undefined;
  return againWhileBalancesMove(
    async () => {
      // Each attempt reads the draft again: a receive's race retries, the draft's own change is a 409.
      const before = draft ? await currentDraft(plan, draft) : undefined;
      const changes: DocumentChange[] = [];
      const at = nowIso();
      const by = { By: plan.actor.userId, ...(plan.actor.userName ? { ByName: plan.actor.userName } : {}) };
      let rec: StoredPurchaseReceive | undefined;
      if (plan.recId) {
        rec = await readDocument<PurchaseReceiveHead, 'Lines'>(plan.orgId, plan.recId, true);
        if (!rec || rec.head.type !== PURCHASE_RECEIVE.kind || rec.head.EntId !== plan.entId)
          throw new ApiError(ErrorCode.NotFound, BillMessages.notFound);
        refuseUnfinishedReceive(rec.head);
      }
      const valueChanges = plan.lines.flatMap((l, i) =>
        l.Kind === 'Stock' && l.ItemId && rec
          ? [
              {
                ItemId: l.ItemId,
                WhId: rec.head.WhId,
                PCode: l.PCode,
                Desc: l.Desc,
                UoM: l.UoM,
                QtyM: l.QtyM,
                changeP: l.AmtP + l.ChgP - (l.RecValP ?? 0),
                LineId: lineIds[i] ?? '',
              },
            ]
          : [],
      );
      // A bill changing more items' value than its transaction holds parks the change on 2210, then parts.
      const parts = billValueParts(valueChanges, MAX_BILL_VALUE_ITEMS);
      inParts(parts !== undefined);
      const stock = parts
        ? { stockP: 0, cogsP: 0, writes: () => [] }
        : await planStockValue(plan.orgId, plan.entId, DocId, valueChanges);
      number ??= await takeCounterNumber(
        plan.orgId,
        plan.entId,
        BILL_SERIES,
        plan.date,
        DocId,
        plan.fyStart ? { fyStart: plan.fyStart } : {},
      );
      if (rec) {
        const r = billedReceive(rec, plan, DocId, number.Num);
        changes.push({
          before: rec,
          next: { head: { ...rec.head, Sts: r.Sts }, lines: { Lines: r.lines } },
          audit: { Action: 'Bill', ...by },
          now: at,
        } as unknown as DocumentChange);
        // A receive without an order (docs/purchasing.md §20) has no order to move.
        if (rec.head.PoId) {
          const po = await purchaseOrderIn(plan.orgId, plan.entId, rec.head.PoId);
          refuseWhileReceiving(po.head);
          const o = billedOrder(po, plan);
          changes.push({
            before: po,
            next: { head: { ...po.head, Sts: o.Sts }, lines: { Lines: o.lines } },
            audit: { Action: 'Bill', ...by },
            now: at,
          } as unknown as DocumentChange);
        }
      }
      const receivedP = plan.lines.reduce((s, l) => s + (l.Kind === 'Stock' ? (l.RecValP ?? 0) : 0), 0);
      const head: Omit<BillHead, 'ver'> = {
        ...plannedHead(plan),
        DocId,
        Num: number.Num,
        Series: BILL_SERIES,
        FY: number.FY,
        Sts: BILL_STATUS.unpaid,
        ...(rec
          ? {
              RecId: rec.head.DocId,
              RecNum: rec.head.Num,
              ...(rec.head.PoId ? { PoId: rec.head.PoId, PoNum: rec.head.PoNum } : {}),
              WhId: rec.head.WhId,
            }
          : {}),
        StockAdjP: stock.stockP,
        CogsP: stock.cogsP,
        ...(parts ? { ValueParts: parts.plan } : {}),
        CrBy: plan.actor.userId,
        ...(plan.actor.userName ? { CrByName: plan.actor.userName } : {}),
        CrAt: at,
      };
      const posting = billPosting(
        { EntId: plan.entId, DocId, Num: number.Num, Date: plan.date, VendId: plan.vendor.id },
        billPostingLines({
          receivedP: receivedP + (parts?.totalP ?? 0),
          stockP: stock.stockP,
          cogsP: stock.cogsP,
          expenses: plan.lines.flatMap((l) =>
            l.Kind === 'Expense' && l.Acc ? [{ Acc: l.Acc, AmtP: l.AmtP + l.ChgP }] : [],
          ),
          CgstP: plan.totals.CgstP,
          SgstP: plan.totals.SgstP,
          IgstP: plan.totals.IgstP,
          PayableP: plan.payableP,
          reverseCharge: plan.revCharge,
        }),
      );
      const writes: Write[] = [
        number.pointer,
        uniquePointer.claim(
          billNumberKey(plan.orgId, plan.vendor.id, plan.vendFY, plan.vendBillNo),
          { type: 'VendorBillNumber', DocId, EntId: plan.entId },
          BillMessages.billNoTaken(plan.vendBillNo, plan.vendFY),
          'VendBillNo',
        ),
        ...stock.writes(plan.actor, at, number.Num),
        ...ledgerWrites(plan.orgId, [posting], at),
        vendorBalanceAdd(plan.orgId, plan.entId, plan.vendor.id, { BilledP: plan.payableP }),
      ];
      const lines = plan.lines.map((l, i) => ({ ...l, _id: lineIds[i] ?? '' }) as unknown as DocumentLine);
      const stored = await saveDocuments<BillHead, 'Lines'>(
        [
          ...(changes as never[]),
          {
            ...(before ? { before } : {}),
            next: { head, lines: { Lines: lines } },
            audit: { Action: before ? 'Bill' : 'Create', ...by },
            now: at,
          },
        ],
        { writes },
      );
      const bill = stored[stored.length - 1];
      if (!bill) throw new Error('A bill save answered no document');
      return bill;
    },
    40,
    (error) => error instanceof HeaderChanged,
  );
}
