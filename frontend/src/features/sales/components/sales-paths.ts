/** The counter sale's addresses (spec platform §2 'Accounting'). */
export const SALES_PATHS = {
  search: '/Accounting/salesreceiptsearch',
  newReceipt: '/Accounting/salesreceipts/New',
  receipt: (id: string) => `/Accounting/salesreceipts/${id}`,
  /** The counter screen loaded with a saved receipt, saving it again under its number (docs/sales.md §13). */
  reopen: (id: string) => `/Accounting/salesreceipts/${id}/ReOpen`,
  /** Sales returns (the spec's area `salesreturn`, docs/sales.md §12). */
  returns: '/salesreturn/salesreturns',
  newReturn: (receiptId: string) => `/salesreturn/salesreturn/New?SR=${receiptId}`,
  salesReturn: (id: string) => `/salesreturn/salesreturn/${id}`,
} as const;
