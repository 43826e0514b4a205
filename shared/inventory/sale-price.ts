/**
 * The sale price of an item in a branch (settings Inventory PrList, PrListId,
 * NoPRPrice; docs/inventory-items.md §6), in paise:
 * - price lists on (`PrList`) and a default list (`PrListId`) that prices the item: that price;
 * - otherwise, with `NoPRPrice` on: no price (undefined), so a sale line of it is priced by hand;
 * - otherwise: the catalogue part's own price.
 */
export type SalePriceSettings = {
  PrList?: boolean | undefined;
  PrListId?: string | undefined;
  NoPRPrice?: boolean | undefined;
};

export function salePriceP(
  partPriceP: number,
  listPriceP: number | undefined,
  settings: SalePriceSettings,
): { priceP: number; from: 'List' | 'Part' } | undefined {
  const listsOn = settings.PrList === true && settings.PrListId !== undefined;
  if (listsOn && listPriceP !== undefined) return { priceP: listPriceP, from: 'List' };
  if (listsOn && settings.NoPRPrice === true) return undefined;
  return { priceP: partPriceP, from: 'Part' };
}
