import { inModule, resource, type Permission } from '../../access/permission';
import {
  partsWaitPage,
  partsWaitQuery,
  requestedPartsPage,
  requestedPartsQuery,
} from '../../inventory/reservation-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Requested parts and the repair orders waiting for parts
 * (docs/inventory-reservations.md §5): the parts clerk's lists, access Inventory `WO` R,
 * as Issue Parts, in a branch with the Inventory module on.
 */
const WO_R: Permission = inModule('Inventory', resource('Inventory', 'WO', 'R'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'inventory' as const });

export const inventoryReservationRoutes = {
  requestedParts: route({
    method: 'GET',
    path: 'Inventory/RequestedParts',
    permission: WO_R,
    query: requestedPartsQuery,
    response: requestedPartsPage,
  }),
  partsWaitingOrders: route({
    method: 'GET',
    path: 'Inventory/WorkOrders/WaitingForParts',
    permission: WO_R,
    query: partsWaitQuery,
    response: partsWaitPage,
  }),
} as const;
