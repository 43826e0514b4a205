import * as z from 'zod';
import { decimals, money } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { pageOf } from '../fields/paging';
import { MAX_ADJUSTMENT_LINES } from './adjustment-reasons';
import { itemId, warehouseId } from './call-schemas';
import { MATERIAL_IN_REASONS, MATERIAL_OUT_REASONS } from './material-reasons';
import { enteredUnitAnswerFields, lineUnitFields } from './line-units';
import { TransferMessages } from './transfer-messages';
import { TRANSFER_STATUSES } from './transfer-statuses';
import { batchNo, MAX_LINE_SERIALS, serialNo, trackedAnswerFields, trackingFields } from './tracking';

/**
 * Request and answer shapes of transfer orders, material in and material out
 * (docs/inventory-transfers.md §7). Quantities cross the wire in units (at most
 * 3 decimals, above zero: the document says which way the stock moves), money in rupees.
 */

const quantity = decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, TransferMessages.positiveQuantity);
const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line)
    .min(1, 'Add at least one item.')
    .max(MAX_ADJUSTMENT_LINES, `A document has at most ${MAX_ADJUSTMENT_LINES} lines.`);
const notes = z.string().trim().max(500).optional();

/** Batches named with their quantities: those picked to leave, or those that arrived (docs/inventory-transfers.md §10). */
const batchesPicked = z
  .array(z.strictObject({ Batch: batchNo, Qty: quantity }))
  .min(1)
  .max(10, 'At most 10 batches a line.');
const serials = z.array(serialNo).max(MAX_LINE_SERIALS, `At most ${MAX_LINE_SERIALS} serial numbers a line.`);
/**
 * A tracked item's identity on a transfer line: one batch (`Batch`), several with
 * their quantities (`Batches`), neither (earliest expiry first), or the serial numbers.
 */
const transferTracking = { Batch: batchNo.optional(), Batches: batchesPicked.optional(), Serials: serials.optional() };

export const transferLineInput = z.strictObject({
  ItemId: itemId,
  Qty: quantity,
  ...lineUnitFields,
  ...transferTracking,
});
export type TransferLineInput = z.infer<typeof transferLineInput>;
export const transferCreateBody = z.strictObject({
  FromWhId: warehouseId,
  ToEntId: z.string().trim().min(1, 'Choose a branch.').max(64),
  ToWhId: warehouseId,
  Notes: notes,
  Lines: lines(transferLineInput),
  /** Dispatch at once (the default), or keep it as a draft to dispatch later. */
  Dispatch: z.boolean().default(true),
});
export type TransferCreateBody = z.input<typeof transferCreateBody>;
/** A draft changed at the `ver` read; what the body leaves out stays as it was (Notes '' clears the notes). */
export const transferUpdateBody = z.strictObject({
  ver: z.number().int(),
  FromWhId: warehouseId.optional(),
  ToEntId: z.string().trim().min(1, 'Choose a branch.').max(64).optional(),
  ToWhId: warehouseId.optional(),
  Notes: notes,
  Lines: lines(transferLineInput).optional(),
});
export type TransferUpdateBody = z.input<typeof transferUpdateBody>;
export const transferParams = z.strictObject({ Id: documentId });
export const transferStepBody = z.strictObject({});
/** What arrived on a line: its quantity (at most what is in transit) and, when tracked, which batches or serials. */
export const transferReceiptLine = z.strictObject({
  _id: z.string().trim().min(1).max(8),
  Qty: quantity,
  Batches: batchesPicked.optional(),
  Serials: serials.optional(),
});
export type TransferReceiptLine = z.infer<typeof transferReceiptLine>;
/** Without `Lines` everything still in transit arrives; with them, only what they name. */
export const transferReceiveBody = z.strictObject({
  Lines: z.array(transferReceiptLine).min(1, 'Enter what arrived.').max(MAX_ADJUSTMENT_LINES).optional(),
});
export type TransferReceiveBody = z.infer<typeof transferReceiveBody>;

