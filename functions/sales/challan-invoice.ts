import type { challanInvoiceRoutes } from '@shared/api/routes/challan-invoices';
import { isPermitted } from '@shared/access/access-model';
import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { unitCostOfGoods } from '@shared/books/unit-cost-counters';
import { ChallanMessages } from '@shared/challans/challan-messages';
import { stillOutM, uqcOf } from '@shared/challans/challan-figures';
import { CHALLAN_PURPOSES, mayChallan, settledStatus } from '@shared/challans/challan-statuses';
import { INVOICE_CREATE, SalesInvoiceMessages } from '@shared/sales/sales-invoice';
import type { ChallanInvoiceAnswer } from '@shared/sales/sales-invoice-schemas';
import { challanAt, byOf } from '../data/challans/challans-repo';
import { decideOutLines, type ReturnedLine } from '../data/challans/challan-stock';
import { challanLines, type ChallanHead, type ChallanLine, type StoredChallan } from '../data/challans/challan-records';
import type { ChangeOf } from '../data/documents/document-changes';
import type { DocumentLine } from '../data/documents/document-records';
import { HeaderChanged } from '../data/documents/header-guard';
import { nowIso } from '../data/table/keys';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import { commitGoodsInvoice, planGoodsInvoice, type GoodsInvoiceCustomer } from '../lib/goods-invoice';
import type { Call } from '../lib/http/call';
import { toChallanAnswer } from './challan-answers';

/**
 * "Convert to invoice" on a delivery challan (docs/sales-invoices.md §3): goods
 * sent on approval that the customer kept become an invoice of goods
 * (functions/lib/goods-invoice.ts). ONE transaction writes the invoice (number,
 * header, lines, postings), the challan's lines (what was kept), its status
 * (Invoiced when nothing is left out, else Partially Invoiced) and the cost of
 * the kept goods moved from 1320 Goods sent on delivery challan to 5000 Cost of
 * goods sold. Every refusal is found before anything is written.
 */

type Routes = typeof challanInvoiceRoutes;
type Kept = { line: ChallanLine; QtyM: number; CostP: number };

const refuse = (message: string, errors: FieldError[] = [{ path: 'Sts', message }]): never => {
  throw new ApiError(ErrorCode.BadRequest, message, errors);
};

/** What each named line keeps: at most what is still out, each line once; every refusal names its line. */
export const decideKept = (lines: readonly ChallanLine[], asked: readonly ReturnedLine[]): Kept[] =>
  decideOutLines(lines, asked, { noneOut: SalesInvoiceMessages.allSettled, over: SalesInvoiceMessages.overInvoice });

/** The consignee as the invoice's customer: a customer of record, or the typed consignee as a walk-in. */
function customerOf(head: ChallanHead): GoodsInvoiceCustomer {
  const to = head.To;
  if (to.Kind === 'Vendor') return refuse(SalesInvoiceMessages.challanVendor);
  const a = to.Addr;
  return {
    ...(to.Kind === 'Customer' && to.Id ? { Id: to.Id } : {}),
    Name: to.Name,
    ...(to.GSTIN ? { GSTIN: to.GSTIN } : {}),
    ...(a?.StCode ? { StCode: a.StCode } : {}),
    ...(a ? { Addr: { A1: a.A1, A2: a.A2, Ct: a.Ct, St: a.St, Pin: a.Pin } } : {}),
  } as GoodsInvoiceCustomer;
}

