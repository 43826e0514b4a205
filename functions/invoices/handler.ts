import { invoicesRoutes } from '@shared/api/routes/invoices';
import { booksCalls } from './books/books-calls';
import { createFamilyHandler } from '../lib/http/family-handler';
import { gstCalls } from './gst/gst-calls';
import { invoiceCalls } from './invoice-calls';
import { paymentCalls } from './payment-calls';
import { salesReceiptCalls } from './sales/receipt-calls';
import { salesReturnCalls } from './sales/return-calls';

/** Lambda of the `invoices` call family: invoices, credit notes, payments, GST returns, the books, sales receipts and their returns. */
export const handler = createFamilyHandler(invoicesRoutes, {
  ...invoiceCalls,
  ...paymentCalls,
  ...gstCalls,
  ...booksCalls,
  ...salesReceiptCalls,
  ...salesReturnCalls,
});
