import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent: whether two request bodies say the same thing', () => {
  it.each([
    ['a key holding undefined is absent', { Qty: 1, AssPr: undefined }, { Qty: 1 }, true],
    ['key order does not matter', { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, true],
    ['a value differs', { Qty: 1 }, { Qty: 2 }, false],
    ['a key is added', { Qty: 1 }, { Qty: 1, Disc: 0 }, false],
    [
      'lines in another order differ',
      { Ops: [{ _id: 'WO1' }, { _id: 'WO2' }] },
      { Ops: [{ _id: 'WO2' }, { _id: 'WO1' }] },
      false,
    ],
    ['a blank number read as NaN equals NaN', { Qty: Number.NaN }, { Qty: Number.NaN }, true],
  ])('%s', (_name, a, b, same) => {
    expect(sameContent(a, b)).toBe(same);
    expect(sameContent(b, a)).toBe(same);
  });
});
