import { isGstStateCode, stateLabel } from './states';

/**
 * GSTIN rules: the one validator for every form and server check (docs/gst-rules.md).
 *
 * Every GSTIN (and UIN) is 15 characters: a 2-digit GST state code, 12 characters
 * whose shape depends on the kind of registration, and a check character. The
 * shapes are those of the GST portal's API documentation, as India Compliance
 * (resilient-tech/india-compliance, gst_india/constants) applies them.
 *
 * Position 14 is 'Z' on most regular GSTINs, but the portal also issues 1-9 and
 * A-J there (after 'Z' it counts on), so a regular GSTIN accepts Z, 1-9 and A-J;
 * 'C' and 'D' at 14 mark a tax collector (TCS) or deductor (TDS).
 */
export type GstinKind =
  'Regular' | 'GovernmentDepartment' | 'TaxDeductor' | 'TaxCollector' | 'UinHolder' | 'NonResident' | 'Oidar';

/** Most specific first: a PAN-shaped number with 'C' or 'D' at 14 is a collector or deductor, not a regular taxpayer. */
const FORMATS: readonly (readonly [GstinKind, RegExp])[] = [
  // State, PAN, entity number, 'C' (tax collected at source, e-commerce operators).
  ['TaxCollector', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]C[0-9A-Z]$/],
  // State, TAN (or PAN), entity number, 'D' (tax deducted at source).
  ['TaxDeductor', /^\d{2}[A-Z]{4}[A-Z0-9]\d{4}[A-Z][1-9A-Z]D[0-9A-Z]$/],
  // State, PAN, entity number (1-9, A-Z), 'Z' or an issued successor (1-9, A-J).
  ['Regular', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][Z1-9A-J][0-9A-Z]$/],
  // State, TAN-like department id, digit, 'Z', digit check.
  ['GovernmentDepartment', /^\d{2}[A-Z]{4}\d{5}[A-Z]\dZ\d$/],
  // State, year, country code, serial, 'UN' or 'ON' (UN bodies, embassies: Unique Identity Number).
  ['UinHolder', /^\d{4}[A-Z]{3}\d{5}[UO]N[0-9A-Z]$/],
  // State, year, country code, serial, 'NR' (non-resident taxable person).
  ['NonResident', /^\d{4}[A-Z]{3}\d{5}NR[0-9A-Z]$/],
  // Centre Jurisdiction (99), year, country code, serial, 'OS' (online information and database access or retrieval).
  ['Oidar', /^99\d{2}[A-Z]{3}\d{5}OS[0-9A-Z]$/],
];

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Upper case without spaces: how a GSTIN is checked and stored. */
export const normaliseGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * The check character for the first 14 characters of a GSTIN: the GSTN's
 * base-36 Luhn variant. Each character's value (0-9, A=10 ... Z=35) is weighted
 * 1, 2, 1, 2, ... from the left; the base-36 digits of each product are added
 * (quotient + remainder by 36); the check value makes the sum a multiple of 36.
 */
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

/** The kind of registration a GSTIN's shape says, or undefined for no known shape (the check character is not looked at). */
export const gstinKind = (gstin: string): GstinKind | undefined =>
  FORMATS.find(([, format]) => format.test(gstin))?.[0];

export type GstinProblem = 'format' | 'stateCode' | 'checksum';

/** Why a (normalised) GSTIN is not valid, or undefined when it is. */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  if (gstinKind(gstin) === undefined) return 'format';
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
  /** A customer's or vendor's GSTIN against the billing address. */
  stateMismatch: 'The GSTIN does not belong to the state of the billing address.',
  billingStateRequired: 'Enter the billing address state to go with the GSTIN.',
  /** A branch's (or an insurer branch's) GSTIN against that branch's address. */
  branchStateMismatch: (gstinState: string, branchState: string): string =>
    `The GSTIN belongs to state code ${gstinState}, but the branch address is in state code ${branchState}.`,
  valid: (stateCode: string): string => `Valid GSTIN of ${stateLabel(stateCode)}.`,
} as const;
