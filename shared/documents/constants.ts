/** Business constants of spec service-documents §9 and platform §9. */

/** Amounts round to 2 decimals (platform §5 'General'; entity settings force DecimalsNumber to 2). */
export const DECIMALS = 2;

/** Default labour income account (§9). */
export const DEFAULT_LABOR_ACCOUNT = 4000;
/** Default part income account (§9). */
export const DEFAULT_PART_ACCOUNT = 4100;
/** Default intra-state tax code: CGST + SGST (§9). */
export const DEFAULT_INTRA_STATE_TAX_CODE = 106;
/** Default inter-state tax code: IGST (§9). */
export const DEFAULT_INTER_STATE_TAX_CODE = 114;
/** SAC code for service (§9). */
export const SERVICE_SAC = '9987';
/** Default promised time (§9). */
export const DEFAULT_PROMISED_TIME = '17:00';
/** Next-service choices in months (§4, §9). */
export const NEXT_SERVICE_MONTHS = [1, 3, 6, 12] as const;
export type NextServiceMonths = (typeof NEXT_SERVICE_MONTHS)[number];

/** Line and record id prefixes (§3, §9). */
export const ID_PREFIX = {
  invoiceLabor: 'IO',
  invoicePart: 'IP',
  repairOrderLabor: 'WO',
  repairOrderPart: 'WP',
  estimateLabor: 'EO',
  estimatePart: 'EP',
  complaint: 'WC',
  repairOrderCollision: 'WCo',
  estimateCollision: 'ECo',
} as const;
