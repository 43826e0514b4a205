import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';
import { itemScreens } from './item-manifest';
import { reservationScreens } from './reservation-manifest';
import { transferScreens } from './transfer-manifest';

type ScreenName = keyof typeof import('./routes/screens').inventoryScreens;
/** One dynamic import for the screens (routes/screens.ts). */
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.inventoryScreens[name]);

/**
 * Permissions equal those of the call each screen makes (app/screens.test.ts
 * pins them to shared/api/routes/inventory.ts), written with the access model's
 * builders so the login bundle does not carry the route table.
 */
const ITEM_READ: Permission = inModule('Inventory', resource('Inventory', 'Item', 'R'));
const ITEM_CREATE: Permission = inModule('Inventory', resource('Inventory', 'Item', 'C'));
const ADJUST_READ: Permission = inModule('Inventory', resource('Inventory', 'Adjust', 'R'));
const ADJUST_CREATE: Permission = inModule('Inventory', resource('Inventory', 'Adjust', 'C'));
const MY_INVENTORY: Permission = inModule('Inventory', resource('Inventory', 'MyInv', 'R'));
const WO_READ: Permission = inModule('Inventory', resource('Inventory', 'WO', 'R'));

/** The Inventory module's stock, adjustment and issue screens (spec platform §2 'Inventory'; docs/inventory.md). */
export const inventoryManifest: FeatureManifest = [
  {
    path: 'items/inventory',
    title: 'Stock',
    module: 'Inventory',
    permission: ITEM_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('stock'),
  },
  {
    path: 'items/adjustments',
    title: 'Inventory Adjustments',
    module: 'Inventory',
    permission: ADJUST_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('adjustments'),
  },
  {
    path: 'items/adjustment/new',
    title: 'Inventory Adjustment',
    module: 'Inventory',
    permission: ADJUST_CREATE,
    lazy: load('adjustmentNew'),
  },
  {
    path: 'items/IssueParts',
    title: 'Issue Parts',
    module: 'Inventory',
    permission: WO_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('issueParts'),
  },
  {
    // Listed with the service screens, as the spec's menu has it (platform §2 'Service').
    path: 'allocatedparts/allocatedpartslist',
    title: 'My Inventory',
    module: 'Inventory',
    permission: MY_INVENTORY,
    menu: true,
    menuGroup: 'Service',
    lazy: load('myInventory'),
  },
  ...reservationScreens(load, WO_READ),
  ...transferScreens(load, ADJUST_READ, ADJUST_CREATE),
  ...itemScreens(load, ITEM_READ, ITEM_CREATE),
  {
    // The spec's name for the expiring batches report (docs/inventory-batches.md §8); listed where batches are on.
    path: 'reports/drugexpirereport',
    title: 'Expiring Batches',
    module: 'Inventory',
    permission: ITEM_READ,
    feature: 'BN',
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('expiringBatches'),
  },
  {
    // The spec's 'stock statements' report (platform §2 Reports), docs/inventory-snapshots.md §8.
    path: 'reports/stockstatement',
    title: 'Stock Statement',
    module: 'Inventory',
    permission: ITEM_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('stockStatement'),
  },
];
