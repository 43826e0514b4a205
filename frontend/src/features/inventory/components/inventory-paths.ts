/** The inventory screens' paths (spec platform §2 'Inventory'), written once for links and navigation. */
export const INVENTORY_PATHS = {
  stock: '/items/inventory',
  adjustments: '/items/adjustments',
  newAdjustment: '/items/adjustment/new',
} as const;
