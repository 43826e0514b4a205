/** The item master's screen paths (spec platform §2 'Inventory'), written once for links and navigation. */
export const ITEM_PATHS = {
  items: '/items/masteritemlist',
  newItem: '/items/masteritem/New',
  item: (id: string): string => `/items/masteritem/${encodeURIComponent(id)}`,
  groups: '/items/ItemGroups',
  newGroup: '/items/ItemGroup/New',
  priceLists: '/items/pricelists',
  newPriceList: '/items/pricelist/new',
  priceList: (id: string): string => `/items/pricelist/${encodeURIComponent(id)}`,
  reorder: '/reports/reorderpointreport',
} as const;
