import { inModule, resource, type Permission } from '../access/permission';
import { portalDate } from '../gst/returns/gstr1-rules';
import { isIntraState, taxCodesInForce, type TaxCode } from '../documents/tax-codes';

/**
 * The invoice of goods (docs/sales-invoices.md): an ordinary invoice of the
 * invoice type and series made from a sale that is not a repair order (goods
 * kept on a delivery challan, a sales order delivered), and the rules server
 * and screens share about it.
 */

/** What an invoice of goods was made from: kept on the header as `Source` and shown on the invoice. */
export type GoodsInvoiceSource = { Kind: 'SalesOrder' | 'Challan'; Id: string; No: string };

export const GOODS_SOURCE_LABEL: Readonly<Record<GoodsInvoiceSource['Kind'], string>> = {
  SalesOrder: 'Sales order',
  Challan: 'Delivery challan',
};

/** A code's whole rate in percent: CGST + SGST within a state, IGST across. */
const ratePercent = (c: TaxCode): number => (isIntraState(c) ? c.CGST + c.SGST : c.IGST);

/**
 * The tax code a line of `pct` percent is charged at on this supply: a code of
 * the supply's kind (intra: CGST + SGST, inter: IGST) of that whole rate in force
 * on the date, the branch's default code of that kind when it has the rate, else
 * the lowest id. Undefined when none has it (a rate of 0 without a 0% code is
 * then simply untaxed; any other rate is refused by the caller).
 */
export function taxCodeOfRate(
  pct: number,
  intra: boolean,
  codes: readonly TaxCode[],
  date: string,
  preferred?: number,
): number | undefined {
  const fits = taxCodesInForce(codes, date).filter((c) => isIntraState(c) === intra && ratePercent(c) === pct);
  return (fits.find((c) => c._id === preferred) ?? [...fits].sort((a, b) => a._id - b._id)[0])?._id;
}

/** Every message of the invoice of goods and a challan's conversion, used by the server and the screens. */
export const SalesInvoiceMessages = {
  noLines: 'Choose at least one line to invoice.',
  noTaxCode: (pct: number, date: string) =>
    `No GST tax code of ${pct}% is in force on ${portalDate(date)}: add one in the tax settings first.`,
  tooManyLines: (max: number) => `An invoice of goods takes at most ${max} lines; invoice the rest separately.`,
  notAllowed: 'You do not have permission to create invoices.',
  challanNotOnApproval: (purpose: string) =>
    `Goods sent for ${purpose.toLowerCase()} are not a sale: only a challan of goods on approval can be invoiced.`,
  challanNotOut: (sts: string) => `This delivery challan is ${sts}: no goods are out on it to invoice.`,
  challanVendor: 'Goods on approval are invoiced to a customer: this challan’s consignee is a vendor.',
  overInvoice: (max: string, desc: string) => `At most ${max} of ${desc} is still out to invoice.`,
  allSettled: (desc: string) => `${desc} is no longer out on this challan.`,
  nothingKept: 'Enter the quantity the customer kept of at least one line.',
} as const;

/**
 * Converting a challan's kept goods makes an invoice: the caller needs the invoice's own create right
 * (Accounting Invoice C, in a branch with Accounting on) beside the challan's (Sales DC U, the route's).
 */
export const INVOICE_CREATE: Permission = inModule('Accounting', resource('Accounting', 'Invoice', 'C'));
