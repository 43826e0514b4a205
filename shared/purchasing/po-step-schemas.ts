import * as z from 'zod';
import { email, mobilePhone } from '../fields/contact-fields';
import { editVer } from '../fields/ver-fields';
import { warehouseId } from '../inventory/id-fields';
import { trackingFields } from '../inventory/tracking';
import { MAX_DIRECT_RECEIVE_LINES, purchaseLineInput, purchaseOrderAnswer } from './purchase-schemas';
import { PoStepMessages } from './po-step-messages';

/**
 * Request and answer shapes of a purchase order's approval, sending, close and
 * print, its public page, and receives without an order (docs/purchasing.md
 * §18–§20). Money crosses the wire in rupees, quantities in units.
 */

/** Send to the vendor: the link by SMS to `Ph` and by e-mail to `Email`; without either, to the vendor's own on record. */
export const poSendBody = z.strictObject({
  ver: editVer,
  Ph: mobilePhone.optional(),
  Email: email.optional(),
});
export type PoSendBody = z.input<typeof poSendBody>;

export const poSendAnswer = z.object({
  Order: purchaseOrderAnswer,
  /** Where the link went: the mobile number and/or the e-mail address. */
  To: z.array(z.string()),
  Link: z.string(),
  Expires: z.string(),
});
export type PoSendAnswer = z.infer<typeof poSendAnswer>;

const text = z.string().optional();
const printParty = z.object({
  Name: z.string(),
  Addr: z.object({ A1: text, A2: text, Ct: text, St: text, Pin: text }).optional(),
  GSTIN: z.string().optional(),
  /** The GST state code ('29'). */
  StCode: z.string().optional(),
  Ph: z.string().optional(),
  Email: z.string().optional(),
});

/** What the order's print needs beyond the order: the branch as buyer, the vendor's address, the branch's terms. */
export const poPrintAnswer = z.object({
  Order: purchaseOrderAnswer,
  Buyer: printParty,
  Vendor: printParty,
  Terms: z.string().optional(),
});
export type PoPrintAnswer = z.infer<typeof poPrintAnswer>;

export const poLinkParams = z.strictObject({ Token: z.string().min(20).max(600) });

/** A receive without an order: the vendor, the warehouse and the items with their rates (before tax). */
export const directReceiveBody = z.strictObject({
  VendId: z.string().trim().min(1, PoStepMessages.directVendorNeeded).max(64),
  WhId: warehouseId,
  VendRef: z.string().trim().max(40).optional(),
  Notes: z.string().trim().max(500).optional(),
  Lines: z
    .array(purchaseLineInput.extend(trackingFields))
    .min(1, 'Add at least one item.')
    .max(MAX_DIRECT_RECEIVE_LINES, `A receive without an order has at most ${MAX_DIRECT_RECEIVE_LINES} lines.`),
});
export type DirectReceiveBody = z.input<typeof directReceiveBody>;
