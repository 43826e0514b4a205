import type { salesOrderRoutes } from '@shared/api/routes/sales-orders';
import { storedOpeningStatus } from '@shared/sales-orders/sales-settings';
import { SE_STATUS, SO_STATUS } from '@shared/sales-orders/so-statuses';
import { headChangeWrites } from '../data/documents/documents-repo';
import { salesLines, type SalesDocHead } from '../data/sales-orders/so-records';
import { byOf, createSalesDoc, salesDocAt } from '../data/sales-orders/so-repo';
import type { Call } from '../lib/http/call';
import { toSalesAnswer } from './so-answers';
import { actorOf, refuse, salesOrderContext, todayOf } from './so-context';
import { mayCreateOrder } from './so-calls';
import { SalesOrderMessages as M } from '@shared/sales-orders/so-messages';

/**
 * "Convert to sales order" (docs/sales-orders.md §5): one transaction writes the
 * order (New, the next SO number, the estimate's customer, lines and figures as
 * they were agreed) and moves the estimate, at the `ver` shown, to Converted
 * with the order's id and number; the order names its estimate. A lost race
 * (the estimate changed meanwhile) writes nothing and answers 409.
 */
export async function convertSalesEstimate(
  call: Call<(typeof salesOrderRoutes)['convertSalesEstimate']>,
): Promise<Awaited<ReturnType<typeof toSalesAnswer>>> {
  const ctx = salesOrderContext(call.session);
  mayCreateOrder(call);
  const est = await salesDocAt('SalesEstimate', ctx.actor.orgId, ctx.actor.entityId, call.params.Id, call.body.ver);
  const h = est.head;
  if (h.SONum) refuse('Sts', M.convertedAlready(h.SONum));
  if (h.Sts !== SE_STATUS.approved) refuse('Sts', M.estimateNotStep('converted', h.Sts));
  const actor = actorOf(ctx);
  const date = todayOf(ctx);
  const common = ctx.entity.Settings.Common;
  const order = await createSalesDoc({
    kind: 'SalesOrder',
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date,
    fyStart: common.General?.FYStart,
    first: common.NextNo?.SO,
    actor,
    // Without the branch's approval step the order is Approved at once, as a created one is (docs/sales-settings.md §1).
    sts: storedOpeningStatus('SalesOrder', SO_STATUS.new, ctx.entity.Settings),
    action: 'Convert',
    fields: {
      Cust: h.Cust,
      CustName: h.CustName,
      Ph: h.Ph,
      GSTIN: h.GSTIN,
      Cat: h.Cat,
      POS: h.POS,
      IntraState: h.IntraState,
      Seller: h.Seller,
      WhId: h.WhId,
      ExpDate: h.ExpDate && h.ExpDate >= date ? h.ExpDate : undefined,
      RefNo: h.RefNo,
      Disc: h.Disc,
      Perc: h.Perc,
      Notes: h.Notes,
      AmtP: h.AmtP,
      DiscP: h.DiscP,
      TaxableP: h.TaxableP,
      CGSTP: h.CGSTP,
      SGSTP: h.SGSTP,
      IGSTP: h.IGSTP,
      AdjustP: h.AdjustP,
      GrandTotalP: h.GrandTotalP,
      EstId: h.DocId,
      EstNum: h.Num,
    },
    lines: salesLines(est).map(({ _id: _, ...line }) => line),
    also: (number, docId) => {
      const { ver: _ver, ...rest } = h;
      return {
        writes: headChangeWrites<SalesDocHead>(
          h,
          { ...rest, Sts: SE_STATUS.converted, SOId: docId, SONum: number.Num },
          { Action: 'Convert', ...byOf(actor) },
        ).writes,
      };
    },
  });
  return toSalesAnswer(order);
}
