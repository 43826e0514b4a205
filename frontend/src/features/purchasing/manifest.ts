import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName = keyof typeof import('./routes/screens').purchasingScreens;
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.purchasingScreens[name]);

/** Equal to the calls' (app/screens.test.ts pins them to shared/api/routes/purchasing.ts): Inventory `PO`. */
const PO_READ: Permission = inModule('Inventory', resource('Inventory', 'PO', 'R'));
const PO_CREATE: Permission = inModule('Inventory', resource('Inventory', 'PO', 'C'));

/** Purchase orders and receives (spec platform §2 'Purchase', paths as the spec spells them; docs/purchasing.md). */
export const purchasingManifest: FeatureManifest = [
  {
    path: 'PurchaseOrder/PurchaseOrders',
    title: 'Purchase Orders',
    module: 'Inventory',
    permission: PO_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('purchaseOrders'),
  },
  {
    path: 'PurchaseOrder/PurchaseOrder/New',
    title: 'Purchase Order',
    module: 'Inventory',
    permission: PO_CREATE,
    lazy: load('purchaseOrder'),
  },
  {
    path: 'PurchaseOrder/PurchaseOrder/:Id',
    title: 'Purchase Order',
    module: 'Inventory',
    permission: PO_READ,
    lazy: load('purchaseOrder'),
  },
  {
    path: 'PurchaseOrder/PurchaseReceives',
    title: 'Received Parts',
    module: 'Inventory',
    permission: PO_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('purchaseReceives'),
  },
  {
    path: 'PurchaseOrder/PurchaseReceive/New',
    title: 'Receive Parts',
    module: 'Inventory',
    permission: PO_CREATE,
    lazy: load('purchaseReceiveNew'),
  },
];
