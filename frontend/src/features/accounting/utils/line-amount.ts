import { Dec } from '@shared/documents/money-math';

/** Quantity × price in rupees, decimal-safe: what a line's amount cell shows before discounts and tax. */
export const lineAmount = (qty: number | undefined, price: number | undefined): number | undefined =>
  qty === undefined || price === undefined ? undefined : new Dec(qty).times(price).toDecimalPlaces(2).toNumber();
