import { ApiError, ErrorCode } from '@shared/api/errors';
import type { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import { paiseToRupees } from '@shared/documents/money-math';
import { canReopenSalesReceipt } from '@shared/sales/sales-access';
import type { ReturnAnswer, ReturnRow } from '@shared/sales/return-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import { cancelReceipt } from '../data/sales/receipt-cancel';
import { listReturns, postReturn, readReturn, type ReturnHead, type StoredReturn } from '../data/sales/returns-repo';
import { branchNow } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { salesContext, toReceiptAnswer } from './receipt-calls';

/**
 * Sales returns of counter sales and the receipt's cancel (docs/sales.md §12,
 * §13): a return takes back lines of a receipt in one transaction with its
 * stock, credit note, refund and books; the branch's returns newest first, or
 * one receipt's; one return to print; a receipt of today cancelled by a user
 * with ReOpenSR.
 */

const r = paiseToRupees;

export async function createSalesReturn(call: Call<typeof salesReturnRoutes.createSalesReturn>): Promise<ReturnAnswer> {
  const ctx = salesContext(call);
  const body = call.body;
  const stored = await postReturn({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    fyStart: ctx.entity.Settings.Common.General?.FYStart,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    date: branchNow(ctx).date,
    receiptId: body.SR,
    lines: body.Lines,
    refund: body.Refund,
    reason: body.Reason,
  });
  return toReturnAnswer(stored);
}

export async function readOneReturn(call: Call<typeof salesReturnRoutes.salesReturn>): Promise<ReturnAnswer> {
  const ctx = salesContext(call);
  const doc = await readReturn(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, SalesMessages.returnNotFound);
  return toReturnAnswer(doc);
}

export async function searchReturns(call: Call<typeof salesReturnRoutes.salesReturns>) {
  const ctx = salesContext(call);
  const page = await listReturns(ctx.actor.orgId, ctx.actor.entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
    receiptId: call.query.SR,
  });
  return { Items: page.items.map(toReturnRow), ...(page.next ? { Next: page.next } : {}) };
}

export async function cancelOneReceipt(call: Call<typeof salesReturnRoutes.cancelReceipt>) {
  const ctx = salesContext(call);
  if (!canReopenSalesReceipt(ctx.access)) throw new ApiError(ErrorCode.Forbidden, SalesMessages.cancelNotAllowed);
  const stored = await cancelReceipt({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    receiptId: call.params.Id,
    ver: call.body.ver,
    reason: call.body.Reason,
    today: branchNow(ctx).date,
  });
  return toReceiptAnswer(stored);
}

export function toReturnRow(h: ReturnHead): ReturnRow {
  return {
    _id: h.DocId,
    Num: h.Num,
    Date: h.Date,
    Sts: h.Sts ?? 'Issued',
    SR: h.SR,
    SRNum: h.SRNum,
    ...(h.CustName ? { CustName: h.CustName } : {}),
    ...(h.GSTIN ? { GSTIN: h.GSTIN } : {}),
    RefundType: h.Refund.Type,
    GrandTotal: r(h.GrandTotalP),
    ...(h.CrByName ? { CrByName: h.CrByName } : {}),
    CrAt: h.CrAt,
  };
}

const n = (v: unknown): number => (typeof v === 'number' ? v : 0);
const s = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function toReturnAnswer(doc: StoredReturn): ReturnAnswer {
  const h = doc.head;
  return {
    ...toReturnRow(h),
    FY: h.FY,
    WhId: h.WhId,
    SRDate: h.SRDate,
    ...(h.Cust ? { Cust: h.Cust } : {}),
    ...(h.Ph ? { Ph: h.Ph } : {}),
    B2B: h.B2B,
    POS: h.POS,
    IntraState: h.IntraState,
    Seller: h.Seller,
    Reason: h.Reason,
    Refund: { Type: h.Refund.Type, ...(h.Refund.Ref ? { Ref: h.Refund.Ref } : {}), Amt: r(h.Refund.AmtP) },
    Taxable: r(h.TaxableP),
    Disc: r(h.DiscP),
    CGST: r(h.CGSTP),
    SGST: r(h.SGSTP),
    IGST: r(h.IGSTP),
    Adjust: r(h.AdjustP),
    Lines: doc.lines.Lines.map((l) => ({
      _id: l._id,
      SRLine: String(l.SRLine),
      ItemId: String(l.ItemId),
      ...(s(l.PCode) ? { PCode: s(l.PCode) } : {}),
      Desc: String(l.Desc),
      ...(s(l.HSN) ? { HSN: s(l.HSN) } : {}),
      ...(s(l.UoM) ? { UoM: s(l.UoM) } : {}),
      Qty: n(l.Qty),
      UnPr: r(n(l.UnPrP)),
      Disc: r(n(l.DiscP)),
      ...(typeof l.TCode === 'number' ? { TCode: l.TCode } : {}),
      Taxable: r(n(l.TaxableP)),
      CGST: r(n(l.CGSTP)),
      SGST: r(n(l.SGSTP)),
      IGST: r(n(l.IGSTP)),
      Total: r(n(l.TotalP)),
      Cost: r(n(l.CostP)),
      ...(s(l.Batch) ? { Batch: s(l.Batch) } : {}),
      ...(Array.isArray(l.Batches) ? { Batches: l.Batches as { Batch: string; Qty: number }[] } : {}),
      ...(Array.isArray(l.Serials) ? { Serials: l.Serials as string[] } : {}),
    })),
    ver: h.ver,
  };
}

export const salesReturnCalls = {
  salesReturns: searchReturns,
  salesReturn: readOneReturn,
  createSalesReturn,
  cancelReceipt: cancelOneReceipt,
};
