import * as z from 'zod';
import { returnPeriod } from '../../invoices/gst-return-call-schemas';
import { gstHeads } from './gstr2-schemas';

/**
 * The GSTR-3B summary's answer (docs/gst-returns.md 'GSTR-3B'): tables 3.1(a),
 * 3.1(d), 4 and 6.1 in rupees with 2 decimals.
 */

export const gstr3bQuery = z.strictObject({ Period: returnPeriod });

const tax = z.object({ IGST: z.number(), CGST: z.number(), SGST: z.number(), Cess: z.number() });
export type TaxAnswer = z.infer<typeof tax>;

export const gstr3bView = z.object({
  Period: returnPeriod,
  GSTIN: z.string(),
  /** 3.1(a), from GSTR-1 of the month. */
  Outward: gstHeads,
  /** 3.1(d), from the bills claimed in the period. */
  InwardReverseCharge: gstHeads,
  /** 4(A)(3), 4(A)(5), 4(B), 4(C). */
  ItcReverseCharge: tax,
  ItcOther: tax,
  ItcReversed: tax,
  ItcNet: tax,
  /** 6.1: per head of the liability. `PaidByItc[liability][credit]`. */
  Payment: z.object({
    Payable: tax,
    PaidByItc: z.object({ IGST: tax, CGST: tax, SGST: tax, Cess: tax }),
    Cash: tax,
    ReverseChargeCash: tax,
    CashTotal: tax,
    CreditLeft: tax,
  }),
});
export type Gstr3bView = z.infer<typeof gstr3bView>;
