import { MIN_PREFIX } from '../catalogue/search-keys';

/** Fewest characters a search-as-you-type asks the server for: the shortest prefix the catalogue indexes. */
export const MIN_SEARCH_CHARS = MIN_PREFIX;

/**
 * Texts of a search-as-you-type list (ours: the spec shows only per-screen empty
 * texts such as 'No users found'). Every combobox shows these, so a user reads
 * the same words for the same state everywhere.
 */
export const SearchMessages = {
  searchTypeMore: `Type at least ${MIN_SEARCH_CHARS} characters to search.`,
  searching: 'Searching…',
  noResults: 'No results found.',
  searchFailed: 'The search failed. Keep typing to try again.',
  /** After the lookup error's own text (service-documents §8). */
  keepTyping: 'Keep typing to try again.',
} as const;
