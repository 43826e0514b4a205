import * as z from 'zod';
import {
  claim,
  documentSettings,
  invoice,
  invoiceLaborLine,
  invoicePartLine,
  invoiceStatus,
  selectValue,
} from '../documents/invoice-schemas';
import { money } from '../documents/amount-fields';
import { PAYER_BUCKETS } from '../documents/statuses';
import { mobilePhone } from '../fields/contact-fields';
import { isoDate } from '../fields/iso-date';
import { dashboardPageOf, documentId, MAX_LINES, pageFields } from '../documents/call-parts';
import { SERIES_PATTERN, SeriesMessages } from '../documents/document-number';
import type { WriteOffRecord } from '../books/write-off';

/**
 * Request and answer shapes of the `invoices` family (docs/invoices-api.md): invoices,
 * credit notes, payments and the GSTR-1 return. An invoice travels whole in the
 * spec's field names (service-documents §3 'Invoice'); the server recomputes
 * every computed field with the shared engine and answers the whole invoice.
 * docs/invoices-api.md explains each call. The payment and GST return shapes are in
 * payment-call-schemas.ts and gst-return-call-schemas.ts, re-exported here for the
 * family's many readers.
 */

export * from './payment-call-schemas';
export * from './gst-return-call-schemas';

const lines = <S extends z.core.$ZodShape>(line: z.ZodObject<S>) =>
  z.array(line.strict()).max(MAX_LINES, `A document holds at most ${MAX_LINES} lines.`);

/** A GST state code as the portal writes it: two digits ('29' Karnataka, '97' other territory). */
export const stateCode = z.string().regex(/^\d{2}$/, 'Choose a state.');

/** A payment as an invoice lists it. */
export const appliedPayment = z.object({
  PayId: documentId,
  Num: z.string(),
  Date: isoDate,
  Type: z.string(),
  Paid: money,
});

/**
 * Header fields a user sets on a Draft invoice. Who it is for: a customer
 * (`Cust`, a party id) or an insurer (`InsId`, System/Insurance id; the insurer
 * branch's GSTIN comes from Service/EntityInsurance). `POS` overrides the place
 * of supply (default: the recipient's state, shared/gst/place-of-supply.ts).
 * Sts, Num, Payments, WOId and the computed fields are the server's: a body may
 * carry them back as read, and the server keeps its own values.
 */
const writableHeader = {
  Payer: z.enum(PAYER_BUCKETS).optional(),
  Cust: z.string().max(64).optional(),
  InsId: z.string().max(64).optional(),
  /** The vehicle (party product) the work was on. */
  ProdId: z.string().max(64).optional(),
  /** Invoice date; default today in the branch's time zone. Approving keeps it unless it is in the past financial year. */
  InvDate: isoDate.optional(),
  DueDate: isoDate.optional(),
  POS: stateCode.optional(),
  /** Reverse charge applies (CGST Rule 46(p)); printed and reported as 'Y'. */
  RevCharge: z.boolean().optional(),
  /** Number series (settings/nextrecordnumbers); default 'INV'. */
  Series: z.string().regex(SERIES_PATTERN, SeriesMessages.seriesShape).optional(),
  Notes: z.string().max(2000).optional(),
  Settings: documentSettings.strict().optional(),
  /** The server's (Accept Payment records payments): a body may carry them back as read; they are ignored. */
  Payments: z.array(appliedPayment.strict()).optional(),
  Ops: lines(invoiceLaborLine).optional(),
  Items: lines(invoicePartLine).optional(),
};

/** Accounting/Invoice/New: a direct invoice, created as Draft. */
export const invoiceCreateBody = invoice.safeExtend(writableHeader).strict();
/** Save a Draft with the `ver` it was read at; a field left out is kept. Only a Draft is ever edited. */
export const invoiceSaveBody = invoiceCreateBody.safeExtend({ ver: z.number().int().min(1) });
export type InvoiceCreateBody = z.infer<typeof invoiceCreateBody>;

export const INVOICE_ACTION_PATHS = ['Approve', 'Cancel', 'CreditNote', 'Clone', 'SendSMS'] as const;
export type InvoiceActionPath = (typeof INVOICE_ACTION_PATHS)[number];
export const invoiceActionParams = z.strictObject({
  Id: documentId,
  Action: z.enum(INVOICE_ACTION_PATHS, 'Unknown action.'),
});

/**
 * An action's body: the `ver` the user saw. Cancel and CreditNote carry the
 * reason (Rule 53 needs it on a credit note). A CreditNote credits the listed
 * quantities of the invoice's lines, or the whole invoice when `Lines` is absent.
 * SendSMS may name the phone (default: the recipient's main phone).
 */
