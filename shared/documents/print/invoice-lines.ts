import type { CreditNoteAnswer, InvoiceAnswer } from '../../invoices/call-schemas';
import {
  mulDivRound,
  type Paise,
  PERCENT_DIGITS,
  RATE_DIVISOR,
  roundDiv,
  rupeesToPaise,
  toScaled,
} from '../money-math';

/**
 * An invoice's or credit note's lines as a tax invoice prints them (CGST Rule
 * 46(g)–(i)), read from the server's answer: every figure is the engine's,
 * sent in rupees with 2 decimals and taken back to paise exactly. Nothing is
 * recomputed, so the public page (which has no tax codes) prints the same
 * figures as the cashier's screen.
 */

/**
 * Units a line prints in: the portal's unique quantity codes, as the GST
 * document of the invoice reports them (parts in numbers, services 'OTH').
 */
export const PRINT_UQC = { part: 'NOS', service: 'OTH' } as const;

export type TaxLine = {
  readonly kind: 'Labor' | 'Part';
  readonly desc: string;
  /** SAC on labour, HSN on parts. */
  readonly code: string;
  readonly qty: number;
  readonly unit: string;
  /** The unit price as entered (up to 6 decimals). */
  readonly price: number | undefined;
  readonly amount: Paise;
  /** Line and document discounts together: amount less taxable value. */
  readonly disc: Paise;
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
  readonly total: Paise;
  /** The full GST rate, percent scaled by 10^4 (18 % = 180000); undefined when the line bears no tax. */
  readonly rate: number | undefined;
};

/** GST rates a line can bear (percent), the slabs before and after 22 September 2025 and the special ones. */
const GST_SLABS = [0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 14, 18, 28, 40].map((r) => toScaled(r, PERCENT_DIGITS));

/**
 * The rate of a line, from its own figures: the slab whose tax, computed as the
 * engine computes it (half the rate per head within a state), gives exactly the
 * heads the line carries. A line no slab explains (a custom tax code) prints the
 * rate its figures give, to two decimals of a percent.
 */
export const lineRate = (taxable: Paise, cgst: Paise, sgst: Paise, igst: Paise): number | undefined => {
  const tax = cgst + sgst + igst;
  if (tax === 0 || taxable <= 0) return undefined;
  const fits = (rate: number): boolean =>
    igst > 0
      ? cgst + sgst === 0 && mulDivRound(taxable, rate, RATE_DIVISOR) === igst
      : sgst === cgst && mulDivRound(taxable, rate / 2, RATE_DIVISOR) === cgst;
  const slab = GST_SLABS.find(fits);
  if (slab !== undefined) return slab;
  return roundDiv(mulDivRound(tax, RATE_DIVISOR, taxable), 100) * 100;
};

type AnswerLines = Pick<InvoiceAnswer, 'Ops' | 'Items'> | Pick<CreditNoteAnswer, 'Ops' | 'Items'>;

const taxLine = (
  kind: TaxLine['kind'],
  l: {
    Desc?: string | undefined;
    Qty?: number | undefined;
    CGST?: number | undefined;
    SGST?: number | undefined;
    IGST?: number | undefined;
    Total?: number | undefined;
  },
  code: string | undefined,
  price: number | undefined,
  amountRupees: number | undefined,
): TaxLine => {
  const p = (x: number | undefined): Paise => rupeesToPaise(x ?? 0);
  const [cgst, sgst, igst, total] = [p(l.CGST), p(l.SGST), p(l.IGST), p(l.Total)];
  const taxable = total - cgst - sgst - igst;
  const amount = p(amountRupees);
  return {
    kind,
    desc: l.Desc ?? '',
    code: code ?? '',
    qty: l.Qty ?? 1,
    unit: kind === 'Part' ? PRINT_UQC.part : PRINT_UQC.service,
    price,
    amount,
    disc: amount - taxable,
    taxable,
    cgst,
    sgst,
    igst,
    total,
    rate: lineRate(taxable, cgst, sgst, igst),
  };
};

/** Labour lines (Ops) first, then parts (Items), as the invoice holds them. */
export const taxLines = (doc: AnswerLines): TaxLine[] => [
  ...(doc.Ops ?? []).map((o) => taxLine('Labor', o, o.SAC, o.Pr, o.Amt)),
  ...(doc.Items ?? []).map((i) => taxLine('Part', i, i.HSN, i.UnPr, i.UnAmt)),
];

export type LineSums = {
  amount: Paise;
  disc: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
};

export const sumLines = (lines: readonly TaxLine[]): LineSums =>
  lines.reduce(
    (s, l) => ({
      amount: s.amount + l.amount,
      disc: s.disc + l.disc,
      taxable: s.taxable + l.taxable,
      cgst: s.cgst + l.cgst,
      sgst: s.sgst + l.sgst,
      igst: s.igst + l.igst,
      tax: s.tax + l.cgst + l.sgst + l.igst,
      total: s.total + l.total,
    }),
    { amount: 0, disc: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 0 },
  );
