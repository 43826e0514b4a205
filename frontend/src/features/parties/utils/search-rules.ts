import { Messages } from '@shared/api/messages';
import { PartyMessages } from '@shared/parties/party-schemas';
import { MIN_SEARCH_LENGTH } from '@shared/parties/registration-number';

/** What the search form found wrong: a message for the whole form, or per field. */
export type SearchProblems = { form?: string; fields: Record<string, string> };

/** Fields typed into a search form, trimmed, blanks left out. */
export const givenTerms = (values: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );

/**
 * Spec platform §5: a search needs at least one field ('Sorry, At least One
 * Field is Required To perform Search.'), and a customer, vendor or product
 * search needs at least 2 characters in each field given (§9 minimum search
 * length). The server checks the same; checking here saves the round trip.
 */
export function searchProblems(values: Readonly<Record<string, string>>): SearchProblems | undefined {
  const given = givenTerms(values);
  if (Object.keys(given).length === 0) return { form: Messages.searchNeedsField, fields: {} };
  const short = Object.entries(given).filter(([, value]) => value.length < MIN_SEARCH_LENGTH);
  if (short.length === 0) return undefined;
  return { fields: Object.fromEntries(short.map(([name]) => [name, PartyMessages.searchTooShort])) };
}
