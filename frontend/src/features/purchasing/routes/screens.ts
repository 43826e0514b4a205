import * as purchaseOrder from './purchase-order';
import * as purchaseOrders from './purchase-orders';
import * as purchaseReceiveNew from './purchase-receive-new';
import * as purchaseReceives from './purchase-receives';

/** The purchasing screens, loaded as one chunk (manifest.ts). */
export const purchasingScreens = { purchaseOrders, purchaseOrder, purchaseReceives, purchaseReceiveNew };
