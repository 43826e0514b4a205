import { inModule, moduleAdmin, PUBLIC, resource } from '../../access/permission';
import {
  createDisplayAnswer,
  createDisplayBody,
  displayList,
  displayParams,
  displayTokenParams,
  revokeDisplayAnswer,
  shopFloorBoard,
} from '../../service/shop-floor-board';
import { defineRoute, type RouteDef } from '../route';

/**
 * The live shop floor (docs/customer-loop.md §20), a family of its own (`shopfloor`, split from
 * `service` to keep its bundle under budget: docs/decisions.md 'Lambda bundles'): the board of
 * every vehicle in the shop, the branch's wall displays (created and disconnected by the
 * Service module's admins) and the board a display reads with its token, without a login.
 */
const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'shopfloor' as const });

/** The board reads repair orders' index items: the right to read repair orders. */
const ORDER_READ = inModule('Service', resource('Service', 'WO', 'R'));

export const shopFloorRoutes = {
  shopFloorBoard: route({
    method: 'GET',
    path: 'Service/ShopFloor',
    permission: ORDER_READ,
    response: shopFloorBoard,
  }),
  listDisplays: route({
    method: 'GET',
    path: 'Service/ShopFloor/Displays',
    permission: moduleAdmin('Service'),
    response: displayList,
  }),
  createDisplay: route({
    method: 'POST',
    path: 'Service/ShopFloor/Displays',
    permission: moduleAdmin('Service'),
    body: createDisplayBody,
    response: createDisplayAnswer,
    maxBodyBytes: 1024,
  }),
  revokeDisplay: route({
    method: 'DELETE',
    path: 'Service/ShopFloor/Displays/{Id}',
    permission: moduleAdmin('Service'),
    params: displayParams,
    response: revokeDisplayAnswer,
  }),
  publicShopFloor: route({
    method: 'GET',
    path: 'Public/ShopFloor/{Token}',
    permission: PUBLIC,
    params: displayTokenParams,
    response: shopFloorBoard,
  }),
} as const;
