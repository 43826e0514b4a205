import { describe, expect, it } from 'vitest';
import { layersAgree } from '../inventory/fifo';
import { noteApplication, valueOutAtCost } from './return-figures';
import { notePostingLines } from './return-postings';

/** The figures of a purchase return and a vendor note (docs/purchase-returns.md §4–§6), worked by hand. */

describe('stock going back at its receive’s cost', () => {
  it('takes the receive’s value off a moving average, not the average', () => {
    // 6 on hand worth 5,920.16 (average 986.69); the receive's set cost 1,000.00.
    const out = valueOutAtCost({ OnHand: 6000, ValueP: 592016 }, 1000, 100000, 'AVG');
    expect(out).toMatchObject({ ok: true, ValueP: -100000, UnCostP: 100000, after: { OnHand: 5000, ValueP: 492016 } });
  });

  it('empties a balance whole, and never takes more value than it holds', () => {
    expect(valueOutAtCost({ OnHand: 1000, ValueP: 98000 }, 1000, 100000, 'AVG')).toMatchObject({
      ValueP: -98000,
      after: { OnHand: 0, ValueP: 0 },
    });
    expect(valueOutAtCost({ OnHand: 2000, ValueP: 50000 }, 1000, 100000, 'AVG')).toMatchObject({
      ValueP: -50000,
      after: { OnHand: 1000, ValueP: 0 },
    });
    expect(valueOutAtCost({ OnHand: 500, ValueP: 50000 }, 1000, 100000, 'AVG')).toEqual({
      ok: false,
      refusal: 'insufficient',
    });
  });

  it('on FIFO leaves the newest layer, which absorbs the difference; the layers still add up', () => {
    const state = {
      OnHand: 6000,
      ValueP: 141000,
      Layers: [
        { Qty: 2000, ValueP: 40000 },
        { Qty: 4000, ValueP: 101000 },
      ],
    };
    const out = valueOutAtCost(state, 1000, 25000, 'FIFO');
    expect(out).toMatchObject({
      ok: true,
      ValueP: -25000,
      after: {
        OnHand: 5000,
        ValueP: 116000,
        Layers: [
          { Qty: 2000, ValueP: 40000 },
          { Qty: 3000, ValueP: 76000 },
        ],
      },
    });
    if (out.ok) expect(layersAgree(out.after)).toBe(true);
    // Across layers: 5 out of a newest layer of 4 takes one from the older; the older keeps the difference.
    const more = valueOutAtCost(state, 5000, 125000, 'FIFO');
    expect(more).toMatchObject({ ValueP: -125000, after: { OnHand: 1000, ValueP: 16000 } });
    if (more.ok) expect(layersAgree(more.after)).toBe(true);
  });
});

describe('a note against its bill', () => {
  it('takes the due first, and what the bill no longer asks stands as an advance', () => {
    expect(noteApplication({ PayableP: 500000, PaidP: 200000 }, 121544)).toMatchObject({
      AppliedP: 121544,
      AdvanceP: 0,
      BillSts: 'Partial',
      Sts: 'Applied',
    });
    expect(noteApplication({ PayableP: 500000, PaidP: 450000 }, 121544)).toMatchObject({
      AppliedP: 50000,
      AdvanceP: 71544,
      BillSts: 'Closed',
      Sts: 'Advance',
    });
  });

  it('posts Dr 2000 against stock, cost of goods and input GST, balanced', () => {
    const lines = notePostingLines({
      stockTaxableP: 103004,
      stockOutP: 100000,
      expenses: [],
      CgstP: 9270,
      SgstP: 9270,
      IgstP: 0,
      reverseCharge: false,
    });
    expect(lines).toEqual([
      { Acc: 2000, DrP: 121544, CrP: 0 },
      { Acc: 1300, DrP: 0, CrP: 100000 },
      { Acc: 5000, DrP: 0, CrP: 3004 },
      { Acc: 1400, DrP: 0, CrP: 9270 },
      { Acc: 1410, DrP: 0, CrP: 9270 },
    ]);
  });
});
