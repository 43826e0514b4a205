/** The bills screens' paths, spelled as the spec spells them (platform §2 'Bills'). */
export const BILL_PATHS = {
  bills: '/Bills/BillsDashboard',
  newBill: (recId?: string) => `/Bills/Bill/New${recId ? `?RecId=${recId}` : ''}`,
  bill: (id: string) => `/Bills/Bill/${id}`,
  payments: '/Bills/PaymentsMade',
  payment: (id: string) => `/Bills/BillPayment/${id}`,
  newPayment: (billId?: string) => `/Bills/BillPayment/New${billId ? `?BillId=${billId}` : ''}`,
} as const;
