import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addToStatusCounts } from './status-counts';

// The update names the table; no call is made.
beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'karkhana-unit');
  vi.stubEnv('FILES_BUCKET', 'karkhana-unit-files');
  vi.stubEnv('JWT_SECRET', 'unit-test-secret-not-used-for-signing');
});

const key = { pk: 'ORG#o1#ENT#e1', sk: 'COUNTS#INV' };

describe('addToStatusCounts', () => {
  it('moves one record out of its status and into the next in one ADD', () => {
    const update = addToStatusCounts(key, [{ from: 'Unpaid', to: 'Paid' }])?.Update;
    expect(update?.Key).toEqual(key);
    expect(update?.UpdateExpression).toBe('ADD #c0 :c0, #c1 :c1');
    expect(update?.ExpressionAttributeNames).toEqual({ '#c0': 'Unpaid', '#c1': 'Paid' });
    expect(update?.ExpressionAttributeValues).toEqual({ ':c0': -1, ':c1': 1 });
  });

  it('counts a creation, a removal and several at once', () => {
    expect(addToStatusCounts(key, [{ to: 'Draft', n: 3 }])?.Update?.ExpressionAttributeValues).toEqual({ ':c0': 3 });
    expect(addToStatusCounts(key, [{ from: 'Draft' }])?.Update?.ExpressionAttributeValues).toEqual({ ':c0': -1 });
  });

  it('keeps the item in its dashboard partition when given its index keys', () => {
    const update = addToStatusCounts(key, [{ to: 'New' }], {
      gsi1pk: 'ORG#o1#ENT#e1#WO#DASH',
      gsi1sk: '~COUNTS',
    })?.Update;
    expect(update?.UpdateExpression).toBe('SET #ipk = :ipk, #isk = :isk ADD #c0 :c0');
    expect(update?.ExpressionAttributeNames).toEqual({ '#c0': 'New', '#ipk': 'gsi1pk', '#isk': 'gsi1sk' });
    expect(update?.ExpressionAttributeValues).toEqual({ ':c0': 1, ':ipk': 'ORG#o1#ENT#e1#WO#DASH', ':isk': '~COUNTS' });
  });

  it('nets the moves into one update and writes nothing when they cancel out', () => {
    const update = addToStatusCounts(key, [
      { from: 'Unpaid', to: 'Partial' },
      { from: 'Partial', to: 'Paid' },
    ])?.Update;
    expect(update?.ExpressionAttributeNames).toEqual({ '#c0': 'Unpaid', '#c1': 'Paid' });
    expect(update?.ExpressionAttributeValues).toEqual({ ':c0': -1, ':c1': 1 });
    expect(addToStatusCounts(key, [{ from: 'Paid', to: 'Paid' }])).toBeUndefined();
    expect(
      addToStatusCounts(key, [
        { from: 'A', to: 'B' },
        { from: 'B', to: 'A' },
      ]),
    ).toBeUndefined();
  });
});
