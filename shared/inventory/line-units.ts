import * as z from 'zod';
import { fromScaled, QTY_DIGITS, toScaled } from '../documents/money-math';
import { ItemMessages } from './item-messages';
import { formatQuantity } from '../documents/quantity-format';
import { splitIntoUoM, toBaseQty, type UoMConversion } from './uom';

/**
 * The unit a stock line is entered in (feature MUoM; docs/inventory-items.md §5):
 * absent, the item's own unit. The line's `Qty` is then in that unit; the server
 * converts it (`toBaseQty`, exact or refused) and the stock moves in the item's unit.
 */
export const lineUnitFields = {
  UoM: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,6}$/, 'A unit is 2 to 6 letters (BOX, CASE).')
    .optional(),
};

/** What a stored line keeps of a quantity entered in another unit than the item's: the unit and the quantity as entered. */
export const enteredUnitAnswerFields = {
  /** The unit the line was entered in, when not the item's own (`UoM`, `Qty` are then what moved, in the item's unit). */
  EnUoM: z.string().optional(),
  EnQty: z.number().optional(),
};

export type LineUnitResult =
  | { ok: true; qtyQ: number; entered?: { UoM: string; Qty: number } }
  | { ok: false; field: 'UoM' | 'Qty'; message: string };

/**
 * A line's quantity in the item's own unit, in thousandths (signed as entered):
 * the same when entered in that unit, converted when entered in another of the
 * item's units and the branch has feature MUoM on, refused otherwise.
 */
export function lineInBaseUnit(
  line: { Qty: number; UoM?: string | undefined },
  base: string | undefined,
  conversions: readonly UoMConversion[],
  unitsOn: boolean,
): LineUnitResult {
  const qtyQ = toScaled(line.Qty, QTY_DIGITS);
  if (line.UoM === undefined || line.UoM === base) return { ok: true, qtyQ };
  if (!unitsOn) return { ok: false, field: 'UoM', message: ItemMessages.uomOff };
  const converted = toBaseQty(qtyQ, line.UoM, base ?? '', conversions);
  if ('refusal' in converted)
    return {
      ok: false,
      field: conversions.some((c) => c.UoM === line.UoM) ? 'Qty' : 'UoM',
      message: converted.refusal,
    };
  return { ok: true, qtyQ: converted.qtyQ, entered: { UoM: line.UoM, Qty: line.Qty } };
}

/** Thousandths back to units (the line's `Qty` in the item's unit). */
export const unitsOf = (qtyQ: number): number => fromScaled(qtyQ, QTY_DIGITS);

/**
 * On hand shown also in the item's largest other unit: 18 NOS with 1 BOX = 12 NOS
 * is "1 BOX 6 NOS" (`splitIntoUoM`); nothing when there is not one whole of it.
 */
export function inLargestUnit(
  onHand: number,
  base: string,
  units: readonly { UoM: string; Per: number }[],
): string | undefined {
  const largest = [...units].sort((a, b) => b.Per - a.Per)[0];
  if (!largest || largest.Per <= 1 || onHand <= 0) return undefined;
  const { whole, restQ } = splitIntoUoM(toScaled(onHand, QTY_DIGITS), {
    UoM: largest.UoM,
    PerQ: toScaled(largest.Per, QTY_DIGITS),
  });
  if (whole === 0) return undefined;
  const rest = restQ > 0 ? ` ${formatQuantity(unitsOf(restQ))} ${base}` : '';
  return `${formatQuantity(whole)} ${largest.UoM}${rest}`;
}

/** A stock line's quantity as shown: what moved, after what was entered in another unit ("1.5 BOX (18 NOS)"). */
export const lineQuantityText = (line: { Qty: number; UoM?: string | undefined; EnQty?: number; EnUoM?: string }) => {
  const moved = `${formatQuantity(line.Qty)} ${line.UoM ?? ''}`.trim();
  return line.EnUoM && line.EnQty !== undefined ? `${formatQuantity(line.EnQty)} ${line.EnUoM} (${moved})` : moved;
};
