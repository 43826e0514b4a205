import { normaliseEmail } from '../fields/contact-fields';
import { normaliseGstin } from '../gst/gstin';
import { PartyMessages } from './party-messages';
import { MIN_SEARCH_LENGTH, normaliseRegNo, normaliseVin } from './registration-number';

/**
 * How names, phones, e-mails and GSTINs become search keys. The same functions
 * build the index items when a record is saved and the key conditions when a
 * search runs, so both sides always agree.
 */

/** Name tokens that are indexed per record; more words than this are not searchable. */
export const MAX_NAME_TOKENS = 6;
/** Longest token kept in an index key. */
const MAX_TOKEN_LENGTH = 30;

const words = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word.length > 0);

/**
 * Lowercase words of a name, accents removed, split on anything that is not a
 * letter or digit ("M/s. Sri Lakshmi Auto-Works" → sri, lakshmi, auto, works).
 * Single letters are dropped because a search needs 2 characters.
 */
export function nameTokens(name: string): string[] {
  const tokens = words(name)
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(tokens)].slice(0, MAX_NAME_TOKENS);
}

/** Whether every word of the query begins some word of the name ('raj ku' finds 'Rajesh Kumar'). */
export function nameMatches(name: string, query: string): boolean {
  const pool = words(name);
  const wanted = words(query);
  return wanted.length > 0 && wanted.every((q) => pool.some((word) => word.startsWith(q)));
}

/** The query word that narrows a name search most: the longest one. */
export function longestToken(query: string): string | undefined {
  return words(query)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH))
    .sort((a, b) => b.length - a.length)[0];
}

/** Digits of a partial phone number typed into a search box. */
export const phoneSearchTerm = (value: string): string => value.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');

/** Every field a customer, vendor or vehicle search takes. */
export type SearchField = 'Name' | 'Phone' | 'Email' | 'GSTIN' | 'RegNo' | 'VIN';

/**
 * The key a typed search value becomes, as the index items hold it: a name is
 * searched by its longest word, a phone by its digits, the rest normalised as
 * when a record is saved. Empty when nothing searchable is left.
 */
export function searchKey(field: SearchField, value: string): string {
  switch (field) {
    case 'Name':
      return longestToken(value) ?? '';
    case 'Phone':
      return phoneSearchTerm(value);
    case 'Email':
      return normaliseEmail(value);
    case 'GSTIN':
      return normaliseGstin(value);
    case 'RegNo':
      return normaliseRegNo(value);
    case 'VIN':
      return normaliseVin(value);
  }
}

/**
 * What a search term is (spec platform §5, §9 minimum search length): a value
 * whose search key keeps at least 2 characters. '😀😀' or 'a b' leave no name
 * word of 2 letters, '+9' no 2 digits: too short, on the form and on the server alike.
 */
export const searchTermProblem = (field: SearchField, value: string): string | undefined =>
  searchKey(field, value).length < MIN_SEARCH_LENGTH ? PartyMessages.searchTooShort : undefined;
