import * as z from 'zod';
import { AMOUNT_DIGITS, hasAtMostDecimals, PERCENT_DIGITS, PRICE_DIGITS, QTY_DIGITS } from './money-math';

/**
 * The number fields of documents and the catalogue: amounts, prices,
 * quantities and percentages, each with its decimals. Apart from the document
 * schemas, so that the catalogue uses them without building those.
 */

/** A finite number with at most `digits` decimals, named by `label` in its message. */
export const decimals = (digits: number, label: string) =>
  z
    .number()
    .finite()
    .refine((v) => hasAtMostDecimals(v, digits), `Use at most ${digits} decimals for ${label}.`);

/** A rupee amount: non-negative, at most 2 decimals. */
export const money = decimals(AMOUNT_DIGITS, 'an amount').refine((v) => v >= 0, 'An amount cannot be negative.');
/** A rupee amount that may be negative (Adjust). */
export const signedMoney = decimals(AMOUNT_DIGITS, 'an amount');
/** A unit price: up to 6 decimals so reverse-calculated prices round-trip (calculation-rules §5). */
export const unitPrice = decimals(PRICE_DIGITS, 'a unit price').refine((v) => v >= 0, 'A price cannot be negative.');
export const quantity = decimals(QTY_DIGITS, 'a quantity').refine((v) => v >= 0, 'A quantity cannot be negative.');
export const percent = decimals(PERCENT_DIGITS, 'a percentage').refine(
  (v) => v >= 0 && v <= 100,
  'A percentage is between 0 and 100.',
);
