import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { createFamilyHandler } from '../lib/http/family-handler';
import { cancelBill } from './bill-cancel-calls';
import { createBill, readOneBill, searchBills, vendorBalance } from './bill-calls';
import { createBillPayment, readOneBillPayment, searchBillPayments } from './bill-payment-calls';
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

/** Lambda of the `purchasing` call family: purchase orders, parts orders, purchase receives, vendor bills and payments made (docs/purchasing.md). */
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
  bills: searchBills,
  bill: readOneBill,
  createBill,
  cancelBill,
  billPayments: searchBillPayments,
  billPayment: readOneBillPayment,
  createBillPayment,
  vendorBalance,
});
