import { invoicesRoutes } from '@shared/api/routes/invoices';
import { createFamilyHandler } from '../lib/http/family-handler';
import { gstCalls } from './gst/gst-calls';
import { gstr2Calls } from './gst/gstr2-calls';
import { gstr3bCalls } from './gst/gstr3b-calls';
import { gstr2bCalls } from './gst/gstr2b-calls';
import { ewayBillCalls } from './gst/eway-bill-calls';
import { invoiceCalls } from './invoice-calls';
import { paymentCalls } from './payment-calls';

/** Lambda of the `invoices` call family: invoices, credit notes, payments, and GST returns. */
export const handler = createFamilyHandler(invoicesRoutes, {
  ...invoiceCalls,
  ...paymentCalls,
  ...gstCalls,
  ...gstr2Calls,
  ...gstr3bCalls,
  ...gstr2bCalls,
  ...ewayBillCalls,
});
