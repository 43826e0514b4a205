import { SettingsListScreen, type SettingsListScreenProps } from '../components/settings-list-screen';

/**
 * The inventory settings lists (spec platform §2 'Settings', group Inventory;
 * docs/inventory-settings.md §2): one screen component, one set of words per list.
 * The manifest takes each list's screen from here.
 */
export const INVENTORY_LIST_SCREENS = {
  reasons: {
    list: 'Reasons',
    title: 'Adjustment Reasons',
    description:
      'Why stock was adjusted: each adjustment line names one of the active reasons. A reason already used is deactivated instead of removed, so past adjustments keep reading right.',
    noun: 'reason',
  },
  ProductTypes: {
    list: 'ProductTypes',
    title: '{Item} Types',
    description:
      'The kinds of item the organisation keeps (goods, consumables, services sold as parts), for every branch.',
    noun: 'product type',
  },
  Categories: {
    list: 'Categories',
    title: '{Item} Categories',
    description: 'Groups items for searching and reports, for every branch of the organisation.',
    noun: 'category',
  },
  locations: {
    list: 'Locations',
    title: 'Bin Locations',
    description: 'Racks and bins inside each warehouse of the branch, where a part sits on the shelf.',
    noun: 'location',
    detailHeader: 'Warehouse',
  },
  Attributes: {
    list: 'Attributes',
    title: '{Item} Attributes',
    description: 'Properties an item can vary by, each with its values (Colour: Red, Black).',
    noun: 'attribute',
    detailHeader: 'Values',
  },
  customfields: {
    list: 'CustomFields',
    title: '{Item} Custom Fields',
    description: 'Extra fields on every item, with their type, and whether an item must fill them.',
    noun: 'custom field',
    detailHeader: 'Type',
  },
} as const satisfies Record<string, SettingsListScreenProps>;

export type InventoryListScreen = keyof typeof INVENTORY_LIST_SCREENS;

/** The route module of one list's screen. */
export const listScreenModule = (screen: InventoryListScreen) => {
  const props = INVENTORY_LIST_SCREENS[screen];
  return { Component: () => <SettingsListScreen {...props} />, handle: { title: props.title } };
};
