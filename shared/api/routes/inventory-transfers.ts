import { inModule, resource, type Permission } from '../../access/permission';
import { adjustmentAnswer, adjustmentParams, adjustmentsPage, adjustmentsQuery } from '../../inventory/call-schemas';
import {
  materialInCreateBody,
  materialOutCreateBody,
  transferAnswer,
  transferCreateBody,
  transferDestinations,
  transferParams,
  transferReceiveBody,
  transfersPage,
  transfersQuery,
  transferStepBody,
  transferUpdateBody,
} from '../../inventory/transfer-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Transfer orders, material in and material out (docs/inventory-transfers.md §7).
 * The spec's access names no resource of their own (platform §3 Inventory: Item,
 * DNote, PO, Adjust, MyInv, WO), so they take `Adjust`: each moves stock outside
 * a purchase, a sale or a repair order, as an adjustment does. R lists and opens;
 * C makes, dispatches, receives and cancels.
 */
const ADJUST = (right: 'C' | 'R'): Permission => inModule('Inventory', resource('Inventory', 'Adjust', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'inventory' as const });

export const inventoryTransferRoutes = {
  transfers: route({
    method: 'GET',
    path: 'Inventory/TransferOrders',
    permission: ADJUST('R'),
    query: transfersQuery,
    response: transfersPage,
  }),
  transfer: route({
    method: 'GET',
    path: 'Inventory/TransferOrders/{Id}',
    permission: ADJUST('R'),
    params: transferParams,
    response: transferAnswer,
  }),
  transferDestinations: route({
    method: 'GET',
    path: 'Inventory/TransferDestinations',
    permission: ADJUST('C'),
    response: transferDestinations,
  }),
  createTransfer: route({
    method: 'POST',
    path: 'Inventory/TransferOrders',
    permission: ADJUST('C'),
    body: transferCreateBody,
    response: transferAnswer,
  }),
  /** A draft changed at its `ver` (lines, ends, notes); Adjust C, as making one. */
  updateTransfer: route({
    method: 'PUT',
    path: 'Inventory/TransferOrders/{Id}',
    permission: ADJUST('C'),
    params: transferParams,
    body: transferUpdateBody,
    response: transferAnswer,
  }),
  dispatchTransfer: route({
    method: 'POST',
    path: 'Inventory/TransferOrders/{Id}/Dispatch',
    permission: ADJUST('C'),
    params: transferParams,
    body: transferStepBody,
    response: transferAnswer,
  }),
  receiveTransfer: route({
    method: 'POST',
    path: 'Inventory/TransferOrders/{Id}/Receive',
    permission: ADJUST('C'),
    params: transferParams,
    body: transferReceiveBody,
    response: transferAnswer,
  }),
  cancelTransfer: route({
    method: 'POST',
    path: 'Inventory/TransferOrders/{Id}/Cancel',
    permission: ADJUST('C'),
    params: transferParams,
    body: transferStepBody,
    response: transferAnswer,
  }),
  materialIns: route({
    method: 'GET',
    path: 'Inventory/MaterialIn',
    permission: ADJUST('R'),
    query: adjustmentsQuery,
    response: adjustmentsPage,
  }),
  materialIn: route({
    method: 'GET',
    path: 'Inventory/MaterialIn/{Id}',
    permission: ADJUST('R'),
    params: adjustmentParams,
    response: adjustmentAnswer,
  }),
  createMaterialIn: route({
    method: 'POST',
    path: 'Inventory/MaterialIn',
    permission: ADJUST('C'),
    body: materialInCreateBody,
    response: adjustmentAnswer,
  }),
  materialOuts: route({
    method: 'GET',
    path: 'Inventory/MaterialOut',
    permission: ADJUST('R'),
    query: adjustmentsQuery,
    response: adjustmentsPage,
  }),
  materialOut: route({
    method: 'GET',
    path: 'Inventory/MaterialOut/{Id}',
    permission: ADJUST('R'),
    params: adjustmentParams,
    response: adjustmentAnswer,
  }),
  createMaterialOut: route({
    method: 'POST',
    path: 'Inventory/MaterialOut',
    permission: ADJUST('C'),
    body: materialOutCreateBody,
    response: adjustmentAnswer,
  }),
} as const;
