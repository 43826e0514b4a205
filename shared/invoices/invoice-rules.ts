import type { TaxCode } from '../documents/tax-codes';
import { resolveTaxCode } from '../documents/tax-codes';
import { supplyKind } from '../gst/place-of-supply';

/**
 * Invoice rules the server applies and the screens show (service-documents §4 'Invoice
 * rules'): the number's shape, the place of supply and the tax heads that follow from
 * it.
 */

/**
 * An invoice or credit-note number: at most 16 capital letters, digits, '-' and '/' (Rule 46(b)), not
 * starting with 0, '/' or '-': the e-invoice's `DocDtls.No` (INV-01), so every number issued can be reported.
 */
export const INVOICE_NUMBER = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;
/** Default series leave room for a 2-character amendment suffix: 14 characters at most. */
export const DEFAULT_SERIES_MAX_LENGTH = 14;
export const isValidInvoiceNumber = (num: string): boolean => INVOICE_NUMBER.test(num);

/** Number series of the invoices family (settings/nextrecordnumbers). */
export const INVOICE_SERIES = 'INV';
export const CREDIT_NOTE_SERIES = 'CN';
/** Customer payment receipts (docs/payments.md). */
export const PAYMENT_SERIES = 'RCPT';

/** The GST state code a GSTIN belongs to (its first two digits). */
export const gstinState = (gstin: string | undefined): string | undefined =>
  gstin && /^\d{2}/.test(gstin) ? gstin.slice(0, 2) : undefined;

/**
 * Place of supply of a workshop's service (IGST Act s. 12(2)): a registered
 * recipient's state (GSTIN), else the recipient's address state, else the
 * supplier's own state. An explicit `POS` on the invoice wins.
 */
export function placeOfSupply(p: {
  pos?: string | undefined;
  recipientGstin?: string | undefined;
  recipientState?: string | undefined;
  supplierState: string;
}): {
  POS: string;
  IntraState: boolean;
} {
  const POS = p.pos ?? gstinState(p.recipientGstin) ?? p.recipientState ?? p.supplierState;
  return { POS, IntraState: supplyKind({ supplierStateCode: p.supplierState, recipientStateCode: POS }) === 'intra' };
}

const ratePercent = (c: TaxCode): number => (c.Type === 1 ? c.CGST + c.SGST : c.IGST);

/**
 * The tax code a line is charged at on this supply: the line's own code when
 * its kind (intra: CGST+SGST, inter: IGST) matches the supply, otherwise the
 * code of the other kind with the same total rate in force on the date
 * (preferring the branch's default code of that kind). A line without a code
 * stays untaxed; a code without a counterpart stays as it is.
 */
export function taxCodeForSupply(
  code: number | undefined,
  intra: boolean,
  codes: readonly TaxCode[],
  date: string,
  preferred?: number,
): number | undefined {
  if (code === undefined) return undefined;
  const own = resolveTaxCode(codes, code, date);
  if (!own || (own.Type === 1) === intra) return code;
  const rate = ratePercent(own);
  const candidates = [...new Set(codes.map((c) => c._id))]
    .map((id) => resolveTaxCode(codes, id, date))
    .filter((c): c is TaxCode => c !== undefined && (c.Type === 1) === intra && ratePercent(c) === rate);
  const pick = candidates.find((c) => c._id === preferred) ?? candidates.sort((a, b) => a._id - b._id)[0];
  return pick?._id ?? code;
}

/** Every line of an invoice with its tax code made to follow the supply (see taxCodeForSupply). */
export function linesForSupply<L extends { TCode?: number | undefined }>(
  lines: readonly L[],
  intra: boolean,
  codes: readonly TaxCode[],
  date: string,
  preferred?: number,
): L[] {
  return lines.map((l) => {
    const TCode = taxCodeForSupply(l.TCode, intra, codes, date, preferred);
    return TCode === l.TCode ? l : { ...l, TCode };
  });
}
