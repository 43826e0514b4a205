/** The purchasing screens' paths, spelled as the spec spells them (platform §2 'Purchase'). */
export const PURCHASE_PATHS = {
  orders: '/PurchaseOrder/PurchaseOrders',
  newOrder: '/PurchaseOrder/PurchaseOrder/New',
  partsOrder: '/PurchaseOrder/PurchaseOrder/New?From=RequestedParts',
  order: (id: string) => `/PurchaseOrder/PurchaseOrder/${id}`,
  receives: '/PurchaseOrder/PurchaseReceives',
  newReceive: (poId?: string) => `/PurchaseOrder/PurchaseReceive/New${poId ? `?PoId=${poId}` : ''}`,
} as const;
