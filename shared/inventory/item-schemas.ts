import * as z from 'zod';
import { partCreateBody } from '../catalogue/part-create-body';
import { decimals, money, quantity } from '../documents/amount-fields';
import { pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { pageOf } from '../fields/paging';
import { itemId, warehouseId } from './id-fields';
import { ItemMessages } from './item-messages';
import { itemAttrs, itemFields } from './item-values';

/**
 * Request and answer shapes of the item master, item groups and reorder levels
 * (docs/inventory-items.md §8). An item is a catalogue part (its id); these are
 * only what inventory keeps beyond the part. Quantities in units on the wire.
 */

const ver = z.number().int().min(0);
export const groupId = z.string().trim().min(1, 'Choose an item group.').max(40);
export const trackBy = z.enum(['BN', 'SN'], 'Track by batch (BN) or serial number (SN).');

/**
 * A stock keeping unit code (setting `SKU`; docs/inventory-items.md §13): letters,
 * digits and - _ / . , unique in the organisation case aside.
 */
export const skuCode = z
  .string()
  .trim()
  .min(1, 'Enter the SKU.')
  .max(40, 'A SKU is at most 40 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/, 'A SKU is letters and digits, with - _ / . between them.');

/** `1 UoM = Per <the part's unit>` (MUoM). */
export const uomConversionInput = z.strictObject({
  UoM: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,6}$/, 'A unit is 2 to 6 letters (BOX, CASE).'),
  Per: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'A conversion is above zero.'),
});
export type UoMConversionInput = z.infer<typeof uomConversionInput>;

/** A reorder level of the item in one warehouse of the session's branch. */
export const reorderInput = z.strictObject({
  WhId: warehouseId,
  /** At or below this on hand, the item is to be bought. */
  Lvl: quantity,
  /** How much to buy then (at least). */
  Qty: quantity.refine((v) => v > 0, 'Enter a reorder quantity above zero.'),
});
export type ReorderInput = z.infer<typeof reorderInput>;

const uniqueBy =
  <T>(key: (t: T) => string, message: (k: string) => string) =>
  (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((t, i) => {
      const k = key(t);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i], message: message(k) });
      seen.add(k);
    });
  };
const conversions = z
  .array(uomConversionInput)
  .max(5)
  .superRefine(uniqueBy((c) => c.UoM, ItemMessages.uomTwice));
const reorders = z
  .array(reorderInput)
  .max(20)
  .superRefine(
    uniqueBy(
      (r) => r.WhId,
      () => ItemMessages.warehouseTwice,
    ),
  );

/**
 * The item's unit cost (cost price), rupees: what the P&L by unit cost (report 502, docs/books.md §6.11) counts
 * a unit of it at when it leaves the stock to cost of goods.
 */
const unitCost = money.nullable().optional();

export const itemCreateBody = z
  .strictObject({
    /** An existing catalogue part (system or the organisation's own) made an item. */
    ItemId: itemId.optional(),
    /** Or a new part of the organisation's own, made and stocked at once. */
    Part: partCreateBody.optional(),
    SKU: skuCode.optional(),
    Grp: groupId.optional(),
    Track: trackBy.optional(),
    UoMs: conversions.optional(),
    Reorder: reorders.optional(),
    /** Attribute values by attribute id, custom field values by field id (item-values.ts). */
    Attrs: itemAttrs.optional(),
    CFs: itemFields.optional(),
    /** `null` or absent: none (the same schema as the PUT's, one schema fewer at load). */
    UnCost: unitCost,
  })
  .refine((b) => (b.ItemId === undefined) !== (b.Part === undefined), {
    message: ItemMessages.partOrId,
    path: ['ItemId'],
  });
export type ItemCreateBody = z.infer<typeof itemCreateBody>;

/** A PUT changes only what it names; `null` clears the group or the tracking. `Reorder` replaces this branch's levels. */
export const itemUpdateBody = z.strictObject({
  ver,
  SKU: skuCode.nullable().optional(),
  Grp: groupId.nullable().optional(),
  Track: trackBy.nullable().optional(),
  UoMs: conversions.optional(),
  Reorder: reorders.optional(),
  /** Sent, each replaces the item's values (a required field must then have one). */
  Attrs: itemAttrs.optional(),
  CFs: itemFields.optional(),
  /** `null` removes it: the item's cost of goods then counts at its posted cost. */
  UnCost: unitCost,
  Act: z.boolean().optional(),
});
export type ItemUpdateBody = z.infer<typeof itemUpdateBody>;

/*
 * The answers' plain fields share one schema each: every schema object counts against the inventory Lambda's
 * budget of schemas built at load (docs/testing.md, budgets), and zod schemas are immutable, so sharing is safe.
 */
const text = z.string();
const someText = text.optional();
const num = z.number();
const someNum = num.optional();

export const itemRow = z.object({
  ItemId: text,
  PCode: text,
  SKU: someText,
  Desc: text,
  UoM: text,
  HSN: text,
  /** The part's own price, rupees. */
  UnPr: num,
  /** The item's unit cost (cost price), rupees; absent when none is set. */
  UnCost: someNum,
  Grp: someText,
  GrpName: someText,
  Track: trackBy.optional(),
  Act: z.boolean(),
  UpDt: text,
  ver: num,
});
export type ItemRow = z.infer<typeof itemRow>;

export const itemAnswer = itemRow.extend({
  UoMs: z.array(z.object({ UoM: text, Per: num })),
  /** This branch's reorder levels. */
  Reorder: z.array(z.object({ WhId: text, Lvl: num, Qty: num })),
  /** The sale price in this branch (sale-price.ts), rupees; absent when it is priced by hand. */
  SalePr: someNum,
  SalePrFrom: z.enum(['List', 'Part']).optional(),
  Attrs: z.record(text, text),
  CFs: z.record(text, z.union([text, num])),
  CrAt: text,
});
export type ItemAnswer = z.infer<typeof itemAnswer>;

export const itemsQuery = z.strictObject({
  Q: z.string().trim().min(2, 'Enter at least 2 characters to search.').max(60).optional(),
  ...pageFields,
});
export const itemsPage = pageOf(itemRow);

/** Item CSV import: a catalogue part by its code, with its SKU, its group by name and tracking. */
const blank = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const itemImportRow = z.strictObject({
  PCode: z.string().trim().min(1, 'Enter the part code.').max(40),
  SKU: z.preprocess(blank, skuCode.optional()),
  Group: z.preprocess(blank, z.string().trim().max(60).optional()),
  Track: z.preprocess(blank, trackBy.optional()),
});
export type ItemImportRow = z.infer<typeof itemImportRow>;

// Item groups -----------------------------------------------------------------------

const groupName = z.string().trim().min(1, 'Enter a name.').max(60);
export const itemGroupCreateBody = z.strictObject({
  Name: groupName,
  Desc: z.string().trim().max(200).optional(),
});
export const itemGroupUpdateBody = z.strictObject({
  ver,
  Name: groupName.optional(),
  Desc: z.string().trim().max(200).optional(),
  Act: z.boolean().optional(),
});
export const itemGroupParams = z.strictObject({ Id: groupId });
export const itemGroupAnswer = z.object({
  _id: z.string(),
  Name: z.string(),
  Desc: z.string().optional(),
  Act: z.boolean(),
  ver: z.number(),
});
export type ItemGroup = z.infer<typeof itemGroupAnswer>;
export const itemGroupsAnswer = z.object({ Items: z.array(itemGroupAnswer) });
