import * as z from 'zod';
import { humanMessages } from '../validation/error-map';
import { importRowError, type ImportRowError } from '../validation/import-row-error';
import { money } from '../documents/amount-fields';
import {
  complaintCreateBody,
  makeCreateBody,
  operationCreateBody,
  partCreateBody,
  serviceCategoryCreateBody,
  workOrderTypeCreateBody,
} from './call-schemas';
import { bodyType, catalogueCode, catalogueText } from './schemas';

/**
 * Bulk import rows (`.../Import`). A row is one CSV line keyed by its header, so
 * cells arrive as text: numbers are coerced and a blank cell counts as absent.
 * The settings screens parse each row with the same schema for the preview, and
 * the server checks every row again before it writes anything (all or nothing).
 */

/** Largest import: rows per call (the screen splits a bigger file). */
export const MAX_IMPORT_ROWS = 2000;

/** A blank cell is an absent value. */
const blankIsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalCell = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());
const numberCell = z.preprocess(blankIsAbsent, z.coerce.number());

export const complaintImportRow = complaintCreateBody;

/** Operation columns: OpCode, Desc, Cat, TCode (optional), then hours per body type. */
export const operationImportRow = z
  .strictObject({
    OpCode: catalogueCode,
    Desc: catalogueText(120),
    Cat: operationCreateBody.shape.Cat,
    TCode: optionalCell(z.coerce.number().int().positive()),
    HATCHBACK: numberCell,
    SEDAN: numberCell,
    SUV: numberCell,
  })
  .transform(({ HATCHBACK, SEDAN, SUV, ...rest }) => ({ ...rest, Hrs: { HATCHBACK, SEDAN, SUV } }))
  .pipe(operationCreateBody);

/** Part columns: one application per row (AppMake, AppModel, AppVariant, FromYr, ToYr). */
export const partImportRow = z
  .strictObject({
    PCode: catalogueCode,
    Desc: catalogueText(120),
    Cat: partCreateBody.shape.Cat,
    Make: catalogueText(40),
    HSN: z.coerce.string(),
    UoM: z.string().trim().toUpperCase(),
    UnPr: numberCell,
    TCode: optionalCell(z.coerce.number().int().positive()),
    AppMake: catalogueText(40),
    AppModel: catalogueText(40),
    AppVariant: optionalCell(catalogueText(40)),
    FromYr: numberCell,
    ToYr: optionalCell(z.coerce.number()),
  })
  .transform(({ AppMake, AppModel, AppVariant, FromYr, ToYr, ...rest }) => ({
    ...rest,
    Apps: [
      {
        Make: AppMake,
        Model: AppModel,
        FromYr,
        ...(AppVariant === undefined ? {} : { Variant: AppVariant }),
        ...(ToYr === undefined ? {} : { ToYr }),
      },
    ],
  }))
  .pipe(partCreateBody);

export const serviceCategoryImportRow = z
  .strictObject({ Name: catalogueText(60), Pos: optionalCell(z.coerce.number()) })
  .pipe(serviceCategoryCreateBody);
export const workOrderTypeImportRow = workOrderTypeCreateBody;
export const makeImportRow = makeCreateBody;
/** Model columns: the make by name (an existing make of the organisation or the system), model name, body type. */
export const modelImportRow = z.strictObject({
  Make: catalogueText(40),
  Name: catalogueText(40),
  BodyType: z.string().trim().toUpperCase().pipe(bodyType),
});
/** Setup Labor Rates: an operation's fixed price in the guide named by the path. */
export const priceImportRow = z.strictObject({
  OpCode: catalogueCode,
  Pr: z.preprocess(blankIsAbsent, z.coerce.number()).pipe(money.refine((v) => v > 0, 'A price must be above zero.')),
});

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
