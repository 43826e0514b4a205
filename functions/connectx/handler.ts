import { connectxRoutes } from '@shared/api/routes/connectx';
import { createFamilyHandler } from '../lib/http/family-handler';
import { orderStatus, salesOrderStatus } from './cx-doc-status';
import { incoming, outgoing } from './cx-lists';
import { sendInvoice } from './send-invoice';
import { sendOrder } from './send-order';

/** Lambda of the `connectx` call family: trade between connected businesses (docs/connectx.md). */
export const handler = createFamilyHandler(connectxRoutes, {
  cxSendOrder: sendOrder,
  cxSendInvoice: sendInvoice,
  cxOutgoing: outgoing,
  cxIncoming: incoming,
  cxOrderStatus: orderStatus,
  cxSalesOrderStatus: salesOrderStatus,
});
