import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { buildGstr1, netOfSections } from '@shared/gst/returns/gstr1';
import { returnPeriodFp, rupees } from '@shared/gst/returns/gstr1-rules';
import { ItcMessages } from '@shared/gst/returns/gstr2-messages';
import { buildGstr3b, gstr3bCsvTable, TAX_HEADS, type Gstr3b, type Tax } from '@shared/gst/returns/gstr3b';
import type { Gstr3bView, TaxAnswer } from '@shared/gst/returns/gstr3b-schemas';
import { monthGstDocuments } from '../../data/invoices/gst-repo';
import type { Call, FamilyImplementation, Reply } from '../../lib/http/call';
import { csvReply } from '../../lib/http/csv-reply';
import { gstMonthBranch, type GstBranch } from './gst-return-branch';
import { headsAnswer, periodGstr2 } from './gstr2-calls';

/**
 * The GSTR-3B summary of a month (docs/gst-returns.md 'GSTR-3B'): 3.1(a) from the
 * GSTR-1 build of the same month's documents (the engine GSTR-1 files with, not a
 * second sum), 3.1(d) and 4 from the bills claimed in the period, 6.1 the set-off.
 * The month's invoices and its claimed bills are read side by side.
 */

type Routes = typeof invoicesRoutes;
type Calls = Pick<FamilyImplementation<Routes>, 'gstr3b' | 'gstr3bCsv'>;

async function monthGstr3b(b: GstBranch, period: string): Promise<Gstr3b> {
  const [docs, inward] = await Promise.all([
    monthGstDocuments(b.session.orgId, b.session.entityId, period),
    periodGstr2(b, period),
  ]);
  const outward = netOfSections(buildGstr1(docs, { gstin: b.gstin, period }).summary);
  return buildGstr3b(period, outward, inward);
}

const taxAnswer = (t: Tax): TaxAnswer => Object.fromEntries(TAX_HEADS.map((h) => [h, rupees(t[h])])) as TaxAnswer;

export async function gstr3b(call: Call<Routes['gstr3b']>): Promise<Gstr3bView> {
  const period = call.query.Period;
  const branch = gstMonthBranch(call.session, 'GSTR3B', period, ItcMessages.gstr3bNotFiled);
  const r = await monthGstr3b(branch, period);
  const p = r.payment;
  return {
    Period: period,
    GSTIN: branch.gstin,
    Outward: headsAnswer(r.outward),
    InwardReverseCharge: headsAnswer(r.inwardReverseCharge),
    ItcReverseCharge: taxAnswer(r.itcReverseCharge),
    ItcOther: taxAnswer(r.itcOther),
    ItcReversed: taxAnswer(r.itcReversed),
    ItcNet: taxAnswer(r.itcNet),
    Payment: {
      Payable: taxAnswer(p.payable),
      PaidByItc: {
        IGST: taxAnswer(p.paidByItc.IGST),
        CGST: taxAnswer(p.paidByItc.CGST),
        SGST: taxAnswer(p.paidByItc.SGST),
        Cess: taxAnswer(p.paidByItc.Cess),
      },
      Cash: taxAnswer(p.cash),
      ReverseChargeCash: taxAnswer(p.reverseChargeCash),
      CashTotal: taxAnswer(p.cashTotal),
      CreditLeft: taxAnswer(p.creditLeft),
    },
  };
}

export async function gstr3bCsv(call: Call<Routes['gstr3bCsv']>): Promise<Reply> {
  const period = call.query.Period;
  const branch = gstMonthBranch(call.session, 'GSTR3B', period, ItcMessages.gstr3bNotFiled);
  const r = await monthGstr3b(branch, period);
  return csvReply(`GSTR3B_${branch.gstin}_${returnPeriodFp(period)}.csv`, gstr3bCsvTable(r));
}

export const gstr3bCalls: Calls = { gstr3b, gstr3bCsv };
