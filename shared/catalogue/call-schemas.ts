import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { money } from '../documents/amount-fields';
import { taxCode } from '../documents/tax-codes';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../fields/paging';
import { editVer } from '../fields/ver-fields';
import { CatalogueMessages } from './catalogue-messages';
import { partCreateBody } from './part-create-body';
import {
  application,
  bodyType,
  catalogueCode,
  catalogueText,
  categoryId,
  hsnCode,
  labourHours,
  labourHoursValue,
  taxCodeId,
  unitOfMeasure,
} from './schemas';

/**
 * Answers, query strings and bodies of the catalogue calls (shared/api/routes/catalogue.ts).
 * Row fields are the line fields a pick fills (docs/catalogue.md §1). Every record
 * answered carries `Own` (the organisation's own record, editable) or not (the
 * system catalogue, read-only: an edit saves the organisation's own copy under the
 * same id), `Act` and `ver` (0 for a system record the organisation has no copy of).
 */

/** Paging of long lists (operations, parts, complaints): an opaque cursor from the previous `Next`. */
export const paging = {
  Limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  Next: z.string().max(2000).optional(),
};
export const pagingQuery = z.strictObject(paging);

/** What was typed in a search box: 2 to 100 characters. */
export const searchText = z.string().trim().min(2, CatalogueMessages.searchTooShort).max(100);
/** A record id in a path: system ids (`OP001`) and organisation ids (`OP` + ULID). */
export const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Enter a valid id.');
export const idParams = z.object({ id: recordId });
export const textParams = z.object({ text: searchText });
export const categoryTextParams = z.object({ category: categoryId, text: searchText });

/** List filters of the settings screens: an optional text, a category, and inactive records on request. */
export const listQuery = z.strictObject({
  Q: searchText.optional(),
  Cat: categoryId.optional(),
  /** 'true' lists deactivated records too (settings screens); searches never do. */
  All: z.enum(['true', 'false']).optional(),
  ...paging,
});

const meta = {
  /** The organisation's own record (true) or the system catalogue's (false). */
  Own: z.boolean(),
  Act: z.boolean(),
  /** Send back with an edit; 0 = a system record with no own copy yet. */
  ver: z.number().int().min(0),
};
/** Edits carry the ver the client read; 0 edits a system record (saving an own copy). */
export { editVer };
export const deactivateBody = z.strictObject({ ver: editVer });

// Complaints ------------------------------------------------------------------

export const complaintRow = z.object({ _id: z.string(), Desc: z.string(), Cat: z.string() });
export const complaintAnswer = complaintRow.extend(meta);
export const complaintCreateBody = z.strictObject({ Desc: catalogueText(120), Cat: categoryId });
export const complaintUpdateBody = z.strictObject({
  ver: editVer,
  Desc: catalogueText(120).optional(),
  Cat: categoryId.optional(),
  Act: z.boolean().optional(),
});
export type ComplaintRow = z.infer<typeof complaintRow>;
export type ComplaintAnswer = z.infer<typeof complaintAnswer>;

// Operations and labour time guides -------------------------------------------

export const operationRow = z.object({
  _id: z.string(),
  OpCode: z.string(),
  Desc: z.string(),
  Cat: z.string(),
  SAC: z.string(),
  TCode: z.number().int(),
  Hrs: labourHours,
});
export const operationAnswer = operationRow.extend(meta);
export const operationCreateBody = z.strictObject({
  OpCode: catalogueCode,
  Desc: catalogueText(120),
  Cat: categoryId,
  /** Intra-state tax code id; default 106 (SAC 9987 at 18 %). */
  TCode: taxCodeId.optional(),
  Hrs: z.strictObject(labourHours.shape),
});
export const operationUpdateBody = z.strictObject({
  ver: editVer,
  OpCode: catalogueCode.optional(),
  Desc: catalogueText(120).optional(),
  Cat: categoryId.optional(),
  TCode: taxCodeId.optional(),
  /** Only the body types given change. */
  Hrs: z
    .strictObject({
      HATCHBACK: labourHoursValue.optional(),
      SEDAN: labourHoursValue.optional(),
      SUV: labourHoursValue.optional(),
    })
    .optional(),
  Act: z.boolean().optional(),
});
export type OperationRow = z.infer<typeof operationRow>;
export type OperationAnswer = z.infer<typeof operationAnswer>;

