import type { packageRoutes } from '@shared/api/routes/packages';
import { isPermitted } from '@shared/access/access-model';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { uqcOf } from '@shared/challans/challan-figures';
import { mulDivRound, QTY_SCALE } from '@shared/documents/money-math';
import { isIntraState, resolveTaxCode, type TaxCode } from '@shared/documents/tax-codes';
import {
  addFulfilment,
  fulfilmentOf,
  invoiceableM,
  orderStatusAfter,
  shareOfLine,
} from '@shared/fulfilment/fulfilment-figures';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import type { SoInvoiceAnswer } from '@shared/fulfilment/package-schemas';
import { INVOICE_CREATE, SalesInvoiceMessages } from '@shared/sales/sales-invoice';
import { HeaderChanged } from '../data/documents/documents-repo';
import { assertFulfilling, byOf, decidePicked } from '../data/fulfilment/packages-repo';
import { salesOrderAt, salesOrderFulfilmentWrites, type SoLine } from '../data/fulfilment/sales-order-view';
import { getReferenceSet } from '../data/reference/reference-repo';
import { nowIso } from '../data/table/keys';
import { branchNow, serviceContext } from '../lib/branch-context';
import { commitGoodsInvoice, planGoodsInvoice, type GoodsInvoiceLine } from '../lib/goods-invoice';
import type { Call } from '../lib/http/call';
import { toFulfilmentAnswer } from './package-answers';

/**
 * "Create invoice" of a sales order (docs/sales-fulfilment.md §5): the picked quantities of what was shipped
 * and not yet invoiced, invoiced in ONE transaction with the order's invoiced quantities and status
 * (Partially Invoiced / Invoiced) at the `ver` shown. The invoice is the invoice of goods
 * (functions/lib/goods-invoice.ts): revenue, GST and the receivable only, as the goods' cost left stock at
 * shipment (Dr 5000 / Cr 1300). Each line's share of what the order priced — its rate, and its discounts
 * (its own and its share of the order's) as an amount off — is taken cumulatively, so the invoices of a
 * whole line add up to the order's line to the paisa before tax.
 */

/** The whole rate of a line: its tax code's on the day, else what its tax is of its taxable value. */
function taxPctOf(line: SoLine, codes: readonly TaxCode[], date: string): number {
  const code = line.TCode !== undefined ? resolveTaxCode(codes, line.TCode, date) : undefined;
  if (code) return isIntraState(code) ? code.CGST + code.SGST : code.IGST;
  const tax = line.CGSTP + line.SGSTP + line.IGSTP;
  return line.TaxableP > 0 ? Math.round((tax * 100) / line.TaxableP) : 0;
}

export async function invoiceSalesOrder(
  call: Call<(typeof packageRoutes)['invoiceSalesOrder']>,
): Promise<SoInvoiceAnswer> {
  const ctx = serviceContext(call.session);
  if (!isPermitted(INVOICE_CREATE, ctx.access))
    throw new ApiError(ErrorCode.Forbidden, SalesInvoiceMessages.notAllowed);
  const { orgId, entityId } = ctx.actor;
  const so = await salesOrderAt(orgId, entityId, call.params.Id, call.body.ver);
  assertFulfilling(so);
  const picked = decidePicked(so, call.body.Lines, (l) => invoiceableM(l, so.head.Ful), FulfilmentMessages.overInvoice);
  const date = branchNow(ctx).date;
  const codes = await getReferenceSet('TaxCodes');
  const lines = picked.map(({ line, QtyM }): GoodsInvoiceLine => {
    const before = fulfilmentOf(so.head.Ful, line.LineId).InM;
    const RateP = line.UnPrP;
    const grossP = line.AmtP || mulDivRound(line.QtyM, RateP, QTY_SCALE);
    const DiscP = shareOfLine(Math.max(grossP - line.TaxableP, 0), line.QtyM, before, QtyM);
    return {
      ItemId: line.ItemId,
      PCode: line.PCode,
      Desc: line.Desc,
      HSN: line.HSN,
      UQC: uqcOf(line.UoM),
      QtyM,
      RateP,
      ...(DiscP > 0 ? { DiscP } : {}),
      TaxPct: taxPctOf(line, codes as readonly TaxCode[], date),
    };
  });
  const plan = await planGoodsInvoice({
    ctx,
    customer: {
      ...(so.cust.Id ? { Id: so.cust.Id } : {}),
      Name: so.cust.Name,
      GSTIN: so.cust.GSTIN,
      StCode: so.cust.StCode,
    },
    ...(so.pos ? { pos: so.pos } : {}),
    date,
    source: { Kind: 'SalesOrder', Id: so.head.DocId, No: so.num },
    lines,
  });
  const ful = addFulfilment(
    so.head.Ful,
    picked.map((p) => ({ LineId: p.line.LineId, field: 'InM' as const, QtyM: p.QtyM })),
  );
  const sts = orderStatusAfter(so.lines, ful, String(so.head.Sts));
  const at = nowIso();
  try {
    const { numbered } = await commitGoodsInvoice(plan, (inv) => ({
      writes: salesOrderFulfilmentWrites(
        so,
        { ful, sts, invoice: { Id: inv.DocId, Num: inv.Num } },
        { Action: 'Invoice', ...byOf({ userId: ctx.actor.userId, userName: ctx.actor.userName }) },
        at,
      ),
    }));
    const after = await salesOrderAt(orgId, entityId, so.head.DocId);
    return { InvoiceId: numbered.DocId, InvoiceNum: numbered.Num, Fulfilment: toFulfilmentAnswer(after) };
  } catch (error) {
    // The order moved since it was read (a shipment, another invoice): nothing was written, no number taken.
    if (error instanceof HeaderChanged) throw new ApiError(ErrorCode.Conflict, FulfilmentMessages.soChanged);
    throw error;
  }
}
