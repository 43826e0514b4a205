import * as z from 'zod';
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

/**
 * Part columns: one application per row (AppMake, AppModel, AppVariant, FromYr,
 * ToYr); an empty unit is the branch's default unit (setting DUoM, shared/inventory/default-unit.ts).
 */
export const partImportRowFor = (defaultUoM: string) =>
  z
    .strictObject({
      PCode: catalogueCode,
      Desc: catalogueText(120),
      Cat: partCreateBody.shape.Cat,
      Make: catalogueText(40),
      HSN: z.coerce.string(),
      UoM: optionalCell(z.string().trim().toUpperCase()),
      UnPr: numberCell,
      TCode: optionalCell(z.coerce.number().int().positive()),
      AppMake: catalogueText(40),
      AppModel: catalogueText(40),
      AppVariant: optionalCell(catalogueText(40)),
      FromYr: numberCell,
      ToYr: optionalCell(z.coerce.number()),
    })
    .transform(({ AppMake, AppModel, AppVariant, FromYr, ToYr, UoM, ...rest }) => ({
      ...rest,
      UoM: UoM ?? defaultUoM,
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
export const partImportRow = partImportRowFor('NOS');

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

// The import call's own body, answer and row check live in import-call.ts, so the item import builds none of the catalogue rows' schemas.
export {
  checkImportRows,
  importAnswer,
  importBody,
  importQuery,
  importRowError,
  MAX_IMPORT_ROWS,
  type ImportRowError,
} from './import-call';
