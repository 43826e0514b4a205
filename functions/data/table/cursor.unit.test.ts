import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/errors';
import { decodeCursor, decodePageCursor, encodeCursor, encodePageCursor, type PageScope } from './cursor';

const REFUSAL = 'This list position is no longer valid.';
const raw = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** A search page of GSI1 whose index items sit in the organisation's own partition. */
const indexScope: PageScope = {
  tag: 'NAME',
  orgId: 'o1',
  pk: { is: 'ORG#o1' },
  index: { number: 1, partition: 'ORG#o1#CUST#NAME#ra' },
  sortPrefix: 'raj',
  refusal: REFUSAL,
};
const indexKey = { pk: 'ORG#o1', sk: 'IDX#CUST#c1#NAME#rajesh', gsi1pk: 'ORG#o1#CUST#NAME#ra', gsi1sk: 'rajesh#c1' };

/** A payer's list on GSI2 whose items sit in their own document partitions. */
const payerScope: PageScope = {
  tag: 'PAYMENTS',
  orgId: 'o1',
  pk: { startsWith: 'ORG#o1#DOC#' },
  index: { number: 2, partition: 'ORG#o1#ENT#e1#PAY#CUST#c1' },
  refusal: REFUSAL,
};
const payerKey = { pk: 'ORG#o1#DOC#p1', sk: 'HEAD', gsi2pk: 'ORG#o1#ENT#e1#PAY#CUST#c1', gsi2sk: '2026-04-01#p1' };

/** A document's audit records: the table's own keys in one partition. */
const tableScope: PageScope = {
  tag: 'AUDIT',
  orgId: 'o1',
  pk: { is: 'ORG#o1#DOC#d1' },
  sortPrefix: 'AUDIT#',
  refusal: REFUSAL,
};
const tableKey = { pk: 'ORG#o1#DOC#d1', sk: 'AUDIT#2026-04-01T10:00:00.000Z#01J' };

const refused = (attempt: () => unknown): void => {
  expect(attempt).toThrow(ApiError);
  expect(attempt).toThrow(REFUSAL);
  try {
    attempt();
  } catch (error) {
    expect((error as ApiError).status).toBe(400);
  }
};

describe('page cursor', () => {
  it.each([
    ['a GSI1 page', indexScope, indexKey],
    ['a GSI2 page', payerScope, payerKey],
    ['a page of the table', tableScope, tableKey],
  ])('round-trips the position of %s', (_label, scope, key) => {
    expect(decodePageCursor(encodePageCursor(scope.tag, key), scope)).toEqual(key);
  });

  it('reads no cursor as the first page', () => {
    expect(decodePageCursor(undefined, indexScope)).toBeUndefined();
    expect(decodePageCursor('', indexScope)).toBeUndefined();
  });

  it.each([
    ['a tampered tag', encodePageCursor('EMAIL', indexKey)],
    ['no tag', raw({ k: indexKey })],
    ['another organisation', encodePageCursor('NAME', { ...indexKey, pk: 'ORG#o2', gsi1pk: 'ORG#o2#CUST#NAME#ra' })],
    [
      'another organisation in the index partition only',
      encodePageCursor('NAME', { ...indexKey, gsi1pk: 'ORG#o2#CUST#NAME#ra' }),
    ],
    ['another index partition', encodePageCursor('NAME', { ...indexKey, gsi1pk: 'ORG#o1#CUST#NAME#rb' })],
    ['a sort key outside the search', encodePageCursor('NAME', { ...indexKey, gsi1sk: 'ramesh#c1' })],
    ['an extra key', encodePageCursor('NAME', { ...indexKey, x: 'y' })],
    ['a missing key', encodePageCursor('NAME', { pk: indexKey.pk, sk: indexKey.sk, gsi1pk: indexKey.gsi1pk })],
    [
      "another index's keys",
      encodePageCursor('NAME', { pk: indexKey.pk, sk: indexKey.sk, gsi2pk: indexKey.gsi1pk, gsi2sk: indexKey.gsi1sk }),
    ],
    ['a non-string value', raw({ f: 'NAME', k: { ...indexKey, gsi1sk: 7 } })],
    ['a nested value', raw({ f: 'NAME', k: { ...indexKey, sk: { S: 'x' } } })],
    ['a list instead of a key', raw({ f: 'NAME', k: [indexKey] })],
    ['no key', raw({ f: 'NAME' })],
    ['garbage', 'not-base64-json'],
  ])("refuses %s with the list's own 400", (_label, cursor) => {
    refused(() => decodePageCursor(cursor, indexScope));
  });

  it("refuses a partition outside the organisation's prefix, even one that starts like it", () => {
    refused(() => decodePageCursor(encodePageCursor('PAYMENTS', { ...payerKey, pk: 'ORG#o2#DOC#p1' }), payerScope));
    refused(() => decodePageCursor(encodePageCursor('PAYMENTS', { ...payerKey, pk: 'ORG#o1#CUST#c1' }), payerScope));
    const lookalike = { ...payerScope, orgId: 'o', pk: { startsWith: 'ORG#o' } };
    refused(() => decodePageCursor(encodePageCursor('PAYMENTS', { ...payerKey, pk: 'ORG#o1#DOC#p1' }), lookalike));
  });

  it('refuses another partition or index keys on a page of the table', () => {
    refused(() => decodePageCursor(encodePageCursor('AUDIT', { ...tableKey, pk: 'ORG#o1#DOC#d2' }), tableScope));
    refused(() => decodePageCursor(encodePageCursor('AUDIT', { ...tableKey, sk: 'LINE#1' }), tableScope));
    refused(() => decodePageCursor(encodePageCursor('AUDIT', { ...tableKey, gsi1pk: 'x', gsi1sk: 'y' }), tableScope));
  });
});

describe('tagged cursor', () => {
  it('round-trips any value under its tag and refuses it under another', () => {
    const positions = [null, 'x', { k: 'a', s: 'b' }];
    expect(decodeCursor(encodeCursor('LIST', positions), 'LIST', REFUSAL)).toEqual(positions);
    refused(() => decodeCursor(encodeCursor('OTHER', positions), 'LIST', REFUSAL));
    refused(() => decodeCursor('%%%', 'LIST', REFUSAL));
    refused(() => decodeCursor(raw('LIST'), 'LIST', REFUSAL));
  });
});
