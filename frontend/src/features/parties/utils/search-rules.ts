import { Messages } from '@shared/api/messages';
import { searchTermProblem, type SearchField } from '@shared/parties/search-terms';

/** What the search form found wrong: a message for the whole form, or per field. */
export type SearchProblems = { form?: string; fields: Record<string, string> };

/** Fields typed into a search form, trimmed, blanks left out. */
export const givenTerms = (values: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, (value ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  );

/**
 * Spec platform §5: a search needs at least one field ('Sorry, At least One
 * Field is Required To perform Search.'), and each field given must be a search
 * term: the shared rule the server's query schemas apply too (search-terms.ts),
 * so the form never sends what the server would refuse.
 */
export function searchProblems(values: Readonly<Partial<Record<SearchField, string>>>): SearchProblems | undefined {
  const given = givenTerms(values);
  if (Object.keys(given).length === 0) return { form: Messages.searchNeedsField, fields: {} };
  const wrong = (Object.entries(given) as [SearchField, string][]).flatMap(([name, value]) => {
    const problem = searchTermProblem(name, value);
    return problem ? [[name, problem] as const] : [];
  });
  return wrong.length === 0 ? undefined : { fields: Object.fromEntries(wrong) };
}
