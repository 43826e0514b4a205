import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { CommonMessages } from '../messages/common-messages';
import { modelYear } from './model-year';
import { ProductMessages } from './product-messages';
import { isValidRegNo, isValidVin, normaliseRegNo, normaliseVin, RegNoMessages } from './registration-number';

/**
 * Products: vehicles in the auto industries, equipment or products elsewhere
 * (spec platform §1 labels). One record shape; the registration number is
 * required for auto branches (checked by the call, which knows the industry).
 */
export const BODY_TYPES = [
  'Hatchback',
  'Sedan',
  'SUV',
  'MUV',
  'Coupe',
  'Convertible',
  'Pickup',
  'Van',
  'Truck',
  'Bus',
  'Motorcycle',
  'Scooter',
  'Three Wheeler',
  'Tractor',
  'Other',
] as const;

export { ProductMessages };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const regNoInput = z
  .string()
  .max(30)
  .transform((value, ctx) => {
    const regNo = normaliseRegNo(value);
    if (!isValidRegNo(regNo)) {
      ctx.addIssue({ code: 'custom', message: RegNoMessages.regNo });
      return z.NEVER;
    }
    return regNo;
  });

const vinInput = z
  .string()
  .max(30)
  .transform((value, ctx) => {
    const vin = normaliseVin(value);
    if (!isValidVin(vin)) {
      ctx.addIssue({ code: 'custom', message: RegNoMessages.vin });
      return z.NEVER;
    }
    return vin;
  });

const required = { message: CommonMessages.fieldRequired };

const productFieldsInput = z.strictObject({
  RegNo: regNoInput.optional(),
  Make: optionalText(60),
  Model: optionalText(60),
  Variant: optionalText(60),
  Year: modelYear.optional(),
  VIN: vinInput.optional(),
  Body: z.enum(BODY_TYPES).optional(),
  /** Odometer reading in km. */
  Odo: z.number().int().min(0).max(9_999_999).optional(),
  Ins: z.strictObject({ Insurer: optionalText(100), PolicyNo: optionalText(60), ExpDt: isoDate.optional() }).optional(),
});
type ProductFieldsParsed = z.output<typeof productFieldsInput>;

function checkProduct(product: ProductFieldsParsed, ctx: z.RefinementCtx): void {
  if (!product.RegNo && !product.VIN && !product.Make && !product.Model) {
    ctx.addIssue({ code: 'custom', message: ProductMessages.identityRequired, path: ['RegNo'] });
  }
}

/** Ownership assign or end: product (path), date and customer are required (spec platform §5). */
export const ownershipBody = z.strictObject({
  CustId: z.string(required).trim().min(1, required).max(64),
  Dt: z.string(required).pipe(isoDate),
});
export type OwnershipInput = z.infer<typeof ownershipBody>;

export const productCreateBody = productFieldsInput
  .extend({ Owner: ownershipBody.optional() })
  .superRefine(checkProduct);
export const productUpdateBody = productFieldsInput
  .extend({ ver: z.number(required).int().min(1) })
  .superRefine(checkProduct);
export type ProductInput = z.output<typeof productFieldsInput>;

export const currentOwner = z.object({ CustId: z.string(), DName: z.string(), FromDt: z.string() });

export const product = z.object({
  _id: z.string(),
  RegNo: z.string().optional(),
  Make: z.string().optional(),
  Model: z.string().optional(),
  Variant: z.string().optional(),
  Year: z.number().int().optional(),
  VIN: z.string().optional(),
  Body: z.enum(BODY_TYPES).optional(),
  Odo: z.number().int().optional(),
  Ins: z
    .object({ Insurer: z.string().optional(), PolicyNo: z.string().optional(), ExpDt: z.string().optional() })
    .optional(),
  Owner: currentOwner.optional(),
  CrDt: z.string(),
  UpDt: z.string(),
  ver: z.number().int(),
});
export type Product = z.infer<typeof product>;

/** One ownership of a vehicle, open while ToDt is absent. */
export const ownership = z.object({
  _id: z.string(),
  ProdId: z.string(),
  CustId: z.string(),
  DName: z.string(),
  FromDt: z.string(),
  ToDt: z.string().optional(),
});
export type Ownership = z.infer<typeof ownership>;
