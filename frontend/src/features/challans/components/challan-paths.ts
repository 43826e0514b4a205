/** Delivery challans' addresses (spec platform §2 'Sales'). */
export const CHALLAN_PATHS = {
  dashboard: '/challans/challandashboard',
  newChallan: '/challans/challan/New',
  challan: (id: string) => `/challans/challan/${id}`,
  /** The invoice a conversion made (the accounting area's address; areas do not import each other). */
  invoice: (id: string) => `/Accounting/Invoice/${encodeURIComponent(id)}`,
} as const;
