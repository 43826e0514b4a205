import { branchNow, type ServiceContext } from '../lib/branch-context';
import type { CxInItem } from '../data/connectx/cx-store';
import type { SalesOrderOrigin } from '../data/sales-orders/so-records';
import { createSalesOrder } from '../data/sales-orders/so-writes';
import type { Write } from '../data/table/transact';
import type { SessionContext } from '../lib/http/call';
import { headAmountsOf } from '@shared/sales/receipt-totals';
import { salesBuyerOf } from '../lib/sales-doc-buyer';
import { priceSalesLines, type SalesLineRequest } from '../lib/sales-doc-lines';

/**
 * The vendor's sales order of a connected purchase order (docs/connectx.md
 * §4.2), through the sales orders' own functions (docs/sales-orders.md §8): the
 * buyer and supply of the vendor's customer record of the workshop, the lines
 * priced as the vendor sells to it, status New, `Origin` naming the order, and
 * ConnectX's marker joined to its one transaction with the number taken.
 */
export type ConnectedOrder = {
  session: SessionContext;
  ctx: ServiceContext;
  docId: string;
  customerId: string;
  lines: SalesLineRequest[];
  origin: SalesOrderOrigin;
  marker: (m: Partial<CxInItem>) => Write[];
};

export async function connectedSalesOrder(o: ConnectedOrder): Promise<{ Num: string; GrandTotalP: number }> {
  const { ctx } = o;
  const date = branchNow(ctx).date;
  const buyer = await salesBuyerOf(ctx, o.customerId);
  const priced = await priceSalesLines(
    o.session,
    ctx,
    { Lines: o.lines },
    { date, intra: buyer.IntraState, cat: buyer.Cat },
  );
  const a = priced.amounts;
  const stored = await createSalesOrder({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date,
    fyStart: ctx.entity.Settings.Common.General?.FYStart,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    sts: 'New',
    fields: {
      ...buyer,
      WhId: ctx.entity.Settings.Inventory.DefWId,
      RefNo: o.origin.PoNo,
      ...headAmountsOf(a),
      Origin: o.origin,
    },
    lines: priced.lines,
    docId: o.docId,
    also: (number) => ({ writes: o.marker({ DocNum: number.Num, TotP: a.GrandTotalP }) }),
  });
  return { Num: stored.head.Num, GrandTotalP: stored.head.GrandTotalP };
}
