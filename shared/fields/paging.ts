/**
 * Page sizes of every list and search call. Apart from the search schemas, so
 * that document schemas use them without building the search schemas.
 */

/** Largest page a list or search answers. */
export const MAX_PAGE_SIZE = 50;
/** The page size when a call does not name one. */
export const DEFAULT_PAGE_SIZE = 25;
