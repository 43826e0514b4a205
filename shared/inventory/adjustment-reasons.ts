/**
 * The reasons an adjustment may give (docs/inventory.md §5a): a fixed list until
 * the editable settings/inventory/reasons list exists. Lines store the text, so
 * the editable list can take over without changing stored adjustments.
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
