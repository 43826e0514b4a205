/**
 * The sale price of an item (settings Inventory PrList, PrListId, NoPRPrice;
 * price lists by customer category and dates; docs/inventory-items.md §6), in paise.
 * The lists that may price a sale, first that prices the item wins:
 * 1. the active list of the buyer's customer category valid on the sale's date (at
 *    most one: two lists of one category whose dates overlap are refused);
 * 2. the branch's default list (`PrListId`), while it is active and valid on the date;
 * then, with `NoPRPrice` on, no price (undefined: the line is priced by hand);
 * otherwise the catalogue part's own price. A walk-in without a record has no
 * category: the default list, else the part.
 */
export type SalePriceSettings = {
  PrList?: boolean | undefined;
  PrListId?: string | undefined;
  NoPRPrice?: boolean | undefined;
};

/** An active list's reach: its customer category (none: all customers) and validity, both ends inclusive. */
export type PriceListWindow = { Id: string; Name: string; From?: string | undefined; To?: string | undefined };

/** True when the list is valid on the day (YYYY-MM-DD; an open end reaches forever). */
export const coversDay = (w: Pick<PriceListWindow, 'From' | 'To'>, day: string): boolean =>
  (w.From === undefined || w.From <= day) && (w.To === undefined || day <= w.To);

/** True when two validity ranges share at least one day (open ends overlap everything on their side). */
export const windowsOverlap = (a: Pick<PriceListWindow, 'From' | 'To'>, b: Pick<PriceListWindow, 'From' | 'To'>) =>
  (a.From === undefined || b.To === undefined || a.From <= b.To) &&
  (b.From === undefined || a.To === undefined || b.From <= a.To);

/**
 * The key two lists share when they compete (the overlap rule): a category as
 * customers carry it, trimmed, spaces collapsed, upper case; '-' for all customers.
 */
export const categoryKey = (cat: string | undefined): string => {
  const key = (cat ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return key === '' ? '-' : key;
};

/**
 * The lists that may price a sale on `day`, in the order they are tried: the
 * category's list valid that day (from the category's active windows), then the
 * branch's default list. `defaults` are the active all-customer windows, or
 * undefined where none was ever recorded (lists older than validity dates):
 * then the default list applies as it always did.
 */
export function saleLists(
  settings: SalePriceSettings,
  day: string,
  category: readonly PriceListWindow[],
  defaults: readonly PriceListWindow[] | undefined,
): PriceListWindow[] {
  if (settings.PrList !== true) return [];
  const ofCategory = category
    .filter((w) => coversDay(w, day))
    .sort((a, b) => (b.From ?? '').localeCompare(a.From ?? ''));
  const chosen: PriceListWindow[] = ofCategory.slice(0, 1);
  const id = settings.PrListId;
  if (id !== undefined && id !== chosen[0]?.Id) {
    if (defaults === undefined) chosen.push({ Id: id, Name: '' });
    else {
      const own = defaults.find((w) => w.Id === id);
      if (own && coversDay(own, day)) chosen.push(own);
    }
  }
  return chosen;
}

export type SalePrice = { priceP: number; from: 'List' | 'Part'; list?: { Id: string; Name: string } };

/**
 * The price from the lists tried (each with its price of the item, if any), in
 * order; with none and `NoPRPrice` on while lists are on (a default set, or a
 * category list tried), undefined; else the part's.
 */
export function salePriceFrom(
  partPriceP: number,
  tried: readonly { list: PriceListWindow; priceP: number | undefined }[],
  settings: SalePriceSettings,
): SalePrice | undefined {
  const hit = tried.find((t) => t.priceP !== undefined);
  if (hit && hit.priceP !== undefined)
    return { priceP: hit.priceP, from: 'List', list: { Id: hit.list.Id, Name: hit.list.Name } };
  const listsOn = settings.PrList === true && (settings.PrListId !== undefined || tried.length > 0);
  if (listsOn && settings.NoPRPrice === true) return undefined;
  return { priceP: partPriceP, from: 'Part' };
}

/** The branch default alone (no buyer, no dates known): the item screen's sale price. */
export function salePriceP(
  partPriceP: number,
  listPriceP: number | undefined,
  settings: SalePriceSettings,
): { priceP: number; from: 'List' | 'Part' } | undefined {
  const listsOn = settings.PrList === true && settings.PrListId !== undefined;
  if (!listsOn) return { priceP: partPriceP, from: 'Part' };
  const price = salePriceFrom(
    partPriceP,
    [{ list: { Id: settings.PrListId ?? '', Name: '' }, priceP: listPriceP }],
    settings,
  );
  return price && { priceP: price.priceP, from: price.from };
}
