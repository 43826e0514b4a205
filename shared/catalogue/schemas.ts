import * as z from 'zod';
import { hasAtMostDecimals } from '../documents/money-math';
import { money } from '../documents/amount-fields';
import { SERVICE_SAC } from '../documents/constants';
import { CATEGORIES } from '../reference/categories';

/**
 * Catalogue records (docs/catalogue.md §1, spec service-documents §3 lines and §7 lookups).
 * Field names follow the line fields a record fills when picked: an operation
 * fills a labour line (Desc, Op_Id ← _id, SAC, TCode), a part fills a part line
 * (Desc, PCode, UoM, UnPr, TCode, Make). Money enters and leaves as decimal
 * rupees, as on the lines (docs/calculation-rules.md §1); the engine turns it
 * into paise. `ver` is added by the data layer, not carried by the seed.
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
/** Ids of the default categories, which the system catalogue uses. */
export const DEFAULT_CATEGORY_IDS: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c._id));

export const category = z.object({ _id: z.string().min(1), Name: z.string().min(1), Pos: z.number().int().positive() });

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

export const complaint = z.object({
  _id: z.string().regex(/^CMP\d{3,}$/),
  Desc: text(120),
  Cat: categoryId,
});
export type Complaint = z.infer<typeof complaint>;

/** Labour hours per body type; every body type a guide exists for must have a time. */
export const labourHours = z.object({ HATCHBACK: hours, SEDAN: hours, SUV: hours });
export type LabourHours = z.infer<typeof labourHours>;

export const operation = z.object({
  _id: z.string().regex(/^OP\d{3,}$/),
  OpCode: code,
  Desc: text(120),
  Cat: categoryId,
  /** Repair and maintenance services of motor vehicles (spec §9). */
  SAC: z.literal(SERVICE_SAC),
  /** Intra-state tax code; the inter-state twin is found with interStateTwin (gst-rates.ts). */
  TCode: taxCodeId,
  Hrs: labourHours,
});
export type Operation = z.infer<typeof operation>;

/** Rupees per labour hour for one body type (the LTG pricing of 'Setup Labor Rates'). */
export const labourRate = z.object({
  BodyType: bodyType,
  Rate: money.refine((v) => v > 0, 'A labour rate must be above zero.'),
});
export type LabourRate = z.infer<typeof labourRate>;

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

export const part = z.object({
  _id: z.string().regex(/^PRT\d{4,}$/),
  PCode: code,
  Desc: text(120),
  Cat: categoryId,
  /** Make of the part (spec part line `Make`): the vehicle maker for genuine parts. */
  Make: text(40),
  Apps: z.array(application).min(1),
  HSN: hsn,
  UoM: unitOfMeasure,
  /** Selling price per unit in rupees, GST extra. */
  UnPr: money.refine((v) => v > 0, 'A part price must be above zero.'),
  TCode: taxCodeId,
});
export type Part = z.infer<typeof part>;

/** Field rules reused by the catalogue's call bodies (call-schemas.ts), so a record and its inputs agree. */
export {
  text as catalogueText,
  code as catalogueCode,
  hsn as hsnCode,
  hours as labourHoursValue,
  taxCodeId,
  year as modelYear,
};
