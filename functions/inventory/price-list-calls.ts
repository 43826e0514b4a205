import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import { ItemMessages } from '@shared/inventory/item-messages';
import { PriceListMessages } from '@shared/inventory/price-list-messages';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { getItems } from '../data/inventory/items-repo';
import {
  changePrices,
  createPriceList,
  getPriceList,
  listPrices,
  listPriceLists,
  updatePriceList,
  type PriceListRecord,
} from '../data/inventory/price-lists-repo';
import { coverWrites, withCoverRetry } from '../data/inventory/price-list-covers';
import { markCustomerCategoryUsed } from '../data/settings/customer-categories-repo';
import { scopeOf } from '../lib/catalogue-scope';
import type { Call } from '../lib/http/call';
import { refuseTakenName } from './taken-name';
import { Messages } from '@shared/api/messages';
import type { PriceListUpdateBody } from '@shared/inventory/price-list-schemas';

/**
 * Price lists (items/pricelists, items/pricelist/new; docs/inventory-items.md §6).
 * Prices arrive in rupees and are stored in paise (`rupeesToPaise`, decimal.js);
 * only the organisation's items are priced.
 */

type R = typeof inventoryItemRoutes;

const notFound = (): ApiError => new ApiError(ErrorCode.NotFound, ItemMessages.priceListNotFound);

export const searchPriceLists = async (call: Call<R['priceLists']>) => ({
  Items: await listPriceLists(call.session.orgId),
});

/**
 * A new list: its name free, and no other active list of its customer category
 * overlapping its dates (400 naming that list, nothing written). The header and
 * its category's cover are one transaction, so of two overlapping creates at
 * once one commits and the other, checked again, is refused.
 */
export async function createOnePriceList(call: Call<R['createPriceList']>) {
  const { orgId } = call.session;
  const { Name, Desc, CatId, From, To } = call.body;
  refuseReversed({ From, To });
  // The list's category keeps its name from now on (docs/customer-categories.md §4).
  await markCustomerCategoryUsed(orgId, CatId);
  const _id = `PRL${ulid()}`;
  return withCoverRetry(async () => {
    const lists = await listPriceLists(orgId);
    refuseTakenName(lists, Name, ItemMessages.priceListNameTaken);
    const list = {
      _id,
      Name,
      ...(Desc ? { Desc } : {}),
      ...(CatId ? { CatId } : {}),
      ...(From ? { From } : {}),
      ...(To ? { To } : {}),
    };
    const covers = await coverWrites(orgId, undefined, { ...list, Act: true }, lists);
    return createPriceList(orgId, list, covers);
  });
}

/** Valid to before valid from (an update's with the stored end it keeps): 400 on `To`. */
function refuseReversed(l: { From?: string | undefined; To?: string | undefined }): void {
  if (l.From && l.To && l.To < l.From)
    throw new ApiError(ErrorCode.BadRequest, PriceListMessages.toBeforeFrom, [
      { path: 'To', message: PriceListMessages.toBeforeFrom },
    ]);
}

/** What the body changes: left out keeps, `null` (category, dates) removes. */
const changeOf = (body: Omit<PriceListUpdateBody, 'ver'>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === null || v === '' ? undefined : v]),
  );

/**
 * A change at the list's `ver`. A change of category, dates or name of an
 * active list, or a re-activation, is checked against the category's other
 * active lists and written with its cover (create's rule and race safety).
 */
export async function updateOnePriceList(call: Call<R['updatePriceList']>) {
  const { orgId } = call.session;
  const { ver, ...body } = call.body;
  await markCustomerCategoryUsed(orgId, body.CatId);
  return withCoverRetry(async () => {
    const lists = await listPriceLists(orgId);
    const before = lists.find((l) => l._id === call.params.Id) ?? (await getPriceList(orgId, call.params.Id));
    if (!before) throw notFound();
    if (body.Name !== undefined) refuseTakenName(lists, body.Name, ItemMessages.priceListNameTaken, before._id);
    const change = changeOf(body);
    const after = { ...before, ...change } as PriceListRecord;
    refuseReversed(after);
    // A stale `ver` answers 409 before an overlap is looked for (the overlap may be gone in the newer list).
    if (before.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
    const covers = await coverWrites(orgId, before, after, lists);
    return updatePriceList(orgId, before, ver, change, covers);
  });
}

/** PUT …/Prices: set or remove prices in one change at the list's `ver`; every item must be one of the organisation's. */
export async function changeListPrices(call: Call<R['changePrices']>) {
  const { orgId } = call.session;
  const list = await getPriceList(orgId, call.params.Id);
  if (!list) throw notFound();
  const { Prices } = call.body;
  const items = await getItems(
    orgId,
    Prices.map((p) => p.ItemId),
  );
  const errors = Prices.flatMap((p, i) =>
    items[i] ? [] : [{ path: `Prices.${i}.ItemId`, message: ItemMessages.partUnknown(p.ItemId) }],
  );
  if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? '', errors);
  await changePrices(
    orgId,
    list,
    call.body.ver,
    Prices.map((p) => ({ ItemId: p.ItemId, PrP: p.Pr === null ? undefined : rupeesToPaise(p.Pr) })),
  );
  return (await getPriceList(orgId, list._id)) ?? list;
}

/** GET …/Prices: a page of the list's prices with each item's code, name and own price. */
export async function readListPrices(call: Call<R['prices']>) {
  const { orgId } = call.session;
  if (!(await getPriceList(orgId, call.params.Id))) throw notFound();
  const page = await listPrices(orgId, call.params.Id, { limit: call.query.Limit, cursor: call.query.Cursor });
  const scope = scopeOf(call.session, 'PART');
  const parts = await getVisibleRecords(
    scope.orgId,
    scope.ownOnly,
    'PART',
    page.items.map((p) => p.ItemId),
  );
  return {
    Items: page.items.map((p, i) => {
      const part = parts[i]?.record;
      return {
        ItemId: p.ItemId,
        ...(part
          ? { PCode: String(part.PCode), Desc: String(part.Desc), UoM: String(part.UoM), PartPr: Number(part.UnPr) }
          : {}),
        Pr: paiseToRupees(p.PrP),
      };
    }),
    ...(page.next ? { Next: page.next } : {}),
  };
}
