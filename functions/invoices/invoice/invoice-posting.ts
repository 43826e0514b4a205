// Moved to functions/lib/invoices/ so the sales order's returns share it (docs/sales-returns-orders.md).
export * from '../../lib/invoices/invoice-posting';