/** The challan's change once the invoice has its number: lines kept, status, the cost out less what was invoiced. */
function challanChange(
  before: StoredChallan,
  kept: readonly Kept[],
  inv: { DocId: string; Num: string; Date: string; TotalP: number },
  ctx: ServiceContext,
  at: string,
): ChangeOf<ChallanHead, 'Lines'> {
  const byLine = new Map(kept.map((k) => [k.line._id, k]));
  const next = challanLines(before).map((l): ChallanLine => {
    const k = byLine.get(l._id);
    return k ? { ...l, InvQtyM: (l.InvQtyM ?? 0) + k.QtyM, InvCostP: (l.InvCostP ?? 0) + k.CostP } : l;
  });
  const stillOut = next.some((l) => stillOutM(l) > 0);
  const actor = { userId: ctx.actor.userId, ...(ctx.actor.userName ? { userName: ctx.actor.userName } : {}) };
  const head: ChallanHead = {
    ...before.head,
    Sts: settledStatus(stillOut, true),
    InvCostP: (before.head.InvCostP ?? 0) + kept.reduce((s, k) => s + k.CostP, 0),
    Invoices: [
      ...(before.head.Invoices ?? []),
      {
        InvId: inv.DocId,
        InvNum: inv.Num,
        Date: inv.Date,
        TotalP: inv.TotalP,
        Lines: kept.map((k) => ({ LineId: k.line._id, QtyM: k.QtyM, CostP: k.CostP })),
        By: actor.userId,
        ...(actor.userName ? { ByName: actor.userName } : {}),
        At: at,
      },
    ],
  };
  return {
    before,
    next: { head, lines: { Lines: next as unknown as DocumentLine[] } },
    audit: { Action: 'Invoice', ...byOf(actor), Changes: [{ Path: 'Sts', Before: before.head.Sts, After: head.Sts }] },
    now: at,
  };
}

export async function invoiceChallan(call: Call<Routes['invoiceChallan']>): Promise<ChallanInvoiceAnswer> {
  const ctx = serviceContext(call.session);
  if (!isPermitted(INVOICE_CREATE, ctx.access))
    throw new ApiError(ErrorCode.Forbidden, SalesInvoiceMessages.notAllowed);
  const { orgId, entityId } = ctx.actor;
  const before = await challanAt(orgId, entityId, call.params.Id, call.body.ver);
  const head = before.head;
  if (head.Purpose !== 'Approval') refuse(SalesInvoiceMessages.challanNotOnApproval(CHALLAN_PURPOSES[head.Purpose]));
  if (!mayChallan('invoice', String(head.Sts))) refuse(SalesInvoiceMessages.challanNotOut(String(head.Sts)));
  const customer = customerOf(head);
  const kept = decideKept(challanLines(before), call.body.Lines);
  const costP = kept.reduce((s, k) => s + k.CostP, 0);
  const plan = await planGoodsInvoice({
    ctx,
    customer,
    pos: head.POS,
    date: branchNow(ctx).date,
    source: { Kind: 'Challan', Id: head.DocId, No: head.Num ?? '' },
    lines: kept.map((k) => ({
      ItemId: k.line.ItemId,
      PCode: k.line.PCode,
      Desc: k.line.Desc,
      HSN: k.line.HSN,
      UQC: uqcOf(k.line.UoM),
      QtyM: k.QtyM,
      RateP: k.line.RateP,
      TaxPct: k.line.TaxPct,
    })),
    // The kept goods' cost leaves 1320 for 5000; the items' unit cost is not on the challan, so report 502 counts it at cost.
    cost: { ValueP: costP, FromAcc: A.goodsOnChallan, ...unitCostOfGoods(undefined, 0, costP) },
  });
  const at = nowIso();
  try {
    const { numbered, joined } = await commitGoodsInvoice(plan, (inv) => ({
      changes: [challanChange(before, kept, inv, ctx, at) as unknown as ChangeOf],
    }));
    return {
      Challan: toChallanAnswer(joined[0] as unknown as StoredChallan),
      InvoiceId: numbered.DocId,
      InvoiceNum: numbered.Num,
    };
  } catch (error) {
    // The challan moved since it was read (another conversion, a return): nothing was written.
    if (error instanceof HeaderChanged) throw new ApiError(ErrorCode.Conflict, ChallanMessages.changed);
    throw error;
  }
}

export const challanInvoiceCalls = { invoiceChallan };
