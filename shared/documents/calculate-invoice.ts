import { calculateLines } from './calculate-document';
import type { EngineLine, LineCalc, PortionCalc } from './calculate-line';
import { type Paise, paiseToRupees, rupeesToPaise } from './money-math';
import type { Invoice, InvoiceLaborLine, InvoicePartLine } from './schemas';
import { type TaxCode, taxResolver } from './tax-codes';
import type { DocumentTotals } from './totals';

/** What every calculation needs besides the document. */
export type CalculationOptions = {
  /** The document date (YYYY-MM-DD): tax codes are resolved as in force on it. */
  readonly date: string;
  readonly taxCodes: readonly TaxCode[];
  /** Entity setting Acc.Round: round the total to the whole rupee into Adjust. */
  readonly round?: boolean;
};

export type InvoiceCalculation = {
  /** The invoice with every computed field written (rupees, 2 decimals). */
  invoice: Invoice;
  /** Per-line figures in paise, labour lines (Ops) first, then parts (Items). */
  lines: LineCalc[];
  totals: DocumentTotals;
  /** The claim's compulsory excess adjustment (Invoice.Excess) in paise: −E insurer, +E customer, 0 otherwise. */
  excess: Paise;
  /** What the payer is asked to pay: the grand total (the supply's invoice value) plus the excess adjustment. */
  payable: Paise;
};

/**
 * The payable of an invoice: its grand total plus the excess adjustment. The
 * adjustment sits below the GST totals (docs/insurance-depreciation.md §6), so
 * the invoice value a return reports stays the grand total.
 */
export const invoicePayable = (grandTotal: Paise, excess: Paise): Paise => grandTotal + excess;

export const invoiceEngineLines = (inv: Invoice): EngineLine[] => [
  ...(inv.Ops ?? []).map((o): EngineLine => ({
    _id: o._id,
    kind: 'Labor',
    Qty: o.Qty,
    CPr: o.Pr,
    Disc: o.Disc,
    Perc: o.Perc,
    NoDisc: o.NoDisc,
    TCode: o.TCode,
  })),
  ...(inv.Items ?? []).map((i): EngineLine => ({
    _id: i._id,
    kind: 'Part',
    Qty: i.Qty,
    CPr: i.UnPr,
    Disc: i.Disc,
    Perc: i.Perc,
    NoDisc: i.NoDisc,
    TCode: i.TCode,
  })),
];

const r = paiseToRupees;
const taxFields = (p: PortionCalc) => ({
  CGST: r(p.cgst),
  SGST: r(p.sgst),
  IGST: r(p.igst),
  RecDisc: r(p.recDisc),
  Total: r(p.total),
});

/**
 * Recomputes an invoice: Amt / UnAmt, RecDisc, CGST, SGST, IGST and Total on
 * every line, and Adjust on the invoice. An invoice has one price column, so
 * every line is billed to the invoice's payer.
 */
export const calculateInvoice = (inv: Invoice, opts: CalculationOptions): InvoiceCalculation => {
  const { lines, totals } = calculateLines(invoiceEngineLines(inv), inv, {
    resolveTax: taxResolver(opts.taxCodes, opts.date),
    taxable: inv.Settings?.Tax ?? true,
    round: opts.round ?? false,
    invoiceBucket: 'customer',
  });
  const ops = inv.Ops ?? [];
  const portionAt = (i: number): PortionCalc => {
    const p = (lines[i] as LineCalc).C;
    if (p === undefined) throw new Error('An invoice line always has a customer column.');
    return p;
  };
  const Ops = ops.map((o, i): InvoiceLaborLine => {
    const p = portionAt(i);
    return Object.assign({}, o, { Amt: r(p.amount) }, taxFields(p));
  });
  const Items = (inv.Items ?? []).map((it, i): InvoicePartLine => {
    const p = portionAt(ops.length + i);
    return Object.assign({}, it, { UnAmt: r(p.amount) }, taxFields(p));
  });
  const excess = inv.Excess === undefined ? 0 : rupeesToPaise(inv.Excess);
  return {
    invoice: { ...inv, Ops, Items, Adjust: r(totals.adjust) },
    lines,
    totals,
    excess,
    payable: invoicePayable(totals.grandTotal, excess),
  };
};
