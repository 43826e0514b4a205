import type { EntityConfig } from '../entity/entity-config';

/**
 * Vendor bill statuses, spelled as the spec's invoice-like list for bills
 * (platform §4). docs/purchasing.md §10 says which ones this build sets.
 */
export const BILL_STATUS = {
  unpaid: 'Unpaid',
  partial: 'Partial',
  closed: 'Closed',
  draft: 'Draft',
  cancelled: 'Cancelled',
} as const;
export type BillStatus = (typeof BILL_STATUS)[keyof typeof BILL_STATUS];
export const BILL_STATUSES: readonly BillStatus[] = Object.values(BILL_STATUS);

/** A bill that still asks for money: payments made may be applied to it. */
export const PAYABLE_BILL: ReadonlySet<string> = new Set([BILL_STATUS.unpaid, BILL_STATUS.partial]);

/** A purchase receive's statuses once billed (platform §4). */
export const RECEIVE_BILLED = { partially: 'Partially Billed', billed: 'Billed' } as const;
export const RECEIVE_STATUSES = [
  'Received',
  RECEIVE_BILLED.partially,
  RECEIVE_BILLED.billed,
  'Partially Received',
] as const;

/**
 * Bills and payments made are on in a branch unless its entity configuration
 * switches the Accounting feature `Bill` off (platform §3), as sales receipts
 * read `SlsRcpt`.
 */
export const billsOn = (config: EntityConfig | undefined): boolean => config?.Accounting?.Features?.Bill !== false;
