import { Dec, QTY_SCALE } from '../documents/money-math';
import { isWholeUnit } from './adjustment-reasons';
import { ItemMessages } from './item-messages';

/**
 * Units of measure of an item (entity config Inventory feature MUoM;
 * docs/inventory-items.md §5). Stock is always kept in the part's own unit (the
 * base unit); another unit is a conversion `1 <UoM> = Per <base>`, `Per` in
 * thousandths like every quantity. Conversions go through decimal.js and are exact
 * or refused: a quantity is never rounded into a different amount of stock.
 */

export type UoMConversion = { UoM: string; /** thousandths of the base unit in one of this unit */ PerQ: number };

/**
 * `qtyQ` thousandths of `uom` as thousandths of the base unit. The base unit
 * itself converts 1:1. Refused (a message) when the result is not a whole
 * number of thousandths, or not whole where the base unit is counted whole.
 */
export function toBaseQty(
  qtyQ: number,
  uom: string,
  base: string,
  conversions: readonly UoMConversion[],
): { qtyQ: number } | { refusal: string } {
  if (uom === base) return { qtyQ };
  const conversion = conversions.find((c) => c.UoM === uom);
  if (!conversion) return { refusal: ItemMessages.uomUnknown(uom) };
  const exact = new Dec(qtyQ).times(conversion.PerQ).div(QTY_SCALE);
  if (!exact.isInteger()) return { refusal: ItemMessages.uomNotExact(uom, base) };
  if (isWholeUnit(base) && !exact.mod(QTY_SCALE).isZero()) return { refusal: ItemMessages.uomNotWhole(base) };
  return { qtyQ: exact.toNumber() };
}

/**
 * `baseQ` thousandths of the base unit shown in `uom`: whole units of `uom` and
 * what is left over in the base unit (18 NOS with 1 BOX = 12 NOS is 1 BOX and 6 NOS).
 */
export function splitIntoUoM(baseQ: number, conversion: UoMConversion): { whole: number; restQ: number } {
  const whole = new Dec(baseQ).div(conversion.PerQ).floor();
  return { whole: whole.toNumber(), restQ: new Dec(baseQ).minus(whole.times(conversion.PerQ)).toNumber() };
}
