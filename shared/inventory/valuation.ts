import { mulDivRound, QTY_SCALE, type Paise } from '../documents/money-math';

/**
 * Moving-average valuation of one balance, item × warehouse (docs/inventory.md §4).
 * Quantities are integers in thousandths of a unit (QTY_SCALE, as the document
 * engine), money integers in paise; each movement rounds once, on its own value,
 * and the average is never stored, so no rounding error builds up in it.
 */

export type StockState = {
  /** On hand, in thousandths of a unit; never below zero. */
  OnHand: number;
  /** Value of what is on hand, in paise. */
  ValueP: Paise;
};

export type StockMove = {
  /** Signed thousandths of a unit: + stock in, − stock out; never zero. */
  Qty: number;
  /** Paise per unit of stock coming in; absent takes the balance's average. */
  UnCostP?: Paise | undefined;
  /** The exact value of stock coming in (a transfer received at what left the source), before `UnCostP`. */
  ValueP?: Paise | undefined;
};

export type ValuedMove =
  | { ok: true; after: StockState; ValueP: Paise; UnCostP: Paise }
  | { ok: false; refusal: 'insufficient' | 'costNeeded' };

export const EMPTY_STOCK: StockState = { OnHand: 0, ValueP: 0 };

/** Paise per unit of a balance, rounded half up; 0 for an empty one. */
export const averageCostP = (state: StockState): Paise =>
  state.OnHand === 0 ? 0 : mulDivRound(state.ValueP, QTY_SCALE, state.OnHand);

/**
 * The balance after a movement and what the movement is worth. Stock in is
 * valued at its cost (or, without one, at the average: exactly in proportion to
 * the value on hand); stock out at the average, and a movement that empties the
 * shelf takes the whole value, so no paisa is left on an empty balance.
 * Refused, writing nothing, when on hand would fall below zero ('Insufficient
 * Quantity.': no setting allows negative stock), or when stock comes in without
 * a cost and there is no average to take.
 */
export function applyMovement(state: StockState, move: StockMove): ValuedMove {
  if (!Number.isSafeInteger(move.Qty) || move.Qty === 0)
    throw new RangeError('A movement moves a whole number of thousandths.');
  const OnHand = state.OnHand + move.Qty;
  if (OnHand < 0) return { ok: false, refusal: 'insufficient' };
  if (move.Qty > 0) {
    if (move.ValueP !== undefined) {
      // Value conserved to the paisa; the unit cost is only what it works out to.
      const UnCostP = mulDivRound(move.ValueP, QTY_SCALE, move.Qty);
      return { ok: true, after: { OnHand, ValueP: state.ValueP + move.ValueP }, ValueP: move.ValueP, UnCostP };
    }
    if (move.UnCostP !== undefined) {
      const value = mulDivRound(move.Qty, move.UnCostP, QTY_SCALE);
      return { ok: true, after: { OnHand, ValueP: state.ValueP + value }, ValueP: value, UnCostP: move.UnCostP };
    }
    if (state.OnHand === 0) return { ok: false, refusal: 'costNeeded' };
    const value = mulDivRound(move.Qty, state.ValueP, state.OnHand);
    return { ok: true, after: { OnHand, ValueP: state.ValueP + value }, ValueP: value, UnCostP: averageCostP(state) };
  }
  const out = OnHand === 0 ? state.ValueP : mulDivRound(-move.Qty, state.ValueP, state.OnHand);
  return { ok: true, after: { OnHand, ValueP: state.ValueP - out }, ValueP: -out, UnCostP: averageCostP(state) };
}
