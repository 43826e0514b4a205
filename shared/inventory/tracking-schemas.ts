import * as z from 'zod';
import { pageFields } from '../documents/call-parts';
import { pageOf } from '../fields/paging';
import { isoDate } from '../fields/iso-date';

/**
 * Answers about batches and serial numbers (docs/inventory-batches.md §8):
 * an item's batches and serials in the branch, and the branch's batches by
 * expiry. Quantities in units.
 */

export const batchRow = z.object({
  ItemId: z.string(),
  WhId: z.string(),
  Batch: z.string(),
  Exp: z.string().optional(),
  OnHand: z.number(),
  /** Past its expiry date on the branch's today: not issued, only written off. */
  Expired: z.boolean(),
});
export type BatchRow = z.infer<typeof batchRow>;

export const serialRow = z.object({
  Serial: z.string(),
  WhId: z.string(),
  /** InStock, Issued (to a repair order), InTransit (a transfer), Out (adjusted or sent out). */
  Sts: z.string(),
  DocType: z.string().optional(),
  DocId: z.string().optional(),
  DocNum: z.string().optional(),
  UpDt: z.string(),
});
export type SerialRow = z.infer<typeof serialRow>;

export const itemTrackingAnswer = z.object({
  ItemId: z.string(),
  /** How the item is tracked in this branch (absent: untracked, or its feature is off). */
  Track: z.enum(['BN', 'SN']).optional(),
  /** Batches with stock, earliest expiry first. */
  Batches: z.array(batchRow),
  Serials: z.array(serialRow),
});
export type ItemTrackingAnswer = z.infer<typeof itemTrackingAnswer>;

/** Batches expiring on or before `Through` (default: 30 days from the branch's today), expired ones included. */
export const expiringQuery = z.strictObject({ Through: isoDate.optional(), ...pageFields });
export const expiringRow = batchRow.extend({ PCode: z.string().optional(), Desc: z.string().optional() });
export type ExpiringRow = z.infer<typeof expiringRow>;
export const expiringPage = pageOf(expiringRow);
