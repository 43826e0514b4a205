import * as z from 'zod';
import { pageFields } from '../documents/call-parts';
import { itemId, warehouseId } from './call-schemas';

/**
 * The reorder point report and its suggestions (reports/reorderpointreport;
 * docs/inventory-items.md §4). Quantities in units on the wire.
 */

export const reorderReportQuery = z.strictObject({ Wh: warehouseId.optional(), ...pageFields });

export const reorderLine = z.object({
  ItemId: z.string(),
  PCode: z.string(),
  Desc: z.string(),
  UoM: z.string(),
  WhId: z.string(),
  OnHand: z.number(),
  Lvl: z.number(),
  /** The reorder quantity, or the shortfall to the level when that is more. */
  ToBuy: z.number(),
  /** An open suggestion for this item and warehouse, if one was made. */
  Suggested: z.object({ Qty: z.number(), At: z.string(), By: z.string() }).optional(),
});
export type ReorderLine = z.infer<typeof reorderLine>;
export const reorderReport = z.object({ Items: z.array(reorderLine), Next: z.string().optional() });

/** Open a suggestion for each named item × warehouse at or below its level; those with one open are left as they are. */
export const suggestBody = z.strictObject({
  Lines: z
    .array(z.strictObject({ ItemId: itemId, WhId: warehouseId }))
    .min(1, 'Choose at least one line.')
    .max(25),
});
export const suggestAnswer = z.object({
  Made: z.array(z.object({ ItemId: z.string(), WhId: z.string(), Qty: z.number() })),
  /** Lines that already had an open suggestion (or are no longer at their level). */
  Skipped: z.array(z.object({ ItemId: z.string(), WhId: z.string(), Why: z.string() })),
});
export type SuggestAnswer = z.infer<typeof suggestAnswer>;

/** Closes (removes) an open suggestion: bought, or not wanted. */
export const suggestionParams = z.strictObject({ ItemId: itemId, WhId: warehouseId });
export const closedAnswer = z.object({ Closed: z.literal(true) });
