import type { Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type Load = (
  name: 'transfers' | 'transferNew' | 'transfer' | `material${'In' | 'Out'}${'' | 'List' | 'New'}`,
) => ScreenEntry['lazy'];

/**
 * Transfer orders, material in and material out (spec platform §2 'Inventory',
 * paths spelled as the spec spells them; docs/inventory-transfers.md §8), under
 * the side menu's Inventory heading. Each is guarded by the permission of the
 * call it makes: access Inventory `Adjust`, R to list and open, C to make.
 */
export const transferScreens = (load: Load, read: Permission, create: Permission): FeatureManifest => [
  {
    path: 'transferorder/transferorderderdashboard',
    title: 'Transfer Orders',
    module: 'Inventory',
    permission: read,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('transfers'),
  },
  {
    path: 'transferorder/transferorder/New',
    title: 'Transfer Order',
    module: 'Inventory',
    permission: create,
    lazy: load('transferNew'),
  },
  {
    path: 'transferorder/transferorder/:Id',
    title: 'Transfer Order',
    module: 'Inventory',
    permission: read,
    lazy: load('transfer'),
  },
  {
    path: 'mi/midashboard',
    title: 'Material In',
    module: 'Inventory',
    permission: read,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('materialInList'),
  },
  { path: 'mi/mi/New', title: 'Material In', module: 'Inventory', permission: create, lazy: load('materialInNew') },
  { path: 'mi/mi/:Id', title: 'Material In', module: 'Inventory', permission: read, lazy: load('materialIn') },
  {
    path: 'mout/moutdashboard',
    title: 'Material Out',
    module: 'Inventory',
    permission: read,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('materialOutList'),
  },
  {
    path: 'mout/mout/New',
    title: 'Material Out',
    module: 'Inventory',
    permission: create,
    lazy: load('materialOutNew'),
  },
  { path: 'mout/mout/:Id', title: 'Material Out', module: 'Inventory', permission: read, lazy: load('materialOut') },
];
