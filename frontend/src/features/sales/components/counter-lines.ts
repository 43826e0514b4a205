import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import { OFFERED_PAYMENT_TYPES, type PaymentType } from '@shared/invoices/payment-types';

/**
 * The counter sale's lines and payments as typed (docs/sales.md §6): a part
 * scanned or typed adds a line, or one more of it when it is already there; a
 * quantity stays text until the save, so a half-typed '1.' is never rewritten.
 */

/** `part` as the sale lookup answered it: the price for the buyer, and the list that priced it. */
export type CounterLine = { part: ItemLookupRow; Qty: string; Disc: string };
export type CounterPayment = { Type: PaymentType; Amt: string; Ref: string };

export const PAYMENT_CHOICES = OFFERED_PAYMENT_TYPES;

/** One more of the part: a new line of 1, or the existing line's quantity + 1 (a scanner reads the same code again). */
export function withPart(lines: readonly CounterLine[], part: ItemLookupRow): CounterLine[] {
  const at = lines.findIndex((l) => l.part._id === part._id);
  if (at < 0) return [...lines, { part, Qty: '1', Disc: '' }];
  return lines.map((l, i) => (i === at ? { ...l, Qty: String(numberOf(l.Qty) + 1) } : l));
}

/**
 * The part a scanned or typed text names: the one whose code is the text (a
 * barcode is the part code), else the only one found; several found are offered.
 */
export function partFor(text: string, found: readonly ItemLookupRow[]): ItemLookupRow | undefined {
  const code = text.trim().toUpperCase();
  return found.find((p) => p.PCode.toUpperCase() === code) ?? (found.length === 1 ? found[0] : undefined);
}

/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
