import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import { salePriceP, type SalePriceSettings } from '@shared/inventory/sale-price';
import { batchGet } from '../table/batch-get';
import { priceKey } from './item-keys';

/**
 * Rows of a sale lookup priced as the branch sells (shared/inventory/sale-price.ts;
 * docs/inventory-items.md §6): the default price list's price where it has one;
 * with `NoPRPrice` and none, 0 (priced by hand on the line); else the part's own.
 * One BatchGet of the page's list prices, only while price lists are on.
 */
export async function withSalePrices<T extends { _id: string; UnPr: number }>(
  orgId: string,
  settings: SalePriceSettings,
  rows: readonly T[],
): Promise<T[]> {
  const listId = settings.PrList === true ? settings.PrListId : undefined;
  if (!listId || rows.length === 0) return [...rows];
  const prices = await batchGet<{ PrP: number }>(rows.map((r) => priceKey(orgId, listId, r._id)));
  return rows.map((row, i) => {
    const price = salePriceP(rupeesToPaise(row.UnPr), prices[i]?.PrP, settings);
    return { ...row, UnPr: price ? paiseToRupees(price.priceP) : 0 };
  });
}