/** Labour time guide ids: one guide per body type. */
export const ltgId = z.enum(['LTG-HATCHBACK', 'LTG-SEDAN', 'LTG-SUV']);
export type LtgId = z.infer<typeof ltgId>;
export const ltgParams = z.object({ id: ltgId });
export const ltgOpParams = z.object({ id: ltgId, opId: recordId });

/** A labour time guide with the organisation's labour rate for its body type (₹ per hour). */
export const guideAnswer = z.object({
  _id: ltgId,
  BodyType: bodyType,
  Name: z.string(),
  Rate: z.number(),
  /** The organisation set its own rate (otherwise the system rate applies). */
  RateSet: z.boolean(),
  ver: z.number().int().min(0),
});
export type GuideAnswer = z.infer<typeof guideAnswer>;
export const guideRateBody = z.strictObject({
  ver: editVer,
  Rate: money.refine((v) => v > 0, 'A labour rate must be above zero.'),
});

/**
 * An operation as one guide prices it: `Hrs` of the guide's body type, `Rate` of
 * the guide, `Pr` the fixed price set for it in Setup Labor Rates or Hrs × Rate
 * (rupees, half-up to paise) when none is set.
 */
export const guideOperationRow = operationRow.omit({ Hrs: true }).extend({
  Hrs: z.number(),
  Rate: z.number(),
  Pr: z.number(),
  Fixed: z.boolean(),
});
export const guideOperationAnswer = guideOperationRow.extend(meta);
export type GuideOperationRow = z.infer<typeof guideOperationRow>;

/** Comma-separated ids, at most 100. */
const idList = z
  .string()
  .max(7000)
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ])
  .pipe(z.array(recordId).min(1).max(100, CatalogueMessages.tooManyIds));
export const opCodesInfoQuery = z.strictObject({ OpCodes: idList });
export const pricingQuery = z.strictObject({ LTG: ltgId, OpIds: idList });

/** A price row of Setup Labor Rates (LTGS/PRICESET and PRICENOTSET). `ver` is the price's (0 = none set). */
export const priceRow = z.object({
  _id: z.string(),
  OpCode: z.string(),
  Desc: z.string(),
  Cat: z.string(),
  Hrs: z.number(),
  Rate: z.number(),
  Pr: z.number(),
  Fixed: z.boolean(),
  ver: z.number().int().min(0),
});
export type PriceRow = z.infer<typeof priceRow>;
export const priceListQuery = z.strictObject({ LTG: ltgId, Q: searchText.optional(), ...paging });
/** Sets (Pr) or clears (null) an operation's fixed price in a guide. */
export const opPriceBody = z.strictObject({
  ver: editVer,
  Pr: money.refine((v) => v > 0, 'A price must be above zero.').nullable(),
});
export const pricingAnswer = z.object({
  Op_Id: z.string(),
  Hrs: z.number(),
  Rate: z.number(),
  Pr: z.number(),
  Fixed: z.boolean(),
});

// Parts -----------------------------------------------------------------------

