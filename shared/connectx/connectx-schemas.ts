import * as z from 'zod';
import { documentParams, pageFields } from '../documents/call-parts';
import { pageOf } from '../fields/paging';

/**
 * ConnectX calls (docs/connectx.md §7): a purchase order or an invoice sent to
 * a connected business on Karkhana, and the two lists of what went out and what
 * came in, each row with the other side's status (§6). Money in rupees.
 */
export const CX_KINDS = ['PurchaseOrder', 'Invoice'] as const;
export type CxKind = (typeof CX_KINDS)[number];
/** A delivery is done, or waits (a receive not yet made, a link gone: `Note` says why). */
export const CX_STATES = ['Delivered', 'Waiting'] as const;

export const cxParams = documentParams;
export const cxSendOrderBody = z.strictObject({ ver: z.number().int() });
export const cxSendInvoiceBody = z.strictObject({});
export const cxListQuery = z.strictObject({ ...pageFields });

/** A document of one side, as the row names it: the other side's shows its number and status only. */
const docRef = z.object({ DocId: z.string(), Num: z.string(), Sts: z.string().optional() });

export const cxRow = z.object({
  _id: z.string(),
  Kind: z.enum(CX_KINDS),
  At: z.string(),
  /** The other business, as this side's party record names it. */
  PartyName: z.string(),
  /** This side's document (the order sent; the sales order or draft bill that arrived). */
  Own: docRef.optional(),
  /** The other side's document: what it made of ours, or what it sent us. */
  Their: docRef.optional(),
  State: z.enum(CX_STATES),
  Note: z.string().optional(),
  LineCount: z.number().int(),
  /** Lines the vendor had no item for (an order that arrived). */
  Unmatched: z.number().int().optional(),
  Total: z.number().optional(),
  /** An order that arrived: the invoices of its sales order, and whether each was sent on Karkhana. */
  Invoices: z.array(z.object({ DocId: z.string(), Num: z.string(), Sent: z.boolean() })).optional(),
  /** An order sent: the vendor's invoices that arrived as this side's draft bills (or wait for the receive). */
  Bills: z
    .array(
      z.object({ Invoice: docRef, Bill: docRef.optional(), State: z.enum(CX_STATES), Note: z.string().optional() }),
    )
    .optional(),
});
export type CxRow = z.infer<typeof cxRow>;
export const cxPage = pageOf(cxRow);
export type CxPage = z.infer<typeof cxPage>;
