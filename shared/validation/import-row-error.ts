import * as z from 'zod';

/** A bad cell of a bulk import (`.../Import`): data row counted from 1 (the header is not a row), column, message. */
export const importRowError = z.object({ row: z.number().int().min(1), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;
