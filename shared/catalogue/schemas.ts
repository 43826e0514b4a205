import * as z from 'zod';
import { money } from '../documents/amount-fields';
import { SERVICE_SAC } from '../documents/constants';
import { CATEGORIES } from '../reference/categories';
import {
  application,
  bodyType,
  catalogueCode as code,
  catalogueText as text,
  categoryId,
  hsnCode as hsn,
  labourHoursValue as hours,
  taxCodeId,
  unitOfMeasure,
} from './catalogue-fields';

/**
 * Catalogue records (docs/catalogue.md §1, spec service-documents §3 lines and §7 lookups).
 * Field names follow the line fields a record fills when picked: an operation
 * fills a labour line (Desc, Op_Id ← _id, SAC, TCode), a part fills a part line
 * (Desc, PCode, UoM, UnPr, TCode, Make). Money enters and leaves as decimal
 * rupees, as on the lines (docs/calculation-rules.md §1); the engine turns it
 * into paise. `ver` is added by the data layer, not carried by the seed.
 */

/** Ids of the default categories, which the system catalogue uses. */
export const DEFAULT_CATEGORY_IDS: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c._id));

export const category = z.object({ _id: z.string().min(1), Name: z.string().min(1), Pos: z.number().int().positive() });

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

export {
  application,
  BODY_TYPES,
  bodyType,
  catalogueCode,
  catalogueText,
  categoryId,
  hsnCode,
  labourHoursValue,
  modelYear,
  taxCodeId,
  UNITS_OF_MEASURE,
  unitOfMeasure,
  type Application,
  type BodyType,
} from './catalogue-fields';
