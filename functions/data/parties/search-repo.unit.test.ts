import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/errors';
import { PartyMessages } from '@shared/parties/party-messages';
import { searchAttributes, searchPartition } from './parties-keys';
import { decodeCursor, encodeCursor } from './search-repo';

const lastKey = (orgId: string, term: string) => ({
  pk: `ORG#${orgId}`,
  sk: `IDX#CUST#c1#NAME#${term}`,
  ...searchAttributes(orgId, 'CUST', 'NAME', term, 'c1'),
});

describe('search cursor', () => {
  it('round-trips an index position of the same search', () => {
    const key = lastKey('o1', 'rajesh');
    expect(decodeCursor(encodeCursor('NAME', key), 'o1', 'CUST', 'NAME', 'raj')).toEqual(key);
    expect(decodeCursor(undefined, 'o1', 'CUST', 'NAME', 'raj')).toBeUndefined();
  });

  it.each([
    ['another organisation', () => encodeCursor('NAME', lastKey('o2', 'rajesh'))],
    ['another field', () => encodeCursor('EMAIL', lastKey('o1', 'rajesh'))],
    ['another term', () => encodeCursor('NAME', lastKey('o1', 'ramesh'))],
    ['extra attributes', () => encodeCursor('NAME', { ...lastKey('o1', 'rajesh'), x: 'y' })],
    ['garbage', () => 'not-base64-json'],
  ])('refuses a cursor of %s', (_label, cursor) => {
    const attempt = () => decodeCursor(cursor(), 'o1', 'CUST', 'NAME', 'raj');
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow(PartyMessages.badCursor);
  });

  it('shards the index by the first two characters of the value', () => {
    expect(searchPartition('o1', 'PROD', 'REG', '1234')).toBe('ORG#o1#PROD#REG#12');
    expect(searchAttributes('o1', 'CUST', 'PHONE', '9845012345', 'c9')).toEqual({
      gsi1pk: 'ORG#o1#CUST#PHONE#98',
      gsi1sk: '9845012345#c9',
    });
  });
});
