import { describe, expect, it } from 'vitest';
import { cancelledAt, movedKey } from './copies';

describe('copies of a shared conversation', () => {
  it('moves a key to the other organisation by its ORG# prefix only', () => {
    expect(movedKey({ pk: 'ORG#A1#CHAT#R.r1', sk: 'MSG#01JD' }, 'A1', 'B22')).toEqual({
      pk: 'ORG#B22#CHAT#R.r1',
      sk: 'MSG#01JD',
    });
  });

  it('names the item whose condition cancelled a transaction', () => {
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    expect(cancelledAt(cancelled, 2)).toBe(true);
    expect(cancelledAt(cancelled, 0)).toBe(false);
    // A lone write fails as itself: that is the first item.
    expect(cancelledAt(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }), 0)).toBe(true);
    expect(cancelledAt(new Error('throttled'), 0)).toBe(false);
  });
});
