import { inModule, resource, type Permission } from '../../access/permission';
import { itemParams } from '../../inventory/call-schemas';
import { expiringPage, expiringQuery, itemTrackingAnswer } from '../../inventory/tracking-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Batches and serial numbers (docs/inventory-batches.md §8): what an item holds
 * by batch and serial, and the batches expiring soon. Both read stock, so they
 * need access Inventory `Item` R, as the stock list does.
 */
const ITEM_R: Permission = inModule('Inventory', resource('Inventory', 'Item', 'R'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'inventory' as const });

export const inventoryTrackingRoutes = {
  itemTracking: route({
    method: 'GET',
    path: 'Inventory/Items/{Id}/Batches',
    permission: ITEM_R,
    params: itemParams,
    response: itemTrackingAnswer,
  }),
  expiringBatches: route({
    method: 'GET',
    path: 'Inventory/Batches/Expiring',
    permission: ITEM_R,
    query: expiringQuery,
    response: expiringPage,
  }),
};
