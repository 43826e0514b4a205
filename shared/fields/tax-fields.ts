import * as z from 'zod';
import { FieldMessages } from '../validation/field-messages';

/** SAC (services) and HSN (goods) codes: 4 to 8 digits (GST invoices print 4, 6 or 8). */
const CODE = /^\d{4,8}$/;
export const sacCode = z.string().trim().regex(CODE, FieldMessages.sac);
export const hsnCode = z.string().trim().regex(CODE, FieldMessages.hsn);

/** A GST state code's shape (two digits); whether it exists is checked against shared/gst/states. */
export const gstStateCode = z.string().regex(/^\d{2}$/, FieldMessages.stateCode);

/**
 * A UPI id (VPA) the branch is paid at, as NPCI's deep link takes it: a handle,
 * '@' and the bank's or app's name (workshop@okbank). The print carries a QR of
 * upi://pay for the amount due (REFERENCE.md 'UPI payment link or QR').
 */
export const upiId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, FieldMessages.upi);
