import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import { ItemMessages } from '@shared/inventory/item-messages';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { getItems } from '../data/inventory/items-repo';
import {
  changePrices,
  createPriceList,
  getPriceList,
  listPrices,
  listPriceLists,
  updatePriceList,
} from '../data/inventory/price-lists-repo';
import { scopeOf } from '../lib/catalogue-scope';
import type { Call } from '../lib/http/call';
import { refuseTakenName } from './taken-name';

/**
 * Price lists (items/pricelists, items/pricelist/new; docs/inventory-items.md §6).
 * Prices arrive in rupees and are stored in paise (`rupeesToPaise`, decimal.js);
 * only the organisation's items are priced.
 */

type R = typeof inventoryItemRoutes;

const notFound = (): ApiError => new ApiError(ErrorCode.NotFound, ItemMessages.priceListNotFound);

const nameFree = async (orgId: string, name: string, exceptId?: string): Promise<void> =>
  refuseTakenName(await listPriceLists(orgId), name, ItemMessages.priceListNameTaken, exceptId);

export const searchPriceLists = async (call: Call<R['priceLists']>) => ({
  Items: await listPriceLists(call.session.orgId),
});

export async function createOnePriceList(call: Call<R['createPriceList']>) {
  await nameFree(call.session.orgId, call.body.Name);
  return createPriceList(call.session.orgId, {
    _id: `PRL${ulid()}`,
    Name: call.body.Name,
    ...(call.body.Desc ? { Desc: call.body.Desc } : {}),
  });
}

export async function updateOnePriceList(call: Call<R['updatePriceList']>) {
  const { orgId } = call.session;
  if (!(await getPriceList(orgId, call.params.Id))) throw notFound();
  const { ver, ...change } = call.body;
  if (change.Name !== undefined) await nameFree(orgId, change.Name, call.params.Id);
  return updatePriceList(orgId, call.params.Id, ver, change);
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
