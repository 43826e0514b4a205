import { InventoryMessages } from './inventory-messages';

/**
 * Texts of the item master, item groups, reorder levels and price lists
 * (docs/inventory-items.md), defined once for the server's refusals and the screens.
 */
export const ItemMessages = {
  itemNotFound: InventoryMessages.itemNotFound,
  badCursor: InventoryMessages.badCursor,
  partUnknown: (id: string): string => `Part ${id} was not found.`,
  alreadyItem: 'This part is already an item of the organisation.',
  partOrId: 'Choose a catalogue part, or enter a new part, not both.',
  groupNotFound: 'Item group not found.',
  groupUnknown: (name: string): string => `There is no item group ${name}.`,
  groupNameTaken: (name: string): string => `An item group named ${name} already exists.`,
  warehouseUnknown: (id: string): string => `Warehouse ${id} is not a warehouse of this branch.`,
  warehouseTwice: 'Each warehouse takes one reorder level.',
  uomTwice: (uom: string): string => `${uom} is listed twice.`,
  uomIsBase: (uom: string): string => `${uom} is the item's own unit; a conversion names another unit.`,
  uomNotExact: (uom: string, base: string): string =>
    `This quantity of ${uom} is not a whole number of thousandths of ${base}.`,
  uomNotWhole: (base: string): string => `This comes to a part of a ${base}, which is counted whole.`,
  uomUnknown: (uom: string): string => `This item has no unit ${uom}.`,
  skuTaken: (sku: string): string => `Another item has the SKU ${sku}.`,
  skuTwice: (sku: string): string => `The SKU ${sku} is given to more than one row.`,
  skuOff: 'This branch does not keep SKUs (Inventory settings, SKU).',
  uomOff: "This branch takes stock in each item's own unit only (entity config, Inventory feature MUoM).",
  codeUnknown: (code: string): string => `No part has the code ${code}.`,
  priceListNotFound: 'Price list not found.',
  priceListNameTaken: (name: string): string => `A price list named ${name} already exists.`,
  priceTwice: (id: string): string => `Item ${id} is priced twice in this change.`,
  suggestionTaken: 'This item already has an open reorder suggestion for this warehouse.',
  suggestionNotFound: 'Reorder suggestion not found.',
  attributeUnknown: 'This attribute is not one of the active item attributes.',
  attributeValue: (name: string): string => `Choose one of the values of ${name}.`,
  fieldUnknown: 'This field is not one of the active item custom fields.',
  fieldNumber: (name: string): string => `${name} is a number.`,
  fieldDate: (name: string): string => `${name} is a date (YYYY-MM-DD).`,
  fieldChoice: (name: string): string => `Choose one of the choices of ${name}.`,
  fieldRequired: (name: string): string => `Enter ${name}: every item has it.`,
  notAtReorderLevel: 'This item is above its reorder level in this warehouse.',
} as const;
