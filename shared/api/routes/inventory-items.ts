import { importAnswer, importBody, importQuery } from '../../catalogue/import-call';
import { inModule, resource, type Permission } from '../../access/permission';
import {
  itemAnswer,
  itemCreateBody,
  itemGroupAnswer,
  itemGroupCreateBody,
  itemGroupParams,
  itemGroupsAnswer,
  itemGroupUpdateBody,
  itemsPage,
  itemsQuery,
  itemUpdateBody,
} from '../../inventory/item-schemas';
import { itemParams } from '../../inventory/call-schemas';
import {
  priceListAnswer,
  priceListCreateBody,
  priceListParams,
  priceListsAnswer,
  priceListUpdateBody,
  pricesBody,
  pricesPage,
  pricesQuery,
} from '../../inventory/price-list-schemas';
import {
  closedAnswer,
  reorderReport,
  reorderReportQuery,
  suggestAnswer,
  suggestBody,
  suggestionParams,
} from '../../inventory/reorder-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * The item master, item groups, price lists and the reorder point report
 * (docs/inventory-items.md §8), all under access Inventory `Item` (platform §3):
 * R to read, C to make an item, U to change one (its group, tracking, units,
 * reorder levels; groups and price lists are the item master's too).
 */
const ITEM = (right: 'C' | 'R' | 'U'): Permission => inModule('Inventory', resource('Inventory', 'Item', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'inventory' as const });

export const inventoryItemRoutes = {
  items: route({
    method: 'GET',
    path: 'Inventory/MasterItems',
    permission: ITEM('R'),
    query: itemsQuery,
    response: itemsPage,
  }),
  item: route({
    method: 'GET',
    path: 'Inventory/MasterItems/{Id}',
    permission: ITEM('R'),
    params: itemParams,
    response: itemAnswer,
  }),
  createItem: route({
    method: 'POST',
    path: 'Inventory/MasterItems',
    permission: ITEM('C'),
    body: itemCreateBody,
    response: itemAnswer,
  }),
  updateItem: route({
    method: 'PUT',
    path: 'Inventory/MasterItems/{Id}',
    permission: ITEM('U'),
    params: itemParams,
    body: itemUpdateBody,
    response: itemAnswer,
  }),
  importItems: route({
    method: 'POST',
    path: 'Inventory/MasterItems/Import',
    permission: ITEM('C'),
    query: importQuery,
    body: importBody,
    response: importAnswer,
    maxBodyBytes: 2 * 1024 * 1024,
  }),
  itemGroups: route({ method: 'GET', path: 'Inventory/ItemGroups', permission: ITEM('R'), response: itemGroupsAnswer }),
  createItemGroup: route({
    method: 'POST',
    path: 'Inventory/ItemGroups',
    permission: ITEM('C'),
    body: itemGroupCreateBody,
    response: itemGroupAnswer,
  }),
  updateItemGroup: route({
    method: 'PUT',
    path: 'Inventory/ItemGroups/{Id}',
    permission: ITEM('U'),
    params: itemGroupParams,
    body: itemGroupUpdateBody,
    response: itemGroupAnswer,
  }),
  priceLists: route({ method: 'GET', path: 'Inventory/PriceLists', permission: ITEM('R'), response: priceListsAnswer }),
  createPriceList: route({
    method: 'POST',
    path: 'Inventory/PriceLists',
    permission: ITEM('C'),
    body: priceListCreateBody,
    response: priceListAnswer,
  }),
  updatePriceList: route({
    method: 'PUT',
    path: 'Inventory/PriceLists/{Id}',
    permission: ITEM('U'),
    params: priceListParams,
    body: priceListUpdateBody,
    response: priceListAnswer,
  }),
  prices: route({
    method: 'GET',
    path: 'Inventory/PriceLists/{Id}/Prices',
    permission: ITEM('R'),
    params: priceListParams,
    query: pricesQuery,
    response: pricesPage,
  }),
  changePrices: route({
    method: 'PUT',
    path: 'Inventory/PriceLists/{Id}/Prices',
    permission: ITEM('U'),
    params: priceListParams,
    body: pricesBody,
    response: priceListAnswer,
  }),
  reorderReport: route({
    method: 'GET',
    path: 'Inventory/ReorderPoint',
    permission: ITEM('R'),
    query: reorderReportQuery,
    response: reorderReport,
  }),
  suggestReorder: route({
    method: 'POST',
    path: 'Inventory/ReorderPoint/Suggestions',
    permission: ITEM('U'),
    body: suggestBody,
    response: suggestAnswer,
  }),
  closeSuggestion: route({
    method: 'DELETE',
    path: 'Inventory/ReorderPoint/Suggestions/{ItemId}/{WhId}',
    permission: ITEM('U'),
    params: suggestionParams,
    response: closedAnswer,
  }),
} as const;