export const invoiceActionBody = z.strictObject({
  ver: z.number().int().min(1),
  Reason: z.string().trim().max(500).optional(),
  Lines: z
    .array(z.strictObject({ _id: z.string().regex(/^(IO|IP)\d+$/), Qty: z.number().positive() }))
    .max(MAX_LINES)
    .optional(),
  CNDate: isoDate.optional(),
  /** An Indian mobile number (a text message cannot reach a landline); stored normalised, without +91 or 0. */
  Ph: mobilePhone.optional(),
});
export type InvoiceActionBody = z.infer<typeof invoiceActionBody>;

/** A postal address as an invoice prints it (spec platform §3 'Address fields'). */
export const printAddress = z.object({
  A1: z.string().optional(),
  A2: z.string().optional(),
  Ct: z.string().optional(),
  St: z.string().optional(),
  Pin: z.string().optional(),
});
/** Supplier or recipient as Rule 46 prints them: name, address, GSTIN and state. */
export const invoiceParty = z.object({
  Name: z.string(),
  GSTIN: z.string().optional(),
  Addr: printAddress.optional(),
  /** GST state code ('29'); the place of supply for a recipient without a GSTIN follows it. */
  StCode: stateCode.optional(),
  Ph: z.string().optional(),
});

/** Invoice totals in rupees (computed by the engine from paise). Paid and Due follow the payments. */
export const invoiceTotals = z.object({
  Labor: z.number(),
  Parts: z.number(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
  Adjust: z.number(),
  GrandTotal: z.number(),
  /**
   * A generated claim invoice's compulsory-excess adjustment below the GST totals: −E on the
   * insurer's, +E on the customer's, 0 otherwise (docs/insurance-depreciation.md §6). Read-only:
   * only GenerateInvoice sets it. Payable = GrandTotal + Excess is what the payer is asked for;
   * Due follows it. The server sends both; a reader without them takes Excess 0 (invoiceTotalsPayable).
   */
  Excess: z.number().optional(),
  Payable: z.number().optional(),
  /** What credit notes took off (value and tax). */
  Credited: z.number(),
  Paid: z.number(),
  Due: z.number(),
});

/** What the payer is asked for, in rupees: Payable, or the grand total when an answer has none. */
export const invoiceTotalsPayable = (t: Pick<z.infer<typeof invoiceTotals>, 'GrandTotal' | 'Payable'>): number =>
  t.Payable ?? t.GrandTotal;

export const creditNoteRef = z.object({ _id: documentId, Num: z.string(), Date: isoDate, Total: z.number() });

/**
 * An invoice's write-off as answered (docs/books.md §3.9). Built from as few schema objects as it
 * can (one text schema for its three texts): every family that records payments loads this module.
 */
const writeOffText = z.string();
const writeOffRecord = z.object({
  Amount: money,
  Date: isoDate,
  By: writeOffText,
  ByName: writeOffText.optional(),
  Reason: writeOffText,
}) satisfies z.ZodType<WriteOffRecord>;

export const invoiceAnswer = invoice.and(
  z.object({
    ...writableHeader,
    // A goods invoice's lines (from a sales order or a challan, functions/lib/goods-invoice.ts) also hold the
    // item, its part code and UQC: the answer reads its lines as the document does, not as a body's strict lines.
    Items: invoice.shape.Items,
    _id: documentId,
    /** Empty while Draft: approving issues it. At most 16 characters of letters, digits, '-' and '/'. */
    Num: z.string(),
    Sts: invoiceStatus,
    ver: z.number().int(),
    EntId: z.string(),
    InvDate: isoDate,
    CrDate: isoDate,
    CrBy: z.string(),
    UpBy: z.string().optional(),
    UpDt: z.string().optional(),
    /** The repair order it was generated from, and its number. */
    WOId: documentId.optional(),
    WONum: z.string().optional(),
    RegNo: z.string().optional(),
    Supplier: invoiceParty,
    /** Who pays: the customer, or the insurer's branch. Frozen when the invoice is approved. */
    BillTo: invoiceParty,
    /** Place of supply: state code and name; IntraState means CGST+SGST, otherwise IGST. */
    POS: stateCode,
    POSName: z.string(),
    IntraState: z.boolean(),
    Totals: invoiceTotals,
    /** The grand total in words (Rule 46(j) 'total in words'). */
    Words: z.string(),
    Payments: z.array(appliedPayment),
    CreditNotes: z.array(creditNoteRef),
    /**
     * What a draft generated from a repair order keeps of it (shared/service/service-docs.ts
     * DraftInvoiceDoc): its advisor, the bill-to override and the insurance claim. The server's:
     * a save body may carry them back as read, and they are ignored.
     */
    SA: selectValue.optional(),
    CBillTo: z.object({ name: z.string().optional(), Ph: z.string().optional() }).optional(),
    Claim: claim.optional(),
    /** The payer's name as the lists show it (the recipient's name, frozen at Approve). */
    BillName: z.string().optional(),
    /** A Clone's source invoice. */
    ClonedFrom: documentId.optional(),
    /** An invoice of goods: the sale it was made from (docs/sales-invoices.md). */
    Source: z.object({ Kind: z.enum(['SalesOrder', 'Challan']), Id: z.string(), No: z.string() }).optional(),
    /** Cancelled: when and why. */
    CancelDt: isoDate.optional(),
    CancelReason: z.string().optional(),
    /** Written off: the due cleared, when, by whom and why (docs/books.md §3.9). */
    WrtOff: writeOffRecord.optional(),
    /** The e-invoice registration, once attached (docs/gst-returns.md 'E-invoice file'). */
    IRN: z.string().optional(),
    AckNo: z.string().optional(),
    AckDt: z.string().optional(),
    SignedQR: z.string().optional(),
    /** The branch's UPI id: the print carries a UPI QR for the amount due when set. */
    UPI: z.string().optional(),
    /** The actions this caller may take now (shared/documents/actions.ts invoiceActions): the UI shows exactly these. */
    Actions: z.array(z.string()),
    CanAudit: z.boolean(),
  }),
);
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;

/**
 * GET Accounting/Invoices/OfOrder/{Id}: the invoices GenerateInvoice made from
 * one repair order (insurer's first, then customer's, internal, warranty), for
 * the combined prints. An order not invoiced yet has none.
 */
export const orderInvoicesAnswer = z.object({ WOId: documentId, Items: z.array(invoiceAnswer) });
export type OrderInvoicesAnswer = z.infer<typeof orderInvoicesAnswer>;

/** SendSMS's answer: where it went and the link it carried (signed, expiring). */
export const sendSmsAnswer = z.object({
  Ph: z.string(),
  Link: z.string(),
  Expires: z.string(),
  Invoice: invoiceAnswer,
});

/** A credit note (CGST Rule 53): its own number series ('CN'), the invoice it corrects, the reason, the value and tax adjusted. */
export const creditNoteAnswer = z.object({
  _id: documentId,
  Num: z.string(),
  Date: isoDate,
  Sts: z.enum(['Issued', 'Cancelled']),
  InvId: documentId,
  InvNum: z.string(),
  InvDate: isoDate,
  Reason: z.string(),
  Supplier: invoiceParty,
  BillTo: invoiceParty,
  POS: stateCode,
  POSName: z.string(),
  IntraState: z.boolean(),
  Ops: z.array(invoiceLaborLine),
  Items: z.array(invoicePartLine),
  Totals: invoiceTotals.pick({
    Labor: true,
    Parts: true,
    Taxable: true,
    CGST: true,
    SGST: true,
    IGST: true,
    Total: true,
    Adjust: true,
    GrandTotal: true,
  }),
  Words: z.string(),
  ver: z.number().int(),
});
export type CreditNoteAnswer = z.infer<typeof creditNoteAnswer>;
/** CreditNote's answer: the note and the invoice as it now stands. */
export const creditNoteActionAnswer = z.object({ CreditNote: creditNoteAnswer, Invoice: invoiceAnswer });

/** Any invoice action's answer: the invoice (Approve, Cancel, Clone: the new Draft), or the SendSMS / CreditNote answers. */
export const invoiceActionAnswer = z.union([invoiceAnswer, sendSmsAnswer, creditNoteActionAnswer]);

/** Accounting/Invoices: one status or the dashboard's (Unpaid, Partial, Draft), invoice-date range. */
export const invoiceDashboardQuery = z.strictObject({
  Sts: invoiceStatus.optional(),
  From: isoDate.optional(),
  To: isoDate.optional(),
  /** One payer's invoices (the payment form lists the payer's Unpaid and Partial ones). */
  Cust: z.string().max(64).optional(),
  InsId: z.string().max(64).optional(),
  ...pageFields,
});
export const invoiceRow = z.object({
  _id: documentId,
  Num: z.string(),
  Sts: invoiceStatus,
  InvDate: isoDate,
  Payer: z.enum(PAYER_BUCKETS),
  /** Who it is for: the customer's party id or the insurer's id. */
  Cust: z.string().optional(),
  InsId: z.string().optional(),
  /** The recipient's name (customer or insurer). */
  Name: z.string().optional(),
  RegNo: z.string().optional(),
  WONum: z.string().optional(),
  /** The supply's invoice value (what a return reports); the invoice itself shows it. */
  GrandTotal: z.number(),
  /**
   * What the payer is billed: GrandTotal plus a claim's excess adjustment (Excess).
   * The dashboard's Total column and the payment form's list show it, as Due follows it.
   */
  Payable: z.number(),
  Due: z.number(),
});
export const invoiceDashboardPage = dashboardPageOf(invoiceRow);
