import * as z from 'zod';

/**
 * Page sizes and the page answer of every list and search call. Apart from
 * the search schemas, so that document and catalogue schemas use them without
 * building the search schemas.
 */

/** Largest page a list or search answers. */
export const MAX_PAGE_SIZE = 50;
/** The page size when a call does not name one. */
export const DEFAULT_PAGE_SIZE = 25;

/** One page of a list or search answer: its rows and the opaque cursor of the next page. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ Items: z.array(row), Next: z.string().optional() });
