import * as z from 'zod';
import { money } from '../documents/amount-fields';
import { pageFields } from '../documents/call-parts';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { itemId } from './call-schemas';
import { ItemMessages } from './item-messages';

/**
 * Price lists (entity config feature PrList; items/pricelists, items/pricelist/new;
 * docs/inventory-items.md §6): named lists with a price per item. Rupees on the
 * wire (at most 2 decimals), paise stored.
 */

const ver = z.number().int().min(0);
export const priceListId = z.string().trim().min(1).max(40);
export const priceListParams = z.strictObject({ Id: priceListId });
const name = z.string().trim().min(1, 'Enter a name.').max(60);

/** The customer category the list prices for, as customers carry it (party `Cat`); none: all customers. */
const category = z.string().trim().max(64);
// One instance per shape, reused: the inventory Lambda's schemas at load are budgeted (docs/testing.md).
const optionalCategory = category.optional();
const optionalDate = isoDate.optional();
const clearableCategory = category.nullable().optional();
const clearableDate = isoDate.nullable().optional();

/** Valid from and to (inclusive), either open; `To` before `From` is refused by the server (it knows the stored ends). */
export const priceListCreateBody = z.strictObject({
  Name: name,
  Desc: z.string().trim().max(200).optional(),
  CatId: optionalCategory,
  From: optionalDate,
  To: optionalDate,
});
/** Left out keeps what is stored; `null` clears a category (all customers) or an end date (open). */
export const priceListUpdateBody = z.strictObject({
  ver,
  Name: name.optional(),
  Desc: z.string().trim().max(200).optional(),
  Act: z.boolean().optional(),
  CatId: clearableCategory,
  From: clearableDate,
  To: clearableDate,
});
export type PriceListUpdateBody = z.infer<typeof priceListUpdateBody>;

const optionalText = z.string().optional();
export const priceListAnswer = z.object({
  _id: z.string(),
  Name: z.string(),
  Desc: z.string().optional(),
  Act: z.boolean(),
  /** The customer category it prices for; absent: all customers. */
  CatId: optionalText,
  From: optionalText,
  To: optionalText,
  /** Items priced in the list. */
  Count: z.number(),
  ver: z.number(),
});
export type PriceListAnswer = z.infer<typeof priceListAnswer>;
export const priceListsAnswer = z.object({ Items: z.array(priceListAnswer) });

/** Prices set (`Pr` in rupees) or removed (`Pr: null`) in one change, at the list's `ver`. */
export const pricesBody = z.strictObject({
  ver,
  Prices: z
    .array(z.strictObject({ ItemId: itemId, Pr: money.refine((v) => v > 0, 'A price must be above zero.').nullable() }))
    .min(1, 'Enter at least one price.')
    .max(50, 'Change at most 50 prices at a time.')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((p, i) => {
        if (seen.has(p.ItemId))
          ctx.addIssue({ code: 'custom', path: [i, 'ItemId'], message: ItemMessages.priceTwice(p.ItemId) });
        seen.add(p.ItemId);
      });
    }),
});
export type PricesBody = z.infer<typeof pricesBody>;

export const priceRowAnswer = z.object({
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string().optional(),
  UoM: z.string().optional(),
  Pr: z.number(),
  /** The part's own price, for comparison. */
  PartPr: z.number().optional(),
});
export type PriceRowAnswer = z.infer<typeof priceRowAnswer>;
export const pricesQuery = z.strictObject(pageFields);
export const pricesPage = pageOf(priceRowAnswer);
