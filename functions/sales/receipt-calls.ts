import { ApiError, ErrorCode } from '@shared/api/errors';
import type { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { fromScaled, paiseToRupees, QTY_DIGITS, rupeesToPaise } from '@shared/documents/money-math';
import { blocksShortStock } from '@shared/inventory/stock-switches';
import { placeOfSupply } from '@shared/invoices/invoice-rules';
import type { ReceiptAnswer, ReceiptCreateBody, ReceiptRow } from '@shared/sales/receipt-schemas';
import { headAmountsOf, paymentsDueP } from '@shared/sales/receipt-totals';
import { salesReceiptsOn } from '@shared/sales/sales-feature';
import { SalesMessages } from '@shared/sales/sales-messages';
import { getParty } from '../data/parties/parties-repo';
import {
  listReceipts,
  postReceipt,
  readReceipt,
  receiptIdByNumber,
  type NewReceipt,
  type ReceiptHead,
  type StoredReceipt,
} from '../data/sales/receipts-repo';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { supplierOf } from '../lib/branch-supplier';
import { priceReceiptLines } from './receipt-lines';
import { readBankSettings } from '../data/settings/bank-settings-repo';
import { bankLedgerAccount } from '@shared/settings/bank-accounts';

/**
 * The counter sale (docs/sales.md): a sales receipt saved in one transaction
 * with its stock and its payments; the branch's receipts newest first, found
 * by number or buyer; one receipt to print. Calls of a branch whose entity
 * configuration has the Accounting feature SlsRcpt off are refused (403).
 */

export function salesContext(call: { session: Call<typeof salesReceiptRoutes.receipts>['session'] }): ServiceContext {
  const ctx = serviceContext(call.session);
  if (!salesReceiptsOn(ctx.entity.Config)) throw new ApiError(ErrorCode.Forbidden, SalesMessages.featureOff);
  return ctx;
}

const r = paiseToRupees;
const refuse = (path: string, message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);
};

/** The buyer: a customer of the organisation, or a walk-in (name, phone and GSTIN all optional). */
async function buyerOf(ctx: ServiceContext, body: Call<typeof salesReceiptRoutes.createReceipt>['body']) {
  if (body.Cust && body.Walk) refuse('Cust', SalesMessages.customerOrWalkIn);
  if (body.Cust) {
    const party = await getParty(ctx.actor.orgId, 'CUST', body.Cust);
    if (!party) return refuse('Cust', SalesMessages.customerNotFound);
    return {
      Cust: body.Cust,
      CustName: party.DName ?? [party.FName, party.LName].filter(Boolean).join(' '),
      Ph: party.Cons?.Phones?.Main,
      GSTIN: party.GSTIN,
      state: party.BAdd?.StCode,
      // The customer category prices the sale from its price list (docs/sales.md §2).
      cat: party.Cat,
    };
  }
  return { CustName: body.Walk?.Name, Ph: body.Walk?.Ph, GSTIN: body.Walk?.GSTIN, state: undefined, cat: undefined };
}

/**
 * What a sale's body comes to (the buyer, the lines priced, taxed and checked, the payments to the paisa):
 * the same for a new receipt and for one re-opened and saved again (receipt-reopen-calls.ts).
 */