export const transferRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  Sts: z.enum(TRANSFER_STATUSES),
  FromEntId: z.string(),
  FromEntName: z.string().optional(),
  FromWhId: z.string(),
  FromWhName: z.string().optional(),
  ToEntId: z.string(),
  ToEntName: z.string().optional(),
  ToWhId: z.string(),
  ToWhName: z.string().optional(),
  Notes: z.string().optional(),
  CrByName: z.string().optional(),
  DispDate: z.string().optional(),
  DispByName: z.string().optional(),
  RecDate: z.string().optional(),
  RecByName: z.string().optional(),
  /** A transfer cancelled in transit: when, by whom, and the rupees that went back to the source. */
  CanDate: z.string().optional(),
  CanByName: z.string().optional(),
  LineCount: z.number().int(),
  /** Rupees that left the source on dispatch: in transit until received; 0 for a draft. */
  Value: z.number(),
  /** Rupees received so far, and sent back to the source by a cancel in transit. */
  RecValue: z.number().optional(),
  RetValue: z.number().optional(),
  ver: z.number().int(),
});
export type TransferRow = z.infer<typeof transferRow>;
export const transferLineAnswer = z.object({
  _id: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  /** In the item's own unit (`UoM`); `EnUoM`, `EnQty` as entered in another unit (MUoM). */
  Qty: z.number(),
  ...enteredUnitAnswerFields,
  /** Set on dispatch: rupees per unit and in all that left for this line. */
  UnCost: z.number().optional(),
  Value: z.number().optional(),
  /** A tracked line: `Batch`, `Batches` (with expiry and units) and `Serials` that left, or those picked on a draft. */
  Track: z.enum(['BN', 'SN']).optional(),
  ...trackedAnswerFields,
  /** Set on receipt, adding up over partial receipts: units, rupees, and which batches or serials arrived. */
  RecQty: z.number().optional(),
  RecValue: z.number().optional(),
  RecBatches: trackedAnswerFields.Batches,
  RecSerials: z.array(z.string()).optional(),
  /** Set when a transfer in transit is cancelled: what went back to the source warehouse. */
  RetQty: z.number().optional(),
  RetValue: z.number().optional(),
});
export const transferAnswer = transferRow.extend({ Lines: z.array(transferLineAnswer) });
export type TransferAnswer = z.infer<typeof transferAnswer>;
export const transfersQuery = z.strictObject({ Direction: z.enum(['Out', 'In']).default('Out'), ...pageFields });
export const transfersPage = pageOf(transferRow);

/** Where a transfer may go: every branch of the organisation with its active warehouses. */
export const transferDestinations = z.array(
  z.object({
    EntId: z.string(),
    DName: z.string(),
    Warehouses: z.array(z.object({ _id: z.string(), Name: z.string() })),
  }),
);
export type TransferDestinations = z.infer<typeof transferDestinations>;

const materialLine = <R extends readonly [string, ...string[]]>(reasons: R) =>
  z.strictObject({
    ItemId: itemId,
    WhId: warehouseId,
    Qty: quantity,
    /** The unit `Qty` is in, when another of the item's units (feature MUoM). */
    ...lineUnitFields,
    Reason: z.enum(reasons, 'Choose a reason.'),
    // A tracked item's batch (and expiry, coming in) or serial numbers (docs/inventory-batches.md).
    ...trackingFields,
  });

export const materialInLineInput = materialLine(MATERIAL_IN_REASONS).extend({
  /** Rupees per unit; absent takes the item's average in that warehouse. */
  UnCost: money.optional(),
});
export const materialInCreateBody = z.strictObject({ Notes: notes, Lines: lines(materialInLineInput) });
export type MaterialInCreateBody = z.infer<typeof materialInCreateBody>;
export const materialOutCreateBody = z.strictObject({ Notes: notes, Lines: lines(materialLine(MATERIAL_OUT_REASONS)) });
export type MaterialOutCreateBody = z.infer<typeof materialOutCreateBody>;
