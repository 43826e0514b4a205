import { mulDivRound, type Paise } from '../documents/money-math';

/**
 * A sales return's figures (docs/sales.md §12): shares of the receipt's own
 * line figures by quantity, never priced or taxed again, so the credit note
 * carries the receipt's tax rates and discounts (CGST Rule 53, s.34). Each
 * share is cumulative: what the returns of a line have taken after this one
 * (rounded) less what they had taken before (rounded), so the returns of a
 * whole line add up to the line to the paisa, whatever the steps.
 */

/** A receipt's line as sold: thousandths and paise (CostP the stock's value that left, positive). */
export type SoldLine = {
  QtyM: number;
  TaxableP: Paise;
  DiscP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  CostP: Paise;
  /** That stock at its item's unit cost, and the part of it of an item without one (docs/books.md §6.11); absent on a receipt saved before unit costs. */
  CostUnitP?: Paise;
  CostNoUnitP?: Paise;
};

export type LineShare = {
  TaxableP: Paise;
  DiscP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  /** Taxable value and tax of the share. */
  TotalP: Paise;
  /** The stock's value coming back: the sale's own cost. */
  CostP: Paise;
  /** And at unit cost: the sale's own figures shared, so the returns of a line take back what its sale added. */
  CostUnitP: Paise;
  CostNoUnitP: Paise;
};

const SHARED = ['TaxableP', 'DiscP', 'CGSTP', 'SGSTP', 'IGSTP', 'CostP', 'CostUnitP', 'CostNoUnitP'] as const;

/** The share of `line` that `qtyM` more thousandths take after `doneM` were returned before. */
export function returnShare(line: SoldLine, doneM: number, qtyM: number): LineShare {
  const upTo = (paise: Paise, m: number) => mulDivRound(paise, m, line.QtyM);
  const share = Object.fromEntries(
    SHARED.map((f) => [f, upTo(line[f] ?? 0, doneM + qtyM) - upTo(line[f] ?? 0, doneM)]),
  ) as Omit<LineShare, 'TotalP'>;
  return { ...share, TotalP: share.TaxableP + share.CGSTP + share.SGSTP + share.IGSTP };
}

export type ReturnTotals = Omit<LineShare, 'TotalP'> & { AdjustP: Paise; GrandTotalP: Paise };

/**
 * The return's totals. A return is refunded to the paisa; the one that takes
 * back the last of the receipt also takes its round off (`completes`), so the
 * returns of a whole receipt add up to its grand total exactly.
 */
export function returnTotals(shares: readonly LineShare[], receiptAdjustP: Paise, completes: boolean): ReturnTotals {
  const sum = (f: keyof LineShare) => shares.reduce((s, l) => s + l[f], 0);
  const AdjustP = completes ? receiptAdjustP : 0;
  return {
    TaxableP: sum('TaxableP'),
    DiscP: sum('DiscP'),
    CGSTP: sum('CGSTP'),
    SGSTP: sum('SGSTP'),
    IGSTP: sum('IGSTP'),
    CostP: sum('CostP'),
    CostUnitP: sum('CostUnitP'),
    CostNoUnitP: sum('CostNoUnitP'),
    AdjustP,
    GrandTotalP: sum('TotalP') + AdjustP,
  };
}
