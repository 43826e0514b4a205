import * as z from 'zod';
import { itemLookupPage } from '../../inventory/item-lookup-rows';
import {
  dateQuery,
  deactivateBody,
  idParams,
  listQuery,
  pagingQuery,
  partAnswer,
  partRow,
  partCodeParams,
  partCodeVehicleParams,
  partCreateBody,
  partsByCategoryParams,
  partsByDescriptionQuery,
  partUpdateBody,
} from '../../catalogue/call-schemas';
import { pageOf } from '../../fields/paging';
import {
  INVENTORY_ADMIN,
  INVENTORY_READ,
  lite,
  operationsLitePage,
  READ,
  recordWrites,
  route,
} from './catalogue-route';

const partsPage = pageOf(partAnswer);
const partsLitePage = pageOf(partRow);
/** The sale searches price for the buyer's customer category, `Cat` (docs/inventory-items.md §6). */
const saleLite = { ...lite, query: pagingQuery.extend({ Cat: z.string().trim().max(64).optional() }) } as const;

/** The catalogue's parts calls: parts, the inventory item name searches, and the labour suggested for a part. */
export const partRoutes = {
  // Parts -------------------------------------------------------------------------------
  parts: route({ method: 'GET', path: 'Parts', permission: READ, query: listQuery, response: partsPage }),
  partsByDescription: route({
    method: 'GET',
    path: 'Parts/Basic/ByDescription',
    permission: READ,
    query: partsByDescriptionQuery,
    response: partsPage,
  }),
  partsByCategory: route({
    method: 'GET',
    path: 'Parts/ByCategory/{cat}/{year}/{make}/{model}/{variant}',
    permission: READ,
    params: partsByCategoryParams,
    query: pagingQuery,
    response: partsPage,
  }),
  part: route({
    method: 'GET',
    path: 'Parts/{id}',
    permission: READ,
    params: idParams,
    query: dateQuery,
    response: partAnswer,
  }),
  partsByCodeAndVehicle: route({
    method: 'GET',
    path: 'Parts/ByPartCodeAndApplicableVehicle/{code}/{vehicle}',
    permission: READ,
    params: partCodeVehicleParams,
    query: dateQuery,
    response: z.array(partAnswer),
  }),
  partsByCode: route({
    method: 'GET',
    path: 'Parts/ByPartCode/{code}',
    permission: READ,
    params: partCodeParams,
    query: dateQuery,
    response: z.array(partAnswer),
  }),
  dummyPartsLite: route({
    method: 'GET',
    path: 'DummyParts/ByDescriptionLite/{text}',
    permission: READ,
    ...lite,
    response: partsLitePage,
  }),
  ...recordWrites({ one: 'Part', many: 'Parts' }, 'Parts', INVENTORY_ADMIN, {
    create: partCreateBody,
    update: partUpdateBody,
    deactivate: deactivateBody,
    answer: partAnswer,
  }),

  // Inventory item name searches (catalogue parts; stock comes with inventory) -----------
  itemsSaleNameLite: route({
    method: 'GET',
    path: 'Inventory/Items/Sale/NameSearchLite/{text}',
    permission: INVENTORY_READ,
    ...saleLite,
    response: itemLookupPage,
  }),
  masterItemsSaleNameLite: route({
    method: 'GET',
    path: 'Inventory/MasterItems/Sale/NameSearchLite/{text}',
    permission: INVENTORY_READ,
    ...saleLite,
    response: itemLookupPage,
  }),
  itemsSaleGenericNameLite: route({
    method: 'GET',
    path: 'Inventory/Items/Sale/GeneNameSLite/{text}',
    permission: INVENTORY_READ,
    ...saleLite,
    response: itemLookupPage,
  }),
  itemsPurchaseNameLite: route({
    method: 'GET',
    path: 'Inventory/Items/Purchase/NameSearchLite/{text}',
    permission: INVENTORY_READ,
    ...lite,
    response: itemLookupPage,
  }),

  /** Labour operations suggested for a part: the operations of the part's category. */
  arLaborsByPartCode: route({
    method: 'GET',
    path: 'ARLabors/ByPCode/{id}',
    permission: READ,
    params: idParams,
    query: pagingQuery,
    response: operationsLitePage,
  }),
} as const;