export async function decideSale(
  session: Call<typeof salesReceiptRoutes.createReceipt>['session'],
  ctx: ServiceContext,
  body: ReceiptCreateBody,
): Promise<Omit<NewReceipt, 'orgId' | 'entId' | 'actor'>> {
  const date = branchNow(ctx).date;
  const buyer = await buyerOf(ctx, body);
  const seller = supplierOf(ctx.entity);
  const supply = placeOfSupply({
    recipientGstin: buyer.GSTIN,
    recipientState: buyer.state,
    supplierState: seller.StCode,
  });
  const { lines, amounts } = await priceReceiptLines(session, ctx, body, {
    date,
    intra: supply.IntraState,
    cat: buyer.cat,
  });
  // Paid in full, to the paisa: the split must add up to the total (no credit at the counter).
  const due = paymentsDueP(amounts.GrandTotalP, body.Payments);
  if (due > 0) refuse('Payments', SalesMessages.paymentsShort(due));
  if (due < 0) refuse('Payments', SalesMessages.paymentsOver(-due));
  // Where each payment lands (bank settings, docs/books.md §1.1): read once, none for cash alone.
  const banks = body.Payments.some((p) => p.Type !== 'Cash')
    ? await readBankSettings(ctx.actor.orgId, ctx.actor.entityId)
    : undefined;
  return {
    fyStart: ctx.entity.Settings.Common.General?.FYStart,
    head: {
      Date: date,
      WhId: body.WhId,
      ...(buyer.Cust ? { Cust: buyer.Cust } : {}),
      ...(buyer.CustName ? { CustName: buyer.CustName } : {}),
      ...(buyer.Ph ? { Ph: buyer.Ph } : {}),
      ...(buyer.GSTIN ? { GSTIN: buyer.GSTIN } : {}),
      B2B: buyer.GSTIN !== undefined,
      POS: supply.POS,
      IntraState: supply.IntraState,
      Seller: { Name: seller.Name, ...(seller.GSTIN ? { GSTIN: seller.GSTIN } : {}), StCode: seller.StCode },
      ...headAmountsOf(amounts),
      Pays: body.Payments.map((p) => ({
        Type: p.Type,
        ...(p.Card ? { Card: p.Card } : {}),
        ...(p.Ref ? { Ref: p.Ref } : {}),
        AmtP: rupeesToPaise(p.Amt),
        ...(banks && bankLedgerAccount(banks, p.Type) ? { Acc: bankLedgerAccount(banks, p.Type) } : {}),
      })),
      ...(body.Notes ? { Notes: body.Notes } : {}),
    },
    lines,
    blockShort: blocksShortStock(ctx.entity.Settings.Inventory),
    // GSTR-1 counts a registered branch's receipts: b2b with the buyer's GSTIN, b2cs/b2cl without (docs/sales.md §9).
    gst: seller.GSTIN
      ? {
          Kind: 'Invoice',
          Date: date,
          Sts: 'Issued',
          SupplierGSTIN: seller.GSTIN,
          SupplierStCode: seller.StCode,
          ...(buyer.GSTIN ? { RecipientGSTIN: buyer.GSTIN } : {}),
          RecipientName: buyer.CustName ?? '',
          POS: supply.POS,
          RevCharge: false,
          Value: amounts.GrandTotalP,
          lines: amounts.gstLines,
        }
      : undefined,
  };
}

export async function createReceipt(call: Call<typeof salesReceiptRoutes.createReceipt>): Promise<ReceiptAnswer> {
  const ctx = salesContext(call);
  const sale = await decideSale(call.session, ctx, call.body);
  const stored = await postReceipt({
    ...sale,
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
  });
  return toReceiptAnswer(stored);
}

export async function readOneReceipt(call: Call<typeof salesReceiptRoutes.receipt>): Promise<ReceiptAnswer> {
  const ctx = salesContext(call);
  const doc = await readReceipt(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, SalesMessages.receiptNotFound);
  return toReceiptAnswer(doc);
}

/** Recent first; `Q` a number opens that receipt's row, a 10-digit phone a walk-in's; `Cust` a customer's. */
export async function searchReceipts(call: Call<typeof salesReceiptRoutes.receipts>) {
  const ctx = salesContext(call);
  const { orgId, entityId } = ctx.actor;
  const q = call.query.Q?.toUpperCase();
  if (q && q.startsWith('SR/')) {
    const id = await receiptIdByNumber(orgId, entityId, q);
    const doc = id ? await readReceipt(orgId, entityId, id) : undefined;
    return { Items: doc ? [toReceiptRow(doc.head)] : [] };
  }
  const buyer = call.query.Cust ? `C#${call.query.Cust}` : q && /^\d{10}$/.test(q) ? `P#${q}` : undefined;
  const page = await listReceipts(orgId, entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
    buyer,
  });
  return { Items: page.items.map(toReceiptRow), ...(page.next ? { Next: page.next } : {}) };
}

