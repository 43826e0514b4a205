/**
 * The reasons a branch's editable list settings/inventory/reasons starts with
 * (docs/inventory-settings.md §2): the list an adjustment's reason once had to
 * come from. Lines store the text, so stored adjustments still read right.
 */
export const ADJUSTMENT_REASONS = [
  'Stock count',
  'Damaged',
  'Expired',
  'Lost or stolen',
  'Found',
  'Returned to shelf',
  'Opening stock',
  'Other',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** The most lines one adjustment has: 3 writes a line (line, movement, balance) and header, audit, number in 100. */
export const MAX_ADJUSTMENT_LINES = 30;

/** Units of measure counted whole (the rest, litres, kilograms, metres, take up to three decimals). */
export const WHOLE_UNITS: readonly string[] = ['NOS', 'SET', 'PAIR'];
export const isWholeUnit = (uom: string | undefined): boolean => uom === undefined || WHOLE_UNITS.includes(uom);