export const partRow = z.object({
  _id: z.string(),
  PCode: z.string(),
  Desc: z.string(),
  Cat: z.string(),
  Make: z.string(),
  HSN: z.string(),
  UoM: unitOfMeasure,
  UnPr: z.number(),
  TCode: z.number().int(),
});
/** A full part: applications, and the version of its tax code in force on the date asked (default today). */
export const partAnswer = partRow.extend({ Apps: z.array(application), Tax: taxCode.optional(), ...meta });
export type PartRow = z.infer<typeof partRow>;
export type PartAnswer = z.infer<typeof partAnswer>;
export { partCreateBody };
export const partUpdateBody = z.strictObject({
  ver: editVer,
  PCode: catalogueCode.optional(),
  Desc: catalogueText(120).optional(),
  Cat: categoryId.optional(),
  Make: catalogueText(40).optional(),
  Apps: z.array(application).min(1).max(50).optional(),
  HSN: hsnCode.optional(),
  UoM: unitOfMeasure.optional(),
  UnPr: money.refine((v) => v > 0, 'A part price must be above zero.').optional(),
  TCode: taxCodeId.optional(),
  Act: z.boolean().optional(),
});
/** The date of supply the tax code is resolved for (default: today in the entity's time zone). */
export const dateQuery = z.strictObject({ Date: isoDate.optional() });
const vehicleFilter = {
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  make: z.string().trim().min(1).max(40).optional(),
  model: z.string().trim().min(1).max(40).optional(),
  variant: z.string().trim().min(1).max(40).optional(),
};
export const partsByDescriptionQuery = z.strictObject({
  desc: z
    .string({ error: CatalogueMessages.descriptionRequired })
    .trim()
    .min(2, CatalogueMessages.searchTooShort)
    .max(100),
  ...vehicleFilter,
  Date: isoDate.optional(),
  ...paging,
});
/** `{variant}` '-' means any variant. */
export const partsByCategoryParams = z.object({
  cat: categoryId,
  year: z.coerce.number().int().min(1990).max(2100),
  make: z.string().trim().min(1).max(40),
  model: z.string().trim().min(1).max(40),
  variant: z.string().trim().min(1).max(40),
});
export const partCodeParams = z.object({ code: catalogueCode });
/** `{vehicle}` is the id of a product (vehicle, Products/{id}); its make, model, variant and year select the parts. */
export const partCodeVehicleParams = z.object({ code: catalogueCode, vehicle: recordId });

// Categories, work-order types, makes and models ----------------------------------

export const serviceCategoryAnswer = z.object({ _id: z.string(), Name: z.string(), Pos: z.number().int(), ...meta });
export const serviceCategoryCreateBody = z.strictObject({
  Name: catalogueText(60),
  Pos: z.number().int().min(1).max(9999).optional(),
});
export const serviceCategoryUpdateBody = z.strictObject({
  ver: editVer,
  Name: catalogueText(60).optional(),
  Pos: z.number().int().min(1).max(9999).optional(),
  Act: z.boolean().optional(),
});

export const workOrderTypeAnswer = z.object({
  _id: z.string(),
  Name: z.string(),
  Act: z.boolean(),
  ver: z.number().int().min(1),
});
export const workOrderTypeCreateBody = z.strictObject({ Name: catalogueText(60) });
export const workOrderTypeUpdateBody = z.strictObject({
  ver: z.number().int().min(1),
  Name: catalogueText(60).optional(),
  Act: z.boolean().optional(),
});
export const activeVer = z.strictObject({ ver: z.number().int().min(1) });

export const makeAnswer = z.object({ _id: z.string(), Name: z.string(), ...meta });
export const makeCreateBody = z.strictObject({ Name: catalogueText(40) });
export const makeUpdateBody = z.strictObject({
  ver: editVer,
  Name: catalogueText(40).optional(),
  Act: z.boolean().optional(),
});

export const modelAnswer = z.object({
  _id: z.string(),
  MakeId: z.string(),
  Make: z.string(),
  Name: z.string(),
  BodyType: bodyType,
  ...meta,
});
export const modelCreateBody = z.strictObject({ MakeId: recordId, Name: catalogueText(40), BodyType: bodyType });
export const modelUpdateBody = z.strictObject({
  ver: editVer,
  Name: catalogueText(40).optional(),
  BodyType: bodyType.optional(),
  Act: z.boolean().optional(),
});
export const modelsQuery = z.strictObject({ MakeId: recordId.optional(), All: z.enum(['true', 'false']).optional() });
export const allQuery = z.strictObject({ All: z.enum(['true', 'false']).optional() });

export type ServiceCategoryAnswer = z.infer<typeof serviceCategoryAnswer>;
export type WorkOrderTypeAnswer = z.infer<typeof workOrderTypeAnswer>;
export type MakeAnswer = z.infer<typeof makeAnswer>;
export type ModelAnswer = z.infer<typeof modelAnswer>;

export { bodyType };
