import { createItemGroup, searchItemGroups, updateItemGroup } from './item-group-calls';
import { createOneItem, readItem, searchItems, updateOneItem } from './item-calls';
import { importItems } from './item-import';
import {
  changeListPrices,
  createOnePriceList,
  readListPrices,
  searchPriceLists,
  updateOnePriceList,
} from './price-list-calls';
import { closeReorderSuggestion, readReorderReport, suggestReorder } from './reorder-calls';

/** The item master's calls (shared/api/routes/inventory-items.ts), spread into the family's handler. */
export const itemCalls = {
  items: searchItems,
  item: readItem,
  createItem: createOneItem,
  updateItem: updateOneItem,
  importItems,
  itemGroups: searchItemGroups,
  createItemGroup,
  updateItemGroup,
  priceLists: searchPriceLists,
  createPriceList: createOnePriceList,
  updatePriceList: updateOnePriceList,
  prices: readListPrices,
  changePrices: changeListPrices,
  reorderReport: readReorderReport,
  suggestReorder,
  closeSuggestion: closeReorderSuggestion,
};
