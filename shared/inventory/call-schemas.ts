import * as z from 'zod';
import { decimals, money } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { MAX_ADJUSTMENT_LINES } from './adjustment-reasons';
import { itemId, warehouseId } from './id-fields';
import { InventoryMessages } from './inventory-messages';
import { enteredUnitAnswerFields, lineUnitFields } from './line-units';
import { trackedAnswerFields, trackingFields } from './tracking';

/**
 * Request and answer shapes of the `inventory` family (docs/inventory.md §8).
 * Quantities cross the wire in units (at most 3 decimals), money in rupees (at
 * most 2); the server keeps thousandths and paise.
 */

export { itemId, warehouseId };
export const itemParams = z.strictObject({ Id: itemId });

export const adjustmentLineInput = z.strictObject({
  ItemId: itemId,
  WhId: warehouseId,
  /** + found, − lost. */
  Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v !== 0, InventoryMessages.zeroQuantity),
  /** The unit `Qty` is in, when another of the item's units (feature MUoM). */
  ...lineUnitFields,
  /** One of the branch's active reasons (settings/inventory/reasons); the call checks the list. */
  Reason: z.string().trim().min(1, 'Choose a reason.').max(60),
  /** Rupees per unit of stock found; absent takes the item's average in that warehouse. */
  UnCost: money.optional(),
  /** A tracked item's batch (and expiry, on receipt) or serial numbers (docs/inventory-batches.md). */
  ...trackingFields,
});
export type AdjustmentLineInput = z.infer<typeof adjustmentLineInput>;

export const adjustmentCreateBody = z.strictObject({
  /** The day the stock changed; absent is today. An earlier day is a back-dated adjustment (docs/inventory.md §4a). */
  Date: isoDate.optional(),
  Notes: z.string().trim().max(500).optional(),
  Lines: z
    .array(adjustmentLineInput)
    .min(1, 'Add at least one item.')
    .max(MAX_ADJUSTMENT_LINES, `An adjustment has at most ${MAX_ADJUSTMENT_LINES} lines.`),
});
export type AdjustmentCreateBody = z.infer<typeof adjustmentCreateBody>;

export const adjustmentLineAnswer = z.object({
  _id: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  WhId: z.string(),
  /** What moved, in the item's own unit (`UoM`). */
  Qty: z.number(),
  ...enteredUnitAnswerFields,
  Reason: z.string(),
  /** Rupees per unit the movement was valued at. */
  UnCost: z.number(),
  /** Rupees, signed: what the line added to or took from the stock value. */
  Value: z.number(),
  ...trackedAnswerFields,
});

export const adjustmentRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  Sts: z.string(),
  Notes: z.string().optional(),
  CrBy: z.string(),
  CrByName: z.string().optional(),
  CrAt: z.string(),
  LineCount: z.number().int(),
  Value: z.number(),
  ver: z.number().int(),
});
export const adjustmentAnswer = adjustmentRow.extend({ Lines: z.array(adjustmentLineAnswer) });
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswer>;
export type AdjustmentRow = z.infer<typeof adjustmentRow>;
export const adjustmentsQuery = z.strictObject(pageFields);
export const adjustmentsPage = pageOf(adjustmentRow);
export const adjustmentParams = z.strictObject({ Id: documentId });

export const stockRow = z.object({
  ItemId: z.string(),
  PCode: z.string().optional(),
  /** The item's SKU, where the branch keeps SKUs (setting SKU). */
  SKU: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  WhId: z.string(),
  OnHand: z.number(),
  /** Held for open repair orders, and on hand less that (docs/inventory-reservations.md). */
  Reserved: z.number(),
  Available: z.number(),
  /** Rupees. */
  Value: z.number(),
  AvgCost: z.number(),
  /** 'FIFO' where the balance keeps FIFO layers (docs/inventory.md §4); absent: the moving average. */
  Val: z.literal('FIFO').optional(),
  UpDt: z.string(),
});
export type StockRow = z.infer<typeof stockRow>;
export const stockQuery = z.strictObject({ Wh: warehouseId.optional(), ...pageFields });
export const stockPage = pageOf(stockRow);

export const movementRow = z.object({
  MovId: z.string(),
  At: z.string(),
  WhId: z.string(),
  Kind: z.string(),
  Qty: z.number(),
  UnCost: z.number(),
  Value: z.number(),
  /** On hand and value in that warehouse after the movement. */
  OnHand: z.number(),
  Balance: z.number(),
  DocType: z.string(),
  DocId: z.string(),
  DocNum: z.string().optional(),
  LineId: z.string(),
  Reason: z.string().optional(),
  By: z.string(),
  ByName: z.string().optional(),
  ...trackedAnswerFields,
});
export type MovementRow = z.infer<typeof movementRow>;
export const movementsQuery = z.strictObject(pageFields);
export const movementsPage = pageOf(movementRow).extend({ Balances: z.array(stockRow) });
