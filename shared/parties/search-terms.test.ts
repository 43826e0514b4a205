import { describe, expect, it } from 'vitest';
import { normaliseEmail, normalisePhone } from '../fields/contact-fields';
import { PartyMessages } from './party-messages';
import { customerSearchQuery, productSearchQuery, vendorSearchQuery } from './search-schemas';
import {
  longestToken,
  MAX_NAME_TOKENS,
  nameMatches,
  nameTokens,
  phoneSearchTerm,
  searchTermProblem,
} from './search-terms';

describe('name tokens', () => {
  it('splits on anything but letters and digits, lowercases and drops single letters', () => {
    expect(nameTokens('M/s. Sri Lakshmi Auto-Works')).toEqual(['sri', 'lakshmi', 'auto', 'works']);
    expect(nameTokens('R. Kumar')).toEqual(['kumar']);
    expect(nameTokens('Rajesh  KULKARNI rajesh')).toEqual(['rajesh', 'kulkarni']);
  });

  it('removes accents and keeps non-Latin letters', () => {
    expect(nameTokens('José Müller')).toEqual(['jose', 'muller']);
    expect(nameTokens('राजेश कुमार')).toHaveLength(2);
  });

  it(`keeps at most ${MAX_NAME_TOKENS} words`, () => {
    expect(nameTokens('aa bb cc dd ee ff gg hh')).toHaveLength(MAX_NAME_TOKENS);
  });

  it('matches when every query word begins some word of the name', () => {
    expect(nameMatches('Rajesh Kulkarni', 'kul')).toBe(true);
    expect(nameMatches('Rajesh Kulkarni', 'raj KU')).toBe(true);
    expect(nameMatches('Rajesh Kulkarni', 'esh')).toBe(false);
    expect(nameMatches('Rajesh Kulkarni', 'raj rao')).toBe(false);
    expect(nameMatches('Rajesh Kulkarni', '  ')).toBe(false);
  });

  it('drives a name search by its longest word', () => {
    expect(longestToken('ra Kulk')).toBe('kulk');
    expect(longestToken('')).toBeUndefined();
  });
});

describe('phones and e-mails', () => {
  it.each([
    ['9845000001', '9845000001'],
    ['+91 98450-00001', '9845000001'],
    ['098450 00001', '9845000001'],
    ['(080) 2345 6789', '8023456789'],
  ])('normalises %s', (raw, phone) => {
    expect(normalisePhone(raw)).toBe(phone);
  });

  it('refuses what is not a 10-digit Indian number', () => {
    expect(normalisePhone('12345')).toBeUndefined();
    expect(normalisePhone('98450000011')).toBeUndefined();
    expect(normalisePhone('98450abc01')).toBeUndefined();
  });

  it('keeps the digits of a partial phone search', () => {
    expect(phoneSearchTerm('98-45')).toBe('9845');
    expect(phoneSearchTerm('+91 9845000001')).toBe('9845000001');
  });

  it('lowercases e-mails', () => {
    expect(normaliseEmail(' Asha@Example.COM ')).toBe('asha@example.com');
  });
});

describe('what a search term is: one rule for the form and the server', () => {
  it.each([
    ['Name', '😀😀'],
    ['Name', 'a b'],
    ['Name', '  '],
    ['Phone', 'ab'],
    ['Phone', '+9'],
    ['GSTIN', ' - '],
    ['RegNo', 'K-'],
    ['Email', ' a '],
  ] as const)('%s "%s" is too short to search by', (field, value) => {
    expect(searchTermProblem(field, value)).toBe(PartyMessages.searchTooShort);
  });

  it.each([
    ['Name', 'ra'],
    ['Name', 'राजेश'],
    ['Phone', '98'],
    ['GSTIN', '29'],
    ['RegNo', 'ka'],
    ['Email', 'an'],
  ] as const)('%s "%s" can be searched by', (field, value) => {
    expect(searchTermProblem(field, value)).toBeUndefined();
  });

  it('the search query schemas refuse such a term on its own field, before the call runs', () => {
    const answer = customerSearchQuery.safeParse({ Name: '😀😀' });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Name', PartyMessages.searchTooShort],
    ]);
    expect(productSearchQuery.safeParse({ RegNo: '--' }).success).toBe(false);
    expect(vendorSearchQuery.safeParse({ Name: 'ra', Phone: '98' }).success).toBe(true);
  });
});
