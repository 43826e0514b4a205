import * as z from 'zod';
import { hasAtMostDecimals } from '../documents/money-math';

/**
 * The catalogue's field rules (schemas.ts builds its records from them and
 * re-exports them): apart, so a body that takes a few fields (the new part an
 * item may create) builds none of the records' schemas (docs/decisions.md
 * 'Lambda bundles').
 */

/** Body types a labour time guide (LTGS/GetLTGIDOfBodyType/{bodyType}) is kept for; MUVs such as the Innova use SUV times. */
export const BODY_TYPES = ['HATCHBACK', 'SEDAN', 'SUV'] as const;
export const bodyType = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof bodyType>;

/**
 * A category id: one of Common/Categories (shared/reference/categories.ts) for the
 * system catalogue, or one an organisation created (settings/Service/Categories).
 */
export const categoryId = z.string().trim().min(1).max(40);

const text = (max: number) => z.string().trim().min(2).max(max);
/** Codes as the maker prints them; search ignores their spaces and punctuation (search-keys.ts). */
const code = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'Use letters, digits, spaces, dots, slashes or hyphens.');
const hsn = z.string().regex(/^\d{4}(\d{2}){0,2}$/, 'An HSN code has 4, 6 or 8 digits.');
/** Hours with at most 2 decimals (0.25 h = 15 minutes). */
const hours = z
  .number()
  .positive()
  .max(200)
  .refine((v) => hasAtMostDecimals(v, 2), 'Use at most 2 decimals for hours.');
const taxCodeId = z.number().int().positive();

const year = z.number().int().min(1990).max(2100);
/** A vehicle a part fits: make and model, optionally one variant, for model years FromYr..ToYr. */
export const application = z
  .strictObject({ Make: text(40), Model: text(40), Variant: text(40).optional(), FromYr: year, ToYr: year.optional() })
  .refine((a) => a.ToYr === undefined || a.ToYr >= a.FromYr, {
    message: 'The last year cannot be before the first.',
    path: ['ToYr'],
  });
export type Application = z.infer<typeof application>;

export const UNITS_OF_MEASURE = ['NOS', 'SET', 'PAIR', 'LTR', 'ML', 'KG', 'MTR'] as const;
export const unitOfMeasure = z.enum(UNITS_OF_MEASURE);

/** Field rules reused by the catalogue's call bodies (call-schemas.ts), so a record and its inputs agree. */
export {
  text as catalogueText,
  code as catalogueCode,
  hsn as hsnCode,
  hours as labourHoursValue,
  taxCodeId,
  year as modelYear,
};
