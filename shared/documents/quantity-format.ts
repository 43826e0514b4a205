import { groupIndian } from './money-format';
import { toScaled } from './money-math';

/**
 * A quantity for display, e.g. 1234.5 → '1,234.5', 12 → '12': Indian digit
 * grouping as money has, up to three decimals (quantities are kept in
 * thousandths of a unit), without trailing zeros. Exact: the quantity is scaled
 * to an integer first, as money is.
 */
export const formatQuantity = (units: number): string => {
  const scaled = toScaled(units, 3);
  const abs = Math.abs(scaled);
  const whole = Math.floor(abs / 1000);
  const frac = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${scaled < 0 ? '-' : ''}${groupIndian(String(whole))}${frac ? `.${frac}` : ''}`;
};
