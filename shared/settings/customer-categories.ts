import * as z from 'zod';
import { verField } from '../fields/ver-fields';
import { CustomerCategoryMessages as M } from './customer-category-messages';

/**
 * The organisation's customer categories (settings/customercategories;
 * docs/customer-categories.md). A customer's `Cat` and a price list's `CatId`
 * hold the category's name, so names are unique as the price rule compares them
 * (`categoryKey`: case and extra spaces aside).
 */

/** The most categories an organisation keeps: the list is read in one Query and offered whole in a select. */
export const MAX_CUSTOMER_CATEGORIES = 200;

const name = z.string().trim().min(1, M.nameRequired).max(60);
const desc = z.string().trim().max(200);

export const customerCategoryInput = z.strictObject({
  Name: name,
  Desc: desc.optional(),
  Active: z.boolean().optional(),
});
export type CustomerCategoryInput = z.infer<typeof customerCategoryInput>;

/** A change: fields left out keep what is stored; an empty `Desc` removes the description. */
export const customerCategoryUpdate = z.strictObject({
  Name: name.optional(),
  Desc: desc.optional(),
  Active: z.boolean().optional(),
  ver: verField,
});
export type CustomerCategoryUpdate = z.infer<typeof customerCategoryUpdate>;

export const customerCategoryParams = z.strictObject({ id: z.string().min(1).max(64) });

/** One category as answered. `Used`: a customer or price list names it, so its name is fixed and removing deactivates. */
export const customerCategory = z.object({
  _id: z.string(),
  Name: z.string(),
  Desc: z.string().optional(),
  Active: z.boolean(),
  Used: z.boolean().optional(),
  ver: z.number().int(),
});
export type CustomerCategory = z.infer<typeof customerCategory>;

export const customerCategoryRemoval = z.object({
  message: z.string(),
  Removed: z.boolean(),
  Category: customerCategory.optional(),
});
export type CustomerCategoryRemoval = z.infer<typeof customerCategoryRemoval>;
