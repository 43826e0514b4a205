import type { Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type Load = (name: 'requestedParts' | 'partsWaiting') => ScreenEntry['lazy'];

/**
 * Requested parts and the repair orders waiting for parts (spec platform §2
 * 'Inventory'; docs/inventory-reservations.md §5), under the side menu's Inventory
 * heading, guarded as their calls are: access Inventory `WO` R.
 */
export const reservationScreens = (load: Load, woRead: Permission): FeatureManifest => [
  {
    path: 'requestedparts/requestedpartslist',
    title: 'Requested Parts',
    module: 'Inventory',
    permission: woRead,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('requestedParts'),
  },
  {
    path: 'inventory/wodashboard',
    title: 'Repair Orders Waiting for Parts',
    module: 'Inventory',
    permission: woRead,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('partsWaiting'),
  },
];
