import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { returnPeriodFp, rupees } from '@shared/gst/returns/gstr1-rules';
import { buildGstr2, gstr2CsvTable, type Gstr2, type ItcHeads } from '@shared/gst/returns/gstr2';
import { claimsItc, itcPeriodOf, itcPeriodProblem, monthOfItcPeriod } from '@shared/gst/returns/gstr2-itc';
import { ItcMessages } from '@shared/gst/returns/gstr2-messages';
import type { GstHeadsAnswer, Gstr2View, ItcPeriodAnswer } from '@shared/gst/returns/gstr2-schemas';
import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { BILL_STATUS } from '@shared/purchasing/bill-statuses';
import { branchBillHead, claimedBills, saveItcPeriod } from '../../data/purchasing/bill-itc-repo';
import { readChart } from '../../data/ledger/chart-repo';
import { branchNow, serviceContext } from '../../lib/branch-context';
import { gstMonthBranch, type GstBranch } from './gst-return-branch';
import type { Call, FamilyImplementation, Reply } from '../../lib/http/call';
import { csvReply } from '../../lib/http/csv-reply';

/**
 * The GSTR-2 / ITC report and a bill's ITC period (docs/gst-returns.md 'GSTR-2 / ITC').
 * The report reads the `IX#ITC` items of the period (one Query, B10) and builds
 * with the shared engine; the view and the CSV come from that one build.
 */

type Routes = typeof invoicesRoutes;
type Calls = Pick<FamilyImplementation<Routes>, 'gstr2' | 'gstr2Csv' | 'billItcPeriod'>;

const refuse = (message: string, path?: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, path ? [{ path, message }] : undefined);

export async function periodGstr2(b: GstBranch, period: string): Promise<Gstr2> {
  return buildGstr2(await claimedBills(b.session.orgId, b.session.entityId, period), period);
}

export const headsAnswer = (h: ItcHeads): GstHeadsAnswer => ({
  Taxable: rupees(h.Taxable),
  IGST: rupees(h.IGST),
  CGST: rupees(h.CGST),
  SGST: rupees(h.SGST),
  Cess: rupees(h.Cess),
});

export async function gstr2(call: Call<Routes['gstr2']>): Promise<Gstr2View> {
  const period = call.query.Period;
  const branch = gstMonthBranch(call.session, 'GSTR2', period, ItcMessages.gstr2NotFiled);
  const r = await periodGstr2(branch, period);
  return {
    Period: period,
    GSTIN: branch.gstin,
    Bills: r.bills,
    Rows: r.rows.map(({ bill, Rate, Heads }) => ({
      BillId: bill.DocId,
      Num: bill.Num,
      VendId: bill.VendId,
      VendName: bill.VendName,
      ...(bill.VendGSTIN ? { VendGSTIN: bill.VendGSTIN } : {}),
      VendBillNo: bill.VendBillNo,
      VendBillDate: bill.VendBillDate,
      POS: bill.POS,
      RevCharge: bill.RevCharge,
      Value: rupees(bill.TotP),
      Rate,
      ...headsAnswer(Heads),
    })),
    ByRate: r.byRate.map((x) => ({ Rate: x.Rate, ...headsAnswer(x.Heads) })),
    ReverseCharge: headsAnswer(r.reverseCharge),
    Total: headsAnswer(r.total),
  };
}

export async function gstr2Csv(call: Call<Routes['gstr2Csv']>): Promise<Reply> {
  const period = call.query.Period;
  const branch = gstMonthBranch(call.session, 'GSTR2', period, ItcMessages.gstr2NotFiled);
  const r = await periodGstr2(branch, period);
  return csvReply(`GSTR2_${branch.gstin}_${returnPeriodFp(period)}.csv`, gstr2CsvTable(r));
}

/**
 * Moves a bill's credit to another period (docs/purchasing.md §9.8): both the
 * period it leaves and the one it goes to must be open (not closed in the books,
 * begun, not before the bill's month, within s.16(4)); at the bill's `ver`.
 */
export async function billItcPeriod(call: Call<Routes['billItcPeriod']>): Promise<ItcPeriodAnswer> {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = call.session;
  const [bill, chart] = await Promise.all([branchBillHead(orgId, entityId, call.params.Id), readChart(orgId)]);
  if (!claimsItc(bill)) throw refuse(ItcMessages.notClaimable, 'ItcPeriod');
  // A cancelled bill claims nothing (docs/purchasing.md §23).
  if (bill.Sts === BILL_STATUS.cancelled) throw refuse(BillMessages.isCancelled(bill.Num), 'ItcPeriod');
  // A draft claims nothing until it is saved as the bill (docs/purchasing.md §24).
  if (bill.Sts === BILL_STATUS.draft) throw refuse(BillDraftMessages.isDraft, 'ItcPeriod');
  const closed = chart.Closed?.[entityId];
  if (closed && bill.ItcPeriod && monthOfItcPeriod(bill.ItcPeriod) <= closed)
    throw refuse(ItcMessages.periodClosed(closed), 'ItcPeriod');
  const today = branchNow(ctx).date;
  const period = call.body.ItcPeriod;
  const problem = itcPeriodProblem({ period, billDate: bill.VendBillDate, today, closed });
  if (problem) throw refuse(problem, 'ItcPeriod');
  if (bill.ItcPeriod === period) {
    if (bill.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
    return { _id: bill.DocId, ItcPeriod: period, ver: bill.ver };
  }
  const saved = await saveItcPeriod(bill, call.body.ver, period, ctx.actor);
  return { _id: saved.DocId, ItcPeriod: saved.ItcPeriod ?? itcPeriodOf(bill.VendBillDate), ver: saved.ver };
}

export const gstr2Calls: Calls = { gstr2, gstr2Csv, billItcPeriod };
