import * as z from 'zod';
import { decimals } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { pageOf } from '../fields/paging';
import { warehouseId } from './call-schemas';
import { trackedAnswerFields, trackingFields } from './tracking';

/**
 * Issue Parts (items/IssueParts, docs/inventory.md §10): the part lines of the
 * branch's open repair orders that wait for stock, and the issue or return of
 * one line's quantity from a warehouse. Quantities in units, money in rupees.
 */

/** A repair order's part line tied to a stocked item, as the Issue Parts and My Inventory rows show it. */
const stockedPartLine = {
  LineId: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  Qty: z.number(),
  IQty: z.number(),
  /** How the item is tracked (with the branch's feature on) and what the line holds: batch or serial numbers. */
  Track: z.enum(['BN', 'SN']).optional(),
  Batch: z.string().optional(),
};

/** `Issued=true` lists the lines with something issued instead (what may be returned). */
export const waitingPartsQuery = z.strictObject({ Issued: z.enum(['true', 'false']).optional(), ...pageFields });

export const waitingPartRow = z.object({
  DocId: z.string(),
  Num: z.string(),
  /** The order's status and `ver` when listed. */
  Sts: z.string(),
  ver: z.number().int(),
  CustName: z.string().optional(),
  RegNo: z.string().optional(),
  ...stockedPartLine,
  /** Required less issued. */
  ToIssue: z.number(),
});
export type WaitingPartRow = z.infer<typeof waitingPartRow>;
/** `Next` pages on over the orders (a page lists every waiting line of the orders it read). */
export const waitingPartsPage = pageOf(waitingPartRow);

const positiveQty = decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above zero.');

/** One line of one order, from one warehouse: POST Inventory/IssueParts (issue) and Inventory/IssueParts/Return. */
export const issuePartBody = z.strictObject({
  DocId: documentId,
  LineId: z.string().trim().min(1).max(20),
  WhId: warehouseId,
  Qty: positiveQty,
  /** A tracked item's batch (none: earliest expiry first) or serial numbers (docs/inventory-batches.md §6). */
  Batch: trackingFields.Batch,
  Serials: trackingFields.Serials,
});
export type IssuePartBody = z.infer<typeof issuePartBody>;

export const issuePartAnswer = z.object({
  message: z.string(),
  DocId: z.string(),
  Num: z.string(),
  /** The order after the issue: its `ver`, status, and the line's quantities and its labour line's status. */
  ver: z.number().int(),
  Sts: z.string(),
  LineId: z.string(),
  Qty: z.number(),
  IQty: z.number(),
  RQty: z.number(),
  LaborSts: z.string().optional(),
  /** What the line holds after it: batch or serial numbers. */
  Batch: z.string().optional(),
  /** The stock movement: signed units, rupees per unit, signed rupees, and what is left in the warehouse. */
  Movement: z.object({
    MovId: z.string(),
    Qty: z.number(),
    UnCost: z.number(),
    Value: z.number(),
    OnHand: z.number(),
    ...trackedAnswerFields,
  }),
});
export type IssuePartAnswer = z.infer<typeof issuePartAnswer>;

/** My Inventory (allocatedparts/allocatedpartslist): the parts issued to the caller's open jobs. */
export const allocatedPartsQuery = z.strictObject(pageFields);
export const allocatedPartRow = z.object({
  DocId: z.string(),
  Num: z.string(),
  RegNo: z.string().optional(),
  CustName: z.string().optional(),
  /** The labour line (the job) the part belongs to. */
  LaborId: z.string(),
  LaborDesc: z.string().optional(),
  ...stockedPartLine,
});
export type AllocatedPartRow = z.infer<typeof allocatedPartRow>;
/** `Next` pages on over the jobs (a page lists the parts of the jobs it read). */
export const allocatedPartsPage = pageOf(allocatedPartRow);
