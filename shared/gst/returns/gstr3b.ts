import { paiseToRupeeText, type Paise } from '../../documents/money-math';
import type { Heads } from './gstr1';
import type { CsvTable } from './gstr1-csv';
import type { Gstr2 } from './gstr2';

/**
 * The GSTR-3B summary of a month (docs/gst-returns.md 'GSTR-3B'). Pure, paise:
 *
 * - 3.1(a) outward taxable supplies: GSTR-1's sections of the month net of credit
 *   notes (`netOfSections` of the GSTR-1 build, never recomputed);
 * - 3.1(d) inward supplies liable to reverse charge, and 4(A) ITC available: the
 *   bills claimed in the period (the GSTR-2 / ITC build); 4(B) reversals; 4(C) net;
 * - 6.1 payment of tax: the output tax set off against the credit in the order the
 *   law fixes (CGST Act s.49(5), s.49A, CGST Rule 88A), what is left paid in cash,
 *   and the reverse-charge tax paid in cash whole (s.49(4): the credit ledger pays
 *   output tax only).
 */

export const TAX_HEADS = ['IGST', 'CGST', 'SGST', 'Cess'] as const;
export type TaxHead = (typeof TAX_HEADS)[number];
export type Tax = Record<TaxHead, Paise>;

const NO_TAX: Tax = { IGST: 0, CGST: 0, SGST: 0, Cess: 0 };
const taxOf = (h: Heads): Tax => ({ IGST: h.IGST, CGST: h.CGST, SGST: h.SGST, Cess: h.Cess });

export type SetOff = {
  /** Output tax per head (other than reverse charge); a head negative after notes owes nothing. */
  payable: Tax;
  /** Credit used, by the head of the liability it paid, then the head of the credit. */
  paidByItc: Record<TaxHead, Tax>;
  /** Output tax left after the credit: paid in cash. */
  cash: Tax;
  /** Reverse-charge tax: paid in cash whole. */
  reverseChargeCash: Tax;
  /** cash + reverseChargeCash. */
  cashTotal: Tax;
  /** Credit not used this month. */
  creditLeft: Tax;
};

/**
 * Output tax set off against input tax credit (CGST Act s.49(5) and s.49A, CGST Rule 88A,
 * CBIC Circular 98/17/2019-GST):
 * 1. IGST credit first against IGST, then against CGST and SGST — in any order and
 *    proportion (Rule 88A): first where their own credit falls short, so that no cash
 *    is paid while credit stays unused, then against what is left of them; it is used
 *    up before any CGST or SGST credit (s.49A);
 * 2. CGST credit against CGST, then IGST; never SGST (s.49(5)(b));
 * 3. SGST credit against SGST, then IGST; never CGST (s.49(5)(c), (d));
 * 4. cess credit against cess only.
 * What is left of each head is paid in cash.
 */
export function setOff(output: Tax, credit: Tax, reverseCharge: Tax): SetOff {
  const payable: Tax = {
    IGST: Math.max(0, output.IGST),
    CGST: Math.max(0, output.CGST),
    SGST: Math.max(0, output.SGST),
    Cess: Math.max(0, output.Cess),
  };
  const owed: Tax = { ...payable };
  const left: Tax = {
    IGST: Math.max(0, credit.IGST),
    CGST: Math.max(0, credit.CGST),
    SGST: Math.max(0, credit.SGST),
    Cess: Math.max(0, credit.Cess),
  };
  const paidByItc = Object.fromEntries(TAX_HEADS.map((h) => [h, { ...NO_TAX }])) as Record<TaxHead, Tax>;
  const use = (from: TaxHead, against: TaxHead, most = Infinity): void => {
    const amount = Math.min(left[from], owed[against], most);
    if (amount <= 0) return;
    left[from] -= amount;
    owed[against] -= amount;
    paidByItc[against][from] += amount;
  };
  use('IGST', 'IGST');
  // Where CGST's and SGST's own credit will not reach, IGST credit goes first.
  use('IGST', 'CGST', Math.max(0, owed.CGST - left.CGST));
  use('IGST', 'SGST', Math.max(0, owed.SGST - left.SGST));
  use('IGST', 'CGST');
  use('IGST', 'SGST');
  use('CGST', 'CGST');
  use('CGST', 'IGST');
  use('SGST', 'SGST');
  use('SGST', 'IGST');
  use('Cess', 'Cess');
  const reverseChargeCash = { ...reverseCharge };
  const cashTotal = Object.fromEntries(TAX_HEADS.map((h) => [h, owed[h] + reverseChargeCash[h]])) as Tax;
  return { payable, paidByItc, cash: owed, reverseChargeCash, cashTotal, creditLeft: left };
}

