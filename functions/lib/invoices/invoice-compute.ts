import { calculateInvoice, type InvoiceCalculation } from '@shared/documents/calculate-invoice';
import { DEFAULT_INTER_STATE_TAX_CODE, DEFAULT_INTRA_STATE_TAX_CODE } from '@shared/documents/constants';
import type { Invoice, InvoiceLaborLine, InvoicePartLine } from '@shared/documents/schemas';
import { linesForSupply } from '@shared/invoices/invoice-rules';
import type { EntityRecord } from '../../data/identity/records';
import { getReferenceSet } from '../../data/reference/reference-repo';
import type { InvoiceLines } from '../../data/invoices/invoice-items';

/**
 * An invoice recomputed by the shared engine (calculate-invoice.ts) with every
 * line taxed as its supply requires: intra-state CGST+SGST, inter-state IGST
 * (invoice-rules taxCodeForSupply), so the place of supply decides the heads.
 */

/** Header fields the engine reads (discounts, Settings and a claim's excess adjustment); the rest stays on the header. */
const ENGINE_HEAD = ['Sts', 'Settings', 'LDisc', 'PDisc', 'Disc', 'Perc', 'LPerc', 'PPerc', 'Excess'] as const;

export type InvoiceComputed = InvoiceCalculation & {
  /** Totals in paise, as the header keeps them. */
  amounts: InvoiceAmounts;
};
/**
 * GrandTotal is the supply's invoice value (what GST returns report); Excess is a claim's
 * settlement adjustment below it (−E insurer, +E customer, 0 otherwise) and Payable = GrandTotal
 * + Excess is what the payer is asked for: due, status and the UPI amount follow it.
 */
export type InvoiceAmounts = Record<
  'Labor' | 'Parts' | 'Taxable' | 'CGST' | 'SGST' | 'IGST' | 'Total' | 'Adjust' | 'GrandTotal' | 'Excess' | 'Payable',
  number
>;

export async function computeInvoice(
  entity: EntityRecord,
  head: Readonly<Record<string, unknown>>,
  lines: InvoiceLines,
  intra: boolean,
): Promise<InvoiceComputed> {
  const taxCodes = await getReferenceSet('TaxCodes');
  const date = String(head.InvDate);
  const tax = entity.Settings.Common.Tax;
  const preferred = intra
    ? (tax.IntraTC ?? DEFAULT_INTRA_STATE_TAX_CODE)
    : (tax.InterTC ?? DEFAULT_INTER_STATE_TAX_CODE);
  const base: Record<string, unknown> = {};
  for (const name of ENGINE_HEAD) if (head[name] !== undefined) base[name] = head[name];
  const inv = {
    ...base,
    Ops: linesForSupply(lines.Ops as unknown as InvoiceLaborLine[], intra, taxCodes, date, preferred),
    Items: linesForSupply(lines.Items as unknown as InvoicePartLine[], intra, taxCodes, date, preferred),
  } as Invoice;
  const calc = calculateInvoice(inv, { date, taxCodes, round: entity.Settings.Acc.Round === true });
  const t = calc.totals;
  const amounts: InvoiceAmounts = {
    Labor: t.labor.taxable,
    Parts: t.parts.taxable,
    Taxable: t.overall.taxable,
    CGST: t.overall.cgst,
    SGST: t.overall.sgst,
    IGST: t.overall.igst,
    Total: t.overall.total,
    Adjust: t.adjust,
    GrandTotal: t.grandTotal,
    Excess: calc.excess,
    Payable: calc.payable,
  };
  return { ...calc, amounts };
}
