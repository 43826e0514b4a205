import { mulDivRound, QTY_SCALE, type Paise } from '../documents/money-math';

/**
 * The unit-cost counters of report 502 (docs/books.md §6.11; the report itself is
 * unit-cost.ts). Every posting that takes stock to 5000 Cost of goods sold (an
 * issue to a repair order, a counter sale) also carries what that stock cost at
 * each item's unit cost (its cost price on the item master, `UnCostP`), and a
 * return carries it back; the posting's own UpdateItem adds it to the month's
 * period balance. Kept apart from the report so the posting imports no schema.
 */

/** The period-balance attributes (docs/books.md §4): cost of goods at unit cost, and the part of it at posted cost. */
export const UNIT_COST_ATTRS = { unit: 'CogsUnitP', noUnit: 'CogsNoUnitP' } as const;

/** What one posting adds (signed like 5000's debit: a stock-out positive, a return negative). */
export type UnitCostCounters = { CogsUnitP?: Paise; CogsNoUnitP?: Paise };

/**
 * Cost of goods at unit cost of `outM` thousandths leaving the stock (negative: coming back) whose posted cost
 * is `postedP`: unit cost × quantity, rounded half away from zero to the paisa; without a unit cost, the posted cost.
 */
export function unitCostOfGoods(
  unitCostP: Paise | undefined,
  outM: number,
  postedP: Paise,
): Required<UnitCostCounters> {
  if (unitCostP === undefined) return { CogsUnitP: postedP, CogsNoUnitP: postedP };
  return { CogsUnitP: mulDivRound(unitCostP, outM, QTY_SCALE), CogsNoUnitP: 0 };
}

/** The counters summed; only the non-zero ones, so a posting without them stays as it was. */
export function countersOf(parts: readonly UnitCostCounters[]): UnitCostCounters {
  const unit = parts.reduce((s, p) => s + (p.CogsUnitP ?? 0), 0);
  const noUnit = parts.reduce((s, p) => s + (p.CogsNoUnitP ?? 0), 0);
  return { ...(unit !== 0 ? { CogsUnitP: unit } : {}), ...(noUnit !== 0 ? { CogsNoUnitP: noUnit } : {}) };
}

/** The counters the other way round: a return, a cancellation, a reversal takes back what its document added. */
export const turnedCounters = (p: UnitCostCounters): UnitCostCounters =>
  countersOf([{ CogsUnitP: -(p.CogsUnitP ?? 0), CogsNoUnitP: -(p.CogsNoUnitP ?? 0) }]);
