import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import { valueMovement } from '../inventory/fifo';
import { billFigures, billStatusOf, payableOf, spreadByValue, valueChangeSplit } from './bill-figures';

describe('bill figures (docs/purchasing.md §9.3)', () => {
  it('spreads a charge by value to the paisa, the odd paisa to the largest remainder', () => {
    expect(spreadByValue(10001, [303000, 100000])).toEqual([7519, 2482]);
    expect(spreadByValue(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // A freight dearer than the goods still adds up.
    expect(spreadByValue(1000, [100, 300])).toEqual([250, 750]);
    expect(spreadByValue(0, [5, 5])).toEqual([0, 0]);
  });

  it('taxes each line on its amount plus its share of the charges', () => {
    const f = billFigures(
      [
        { QtyM: 3000, Rate: 1010, TCode: 106 },
        { QtyM: 4000, Rate: 250, TCode: 106 },
      ],
      10001,
      { IntraState: true },
      DEFAULT_TAX_CODES,
      '2026-11-28',
    );
    expect(f.lines.map((l) => [l.AmtP, l.ChgP, l.CgstP, l.SgstP])).toEqual([
      [303000, 7519, 27947, 27947],
      [100000, 2482, 9223, 9223],
    ]);
    expect(f.totals).toEqual({ SubP: 403000, ChgP: 10001, CgstP: 37170, SgstP: 37170, IgstP: 0, TotP: 487341 });
    expect(payableOf(f.totals, true)).toBe(413001);
  });

  it('keeps on the shelf the part of a value change still on hand; the rest is cost of goods', () => {
    expect(valueChangeSplit(10519, 3000, 2000, 200000)).toEqual({ stockP: 7013, cogsP: 3506 });
    expect(valueChangeSplit(10519, 3000, 5000, 500000)).toEqual({ stockP: 10519, cogsP: 0 });
    expect(valueChangeSplit(10519, 3000, 0, 0)).toEqual({ stockP: 0, cogsP: 10519 });
    // A decrease never takes the balance below zero.
    expect(valueChangeSplit(-5000, 1000, 1000, 3000)).toEqual({ stockP: -3000, cogsP: -2000 });
  });

  it('moves the status with what is paid', () => {
    expect([billStatusOf(100, 0), billStatusOf(100, 1), billStatusOf(100, 100)]).toEqual([
      'Unpaid',
      'Partial',
      'Closed',
    ]);
  });

  it('a value-only movement changes the value, not the quantity (on FIFO, the newest layer)', () => {
    const avg = valueMovement({ OnHand: 2000, ValueP: 200000 }, { Qty: 0, ValueP: 7013 }, 'AVG');
    expect(avg).toMatchObject({ ok: true, after: { OnHand: 2000, ValueP: 207013 }, ValueP: 7013 });
    const layers = [
      { Qty: 1000, ValueP: 90000 },
      { Qty: 2000, ValueP: 200000 },
    ];
    const fifo = valueMovement({ OnHand: 3000, ValueP: 290000, Layers: layers }, { Qty: 0, ValueP: -500 }, 'FIFO');
    expect(fifo).toMatchObject({
      ok: true,
      after: { ValueP: 289500, Layers: [layers[0], { Qty: 2000, ValueP: 199500 }] },
    });
    expect(valueMovement({ OnHand: 0, ValueP: 0 }, { Qty: 0, ValueP: 5 }, 'AVG')).toEqual({
      ok: false,
      refusal: 'costNeeded',
    });
  });
});
