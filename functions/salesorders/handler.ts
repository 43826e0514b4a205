import { salesOrderRoutes } from '@shared/api/routes/sales-orders';
import { createFamilyHandler } from '../lib/http/family-handler';
import { convertSalesEstimate } from './convert-calls';
import { packageCalls } from './package-calls';
import { invoiceSalesOrder } from './so-invoice';
import { salesDocCalls } from './so-calls';
import { soReturnCalls } from './so-return-calls';

/** Lambda of the `salesorders` call family: sales orders and sales estimates (docs/sales-orders.md). */
export const handler = createFamilyHandler(salesOrderRoutes, {
  ...salesDocCalls,
  convertSalesEstimate,
  ...packageCalls,
  invoiceSalesOrder,
  ...soReturnCalls,
});
