import { describe, expect, it } from 'vitest';
import {
  fefoOrder,
  isExpired,
  pickFefo,
  receiveBatch,
  serialsRefusal,
  takeNamedBatch,
  writesOffExpired,
} from './tracking';
import { TrackingMessages } from './tracking-messages';

/** The batch and serial rules (docs/inventory-batches.md §4, §5), in thousandths. */

const TODAY = '2026-11-28';
const NO = 'Insufficient Quantity.';
const stock = [
  { Batch: 'C', Exp: '2031-12-31', OnHand: 5000 },
  { Batch: 'NONE', OnHand: 9000 },
  { Batch: 'A', Exp: '2030-01-31', OnHand: 2000 },
  { Batch: 'X', Exp: '2026-11-27', OnHand: 4000 },
  { Batch: 'B', Exp: '2030-06-30', OnHand: 3000 },
];

describe('earliest expiry first', () => {
  it('orders by expiry, batches without one last, ties by number', () => {
    expect(fefoOrder([...stock, { Batch: 'A2', Exp: '2030-01-31', OnHand: 1 }]).map((b) => b.Batch)).toEqual([
      'X',
      'A',
      'A2',
      'B',
      'C',
      'NONE',
    ]);
  });

  it('takes across batches, skipping the expired one', () => {
    expect(pickFefo(stock, 6000, TODAY, 'Oil', NO)).toEqual({
      ok: true,
      parts: [
        { Batch: 'A', Exp: '2030-01-31', Qty: -2000 },
        { Batch: 'B', Exp: '2030-06-30', Qty: -3000 },
        { Batch: 'C', Exp: '2031-12-31', Qty: -1000 },
      ],
    });
  });

  it('says when only expired stock would do, and when there is not enough at all', () => {
    expect(pickFefo(stock, 20_000, TODAY, 'Oil', NO)).toEqual({
      ok: false,
      message: TrackingMessages.onlyExpiredLeft('19', 'Oil'),
    });
    expect(pickFefo(stock, 23_001, TODAY, 'Oil', NO)).toEqual({ ok: false, message: NO });
  });

  it('takes expired batches first when writing off expired stock', () => {
    expect(pickFefo(stock, 5000, TODAY, 'Oil', NO, true)).toMatchObject({
      ok: true,
      parts: [
        { Batch: 'X', Qty: -4000 },
        { Batch: 'A', Qty: -1000 },
      ],
    });
  });

  it('keeps a batch usable through its expiry date', () => {
    expect(isExpired('2026-11-28', TODAY)).toBe(false);
    expect(isExpired('2026-11-27', TODAY)).toBe(true);
    expect(isExpired(undefined, TODAY)).toBe(false);
    expect(writesOffExpired(' expired ')).toBe(true);
    expect(writesOffExpired('Damaged')).toBe(false);
  });
});

describe('a named batch', () => {
  it('must hold the quantity and not have expired', () => {
    expect(takeNamedBatch(stock[3], 'X', 1000, TODAY, NO)).toEqual({
      ok: false,
      message: TrackingMessages.batchExpired('X', '2026-11-27'),
    });
    expect(takeNamedBatch(stock[3], 'X', 1000, TODAY, NO, true)).toMatchObject({ ok: true });
    expect(takeNamedBatch(stock[2], 'A', 2001, TODAY, NO)).toEqual({ ok: false, message: NO });
    expect(takeNamedBatch(undefined, 'Q', 1, TODAY, NO)).toEqual({
      ok: false,
      message: TrackingMessages.batchUnknown('Q'),
    });
  });

  it('keeps its first expiry on receipt', () => {
    expect(receiveBatch(stock[2], 'A', '2030-02-28', 1000)).toEqual({
      ok: false,
      message: TrackingMessages.expiryDiffers('A', '2030-01-31'),
    });
    expect(receiveBatch(stock[2], 'A', undefined, 1000)).toEqual({
      ok: true,
      parts: [{ Batch: 'A', Exp: '2030-01-31', Qty: 1000 }],
    });
    expect(receiveBatch(undefined, 'N', '2032-01-31', 500)).toEqual({
      ok: true,
      parts: [{ Batch: 'N', Exp: '2032-01-31', Qty: 500 }],
    });
  });
});

describe('serial numbers', () => {
  it('match the quantity, none twice', () => {
    expect(serialsRefusal(2000, ['S1', 'S2'], 'Battery')).toBeUndefined();
    expect(serialsRefusal(-1000, ['S1'], 'Battery')).toBeUndefined();
    expect(serialsRefusal(3000, ['S1', 'S2'], 'Battery')).toBe(TrackingMessages.serialCount(3, 2));
    expect(serialsRefusal(2000, ['S1', 'S1'], 'Battery')).toBe(TrackingMessages.serialTwice('S1'));
    expect(serialsRefusal(1000, [], 'Battery')).toBe(TrackingMessages.serialsNeeded('Battery'));
  });
});
