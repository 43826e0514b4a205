import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertTo, layersAgree, valueMovement, type MethodMove, type ValuedState } from './fifo';
import { EMPTY_STOCK } from './valuation';

/** Thousandths of a unit, as stored. */
const units = (n: number): number => n * 1000;

const after = (r: MethodMove): ValuedState => {
  if (!r.ok) throw new Error(`refused: ${r.refusal}`);
  return r.after;
};

describe('FIFO valuation (docs/inventory.md §4, worked example)', () => {
  it('receives 10 at ₹100 and 10 at ₹120, issues 15 at ₹1,600 and keeps 5 at ₹120', () => {
    const first = valueMovement(EMPTY_STOCK, { Qty: units(10), UnCostP: 10_000 }, 'FIFO');
    expect(first).toEqual({
      ok: true,
      after: { OnHand: 10_000, ValueP: 100_000, Layers: [{ Qty: 10_000, ValueP: 100_000 }] },
      ValueP: 100_000,
      UnCostP: 10_000,
    });
    const second = valueMovement(after(first), { Qty: units(10), UnCostP: 12_000 }, 'FIFO');
    expect(after(second).Layers).toEqual([
      { Qty: 10_000, ValueP: 100_000 },
      { Qty: 10_000, ValueP: 120_000 },
    ]);
    const issued = valueMovement(after(second), { Qty: -units(15) }, 'FIFO');
    // The first layer whole (₹1,000) and half the second (₹600): ₹1,600, ₹106.67 a unit.
    expect(issued).toEqual({
      ok: true,
      after: { OnHand: 5_000, ValueP: 60_000, Layers: [{ Qty: 5_000, ValueP: 60_000 }] },
      ValueP: -160_000,
      UnCostP: 10_667,
    });
  });

  it('rounds the one partial layer once, and the last units take what is left to the paisa', () => {
    // 3 units worth ₹10.00: one unit is 333.33 paise.
    const three = after(valueMovement(EMPTY_STOCK, { Qty: units(3), ValueP: 1_000 }, 'FIFO'));
    const one = valueMovement(three, { Qty: -units(1) }, 'FIFO');
    expect(one).toMatchObject({ ValueP: -333, after: { OnHand: 2_000, ValueP: 667 } });
    const two = valueMovement(after(one), { Qty: -units(2) }, 'FIFO');
    expect(two).toEqual({ ok: true, after: { OnHand: 0, ValueP: 0, Layers: [] }, ValueP: -667, UnCostP: 334 });
  });

  it('refuses to go below zero, and stock in without a cost on an empty shelf, as the average does', () => {
    const state = after(valueMovement(EMPTY_STOCK, { Qty: 2_000, UnCostP: 500 }, 'FIFO'));
    expect(valueMovement(state, { Qty: -2_001 }, 'FIFO')).toEqual({ ok: false, refusal: 'insufficient' });
    expect(valueMovement({ ...EMPTY_STOCK, Layers: [] }, { Qty: 1_000 }, 'FIFO')).toEqual({
      ok: false,
      refusal: 'costNeeded',
    });
  });

  it('takes stock in without a cost at the value on hand, in proportion (a return with no issue to cost it)', () => {
    const state = after(valueMovement(EMPTY_STOCK, { Qty: 3_000, ValueP: 1_000 }, 'FIFO'));
    expect(valueMovement(state, { Qty: 1_500 }, 'FIFO')).toMatchObject({
      ValueP: 500,
      after: {
        OnHand: 4_500,
        ValueP: 1_500,
        Layers: [
          { Qty: 3_000, ValueP: 1_000 },
          { Qty: 1_500, ValueP: 500 },
        ],
      },
    });
  });

  it('receives a transfer as one layer of exactly the value that left the source', () => {
    const source = after(valueMovement(EMPTY_STOCK, { Qty: units(10), UnCostP: 10_000 }, 'FIFO'));
    const more = after(valueMovement(source, { Qty: units(10), UnCostP: 12_000 }, 'FIFO'));
    const out = valueMovement(more, { Qty: -units(15) }, 'FIFO');
    if (!out.ok) throw new Error('refused');
    const arrived = valueMovement({ ...EMPTY_STOCK, Layers: [] }, { Qty: units(15), ValueP: -out.ValueP }, 'FIFO');
    expect(after(arrived).Layers).toEqual([{ Qty: 15_000, ValueP: 160_000 }]);
  });
});

describe('switching the method never changes a value', () => {
  it('turns an average balance into one layer of the whole at its next movement', () => {
    expect(convertTo({ OnHand: 15_000, ValueP: 390_250 }, 'FIFO')).toEqual({
      OnHand: 15_000,
      ValueP: 390_250,
      Layers: [{ Qty: 15_000, ValueP: 390_250 }],
    });
    expect(convertTo(EMPTY_STOCK, 'FIFO')).toEqual({ ...EMPTY_STOCK, Layers: [] });
    // Issued from the one layer: in proportion, the same paise as the average would take.
    const fifo = valueMovement({ OnHand: 15_000, ValueP: 390_250 }, { Qty: -units(4) }, 'FIFO');
    const avg = valueMovement({ OnHand: 15_000, ValueP: 390_250 }, { Qty: -units(4) }, 'AVG');
    expect(fifo).toMatchObject({ ValueP: -104_067, after: { OnHand: 11_000, ValueP: 286_183 } });
    expect(avg).toMatchObject({ ValueP: -104_067, after: { OnHand: 11_000, ValueP: 286_183 } });
  });

  it('collapses layers into their total when the branch goes back to the average', () => {
    const layered: ValuedState = {
      OnHand: 20_000,
      ValueP: 220_000,
      Layers: [
        { Qty: 10_000, ValueP: 100_000 },
        { Qty: 10_000, ValueP: 120_000 },
      ],
    };
    expect(convertTo(layered, 'AVG')).toEqual({ OnHand: 20_000, ValueP: 220_000 });
    // Now 15 leave at the average ₹110: ₹1,650, not FIFO's ₹1,600.
    expect(valueMovement(layered, { Qty: -units(15) }, 'AVG')).toEqual({
      ok: true,
      after: { OnHand: 5_000, ValueP: 55_000 },
      ValueP: -165_000,
      UnCostP: 11_000,
    });
  });
});

const move = fc.oneof(
  fc.record({ Qty: fc.integer({ min: 1, max: 20_000 }), UnCostP: fc.integer({ min: 0, max: 500_000 }) }),
  fc.record({ Qty: fc.integer({ min: -20_000, max: -1 }) }),
);

describe('FIFO over random histories', () => {
  it('keeps the layers equal to the balance, never below zero, and the values conserved, across switches', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(move, fc.constantFrom('AVG' as const, 'FIFO' as const)), { maxLength: 60 }),
        (steps) => {
          let state: ValuedState = EMPTY_STOCK;
          let total = 0;
          for (const [m, method] of steps) {
            const r = valueMovement(state, m, method);
            if (!r.ok) {
              expect(state.OnHand + m.Qty < 0 || state.OnHand === 0).toBe(true);
              continue;
            }
            total += r.ValueP;
            state = r.after;
            expect(layersAgree(state)).toBe(true);
            expect(state.ValueP).toBe(total);
            expect(state.OnHand >= 0 && state.ValueP >= 0).toBe(true);
            if (state.OnHand === 0) expect(state.ValueP).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
