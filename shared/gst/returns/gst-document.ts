import type { Paise } from '../../documents/money-math';

/**
 * What a GST return needs of one issued document, frozen when it is issued
 * (invoice approved, credit note issued) and kept on its header as `Gst`, so a
 * month's return reads headers only, never lines (docs/data-model-invoices.md).
 * Amounts are integer paise, each rounded once where the engine made it; the
 * return adds them up and converts to rupees only when it writes the file.
 */
export type GstRateRow = {
  /** HSN (goods) or SAC (services) code as the line carries it; '' when the line has none. */
  HSN: string;
  Desc: string;
  /** Unique quantity code of the portal ('NOS', 'LTR', 'OTH' for services...). */
  UQC: string;
  /** Quantity in the line's unit, up to 2 decimals (a number, not money). */
  Qty: number;
  /** Total GST rate in percent: 0, 5, 12, 18, 28… (IGST, or CGST+SGST). */
  Rate: number;
  Taxable: Paise;
  IGST: Paise;
  CGST: Paise;
  SGST: Paise;
  Cess: Paise;
};

/**
 * One line of the document as its print lists it, for the e-invoice's `ItemList`
 * (one item per invoice line: docs/gst-returns.md 'E-invoice file').
 */
export type GstItem = GstRateRow & {
  /** Quantity × unit price, rounded to the paisa once, before any discount. */
  Gross: Paise;
  /**
   * Everything taken off the line before tax: its own discount, its share of the
   * document's discounts and, on an insurer's line, the claim's depreciation (and
   * excess share): Gross − Taxable.
   */
  Discount: Paise;
};

export type GstDocument = {
  Kind: 'Invoice' | 'CreditNote';
  /** The document id (ULID). */
  Id: string;
  /** Its number (≤ 16 characters) and the number series it came from ('INV', 'CN'...). */
  Num: string;
  Series: string;
  /** Document date, YYYY-MM-DD (the return period is its month). */
  Date: string;
  /** A cancelled document is reported only in the document-issue summary (as cancelled). */
  Sts: 'Issued' | 'Cancelled';
  /** The supplier branch's GSTIN and state code. */
  SupplierGSTIN: string;
  SupplierStCode: string;
  /** Recipient: a GSTIN makes the document B2B (or a registered credit note, cdnr). */
  RecipientGSTIN?: string;
  RecipientName: string;
  /** Place of supply, a two-digit state code. */
  POS: string;
  RevCharge: boolean;
  /** The document's value including tax (after rounding Adjust), in paise. */
  Value: Paise;
  /** One row per (HSN, rate, UQC) of the document; a return groups them further. */
  Rows: GstRateRow[];
  /** One item per counted line, in the document's order (labour, then parts); absent on documents issued before it was kept. */
  Items?: GstItem[];
  /** A credit note's original invoice: number, date, and its value (B2CL test of cdnur). */
  OrigNum?: string;
  OrigDate?: string;
  OrigValue?: Paise;
};
