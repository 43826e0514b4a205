/** Delivery challans' addresses (spec platform §2 'Sales'). */
export const CHALLAN_PATHS = {
  dashboard: '/challans/challandashboard',
  newChallan: '/challans/challan/New',
  challan: (id: string) => `/challans/challan/${id}`,
} as const;
