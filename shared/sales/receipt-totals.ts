import { calculateInvoice } from '../documents/calculate-invoice';
import { DEFAULT_INTER_STATE_TAX_CODE, DEFAULT_INTRA_STATE_TAX_CODE } from '../documents/constants';
import { rupeesToPaise, type Paise } from '../documents/money-math';
import type { Invoice, InvoicePartLine } from '../documents/schemas';
import type { TaxCode } from '../documents/tax-codes';
import { gstLinesOf, type GstLine } from '../invoices/gst-document-of';
import { linesForSupply } from '../invoices/invoice-rules';

/**
 * The figures of a sales receipt (docs/sales.md §3), the same on the server
 * and the screen: every line is a part line of the invoice engine
 * (calculate-invoice.ts) with its tax code made to follow the supply (intra:
 * CGST+SGST, inter: IGST, invoice-rules taxCodeForSupply), so the rates,
 * discounts and rounding are the invoice's own and nothing is derived here.
 */

export type ReceiptLineFigures = {
  ItemId: string;
  Qty: number;
  /** Rupees per unit. */
  UnPr: number;
  /** The line's discount in rupees (absent: none). */
  Disc?: number | undefined;
  TCode?: number | undefined;
  /** For the GST return's rows (HSN summary) and e-invoice items. */
  HSN?: string | undefined;
  Desc?: string | undefined;
};

export type ReceiptFigureOptions = {
  date: string;
  intra: boolean;
  taxCodes: readonly TaxCode[];
  /** The branch's default codes of each kind (Settings.Common.Tax IntraTC / InterTC). */
  intraTC?: number | undefined;
  interTC?: number | undefined;
  /** Entity setting Acc.Round. */
  round?: boolean | undefined;
  /** The branch charges tax (Settings.Common.Tax.Tax). */
  taxable?: boolean | undefined;
};

export type ReceiptLineAmounts = {
  TCode?: number | undefined;
  AmtP: Paise;
  DiscP: Paise;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
};

export type ReceiptAmounts = {
  lines: ReceiptLineAmounts[];
  AmtP: Paise;
  DiscP: Paise;
  /** Line discounts as entered, for the total discount rule (validate-discounts.ts). */
  requestedDiscP: Paise;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  AdjustP: Paise;
  GrandTotalP: Paise;
  totals: ReturnType<typeof calculateInvoice>['totals'];
  /** The lines as a GST return counts them (gst-document-of.ts), for the receipt's frozen `Gst`. */
  gstLines: GstLine[];
};

export function receiptAmounts(
  lines: readonly ReceiptLineFigures[],
  doc: { Disc?: number | undefined; Perc?: boolean | undefined },
  opts: ReceiptFigureOptions,
): ReceiptAmounts {
  const items: InvoicePartLine[] = lines.map((l, i) => ({
    _id: `IP${i + 1}`,
    Qty: l.Qty,
    UnPr: l.UnPr,
    ...(l.Disc ? { Disc: l.Disc } : {}),
    ...(l.TCode !== undefined ? { TCode: l.TCode } : {}),
    ...(l.HSN ? { HSN: l.HSN } : {}),
    ...(l.Desc ? { Desc: l.Desc } : {}),
  }));
  const preferred = opts.intra
    ? (opts.intraTC ?? DEFAULT_INTRA_STATE_TAX_CODE)
    : (opts.interTC ?? DEFAULT_INTER_STATE_TAX_CODE);
  const inv = {
    Items: linesForSupply(items, opts.intra, opts.taxCodes, opts.date, preferred),
    Settings: { Tax: opts.taxable ?? true },
    ...(doc.Disc ? { Disc: doc.Disc, Perc: doc.Perc === true } : {}),
  } as Invoice;
  const calc = calculateInvoice(inv, { date: opts.date, taxCodes: opts.taxCodes, round: opts.round === true });
  const amounts = calc.lines.map((line, i): ReceiptLineAmounts => {
    const p = line.C;
    const TCode = inv.Items?.[i]?.TCode;
    return {
      ...(TCode !== undefined ? { TCode } : {}),
      AmtP: p?.amount ?? 0,
      DiscP: (p?.lineDisc ?? 0) + (p?.recDisc ?? 0),
      TaxableP: p?.taxable ?? 0,
      CGSTP: p?.cgst ?? 0,
      SGSTP: p?.sgst ?? 0,
      IGSTP: p?.igst ?? 0,
      TotalP: p?.total ?? 0,
    };
  });
  const t = calc.totals;
  const requestedDiscP = lines.reduce((sum, l) => sum + (l.Disc ? rupeesToPaise(l.Disc) : 0), 0);
  return {
    lines: amounts,
    AmtP: t.overall.amount,
    DiscP: t.overall.amount - t.overall.taxable,
    requestedDiscP,
    TaxableP: t.overall.taxable,
    CGSTP: t.overall.cgst,
    SGSTP: t.overall.sgst,
    IGSTP: t.overall.igst,
    AdjustP: t.adjust,
    GrandTotalP: t.grandTotal,
    totals: t,
    gstLines: gstLinesOf(inv, calc.lines),
  };
}

/** The figures a sale document's head keeps (receipt, sales order, estimate), from its amounts. */
export const headAmountsOf = (a: ReceiptAmounts) => ({
  AmtP: a.AmtP,
  DiscP: a.DiscP,
  TaxableP: a.TaxableP,
  CGSTP: a.CGSTP,
  SGSTP: a.SGSTP,
  IGSTP: a.IGSTP,
  AdjustP: a.AdjustP,
  GrandTotalP: a.GrandTotalP,
});

/** The figures a sales order's or estimate's line keeps: 0 where the engine counted none. */
export const lineAmountsOf = (a: ReceiptLineAmounts | undefined): ReceiptLineAmounts => ({
  TCode: a?.TCode,
  AmtP: a?.AmtP ?? 0,
  DiscP: a?.DiscP ?? 0,
  TaxableP: a?.TaxableP ?? 0,
  CGSTP: a?.CGSTP ?? 0,
  SGSTP: a?.SGSTP ?? 0,
  IGSTP: a?.IGSTP ?? 0,
  TotalP: a?.TotalP ?? 0,
});

/** What the payments leave against the total: 0 when they add up exactly, > 0 still due, < 0 paid over. */
export const paymentsDueP = (grandTotalP: Paise, payments: readonly { Amt: number }[]): Paise =>
  grandTotalP - payments.reduce((sum, p) => sum + rupeesToPaise(p.Amt), 0);
