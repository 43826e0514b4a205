import * as bill from './bill';
import * as billNew from './bill-new';
import * as billPayment from './bill-payment';
import * as billPaymentNew from './bill-payment-new';
import * as billPayments from './bill-payments';
import * as bills from './bills';
import * as purchaseOrder from './purchase-order';
import * as purchaseOrders from './purchase-orders';
import * as purchaseReceiveNew from './purchase-receive-new';
import * as purchaseReceives from './purchase-receives';
import * as purchaseReturnNew from './purchase-return-new';
import * as purchaseReturns from './purchase-returns';
import * as vendorNotes from './vendor-notes';

/** The purchasing screens, loaded as one chunk (manifest.ts). */
export const purchasingScreens = {
  purchaseOrders,
  purchaseOrder,
  purchaseReceives,
  purchaseReceiveNew,
  bills,
  bill,
  billNew,
  billPayments,
  billPaymentNew,
  billPayment,
  purchaseReturns,
  purchaseReturnNew,
  ...vendorNotes,
};
