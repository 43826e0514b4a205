import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMovement, averageCostP, EMPTY_STOCK, type StockState } from './valuation';

/** Thousandths of a unit, as stored. */
const units = (n: number): number => n * 1000;

describe('moving-average valuation (docs/inventory.md §4, worked example)', () => {
  it('values the brake pads of the worked example to the paisa', () => {
    const found = applyMovement(EMPTY_STOCK, { Qty: units(10), UnCostP: 25_000 });
    expect(found).toEqual({ ok: true, after: { OnHand: 10_000, ValueP: 250_000 }, ValueP: 250_000, UnCostP: 25_000 });
    if (!found.ok) return;
    const received = applyMovement(found.after, { Qty: units(5), UnCostP: 28_050 });
    expect(received).toEqual({
      ok: true,
      after: { OnHand: 15_000, ValueP: 390_250 },
      ValueP: 140_250,
      UnCostP: 28_050,
    });
    if (!received.ok) return;
    expect(averageCostP(received.after)).toBe(26_017);
    // 4 × 390,250 / 15 = 104,066.67 → 104,067 paise out.
    const damaged = applyMovement(received.after, { Qty: -units(4) });
    expect(damaged).toEqual({
      ok: true,
      after: { OnHand: 11_000, ValueP: 286_183 },
      ValueP: -104_067,
      UnCostP: 26_017,
    });
    if (!damaged.ok) return;
    // Everything left goes: the whole value, not 11 × 26,017 = 286,187.
    const written = applyMovement(damaged.after, { Qty: -units(11) });
    expect(written).toEqual({ ok: true, after: { OnHand: 0, ValueP: 0 }, ValueP: -286_183, UnCostP: 26_017 });
  });

  it.each([
    ['more than on hand', { OnHand: 2_000, ValueP: 500 }, -3_000],
    ['anything from an empty balance', EMPTY_STOCK, -1],
  ])("refuses to take %s: 'Insufficient Quantity.'", (_name, state, Qty) => {
    expect(applyMovement(state, { Qty })).toEqual({ ok: false, refusal: 'insufficient' });
  });

  it('values stock found without a cost at the average, and refuses it on an empty balance', () => {
    expect(applyMovement({ OnHand: 3_000, ValueP: 1_000 }, { Qty: 1_500 })).toEqual({
      ok: true,
      after: { OnHand: 4_500, ValueP: 1_500 },
      ValueP: 500,
      UnCostP: 333,
    });
    expect(applyMovement(EMPTY_STOCK, { Qty: 1_000 })).toEqual({ ok: false, refusal: 'costNeeded' });
  });

  it('values fractional quantities (litres) to the paisa: 2.5 l at ₹412.35 is ₹1,030.88', () => {
    const r = applyMovement(EMPTY_STOCK, { Qty: 2_500, UnCostP: 41_235 });
    expect(r.ok && r.ValueP).toBe(103_088);
  });

  it('keeps the invariant over any sequence: movements add up to the balance, never below zero, never a negative value', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            Qty: fc.integer({ min: -50_000, max: 50_000 }).filter((q) => q !== 0),
            UnCostP: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
          }),
          { maxLength: 60 },
        ),
        (moves) => {
          let state: StockState = EMPTY_STOCK;
          let qty = 0;
          let value = 0;
          for (const move of moves) {
            const r = applyMovement(state, move);
            if (!r.ok) {
              expect(r.refusal === 'insufficient' ? state.OnHand + move.Qty < 0 : state.OnHand === 0).toBe(true);
              continue;
            }
            qty += move.Qty;
            value += r.ValueP;
            state = r.after;
            expect(state.OnHand).toBeGreaterThanOrEqual(0);
            expect(state.ValueP).toBeGreaterThanOrEqual(0);
            if (state.OnHand === 0) expect(state.ValueP).toBe(0);
          }
          expect(state).toEqual({ OnHand: qty, ValueP: value });
        },
      ),
    );
  });
});

describe('stock received at an exact value (a transfer)', () => {
  it('adds exactly the value dispatched, whatever the unit cost works out to', () => {
    // 3 of 15 brake pads worth ₹3,902.50 leave at the average: 78,050 p; they arrive worth exactly that.
    const out = applyMovement({ OnHand: 15_000, ValueP: 390_250 }, { Qty: -3_000 });
    if (!out.ok) throw new Error('refused');
    expect(out.ValueP).toBe(-78_050);
    const arrived = applyMovement({ OnHand: 2_000, ValueP: 50_001 }, { Qty: 3_000, ValueP: 78_050, UnCostP: 1 });
    expect(arrived).toEqual({ ok: true, after: { OnHand: 5_000, ValueP: 128_051 }, ValueP: 78_050, UnCostP: 26_017 });
  });
});
