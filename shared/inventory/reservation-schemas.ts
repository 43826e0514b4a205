import * as z from 'zod';
import { pageFields } from '../documents/call-parts';
import { pageOf } from '../fields/paging';
import { REQUEST_STATUSES } from './reservation';

/**
 * Requested parts (requestedparts/requestedpartslist) and the repair orders
 * waiting for parts (inventory/wodashboard), docs/inventory-reservations.md §5.
 * Quantities in units.
 */

/** A branch's requested parts, newest first; `Sts` keeps one status. */
export const requestedPartsQuery = z.strictObject({ Sts: z.enum(REQUEST_STATUSES).optional(), ...pageFields });

export const requestedPartRow = z.object({
  DocId: z.string(),
  Num: z.string().optional(),
  LineId: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  /** What was short: open, the units still wanted; closed, what it was when it closed. */
  Qty: z.number(),
  Sts: z.enum(REQUEST_STATUSES),
  WhId: z.string().optional(),
  RegNo: z.string().optional(),
  CustName: z.string().optional(),
  ReqAt: z.string(),
  UpAt: z.string(),
});
export type RequestedPartRow = z.infer<typeof requestedPartRow>;
export const requestedPartsPage = pageOf(requestedPartRow);

/** inventory/wodashboard: open repair orders with stocked parts still to issue, newest first. */
export const partsWaitQuery = z.strictObject(pageFields);

export const waitingLine = z.object({
  LineId: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  Qty: z.number(),
  IQty: z.number(),
  /** Held in stock for the line, and requested (short). */
  Resv: z.number(),
  ReqQty: z.number(),
  ToIssue: z.number(),
});
export type WaitingLine = z.infer<typeof waitingLine>;

export const partsWaitRow = z.object({
  DocId: z.string(),
  Num: z.string(),
  Sts: z.string(),
  ver: z.number().int(),
  CustName: z.string().optional(),
  RegNo: z.string().optional(),
  PrDate: z.string().optional(),
  Lines: z.array(waitingLine),
});
export type PartsWaitRow = z.infer<typeof partsWaitRow>;
export const partsWaitPage = pageOf(partsWaitRow);
