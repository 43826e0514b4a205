import { inModule, resource, type Permission } from '../../access/permission';
import {
  adjustmentAnswer,
  adjustmentCreateBody,
  adjustmentParams,
  adjustmentsPage,
  adjustmentsQuery,
  itemParams,
  movementsPage,
  movementsQuery,
  stockPage,
  stockQuery,
} from '../../inventory/call-schemas';
import {
  allocatedPartsPage,
  allocatedPartsQuery,
  issuePartAnswer,
  issuePartBody,
  waitingPartsPage,
  waitingPartsQuery,
} from '../../inventory/issue-schemas';
import { defineRoute, type RouteDef } from '../route';
import { inventoryReservationRoutes } from './inventory-reservations';
import { inventoryItemRoutes } from './inventory-items';
import { inventoryTransferRoutes } from './inventory-transfers';
import { inventoryTrackingRoutes } from './inventory-tracking';
import { inventoryStatementRoutes } from './inventory-statement';

/**
 * Stock, an item's movements and stock adjustments (docs/inventory.md §8). The
 * stock and the history need access Inventory `Item`; adjustments `Adjust`
 * (platform §3), in a branch with the Inventory module on.
 */
const ITEM = (right: 'R'): Permission => inModule('Inventory', resource('Inventory', 'Item', right));
const ADJUST = (right: 'C' | 'R'): Permission => inModule('Inventory', resource('Inventory', 'Adjust', right));

/** Parts issued to repair orders (items/IssueParts): access Inventory `WO`, R to list, U to issue and return. */
const WO = (right: 'R' | 'U'): Permission => inModule('Inventory', resource('Inventory', 'WO', right));

/** My Inventory (allocatedparts/allocatedpartslist): access Inventory `MyInv`; a user sees only their own jobs' parts. */
const MY_INV: Permission = inModule('Inventory', resource('Inventory', 'MyInv', 'R'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'inventory' as const });

export const inventoryRoutes = {
  ...inventoryReservationRoutes,
  ...inventoryItemRoutes,
  ...inventoryTransferRoutes,
  ...inventoryTrackingRoutes,
  ...inventoryStatementRoutes,
  stock: route({
    method: 'GET',
    path: 'Inventory/Stock',
    permission: ITEM('R'),
    query: stockQuery,
    response: stockPage,
  }),
  itemMovements: route({
    method: 'GET',
    path: 'Inventory/Items/{Id}/Movements',
    permission: ITEM('R'),
    params: itemParams,
    query: movementsQuery,
    response: movementsPage,
  }),
  adjustments: route({
    method: 'GET',
    path: 'Inventory/Adjustments',
    permission: ADJUST('R'),
    query: adjustmentsQuery,
    response: adjustmentsPage,
  }),
  adjustment: route({
    method: 'GET',
    path: 'Inventory/Adjustments/{Id}',
    permission: ADJUST('R'),
    params: adjustmentParams,
    response: adjustmentAnswer,
  }),
  createAdjustment: route({
    method: 'POST',
    path: 'Inventory/Adjustments',
    permission: ADJUST('C'),
    body: adjustmentCreateBody,
    response: adjustmentAnswer,
  }),
  waitingParts: route({
    method: 'GET',
    path: 'Inventory/IssueParts',
    permission: WO('R'),
    query: waitingPartsQuery,
    response: waitingPartsPage,
  }),
  issuePart: route({
    method: 'POST',
    path: 'Inventory/IssueParts',
    permission: WO('U'),
    body: issuePartBody,
    response: issuePartAnswer,
  }),
  returnPart: route({
    method: 'POST',
    path: 'Inventory/IssueParts/Return',
    permission: WO('U'),
    body: issuePartBody,
    response: issuePartAnswer,
  }),
  allocatedParts: route({
    method: 'GET',
    path: 'Inventory/AllocatedParts',
    permission: MY_INV,
    query: allocatedPartsQuery,
    response: allocatedPartsPage,
  }),
} as const;
