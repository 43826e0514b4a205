import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName = 'soDashboard' | 'soNew' | 'so' | 'estDashboard' | 'estNew' | 'est';
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.salesOrderScreens[name]);

/** As the calls need (shared/api/routes/sales-orders.ts; pinned by app/screens.test.ts): Sales SO and Est. */
const SO = (right: 'C' | 'R'): Permission => inModule('Sales', resource('Sales', 'SO', right));
const EST = (right: 'C' | 'R'): Permission => inModule('Sales', resource('Sales', 'Est', right));

/** Sales orders and estimates (spec platform §2 'Sales', screens Sales Order and SO Dashboard; docs/sales-orders.md §7). */
export const salesOrdersManifest: FeatureManifest = [
  {
    path: 'SalesOrder/SODashboard',
    title: 'Sales Orders',
    module: 'Sales',
    rule: 'salesOrders',
    permission: SO('R'),
    menu: true,
    menuGroup: 'Sales',
    lazy: load('soDashboard'),
  },
  {
    path: 'SalesOrder/SO/New',
    title: 'Sales Order',
    module: 'Sales',
    rule: 'salesOrders',
    permission: SO('C'),
    lazy: load('soNew'),
  },
  {
    path: 'SalesOrder/SO/:Id',
    title: 'Sales Order',
    module: 'Sales',
    rule: 'salesOrders',
    permission: SO('R'),
    lazy: load('so'),
  },
  {
    path: 'SalesOrder/SalesEstDashboard',
    title: 'Sales Estimates',
    module: 'Sales',
    rule: 'salesOrders',
    permission: EST('R'),
    menu: true,
    menuGroup: 'Sales',
    lazy: load('estDashboard'),
  },
  {
    path: 'SalesOrder/Estimate/New',
    title: 'Sales Estimate',
    module: 'Sales',
    rule: 'salesOrders',
    permission: EST('C'),
    lazy: load('estNew'),
  },
  {
    path: 'SalesOrder/Estimate/:Id',
    title: 'Sales Estimate',
    module: 'Sales',
    rule: 'salesOrders',
    permission: EST('R'),
    lazy: load('est'),
  },
];
