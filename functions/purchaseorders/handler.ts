import { purchaseOrderStepRoutes } from '@shared/api/routes/purchase-order-steps';
import { createFamilyHandler } from '../lib/http/family-handler';
import { billDrafts, billFromDraft, discardDraft, newBillDraft, saveDraft } from './bill-draft-calls';
import { createDirectReceive } from './direct-receive-calls';
import { partsArrivedNotices } from './parts-notice-calls';
import { approveOrder, closeOrder, printOrder, sendToVendor, sharedOrder, submitOrder } from './po-step-calls';

/** Lambda of the `purchaseorders` call family: a purchase order's approval, sending, close, print and public page, and receives without an order (docs/purchasing.md §18–§20). */
export const handler = createFamilyHandler(purchaseOrderStepRoutes, {
  submitPurchaseOrder: submitOrder,
  approvePurchaseOrder: approveOrder,
  closePurchaseOrder: closeOrder,
  sendPurchaseOrderLink: sendToVendor,
  purchaseOrderPrint: printOrder,
  sharedPurchaseOrder: sharedOrder,
  createDirectReceive,
  partsArrivedNotices,
  billDrafts,
  createBillDraft: newBillDraft,
  saveBillDraft: saveDraft,
  billFromDraft,
  discardBillDraft: discardDraft,
});
