import type { Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type Load = (
  name:
    | 'itemList'
    | 'itemNew'
    | 'itemView'
    | 'itemGroups'
    | 'itemGroupNew'
    | 'priceLists'
    | 'priceListNew'
    | 'priceList'
    | 'reorderReport',
) => ScreenEntry['lazy'];

/**
 * The item master, item groups, price lists and the reorder point report (spec
 * platform §2 'Inventory', paths spelled as the spec spells them;
 * docs/inventory-items.md §9), guarded by access Inventory `Item`: R to list and
 * open, C to make.
 */
export const itemScreens = (load: Load, read: Permission, create: Permission): FeatureManifest => {
  const screen = (path: string, title: string, permission: Permission, lazy: ScreenEntry['lazy'], menu = false) => ({
    path,
    title,
    module: 'Inventory' as const,
    permission,
    ...(menu ? { menu: true, menuGroup: 'Inventory' as const } : {}),
    lazy,
  });
  return [
    screen('items/masteritemlist', '{Items}', read, load('itemList'), true),
    screen('items/masteritem/New', 'New {Item}', create, load('itemNew')),
    screen('items/item/New/false/AutoClose/true', 'New {Item}', create, load('itemNew')),
    screen('items/masteritem/:Id', '{Item}', read, load('itemView')),
    screen('items/ItemGroups', '{Item} Groups', read, load('itemGroups'), true),
    screen('items/ItemGroup/New', '{Item} Group', create, load('itemGroupNew')),
    screen('items/pricelists', 'Price Lists', read, load('priceLists'), true),
    screen('items/pricelist/new', 'Price List', create, load('priceListNew')),
    screen('items/pricelist/:Id', 'Price List', read, load('priceList')),
    screen('reports/reorderpointreport', 'Reorder Point Report', read, load('reorderReport'), true),
  ];
};
