import { mulDivRound, QTY_SCALE, type Paise } from '../documents/money-math';
import { convertTo, type Layer, type ValuationMethod, type ValuedState } from '../inventory/fifo';
import { billStatusOf } from './bill-figures';
import { NOTE_STATUS, type NoteStatus } from './return-statuses';

/**
 * The figures of a purchase return and of a vendor note (docs/purchase-returns.md
 * §4). Pure: thousandths and paise in and out.
 */

export type OutAtCost =
  { ok: false; refusal: 'insufficient' } | { ok: true; after: ValuedState; ValueP: Paise; UnCostP: Paise };

/**
 * Stock going back to its vendor at the value its receive brought in
 * (`valueP`, positive), not at today's average or oldest layer. Under the
 * moving average the balance gives exactly that value; on FIFO the units leave
 * the newest layers (the receipt returned is taken as the newest stock still
 * held, as a bill's price difference is) and the newest layer left absorbs the
 * difference between their layer value and the receive's. A balance that
 * empties gives all its value; one that cannot give the receive's value without
 * going below zero gives what it holds. What the balance gives is the
 * movement's value; the rest goes to cost of goods (the posting).
 */
export function valueOutAtCost(state: ValuedState, qtyM: number, valueP: Paise, method: ValuationMethod): OutAtCost {
  if (!Number.isSafeInteger(qtyM) || qtyM <= 0) throw new RangeError('A return takes a whole number of thousandths.');
  const kept = convertTo(state, method);
  const OnHand = kept.OnHand - qtyM;
  if (OnHand < 0) return { ok: false, refusal: 'insufficient' };
  const done = (out: Paise, Layers?: Layer[]): OutAtCost => ({
    ok: true,
    after: { OnHand, ValueP: kept.ValueP - out, ...(Layers ? { Layers } : {}) },
    ValueP: -out,
    UnCostP: mulDivRound(out, QTY_SCALE, qtyM),
  });
  if (!kept.Layers) return done(OnHand === 0 ? kept.ValueP : Math.min(valueP, kept.ValueP));
  // Newest first: the units of the receipt returned are the newest held.
  let need = qtyM;
  let natural = 0;
  const left: Layer[] = [];
  for (const layer of [...kept.Layers].reverse()) {
    if (need === 0) left.unshift(layer);
    else if (need >= layer.Qty) {
      need -= layer.Qty;
      natural += layer.ValueP;
    } else {
      const taken = mulDivRound(need, layer.ValueP, layer.Qty);
      left.unshift({ Qty: layer.Qty - need, ValueP: layer.ValueP - taken });
      natural += taken;
      need = 0;
    }
  }
  const last = left[left.length - 1];
  if (!last) return done(kept.ValueP, []);
  // The newest layer left takes the difference, never below zero in value.
  const shift = Math.min(valueP - natural, last.ValueP);
  left[left.length - 1] = { Qty: last.Qty, ValueP: last.ValueP - shift };
  return done(natural + shift, left);
}

/** Tax heads of a note's line: paise of each head and their sum with the taxable value. */
export type NoteHeads = { TaxableP: Paise; CgstP: Paise; SgstP: Paise; IgstP: Paise; TotP: Paise };

export const noteTotal = (h: Omit<NoteHeads, 'TotP'>): Paise => h.TaxableP + h.CgstP + h.SgstP + h.IgstP;

/** The note's lines added up. */
export function noteTotals(lines: readonly NoteHeads[]): NoteHeads {
  const sum = (f: keyof NoteHeads) => lines.reduce((s, l) => s + l[f], 0);
  return {
    TaxableP: sum('TaxableP'),
    CgstP: sum('CgstP'),
    SgstP: sum('SgstP'),
    IgstP: sum('IgstP'),
    TotP: sum('TotP'),
  };
}

/**
 * What a note does to its bill: it takes what is still due on the bill (the
 * bill's due goes down, as a payment's would), and what the bill no longer
 * asks (it was paid) stands with the vendor as an advance.
 */
export function noteApplication(
  bill: { PayableP: Paise; PaidP: Paise },
  noteP: Paise,
): { AppliedP: Paise; AdvanceP: Paise; BillPaidP: Paise; BillSts: string; Sts: NoteStatus } {
  const due = Math.max(0, bill.PayableP - bill.PaidP);
  const AppliedP = Math.min(due, noteP);
  const BillPaidP = bill.PaidP + AppliedP;
  return {
    AppliedP,
    AdvanceP: noteP - AppliedP,
    BillPaidP,
    BillSts: billStatusOf(bill.PayableP, BillPaidP),
    Sts: AppliedP === noteP ? NOTE_STATUS.applied : NOTE_STATUS.advance,
  };
}
