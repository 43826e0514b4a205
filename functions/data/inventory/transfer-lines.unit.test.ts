import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '../documents/document-records';
import {
  addBatches,
  batchesInTransit,
  dispatchIntent,
  inTransit,
  receiptValueP,
  serialsInTransit,
} from './transfer-lines';

/** The transfer line's arithmetic (docs/inventory-transfers.md §4): what is in transit, and each receipt's value. */

const line = (fields: Record<string, unknown>): DocumentLine => ({
  _id: 'TL1',
  ItemId: 'PRT1',
  Desc: 'Oil',
  ...fields,
});

describe('receiptValueP', () => {
  it('brings each receipt its share of the running total, the last exactly the rest', () => {
    const sent = line({ Qty: 10, ValueP: 412_370 });
    expect(receiptValueP(sent, 3_300)).toBe(136_082);
    const after1 = line({ Qty: 10, ValueP: 412_370, RecQty: 3.3, RecValueP: 136_082 });
    expect(receiptValueP(after1, 3_350)).toBe(138_144);
    const after2 = line({ Qty: 10, ValueP: 412_370, RecQty: 6.65, RecValueP: 274_226 });
    expect(receiptValueP(after2, 3_350)).toBe(138_144);
  });

  it('never loses a paisa however a paisa-odd value is split into thirds', () => {
    let rec = { RecQty: 0, RecValueP: 0 };
    const parts = [1_000, 1_000, 1_000].map((m) => {
      const v = receiptValueP(line({ Qty: 3, ValueP: 100, ...rec }), m);
      rec = { RecQty: rec.RecQty + m / 1000, RecValueP: rec.RecValueP + v };
      return v;
    });
    expect(parts).toEqual([33, 34, 33]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('what is in transit', () => {
  it('is what left less what arrived and what went back: quantity, batches and serials', () => {
    const l = line({
      Qty: 4,
      RecQty: 1.5,
      Batches: [
        { Batch: 'OIL-A', Exp: '2030-01-31', Qty: 2 },
        { Batch: 'OIL-B', Exp: '2030-06-30', Qty: 2 },
      ],
      RecBatches: [{ Batch: 'OIL-B', Exp: '2030-06-30', Qty: 1.5 }],
    });
    expect(inTransit(l)).toBe(2_500);
    expect(batchesInTransit(l)).toEqual([
      { Batch: 'OIL-A', Exp: '2030-01-31', Qty: 2_000 },
      { Batch: 'OIL-B', Exp: '2030-06-30', Qty: 500 },
    ]);
    expect(serialsInTransit(line({ Serials: ['B-1', 'B-2'], RecSerials: ['B-2'] }))).toEqual(['B-1']);
    expect(inTransit(line({ Qty: 2, RecQty: 1, RetQty: 1 }))).toBe(0);
    expect(
      addBatches(l.RecBatches, [
        { Batch: 'OIL-B', Qty: 500 },
        { Batch: 'OIL-A', Exp: '2030-01-31', Qty: 2_000 },
      ]),
    ).toEqual([
      { Batch: 'OIL-B', Exp: '2030-06-30', Qty: 2 },
      { Batch: 'OIL-A', Exp: '2030-01-31', Qty: 2 },
    ]);
  });

  it('dispatches a draft as picked: one batch named, several as an exact split, none earliest expiry first', () => {
    const today = '2026-11-28';
    expect(dispatchIntent(line({ Track: 'BN' }), today)).toEqual({ Track: 'BN', today });
    expect(dispatchIntent(line({ Track: 'BN', Batches: [{ Batch: 'C1', Qty: 3 }] }), today)).toEqual({
      Track: 'BN',
      today,
      Batch: 'C1',
    });
    const split = line({
      Track: 'BN',
      Batches: [
        { Batch: 'C1', Qty: 3 },
        { Batch: 'C2', Qty: 0.5 },
      ],
    });
    expect(dispatchIntent(split, today)?.Parts).toEqual([
      { Batch: 'C1', Qty: -3_000 },
      { Batch: 'C2', Qty: -500 },
    ]);
    expect(dispatchIntent(line({ Track: 'SN', Serials: ['B-1'] }), today)).toEqual({
      Track: 'SN',
      today,
      Serials: ['B-1'],
    });
    expect(dispatchIntent(line({}), today)).toBeUndefined();
  });
});
