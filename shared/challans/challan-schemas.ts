import * as z from 'zod';
import { decimals, unitPrice } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { pageOf } from '../fields/paging';
import { gstinInput } from '../gst/gstin-input';
import { itemId, warehouseId } from '../inventory/id-fields';
import { pinCode } from '../fields/contact-fields';
import { CHALLAN_PURPOSE_CODES, CHALLAN_STATUSES } from './challan-statuses';
import { CHALLAN_TAX_RATES } from './challan-figures';

/**
 * Request and answer shapes of delivery challans (docs/challans.md §6). Money
 * crosses the wire in rupees, quantities in units; the server keeps paise and
 * thousandths and works out every figure (shared/challans/challan-figures.ts).
 */

/** Issue writes 3 items a line (line, movement, balance) beside header, audit, number, pointer and posting. */
export const MAX_CHALLAN_LINES = 30;

export const RECIPIENT_KINDS = ['Customer', 'Vendor', 'Other'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** A consignee's address as typed; `St` a state's name or code (the state code is the server's, from it). */
const addressInput = z.strictObject({
  A1: z.string().trim().max(200).optional(),
  A2: z.string().trim().max(200).optional(),
  Ct: z.string().trim().max(100).optional(),
  St: z.string().trim().max(100).optional(),
  Pin: pinCode.optional(),
});

/** Who the goods go to (Rule 55(2)(d)): a customer or vendor on record (read and frozen), or a name and address typed. */
export const recipientInput = z.strictObject({
  Kind: z.enum(RECIPIENT_KINDS),
  /** The customer's or vendor's id (Kind Customer or Vendor). */
  Id: z.string().trim().min(1).max(64).optional(),
  /** Kind Other: the consignee as typed. */
  Name: z.string().trim().max(100).optional(),
  Addr: addressInput.optional(),
  GSTIN: gstinInput.optional(),
});
export type RecipientInput = z.infer<typeof recipientInput>;

const taxRate = z.number().refine((v) => (CHALLAN_TAX_RATES as readonly number[]).includes(v), 'Choose a GST rate.');

export const challanLineInput = z.strictObject({
  ItemId: itemId,
  Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above 0.'),
  /** The value of one unit in rupees (Rule 55(2)(g): the taxable value). */
  Rate: unitPrice,
  /** GST rate in percent; absent: the item's own rate for goods on approval, 0 for the other purposes. */
  TaxPct: taxRate.optional(),
  /** The description printed, when not the item's own. */
  Desc: z.string().trim().min(1).max(200).optional(),
});
export type ChallanLineInput = z.infer<typeof challanLineInput>;

const draftFields = {
  Purpose: z.enum(CHALLAN_PURPOSE_CODES),
  /** Why the goods travel, when the purpose is Other (printed beside it). */
  PurposeNote: z.string().trim().max(100).optional(),
  WhId: warehouseId,
  To: recipientInput,
  Lines: z
    .array(challanLineInput)
    .min(1, 'Add at least one item.')
    .max(MAX_CHALLAN_LINES, `A delivery challan has at most ${MAX_CHALLAN_LINES} lines.`),
  /** The vehicle the goods travel in (for the e-way bill). */
  VehicleNo: z.string().trim().max(20).optional(),
  Notes: z.string().trim().max(500).optional(),
};

/** A new draft; `Issue` true issues it at once (number and stock in one step). */
export const challanCreateBody = z.strictObject({ ...draftFields, Issue: z.boolean().optional() });
export type ChallanCreateBody = z.infer<typeof challanCreateBody>;

/** A draft saved at the `ver` the user edited; what is left out stays as it was. */
export const challanSaveBody = z.strictObject({
  Purpose: draftFields.Purpose.optional(),
  PurposeNote: draftFields.PurposeNote,
  WhId: warehouseId.optional(),
  To: recipientInput.optional(),
  Lines: draftFields.Lines.optional(),
  VehicleNo: draftFields.VehicleNo,
  Notes: draftFields.Notes,
  ver: z.number().int().min(1),
});
export type ChallanSaveBody = z.infer<typeof challanSaveBody>;

/** Issue, at the `ver` shown. */
export const challanStepBody = z.strictObject({ ver: z.number().int().min(1) });

/** A quantity of one line of the challan: goods back, or kept and invoiced. */
export const challanLineQty = z.strictObject({
  LineId: z
    .string()
    .trim()
    .regex(/^DL\d{1,3}$/, 'Choose a line of the challan.'),
  Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above 0.'),
});

export const challanReturnBody = z.strictObject({
  Lines: z.array(challanLineQty).min(1, 'Enter what came back.').max(MAX_CHALLAN_LINES),
  Notes: z.string().trim().max(200).optional(),
  ver: z.number().int().min(1),
});
export type ChallanReturnBody = z.infer<typeof challanReturnBody>;

export const challanCancelBody = z.strictObject({
  Reason: z.string().trim().min(1, 'Enter the reason for cancelling.').max(200),
  ver: z.number().int().min(1),
});

export const challanParams = z.strictObject({ Id: documentId });
export const challansQuery = z.strictObject({ Sts: z.enum(CHALLAN_STATUSES).optional(), ...pageFields });

const address = z.object({
  A1: z.string().optional(),
  A2: z.string().optional(),
  Ct: z.string().optional(),
  St: z.string().optional(),
  StCode: z.string().optional(),
  Pin: z.string().optional(),
});

export const challanRow = z.object({
  _id: z.string(),
  /** Given at issue; a draft has none. */
  Num: z.string().optional(),
  Date: z.string(),
  Sts: z.string(),
  Purpose: z.enum(CHALLAN_PURPOSE_CODES),
  ToName: z.string(),
  Total: z.number(),
  /** The value at cost still out on the challan. */
  OutValue: z.number(),
  CrAt: z.string(),
});
export type ChallanRow = z.infer<typeof challanRow>;

export const challanLineAnswer = z.object({
  _id: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  HSN: z.string().optional(),
  UoM: z.string().optional(),
  Qty: z.number(),
  Rate: z.number(),
  TaxPct: z.number(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
  /** Came back so far, and still out. */
  Returned: z.number(),
  /** Kept on approval and invoiced so far (docs/sales-invoices.md §3). */
  Invoiced: z.number().optional(),
  Out: z.number(),
  /** At cost, from issue on: what left the warehouse, and what came back. */
  Cost: z.number().optional(),
  RetCost: z.number().optional(),
});
export type ChallanLineAnswer = z.infer<typeof challanLineAnswer>;

export const challanAnswer = challanRow.extend({
  FY: z.string().optional(),
  PurposeNote: z.string().optional(),
  WhId: z.string(),
  WhName: z.string().optional(),
  To: z.object({
    Kind: z.enum(RECIPIENT_KINDS),
    Id: z.string().optional(),
    Name: z.string(),
    Addr: address.optional(),
    GSTIN: z.string().optional(),
  }),
  POS: z.string(),
  IntraState: z.boolean(),
  Seller: z.object({ Name: z.string(), GSTIN: z.string().optional(), StCode: z.string(), Addr: address.optional() }),
  VehicleNo: z.string().optional(),
  Notes: z.string().optional(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Cost: z.number(),
  RetCost: z.number(),
  Lines: z.array(challanLineAnswer),
  Returns: z
    .array(
      z.object({
        Date: z.string(),
        Lines: z.array(z.object({ LineId: z.string(), Qty: z.number() })),
        By: z.string().optional(),
        Notes: z.string().optional(),
      }),
    )
    .optional(),
  /** Goods kept on approval and invoiced: their cost, and the invoices made from the challan. */
  InvCost: z.number().optional(),
  Invoices: z
    .array(
      z.object({
        InvId: z.string(),
        InvNum: z.string(),
        Date: z.string(),
        Total: z.number(),
        Lines: z.array(z.object({ LineId: z.string(), Qty: z.number() })),
        By: z.string().optional(),
      }),
    )
    .optional(),
  CancelReason: z.string().optional(),
  ver: z.number(),
});
export type ChallanAnswer = z.infer<typeof challanAnswer>;

export const challansPage = pageOf(challanRow);
