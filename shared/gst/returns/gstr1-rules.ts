import { paiseToRupees, type Paise } from '../../documents/money-math';
import { findState } from '../states';
import type { GstDocument } from './gst-document';

/**
 * The GSTR-1 facts one month's return is built on (docs/gst-returns.md). Each
 * rule is the India Compliance reading of the portal's (REFERENCE.md 'GST'),
 * which the tests pin with worked examples.
 */

/** A return period as the product writes it (YYYY-MM) and as the portal does (`fp`, MMYYYY). */
export const returnPeriodFp = (period: string): string => `${period.slice(5, 7)}${period.slice(0, 4)}`;

/** HSN summary split into B2B and B2C rows from this period on (the portal's Phase-III format). */
export const HSN_SPLIT_FROM = '2025-05';
export const hsnIsSplit = (period: string): boolean => period >= HSN_SPLIT_FROM;

/**
 * B2C-large threshold in paise: ₹2,50,000 for documents dated up to 31 July
 * 2024, ₹1,00,000 after (Notification 12/2024-CT). A document is "large" when
 * its value is strictly above it.
 */
export const b2cLargeLimit = (date: string): Paise => (date <= '2024-07-31' ? 250_000_00 : 100_000_00);

/** Inter-state when the place of supply is another state than the supplier's (the portal's `sply_ty`). */
export const isInterState = (d: Pick<GstDocument, 'POS' | 'SupplierStCode'>): boolean => d.POS !== d.SupplierStCode;

/**
 * A document with no supply on it: no taxable value, no tax and a zero invoice
 * value, such as the customer's invoice of a claim that bills only the compulsory
 * excess (docs/gst-returns.md 'Invoices with no supply'). It is reported in no
 * section, in the HSN summary or the e-invoice file, but it is a document issued
 * in its series, so the document-issue summary counts it.
 */
export const hasNoSupply = (d: Pick<GstDocument, 'Value' | 'Rows'>): boolean =>
  d.Value === 0 && d.Rows.every((r) => r.Taxable === 0 && r.IGST === 0 && r.CGST === 0 && r.SGST === 0 && r.Cess === 0);

/** The part of a GSTR-1 a document is reported in. Cancelled documents are in none (only the document summary). */
export type Gstr1Part = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

/**
 * Where an issued document goes:
 * - an invoice with a recipient GSTIN: b2b;
 * - an invoice to an unregistered recipient, inter-state, value above the limit: b2cl; otherwise b2cs;
 * - a credit note with a recipient GSTIN: cdnr;
 * - a credit note to an unregistered recipient: cdnur (type B2CL) when inter-state
 *   and the larger of its value and its invoice's is above the limit, as the
 *   invoice was B2CL; otherwise it reduces b2cs (India Compliance is_b2cl_cn_dn).
 */
export function partOf(d: GstDocument): Gstr1Part {
  const registered = Boolean(d.RecipientGSTIN);
  if (d.Kind === 'Invoice') {
    if (registered) return 'b2b';
    return isInterState(d) && d.Value > b2cLargeLimit(d.Date) ? 'b2cl' : 'b2cs';
  }
  if (registered) return 'cdnr';
  const value = Math.max(d.Value, d.OrigValue ?? 0);
  return isInterState(d) && value > b2cLargeLimit(d.Date) ? 'cdnur' : 'b2cs';
}

/** A credit note reduces what its section adds up: +1 for an invoice, −1 for a credit note. */
export const signOf = (d: GstDocument): 1 | -1 => (d.Kind === 'CreditNote' ? -1 : 1);

/** The HSN summary a document's rows go to (from May 2025): B2B when the recipient is registered. */
export const hsnBucketOf = (d: GstDocument): 'hsn_b2b' | 'hsn_b2c' => (d.RecipientGSTIN ? 'hsn_b2b' : 'hsn_b2c');

/** Services (SAC, chapter 99) carry no quantity in the HSN summary: unit 'NA', quantity 0 (India Compliance uom_to_gov). */
export const isServiceCode = (hsn: string): boolean => hsn.startsWith('99');

/** The portal cuts an HSN description at 30 characters. */
export const HSN_DESCRIPTION_LIMIT = 30;

/** Rupees with 2 decimals from paise: the only place a return amount leaves integers. */
export const rupees = (p: Paise): number => paiseToRupees(p) + 0;

/** Portal date: dd-mm-yyyy. */
export const portalDate = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's spreadsheet date: dd-Mmm-yyyy ('05-Oct-2026'). */
export const templateDate = (iso: string): string =>
  `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''}-${iso.slice(0, 4)}`;

/** The offline tool's place of supply: '29-Karnataka'. */
export const templatePos = (code: string): string => {
  const found = findState(code);
  return found ? `${code}-${found.Name}` : code;
};

/** Document-issue natures (table 13) the product issues. */
export const DOC_NATURE = {
  Invoice: { num: 1, name: 'Invoices for outward supply' },
  CreditNote: { num: 5, name: 'Credit Note' },
} as const;
