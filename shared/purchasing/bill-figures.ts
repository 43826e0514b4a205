import { apportion } from '../documents/apportion';
import { lineAmount, taxHeads } from '../documents/calculate-line';
import { mulDivRound, type Paise } from '../documents/money-math';
import { taxResolver, type TaxCode } from '../documents/tax-codes';
import { taxCodeForSupply } from '../invoices/invoice-rules';
import { BILL_STATUS, type BillStatus } from './bill-statuses';

/**
 * The figures of a vendor bill (docs/purchasing.md §9). Pure: paise in and out.
 *
 * - A line's amount is quantity × the bill's rate (`lineAmount`, half up); a
 *   line from a receive also keeps the receive's value, and the difference is
 *   the price difference carried to the stock value.
 * - Freight and other charges are spread over the lines by their amounts to the
 *   paisa (largest remainder, `apportion`), and taxed with the line they land on
 *   (freight on goods follows the goods' rate).
 * - Each tax head is rounded half up on the line's taxable value (`taxHeads`),
 *   the line's code made to follow the supply (`taxCodeForSupply`).
 */

export type BillLineInput = { QtyM: number; Rate: number; TCode?: number | undefined };
export type BillLineFigures = {
  TCode?: number;
  AmtP: Paise;
  /** This line's share of the bill's charges (landed cost). */
  ChgP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
};
export type BillTotals = { SubP: Paise; ChgP: Paise; CgstP: Paise; SgstP: Paise; IgstP: Paise; TotP: Paise };

/**
 * `total` spread over `weights` in proportion, to the paisa (largest remainder,
 * ties by position). A total above the weights' sum takes whole multiples first,
 * so a freight dearer than the goods still spreads exactly.
 */
export function spreadByValue(total: Paise, weights: readonly Paise[]): Paise[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const whole = Math.floor(total / sum);
  const rest = apportion(
    total - whole * sum,
    weights.map((weight, i) => ({ key: String(i).padStart(4, '0'), weight })),
  );
  return weights.map((w, i) => whole * w + (rest[i] ?? 0));
}

export function billFigures(
  lines: readonly BillLineInput[],
  chargesP: Paise,
  supply: { IntraState: boolean },
  codes: readonly TaxCode[],
  date: string,
): { lines: BillLineFigures[]; totals: BillTotals } {
  const resolve = taxResolver(codes, date);
  const amounts = lines.map((l) => lineAmount(l.QtyM, l.Rate));
  const shares = spreadByValue(chargesP, amounts);
  const totals: BillTotals = { SubP: 0, ChgP: 0, CgstP: 0, SgstP: 0, IgstP: 0, TotP: 0 };
  const figures = lines.map((line, i): BillLineFigures => {
    const TCode = taxCodeForSupply(line.TCode, supply.IntraState, codes, date);
    const AmtP = amounts[i] ?? 0;
    const ChgP = shares[i] ?? 0;
    const heads = taxHeads(AmtP + ChgP, resolve(TCode));
    const TotP = AmtP + ChgP + heads.cgst + heads.sgst + heads.igst;
    totals.SubP += AmtP;
    totals.ChgP += ChgP;
    totals.CgstP += heads.cgst;
    totals.SgstP += heads.sgst;
    totals.IgstP += heads.igst;
    totals.TotP += TotP;
    return {
      ...(TCode !== undefined ? { TCode } : {}),
      AmtP,
      ChgP,
      CgstP: heads.cgst,
      SgstP: heads.sgst,
      IgstP: heads.igst,
      TotP,
    };
  });
  return { lines: figures, totals };
}

/**
 * What the vendor is owed: the bill's total, or without its tax under reverse
 * charge (the branch pays that tax to the government itself).
 */
export const payableOf = (t: BillTotals, reverseCharge: boolean): Paise =>
  reverseCharge ? t.TotP - t.CgstP - t.SgstP - t.IgstP : t.TotP;

/**
 * A bill's change to the value of stock it billed (price difference + landed
 * cost) split between what is still on hand and what has already gone: the
 * received `qtyM` of which `onHandM` is still on the shelf keeps
 * `change × min(onHand, qty) / qty` (half up) on the balance, and the rest is
 * cost of goods already sold. A decrease never takes the balance below zero;
 * what it cannot take goes to cost of goods too.
 */
export function valueChangeSplit(
  changeP: Paise,
  qtyM: number,
  onHandM: number,
  balanceP: Paise,
): { stockP: Paise; cogsP: Paise } {
  if (changeP === 0 || qtyM <= 0 || onHandM <= 0) return { stockP: 0, cogsP: changeP };
  const kept = Math.min(onHandM, qtyM);
  let stockP = kept === qtyM ? changeP : mulDivRound(changeP, kept, qtyM);
  if (balanceP + stockP < 0) stockP = -balanceP;
  return { stockP, cogsP: changeP - stockP };
}

/** A bill's status from what it asks and what is paid: Unpaid, Partial, Closed. */
export function billStatusOf(payableP: Paise, paidP: Paise): BillStatus {
  if (paidP >= payableP) return BILL_STATUS.closed;
  return paidP > 0 ? BILL_STATUS.partial : BILL_STATUS.unpaid;
}
