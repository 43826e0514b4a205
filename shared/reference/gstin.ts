/**
 * GSTIN checks (spec platform §3 'Common.Tax.GSTIN'). A GSTIN is 15 characters:
 * 2-digit state code, 10-character PAN, entity number (1-9, A-Z), 'Z', and a
 * check character computed with the GSTN's base-36 Luhn-style algorithm.
 */

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARSET.indexOf(first14.charAt(i));
    // Odd positions (1-based even) are weighted by 2; digits of the base-36 product are added.
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'checksum';

/** Why a GSTIN is not valid, or undefined when it is (upper case expected). */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? undefined : 'checksum';
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === undefined;

/** The GST state code a GSTIN belongs to (its first two digits). */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

export const GstinMessages = {
  format: 'Enter a valid 15-character GSTIN (for example 29ABCDE1234F1Z5).',
  checksum: 'This GSTIN is not valid: its check character does not match. Please check it for typing mistakes.',
  stateMismatch: (gstinState: string, branchState: string): string =>
    `The GSTIN belongs to state code ${gstinState}, but the branch address is in state code ${branchState}.`,
} as const;
