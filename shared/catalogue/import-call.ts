import * as z from 'zod';
import { humanMessages } from '../validation/error-map';
import { importRowError, type ImportRowError } from '../validation/import-row-error';

/**
 * What every bulk import call (`.../Import`) shares: its body, query and answer,
 * and the check of the rows against a row schema. Apart from the catalogue's row
 * schemas (import-rows.ts), so a family that imports other rows (the item master)
 * builds none of them (docs/decisions.md 'Lambda bundles').
 */

/** Largest import: rows per call (the screen splits a bigger file). */
export const MAX_IMPORT_ROWS = 2000;

/** The body of every import call: the rows as the file gave them. */
export const importBody = z.strictObject({
  Rows: z.array(z.record(z.string(), z.unknown())).min(1).max(MAX_IMPORT_ROWS),
});
/** DryRun=true checks every row and writes nothing (the screen's preview). */
export const importQuery = z.strictObject({ DryRun: z.enum(['true', 'false']).optional() });
export const importAnswer = z.object({ Count: z.number().int(), DryRun: z.boolean() });

export { importRowError, type ImportRowError };

/** Checks every row with `schema`; the parsed rows, or every bad cell found. */
export function checkImportRows<S extends z.ZodType>(
  schema: S,
  rows: readonly unknown[],
): { ok: true; rows: z.infer<S>[] } | { ok: false; errors: ImportRowError[] } {
  const parsed: z.infer<S>[] = [];
  const errors: ImportRowError[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row, humanMessages);
    if (result.success) parsed.push(result.data);
    else
      for (const issue of result.error.issues)
        errors.push({ row: index + 1, field: issue.path.join('.') || '-', message: issue.message });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows: parsed };
}
