import { salesReceiptRoutes } from './sales-receipts';
import { salesReturnRoutes } from './sales-returns';

/** The `sales` family: the counter sale (docs/sales.md) and its returns and cancels. */
export const salesRoutes = {
  ...salesReceiptRoutes,
  ...salesReturnRoutes,
} as const;
