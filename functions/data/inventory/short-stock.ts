import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { StockSwitchMessages } from '@shared/inventory/stock-switches';
import type { ValuedPlan } from './stock-writes';

/**
 * Block Zero Quantity (BZQty, docs/inventory-reservations.md §9) on movements
 * that take stock out for a sale: a line may take only what is available in its
 * warehouse, on hand less what open repair orders hold (`Resv`), read with the
 * valuation's own balances, so the movement's `ver` check makes the same figures
 * hold at the commit. Every short line is named ('Lines.<i>.Qty'); nothing is written.
 */
export function refuseBeyondAvailable(plan: ValuedPlan): void {
  const errors: FieldError[] = [];
  plan.moves.forEach((move, i) => {
    if (move.Qty >= 0) return;
    const balance = plan.balances[i];
    const available = Math.max(0, (balance?.OnHand ?? 0) - (balance?.Resv ?? 0));
    if (-move.Qty > available)
      errors.push({
        path: `Lines.${i}.Qty`,
        message: StockSwitchMessages.onlyAvailable(fromScaled(available, QTY_DIGITS), move.UoM),
      });
  });
  if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, StockSwitchMessages.insufficient, errors);
}
