import * as z from 'zod';

/** A calendar date as the API carries it: 'YYYY-MM-DD'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-09-22.');
