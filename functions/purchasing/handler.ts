import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { createFamilyHandler } from '../lib/http/family-handler';
import {
  cancelOrder,
  createOrder,
  createPartsOrder,
  readOrder,
  saveOrder,
  searchOrders,
  sendOrder,
} from './purchase-order-calls';
import { createReceive, readReceive, searchReceives } from './receive-calls';

/** Lambda of the `purchasing` call family: purchase orders, parts orders and purchase receives (docs/purchasing.md). */
export const handler = createFamilyHandler(purchasingRoutes, {
  purchaseOrders: searchOrders,
  purchaseOrder: readOrder,
  createPurchaseOrder: createOrder,
  savePurchaseOrder: saveOrder,
  sendPurchaseOrder: sendOrder,
  cancelPurchaseOrder: cancelOrder,
  createPartsOrder,
  purchaseReceives: searchReceives,
  purchaseReceive: readReceive,
  createPurchaseReceive: createReceive,
});
