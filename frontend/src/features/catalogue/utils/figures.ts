import { formatMoney } from '@shared/documents/money-format';
import Decimal from 'decimal.js';

/** Hours as a workshop reads them: '1.5 h'. */
export const hoursText = (hours: number): string => `${new Decimal(hours).toString()} h`;

/**
 * The figure that decides an operation pick: the fixed price set in Setup Labor
 * Rates, or hours × the guide's rate = price (the server's `Pr`, computed in paise).
 */
export function operationFigure(op: { Hrs: number; Rate: number; Pr: number; Fixed: boolean }): string {
  if (op.Fixed) return `${formatMoney(op.Pr)} fixed`;
  return `${hoursText(op.Hrs)} × ${formatMoney(op.Rate)} = ${formatMoney(op.Pr)}`;
}
