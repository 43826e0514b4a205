import { moduleAdmin, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

/** Reading the catalogue: Service access (spec platform §6 'Service settings ... need service access'); changing it is checked per call. */
const SERVICE_ACCESS: Permission = { kind: 'module', module: 'Service' };

const service = (path: string, title: string, description: string, lazy: ScreenEntry['lazy'], permission: Permission = SERVICE_ACCESS): ScreenEntry => ({
  path,
  title,
  permission,
  rule: 'serviceSettings',
  menu: true,
  group: 'Service',
  description,
  lazy,
});

/**
 * The service catalogue's settings screens (spec platform §2 'Settings', Service
 * group; issue 11 §2). Each list opens with its read call's permission (pinned by
 * app/screens.test.ts), so advisors can look operations up; the buttons that
 * change records follow the write calls' permissions (Service module admin,
 * entity admin for makes and models).
 */
export const catalogueManifest: FeatureManifest = [
  service('settings/ServiceList', 'Services', 'Operations with labour times per body type.', () => import('./routes/service-list')),
  {
    // 'settings/service/New' creates (spec platform §2: Id 'new' means create); any other Id edits.
    path: 'settings/service/:Id',
    title: 'Service',
    permission: moduleAdmin('Service'),
    lazy: () => import('./routes/service-editor'),
  },
  service('settings/Service/Categories', 'Categories', 'Categories of operations and complaints.', () => import('./routes/service-categories')),
  service('settings/ComplaintList', 'Complaints', 'What customers report, offered on repair orders.', () => import('./routes/complaint-list')),
  service('settings/WorkOrderTypes', 'Work Order Types', 'Paid service, warranty, accident repair…', () => import('./routes/work-order-types')),
  {
    ...service('settings/MakesList', 'Makes', 'Vehicle makes.', () => import('./routes/makes-list'), resource('Common', 'Product', 'R')),
    rule: undefined,
  },
  {
    ...service('settings/Models', 'Models', 'Vehicle models and the body type of their labour times.', () => import('./routes/models'), resource('Common', 'Product', 'R')),
    rule: undefined,
  },
  {
    ...service('settings/LaborRates', 'Setup Labor Rates', 'Labour rate per body type and fixed operation prices.', () => import('./routes/labor-rates'), moduleAdmin('Service', 'LPG')),
    rule: 'laborTimeGuide',
  },
];
