import { mulDivRound, QTY_SCALE, type Paise } from '../documents/money-math';
import { applyMovement, type StockMove, type StockState, type ValuedMove } from './valuation';

/**
 * First in, first out, beside the moving average (docs/inventory.md §4). A FIFO
 * balance keeps its open layers, oldest first: what each stock in brought, less
 * what stock out has taken since. Stock in appends a layer at its exact value;
 * stock out empties the oldest layers whole and takes from the next one in
 * proportion, rounding once, so a layer or a balance that empties leaves no
 * paisa behind. The layers always add up to the balance (on hand and value).
 *
 * The branch chooses the method (Settings.Inventory.Valuation); a balance kept
 * the other way converts at its next movement without changing its value.
 */

export type ValuationMethod = 'AVG' | 'FIFO';

/** The moving average unless the branch chose FIFO. */
export const DEFAULT_VALUATION: ValuationMethod = 'AVG';

/** One open layer: thousandths of a unit still on hand from one stock in, and their value in paise. */
export type Layer = { Qty: number; ValueP: Paise };

/** A balance as valued: FIFO when it carries layers (an empty FIFO balance carries none, `[]`), else the average. */
export type ValuedState = StockState & { Layers?: Layer[] | undefined };

export type MethodMove = (ValuedMove & { ok: false }) | (ValuedMove & { ok: true; after: ValuedState });

/** How a balance is kept now: FIFO when it has layers. */
export const methodOf = (state: ValuedState): ValuationMethod => (state.Layers ? 'FIFO' : 'AVG');

/** The state as `method` keeps it, value unchanged: the average becomes one layer of everything; layers collapse. */
export function convertTo(state: ValuedState, method: ValuationMethod): ValuedState {
  if (method === 'AVG') return { OnHand: state.OnHand, ValueP: state.ValueP };
  if (state.Layers) return state;
  return { ...state, Layers: state.OnHand > 0 ? [{ Qty: state.OnHand, ValueP: state.ValueP }] : [] };
}

/** Layers add up to the balance, each holds stock, none is below zero in value. */
export function layersAgree(state: ValuedState): boolean {
  if (!state.Layers) return true;
  const qty = state.Layers.reduce((s, l) => s + l.Qty, 0);
  const value = state.Layers.reduce((s, l) => s + l.ValueP, 0);
  return qty === state.OnHand && value === state.ValueP && state.Layers.every((l) => l.Qty > 0 && l.ValueP >= 0);
}

/**
 * The one rule every stock writer values a movement by: the balance is first
 * kept the branch's way (`convertTo`), then the movement applies by that
 * method. Same refusals as the average: 'insufficient' below zero, 'costNeeded'
 * for stock in without a cost when nothing is on hand to take one from.
 */
export function valueMovement(state: ValuedState, move: StockMove, method: ValuationMethod): MethodMove {
  const kept = convertTo(state, method);
  if (move.Qty === 0 && move.ValueP !== undefined) return revalue(kept, move.ValueP);
  if (method === 'AVG') return applyMovement(kept, move);
  return applyFifo(kept, move);
}

/**
 * A value-only movement (quantity 0): a vendor bill's price difference or
 * landed cost on stock still on hand (docs/purchasing.md §9.3). The value moves,
 * the quantity does not; a FIFO balance's newest layer takes it (the receipt
 * billed is the newest held). Refused ('costNeeded') on an empty balance or
 * below zero in value.
 */
function revalue(state: ValuedState, valueP: Paise): MethodMove {
  const last = (state.Layers?.length ?? 0) - 1;
  const Layers = state.Layers?.map((l, i) => (i === last ? { ...l, ValueP: l.ValueP + valueP } : l));
  const after = { OnHand: state.OnHand, ValueP: state.ValueP + valueP, ...(Layers ? { Layers } : {}) };
  if (state.OnHand === 0 || after.ValueP < 0 || (Layers?.[last]?.ValueP ?? 0) < 0)
    return { ok: false, refusal: 'costNeeded' };
  return { ok: true, after, ValueP: valueP, UnCostP: 0 };
}

function applyFifo(state: ValuedState, move: StockMove): MethodMove {
  if (!Number.isSafeInteger(move.Qty) || move.Qty === 0)
    throw new RangeError('A movement moves a whole number of thousandths.');
  const layers = state.Layers ?? [];
  const OnHand = state.OnHand + move.Qty;
  if (OnHand < 0) return { ok: false, refusal: 'insufficient' };
  if (move.Qty > 0) {
    // Stock in is valued as the average values it (its exact value, its cost, or in proportion to what is on hand).
    const valued = applyMovement(state, move);
    if (!valued.ok) return valued;
    const Layers = [...layers, { Qty: move.Qty, ValueP: valued.ValueP }];
    return { ...valued, after: { ...valued.after, Layers } };
  }
  let need = -move.Qty;
  let out = 0;
  const Layers: Layer[] = [];
  for (const layer of layers) {
    if (need === 0) Layers.push(layer);
    else if (need >= layer.Qty) {
      need -= layer.Qty;
      out += layer.ValueP;
    } else {
      // The one partial layer of the movement: its share of the layer's value, rounded once.
      const taken = mulDivRound(need, layer.ValueP, layer.Qty);
      Layers.push({ Qty: layer.Qty - need, ValueP: layer.ValueP - taken });
      out += taken;
      need = 0;
    }
  }
  return {
    ok: true,
    after: { OnHand, ValueP: state.ValueP - out, Layers },
    ValueP: -out,
    // What the units that left cost each, on average over the layers they came from.
    UnCostP: mulDivRound(out, QTY_SCALE, -move.Qty),
  };
}
