import type { challanRoutes } from '@shared/api/routes/challans';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { challanGstItems } from '@shared/challans/challan-figures';
import { ChallanMessages } from '@shared/challans/challan-messages';
import type { ChallanPurpose } from '@shared/challans/challan-statuses';
import { CHALLAN_STATUS } from '@shared/challans/challan-statuses';
import { challanLines } from '../data/challans/challan-records';
import { readChallan } from '../data/challans/challans-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import { ewayBillReply, ewayBillUserGstin, journeyOf } from '../lib/eway-bill-reply';
import type { Reply, Call } from '../lib/http/call';

/**
 * The e-way bill file of an issued delivery challan (docs/challans.md §7; CGST
 * Rule 138, document type CHL): outward, from the branch to the consignee, the
 * challan's goods as issued, the portal's sub-supply type from its purpose
 * (job work 4, a transfer within the GSTIN 5 'For own use', on approval and
 * others 8 with the purpose as its description). Refused with the reason when
 * the goods are worth ₹50,000 or less with tax, or the portal would refuse it.
 */

const SUB_SUPPLY: Record<ChallanPurpose, { Type: number; Desc?: string }> = {
  JobWork: { Type: 4 },
  Transfer: { Type: 5 },
  Approval: { Type: 8, Desc: 'Supply on approval' },
  Other: { Type: 8 },
};

export async function challanEwayBill(call: Call<(typeof challanRoutes)['challanEwayBill']>): Promise<Reply> {
  const ctx = serviceContext(call.session);
  const gstin = ewayBillUserGstin(ctx);
  const doc = await readChallan(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, ChallanMessages.notFound);
  const h = doc.head;
  if (!h.Num || h.Sts === CHALLAN_STATUS.draft || h.Sts === CHALLAN_STATUS.cancelled)
    throw new ApiError(ErrorCode.BadRequest, ChallanMessages.ewayBillDraft);
  const items = challanGstItems(challanLines(doc));
  const sub = SUB_SUPPLY[h.Purpose];
  const source = {
    SupplyType: 'O' as const,
    DocType: 'CHL' as const,
    DocNo: h.Num,
    DocDate: h.Date,
    UserGstin: gstin,
    From: { Name: h.Seller.Name, GSTIN: h.Seller.GSTIN, Addr: h.Seller.Addr, StCode: h.Seller.StCode },
    // Goods go to the consignee's address; its state, else the place of supply.
    To: { Name: h.To.Name, GSTIN: h.To.GSTIN, Addr: h.To.Addr, StCode: h.To.Addr?.StCode ?? h.POS },
    Items: items,
    Value: h.TotalP,
    SubSupply: { Type: sub.Type, Desc: sub.Desc ?? (h.Purpose === 'Other' ? (h.PurposeNote ?? 'Others') : '') },
    Transport: journeyOf(call.query, { VehicleNo: h.VehicleNo }),
  };
  return ewayBillReply(source, branchNow(ctx).date, h.Num, ChallanMessages.ewayBillNotNeeded);
}
