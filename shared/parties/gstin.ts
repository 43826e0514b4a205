import { isGstStateCode } from './gst-states';

/**
 * GSTIN rules, used by customers and vendors here and by the company profile in
 * settings. A GSTIN is 15 characters: state code (2 digits), the holder's PAN
 * (5 letters, 4 digits, 1 letter), entity number (1-9 or A-Z), 'Z' by default
 * (any letter or digit is accepted, the portal has issued others), and a
 * check character computed with the GSTN's base-36 Luhn variant.
 */
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;

export const normaliseGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARSET.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'stateCode' | 'checksum';

/** Why a (normalised) GSTIN is not valid, or undefined when it is. */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  if (!SHAPE.test(gstin)) return 'format';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'stateCode';
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'checksum';
  return undefined;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(normaliseGstin(gstin)) === undefined;

/** The GST state code a GSTIN is registered in (its first two digits). */
export const gstinStateCode = (gstin: string): string => normaliseGstin(gstin).slice(0, 2);

export const GstinMessages = {
  format: 'Enter a valid 15-character GSTIN.',
  stateCode: 'The GSTIN does not start with a valid GST state code.',
  checksum: 'The GSTIN check character is wrong. Please check the number.',
  stateMismatch: 'The GSTIN does not belong to the state of the billing address.',
  billingStateRequired: 'Enter the billing address state to go with the GSTIN.',
} as const;
