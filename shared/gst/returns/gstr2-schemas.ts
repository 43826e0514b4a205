import * as z from 'zod';
import { documentId } from '../../documents/call-parts';
import { returnPeriod } from '../../invoices/gst-return-call-schemas';

/**
 * Request and answer shapes of the input tax credit calls (docs/gst-returns.md
 * 'GSTR-2 / ITC'): a bill's ITC period and the report of a period. Amounts in
 * rupees with 2 decimals (the server keeps paise).
 */

export const gstr2Query = z.strictObject({ Period: returnPeriod });

/** Taxable value and tax per head, in rupees. */
export const gstHeads = z.object({
  Taxable: z.number(),
  IGST: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  Cess: z.number(),
});
export type GstHeadsAnswer = z.infer<typeof gstHeads>;

export const gstr2View = z.object({
  Period: returnPeriod,
  GSTIN: z.string(),
  /** Bills claimed in the period. */
  Bills: z.number().int(),
  /** One per bill and rate, by the vendor's bill date. */
  Rows: z.array(
    gstHeads.extend({
      BillId: z.string(),
      Num: z.string(),
      VendId: z.string(),
      VendName: z.string(),
      VendGSTIN: z.string().optional(),
      VendBillNo: z.string(),
      VendBillDate: z.string(),
      POS: z.string(),
      RevCharge: z.boolean(),
      /** The bill's value with tax. */
      Value: z.number(),
      Rate: z.number(),
    }),
  ),
  ByRate: z.array(gstHeads.extend({ Rate: z.number() })),
  /** Of the total, the bills whose tax is payable on reverse charge. */
  ReverseCharge: gstHeads,
  Total: gstHeads,
});
export type Gstr2View = z.infer<typeof gstr2View>;

export const itcPeriodParams = z.strictObject({ Id: documentId });
/** Move a bill's credit to another open period (MMYYYY), at the bill's `ver`. */
export const itcPeriodBody = z.strictObject({
  ver: z.number().int().min(1),
  ItcPeriod: z.string().trim().max(6),
});
export const itcPeriodAnswer = z.object({ _id: z.string(), ItcPeriod: z.string(), ver: z.number().int() });
export type ItcPeriodAnswer = z.infer<typeof itcPeriodAnswer>;
