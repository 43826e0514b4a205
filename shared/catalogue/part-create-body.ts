import * as z from 'zod';
import { money } from '../documents/amount-fields';
import {
  application,
  catalogueCode,
  catalogueText,
  categoryId,
  hsnCode,
  taxCodeId,
  unitOfMeasure,
} from './catalogue-fields';

/**
 * A new part of the catalogue. On its own (call-schemas.ts re-exports it) because
 * an item of the item master may create its part in the same call: the inventory
 * family takes this one schema without the catalogue calls' (docs/decisions.md
 * 'Lambda bundles').
 */
export const partCreateBody = z.strictObject({
  PCode: catalogueCode,
  Desc: catalogueText(120),
  Cat: categoryId,
  Make: catalogueText(40),
  Apps: z.array(application).min(1).max(50),
  HSN: hsnCode,
  UoM: unitOfMeasure,
  UnPr: money.refine((v) => v > 0, 'A part price must be above zero.'),
  /** Default: the HSN code's tax code (gst-rates.ts taxCodeForHsn). */
  TCode: taxCodeId.optional(),
});
