/** The counter sale's addresses (spec platform §2 'Accounting'). */
export const SALES_PATHS = {
  search: '/Accounting/salesreceiptsearch',
  newReceipt: '/Accounting/salesreceipts/New',
  receipt: (id: string) => `/Accounting/salesreceipts/${id}`,
} as const;
