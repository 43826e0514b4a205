import { challanInvoiceRoutes } from './challan-invoices';
import { challanRoutes } from './challans';
import { creditNoteRoutes } from './credit-notes';
import { salesReceiptRoutes } from './sales-receipts';
import { salesReturnRoutes } from './sales-returns';

/** The `sales` family: the counter sale (docs/sales.md), its returns and cancels, and delivery challans (docs/challans.md). */
export const salesRoutes = {
  ...salesReceiptRoutes,
  ...salesReturnRoutes,
  ...challanRoutes,
  ...challanInvoiceRoutes,
  ...creditNoteRoutes,
} as const;
