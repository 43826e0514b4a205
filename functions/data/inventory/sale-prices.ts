import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import {
  categoryKey,
  salePriceFrom,
  saleLists,
  type PriceListWindow,
  type SalePrice,
  type SalePriceSettings,
} from '@shared/inventory/sale-price';
import { batchGetAll } from '../table/batch-get';
import type { Key } from '../table/keys';
import { priceCoverKey, priceKey } from './item-keys';
import { coverWindows, type CoverEntry } from './price-list-covers';

/**
 * What a sale is priced from (shared/inventory/sale-price.ts; docs/inventory-items.md §6):
 * for each item, the lists tried in order with its price in each. Lists off: no
 * request. Otherwise one BatchGet of the covers wanted (the buyer's category, the
 * all-customers one for the default list's validity) beside the default list's
 * prices, and a second only when the buyer's category has a list valid that day.
 */
export type SaleBuyer = { cat?: string | undefined; day: string };
export type TriedLists = { list: PriceListWindow; priceP: number | undefined }[];
type Raw = Record<string, unknown> | undefined;

/**
 * The first read of `saleListPrices` as keys, for a caller that folds them into a BatchGet of its own (the
 * sale lookups read the items' facts in the same request), and what the items read under them give.
 */
export type SaleListPlan = { keys: Key[]; finish: (found: readonly Raw[]) => Promise<TriedLists[]> };

export function saleListPlan(
  orgId: string,
  settings: SalePriceSettings,
  buyer: SaleBuyer,
  itemIds: readonly string[],
): SaleListPlan {
  if (settings.PrList !== true || itemIds.length === 0)
    return { keys: [], finish: () => Promise.resolve(itemIds.map(() => [])) };
  const catKey = buyer.cat ? categoryKey(buyer.cat) : undefined;
  const hasCat = catKey !== undefined && catKey !== '-';
  const coverKeys = [
    ...(hasCat ? [priceCoverKey(orgId, catKey)] : []),
    ...(settings.PrListId ? [priceCoverKey(orgId, '-')] : []),
  ];
  const defaultId = settings.PrListId;
  const keys = [...coverKeys, ...(defaultId ? itemIds.map((id) => priceKey(orgId, defaultId, id)) : [])];
  const finish = async (first: readonly Raw[]): Promise<TriedLists[]> => {
    const windowsOf = (item: Raw): PriceListWindow[] | undefined =>
      item ? coverWindows({ entries: (item.Lists ?? {}) as Record<string, CoverEntry> }) : undefined;
    const category = hasCat ? (windowsOf(first[0]) ?? []) : [];
    const defaults = defaultId ? windowsOf(first[hasCat ? 1 : 0]) : [];
    const lists = saleLists(settings, buyer.day, category, defaults);
    const defaultPrices = first.slice(coverKeys.length);
    const ofCategory = lists[0] && lists[0].Id !== defaultId ? lists[0] : undefined;
    const catPrices = ofCategory
      ? await batchGetAll<{ PrP: number }>(itemIds.map((id) => priceKey(orgId, ofCategory.Id, id)))
      : [];
    return itemIds.map((_, i) =>
      lists.map((list) => {
        const row = list.Id === defaultId ? defaultPrices[i] : catPrices[i];
        return { list, priceP: row === undefined ? undefined : Number(row.PrP) };
      }),
    );
  };
  return { keys, finish };
}

export async function saleListPrices(
  orgId: string,
  settings: SalePriceSettings,
  buyer: SaleBuyer,
  itemIds: readonly string[],
): Promise<TriedLists[]> {
  const plan = saleListPlan(orgId, settings, buyer, itemIds);
  return plan.finish(plan.keys.length > 0 ? await batchGetAll<Record<string, unknown>>(plan.keys) : []);
}

/** One item's sale price from the lists tried, or the part's (`undefined`: priced by hand). */
export const salePriceOf = (partPrice: number, tried: TriedLists, settings: SalePriceSettings): SalePrice | undefined =>
  salePriceFrom(rupeesToPaise(partPrice), tried, settings);

/**
 * A row of a sale lookup priced as the branch sells to the buyer: `UnPr` the
 * sale price (0 where it is priced by hand, `NoPRPrice`), `PrList` the name of
 * the list that priced it.
 */
export function salePricedRow<T extends { UnPr: number }>(
  row: T,
  tried: TriedLists,
  settings: SalePriceSettings,
): T & { PrList?: string } {
  const price = salePriceOf(row.UnPr, tried, settings);
  return {
    ...row,
    UnPr: price ? paiseToRupees(price.priceP) : 0,
    ...(price?.list?.Name ? { PrList: price.list.Name } : {}),
  };
}
