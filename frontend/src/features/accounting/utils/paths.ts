/** The accounting screens' addresses (spec platform §2 'Accounting'). */
export const ACCOUNTING_PATHS = {
  invoices: '/Accounting/Invoices',
  newInvoice: '/Accounting/Invoice/New',
  invoice: (id: string): string => `/Accounting/Invoice/${encodeURIComponent(id)}`,
  /** The payment form; with an invoice, prefilled with it and its due (Accept Payment). */
  receivePayment: (invoiceId?: string): string =>
    `/Accounting/ReceivePayment/New${invoiceId ? `?Inv=${encodeURIComponent(invoiceId)}` : ''}`,
  paymentSearch: '/Accounting/PaymentSearch',
  unappliedPayments: '/Accounting/PaymentSearch?Unapplied=true',
  /** Invoice settings live in the branch settings (no invoice settings screen of its own yet). */
  settings: '/settings/Settings',
} as const;