export type Gstr3b = {
  period: string;
  /** 3.1(a) Outward taxable supplies (other than zero rated, nil rated and exempted). */
  outward: Heads;
  /** 3.1(d) Inward supplies (liable to reverse charge). */
  inwardReverseCharge: Heads;
  /** 4(A)(3) Inward supplies liable to reverse charge; 4(A)(5) All other ITC. */
  itcReverseCharge: Tax;
  itcOther: Tax;
  /** 4(B) ITC reversed: none is recorded by the product yet (docs/gst-returns.md). */
  itcReversed: Tax;
  /** 4(C) Net ITC available (A) − (B). */
  itcNet: Tax;
  /** 6.1 Payment of tax. */
  payment: SetOff;
};

/** `outward` is the GSTR-1 build's `netOfSections`; `inward` the GSTR-2 / ITC build of the same period. */
export function buildGstr3b(period: string, outward: Heads, inward: Gstr2): Gstr3b {
  const rc = inward.reverseCharge;
  const itcReverseCharge = taxOf(rc);
  const all = taxOf(inward.total);
  const itcOther = Object.fromEntries(TAX_HEADS.map((h) => [h, all[h] - itcReverseCharge[h]])) as Tax;
  const itcReversed = { ...NO_TAX };
  const itcNet = Object.fromEntries(TAX_HEADS.map((h) => [h, all[h] - itcReversed[h]])) as Tax;
  return {
    period,
    outward,
    inwardReverseCharge: { ...rc },
    itcReverseCharge,
    itcOther,
    itcReversed,
    itcNet,
    payment: setOff(taxOf(outward), itcNet, itcReverseCharge),
  };
}

const money = paiseToRupeeText;

export const GSTR3B_CSV_HEADER = [
  'Table',
  'Description',
  'Taxable Value',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
  'Cess',
] as const;

const HEAD_NAMES: Record<TaxHead, string> = {
  IGST: 'Integrated Tax',
  CGST: 'Central Tax',
  SGST: 'State/UT Tax',
  Cess: 'Cess',
};

/**
 * The summary as one table: each line of 3.1, 4 and 6.1 with its amount per head
 * (in 6.1 each column is the head of the liability; a 'Paid through ITC' line names
 * the credit used). Cells only: the call encodes them.
 */
export function gstr3bCsvTable(r: Gstr3b): CsvTable {
  const heads = (t: Tax): string[] => TAX_HEADS.map((h) => money(t[h]));
  const line = (table: string, description: string, t: Tax, taxable?: Paise): string[] => [
    table,
    description,
    taxable === undefined ? '' : money(taxable),
    ...heads(t),
  ];
  const p = r.payment;
  const byCredit = (credit: TaxHead): Tax =>
    Object.fromEntries(TAX_HEADS.map((h) => [h, p.paidByItc[h][credit]])) as Tax;
  return {
    header: [...GSTR3B_CSV_HEADER],
    rows: [
      line(
        '3.1(a)',
        'Outward taxable supplies (other than zero rated, nil rated and exempted)',
        taxOf(r.outward),
        r.outward.Taxable,
      ),
      line(
        '3.1(d)',
        'Inward supplies (liable to reverse charge)',
        taxOf(r.inwardReverseCharge),
        r.inwardReverseCharge.Taxable,
      ),
      line('4(A)(3)', 'ITC available: inward supplies liable to reverse charge', r.itcReverseCharge),
      line('4(A)(5)', 'ITC available: all other ITC', r.itcOther),
      line('4(B)', 'ITC reversed', r.itcReversed),
      line('4(C)', 'Net ITC available', r.itcNet),
      line('6.1', 'Tax payable (other than reverse charge)', p.payable),
      ...TAX_HEADS.map((c) => line('6.1', `Paid through ITC: ${HEAD_NAMES[c]} credit`, byCredit(c))),
      line('6.1', 'Tax paid in cash (other than reverse charge)', p.cash),
      line('6.1', 'Tax payable on reverse charge, paid in cash', p.reverseChargeCash),
      line('6.1', 'Cash payable in all', p.cashTotal),
      line('', 'ITC not used this month', p.creditLeft),
    ],
  };
}
