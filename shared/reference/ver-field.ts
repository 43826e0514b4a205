import * as z from 'zod';

/** Optimistic-lock counter the client read; on its own so the settings lists take it without the setup schemas. */
export const verField = z.number().int().min(1);
