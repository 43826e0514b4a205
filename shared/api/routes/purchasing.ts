import { inModule, resource, type Permission } from '../../access/permission';
import {
  partsOrderBody,
  purchaseOrderAnswer,
  purchaseOrderCreateBody,
  purchaseOrderParams,
  purchaseOrderSaveBody,
  purchaseOrdersPage,
  purchaseOrdersQuery,
  purchaseOrderStepBody,
  purchaseReceiveAnswer,
  purchaseReceiveCreateBody,
  purchaseReceiveParams,
  purchaseReceivesPage,
  purchaseReceivesQuery,
} from '../../purchasing/purchase-schemas';
import { defineRoute, type RouteDef } from '../route';
import { billRoutes } from './purchasing-bills';

/**
 * The `purchasing` call family (docs/purchasing.md §6): purchase orders, parts
 * orders from requested parts, and purchase receives. Access is the spec's
 * Inventory `PO` (platform §3): R lists and opens, C makes, saves, sends,
 * cancels and receives (a receive is the order's own next step).
 */
const PO = (right: 'C' | 'R'): Permission => inModule('Inventory', resource('Inventory', 'PO', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'purchasing' as const });

export const purchasingRoutes = {
  purchaseOrders: route({
    method: 'GET',
    path: 'PurchaseOrder/PurchaseOrders',
    permission: PO('R'),
    query: purchaseOrdersQuery,
    response: purchaseOrdersPage,
  }),
  purchaseOrder: route({
    method: 'GET',
    path: 'PurchaseOrder/PurchaseOrders/{Id}',
    permission: PO('R'),
    params: purchaseOrderParams,
    response: purchaseOrderAnswer,
  }),
  createPurchaseOrder: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseOrders',
    permission: PO('C'),
    body: purchaseOrderCreateBody,
    response: purchaseOrderAnswer,
  }),
  savePurchaseOrder: route({
    method: 'PUT',
    path: 'PurchaseOrder/PurchaseOrders/{Id}',
    permission: PO('C'),
    params: purchaseOrderParams,
    body: purchaseOrderSaveBody,
    response: purchaseOrderAnswer,
  }),
  sendPurchaseOrder: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseOrders/{Id}/Send',
    permission: PO('C'),
    params: purchaseOrderParams,
    body: purchaseOrderStepBody,
    response: purchaseOrderAnswer,
  }),
  cancelPurchaseOrder: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseOrders/{Id}/Cancel',
    permission: PO('C'),
    params: purchaseOrderParams,
    body: purchaseOrderStepBody,
    response: purchaseOrderAnswer,
  }),
  createPartsOrder: route({
    method: 'POST',
    path: 'PurchaseOrder/PartsOrders',
    permission: PO('C'),
    body: partsOrderBody,
    response: purchaseOrderAnswer,
  }),
  purchaseReceives: route({
    method: 'GET',
    path: 'PurchaseOrder/PurchaseReceives',
    permission: PO('R'),
    query: purchaseReceivesQuery,
    response: purchaseReceivesPage,
  }),
  purchaseReceive: route({
    method: 'GET',
    path: 'PurchaseOrder/PurchaseReceives/{Id}',
    permission: PO('R'),
    params: purchaseReceiveParams,
    response: purchaseReceiveAnswer,
  }),
  createPurchaseReceive: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseReceives',
    permission: PO('C'),
    body: purchaseReceiveCreateBody,
    response: purchaseReceiveAnswer,
  }),
  ...billRoutes,
} as const;
