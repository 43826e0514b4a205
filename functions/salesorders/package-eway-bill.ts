import type { packageRoutes } from '@shared/api/routes/packages';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { challanGstItems } from '@shared/challans/challan-figures';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import { SHIPPING_STATUS } from '@shared/fulfilment/fulfilment-statuses';
import { packageLines } from '../data/fulfilment/package-records';
import { readPackage } from '../data/fulfilment/packages-repo';
import { getParty } from '../data/parties/parties-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import { supplierOf } from '../lib/branch-supplier';
import { ewayBillReply, ewayBillUserGstin, journeyOf } from '../lib/eway-bill-reply';
import type { Reply, Call } from '../lib/http/call';

/**
 * The e-way bill file of a shipped package (docs/sales-fulfilment.md §5; CGST Rule 138): outward, a supply
 * (sub-supply 1), from the branch to the order's customer, the package's goods at their share of the
 * order's value, to the customer's shipping (else billing) address, the package's number as the document (type CHL: the goods move ahead of their invoice;
 * the invoice's number is added on the portal when it is made). The same builder and checks as the
 * delivery challan's; refused when the goods are worth ₹50,000 or less with tax.
 */
export async function packageEwayBill(call: Call<(typeof packageRoutes)['packageEwayBill']>): Promise<Reply> {
  const ctx = serviceContext(call.session);
  const gstin = ewayBillUserGstin(ctx);
  const doc = await readPackage(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, FulfilmentMessages.packageNotFound);
  const h = doc.head;
  if (h.Sts === SHIPPING_STATUS.notShipped)
    throw new ApiError(ErrorCode.BadRequest, FulfilmentMessages.ewayBillNotShipped);
  const items = challanGstItems(
    packageLines(doc).map((l) => ({
      ...l,
      // The rate of the line, from its tax where the order kept no percent.
      TaxPct: l.TaxPct ?? (l.TaxableP > 0 ? Math.round(((l.CGSTP + l.SGSTP + l.IGSTP) * 100) / l.TaxableP) : 0),
    })),
  );
  const seller = supplierOf(ctx.entity);
  // The goods go to the customer's shipping address, else its billing address, as the party has it now.
  const party = h.Cust.Id ? await getParty(ctx.actor.orgId, 'CUST', h.Cust.Id) : undefined;
  const a = party?.SAdd?.Pin ? party.SAdd : party?.BAdd;
  const to = a ? { A1: a.A1, A2: a.A2, Ct: a.Ct, St: a.St, Pin: a.Pin } : undefined;
  const source = {
    SupplyType: 'O' as const,
    DocType: 'CHL' as const,
    DocNo: h.Num,
    DocDate: h.Ship?.Date ?? h.Date,
    UserGstin: gstin,
    From: { Name: seller.Name, GSTIN: seller.GSTIN, Addr: seller.Addr, StCode: seller.StCode },
    To: { Name: h.Cust.Name, GSTIN: h.Cust.GSTIN, Addr: to, StCode: a?.StCode ?? h.Cust.StCode ?? seller.StCode },
    Items: items,
    Value: h.TotalP,
    SubSupply: { Type: 1 },
    Transport: journeyOf(call.query, {
      VehicleNo: h.Ship?.VehicleNo,
      TransporterName: h.Ship?.Carrier,
      TransDocNo: h.Ship?.TrackNo,
    }),
  };
  return ewayBillReply(source, branchNow(ctx).date, h.Num);
}