export function toReceiptRow(head: ReceiptHead): ReceiptRow {
  return {
    _id: head.DocId,
    Num: head.Num,
    Date: head.Date,
    Sts: head.Sts ?? 'Paid',
    ...(head.Cust ? { Cust: head.Cust } : {}),
    ...(head.CustName ? { CustName: head.CustName } : {}),
    ...(head.Ph ? { Ph: head.Ph } : {}),
    ...(head.GSTIN ? { GSTIN: head.GSTIN } : {}),
    B2B: head.B2B,
    GrandTotal: r(head.GrandTotalP),
    ...(head.CrByName ? { CrByName: head.CrByName } : {}),
    CrAt: head.CrAt,
  };
}

const n = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** What the line's returns took back (docs/sales.md §12), in units. */
const returnedOf = (done: NonNullable<ReceiptHead['Returned']>[string] | undefined) =>
  done
    ? {
        Returned: fromScaled(done.QtyM, QTY_DIGITS),
        ...(done.Serials && done.Serials.length > 0 ? { ReturnedSerials: done.Serials } : {}),
      }
    : {};

export function toReceiptAnswer(doc: StoredReceipt): ReceiptAnswer {
  const h = doc.head;
  return {
    ...toReceiptRow(h),
    FY: h.FY,
    WhId: h.WhId,
    POS: h.POS,
    IntraState: h.IntraState,
    Seller: h.Seller,
    Amount: r(h.AmtP),
    Disc: r(h.DiscP),
    Taxable: r(h.TaxableP),
    CGST: r(h.CGSTP),
    SGST: r(h.SGSTP),
    IGST: r(h.IGSTP),
    Adjust: r(h.AdjustP),
    Payments: h.Pays.map((p) => ({
      Type: p.Type,
      ...(p.Card ? { Card: p.Card } : {}),
      ...(p.Ref ? { Ref: p.Ref } : {}),
      Amt: r(p.AmtP),
    })),
    ...(h.Notes ? { Notes: h.Notes } : {}),
    Lines: doc.lines.Lines.map((l) => ({
      _id: l._id,
      ItemId: String(l.ItemId),
      ...(l.PCode ? { PCode: String(l.PCode) } : {}),
      Desc: String(l.Desc),
      ...(l.HSN ? { HSN: String(l.HSN) } : {}),
      ...(l.UoM ? { UoM: String(l.UoM) } : {}),
      Qty: n(l.Qty),
      UnPr: r(n(l.UnPrP)),
      Disc: r(n(l.DiscP)),
      ...(typeof l.TCode === 'number' ? { TCode: l.TCode } : {}),
      Taxable: r(n(l.TaxableP)),
      CGST: r(n(l.CGSTP)),
      SGST: r(n(l.SGSTP)),
      IGST: r(n(l.IGSTP)),
      Total: r(n(l.TotalP)),
      ...(typeof l.Batch === 'string' ? { Batch: l.Batch } : {}),
      ...(Array.isArray(l.Batches) ? { Batches: l.Batches as { Batch: string; Qty: number }[] } : {}),
      ...(Array.isArray(l.Serials) ? { Serials: l.Serials as string[] } : {}),
      ...returnedOf(h.Returned?.[l._id]),
    })),
    ...(h.Returns
      ? { Returns: h.Returns.map((x) => ({ _id: x._id, Num: x.Num, Date: x.Date, Total: r(x.TotalP) })) }
      : {}),
    ...(h.CancelReason ? { CancelReason: h.CancelReason } : {}),
    ver: h.ver,
  };
}

export const salesReceiptCalls = {
  receipts: searchReceipts,
  receipt: readOneReceipt,
  createReceipt,
};
