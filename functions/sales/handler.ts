import { salesRoutes } from '@shared/api/routes/sales';
import { createFamilyHandler } from '../lib/http/family-handler';
import { challanCalls } from './challan-calls';
import { challanInvoiceCalls } from './challan-invoice';
import { creditNoteListCalls } from './credit-note-list-calls';
import { salesReceiptCalls } from './receipt-calls';
import { receiptReopenCalls } from './receipt-reopen-calls';
import { salesReturnCalls } from './return-calls';

/** Lambda of the `sales` call family: counter sales (sales receipts), their returns and cancels (docs/sales.md), delivery challans (docs/challans.md). */
export const handler = createFamilyHandler(salesRoutes, {
  ...salesReceiptCalls,
  ...salesReturnCalls,
  ...receiptReopenCalls,
  ...challanCalls,
  ...challanInvoiceCalls,
  ...creditNoteListCalls,
});
