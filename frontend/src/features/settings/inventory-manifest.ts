import { ENTITY_ADMIN, inModule } from '@shared/access/permission';
import type { ScreenEntry } from '../../lib/screen-manifest';
import type { InventoryListScreen } from './routes/inventory-lists';

/**
 * The Inventory group of the settings (spec platform §2 'Settings'): entity
 * admin in a branch that has Inventory (§6: settings need entity admin; the
 * calls' permission, pinned in app/screens.test.ts). A list whose Inventory
 * feature is off in the branch is not listed (docs/inventory-settings.md §4).
 */
const INVENTORY_ADMIN = inModule('Inventory', ENTITY_ADMIN);

const inventory = (
  path: string,
  title: string,
  description: string,
  lazy: ScreenEntry['lazy'],
  feature?: ScreenEntry['feature'],
): ScreenEntry => ({
  path,
  title,
  permission: INVENTORY_ADMIN,
  rule: 'settings',
  menu: true,
  group: 'Inventory',
  description,
  lazy,
  ...(feature ? { feature } : {}),
});

/** One list's screen, loaded with the list screens' module. */
const listScreen = (name: InventoryListScreen) => () =>
  import('./routes/inventory-lists').then((m) => m.listScreenModule(name));

export const inventorySettingsScreens = {
  inventoryItems: inventory(
    'settings/inventory/Items',
    'Inventory Settings',
    'Default and main warehouse, price lists, SKU codes, default unit, issuing and stock below zero.',
    () => import('./routes/inventory-item-settings'),
  ),
  purchaseSettings: inventory(
    'settings/purchasesettings',
    'Purchase Settings',
    'Whether purchase orders are approved before they are sent, and the terms printed on them.',
    () => import('./routes/purchase-settings'),
    'PO',
  ),
  inventoryReasons: inventory(
    'settings/inventory/reasons',
    'Adjustment Reasons',
    'The reasons a stock adjustment may give.',
    listScreen('reasons'),
  ),
  inventoryProductTypes: inventory(
    'settings/Inventory/ProductTypes',
    '{Item} Types',
    'The kinds of item the organisation keeps.',
    listScreen('ProductTypes'),
  ),
  inventoryCategories: inventory(
    'settings/Inventory/Categories',
    '{Item} Categories',
    'Groups of items for search and reports.',
    listScreen('Categories'),
  ),
  inventoryLocations: inventory(
    'settings/inventory/locations',
    'Bin Locations',
    'Racks and bins inside each warehouse.',
    listScreen('locations'),
    'Wh',
  ),
  inventoryAttributes: inventory(
    'settings/inventory/Attributes',
    '{Item} Attributes',
    'Properties items vary by, with their values.',
    listScreen('Attributes'),
  ),
  inventoryCustomFields: inventory(
    'settings/inventory/customfields',
    '{Item} Custom Fields',
    'Extra fields on every item.',
    listScreen('customfields'),
  ),
} as const satisfies Record<string, ScreenEntry>;
