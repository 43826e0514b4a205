import { inModule, moduleAdmin, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName =
  | 'checklistEditor'
  | 'checklistList'
  | 'complaintList'
  | 'laborRates'
  | 'makesList'
  | 'models'
  | 'serviceCategories'
  | 'serviceEditor'
  | 'serviceList'
  | 'workOrderTypes';
/** One dynamic import for every catalogue screen (routes/screens.ts). */
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.catalogueScreens[name]);

/** Reading the catalogue: Service access (spec platform §6 'Service settings ... need service access'). */
const SERVICE: Permission = { kind: 'module', module: 'Service' };
const PRODUCT_READ = inModule('Service', resource('Common', 'Product', 'R'));

const entry = (
  path: string,
  title: string,
  description: string,
  name: ScreenName,
  permission: Permission,
  rule?: ScreenEntry['rule'],
): ScreenEntry => ({
  path,
  title,
  permission,
  ...(rule ? { rule } : {}),
  menu: true,
  group: 'Service',
  description,
  lazy: load(name),
});

/**
 * The service catalogue's settings screens (spec platform §2 'Settings', Service
 * group; docs/catalogue-screens.md). Each opens with its read call's permission (pinned by
 * app/screens.test.ts), so advisors can look operations up; the buttons that
 * change records follow the write calls' permissions.
 */
export const catalogueManifest: FeatureManifest = [
  entry(
    'settings/ServiceList',
    'Services',
    'Operations with labour times per body type.',
    'serviceList',
    SERVICE,
    'serviceSettings',
  ),
  // 'settings/service/New' creates (spec platform §2: Id 'new' means create); any other Id edits.
  { path: 'settings/service/:Id', title: 'Service', permission: moduleAdmin('Service'), lazy: load('serviceEditor') },
  entry(
    'settings/Service/Categories',
    'Categories',
    'Categories of operations and complaints.',
    'serviceCategories',
    SERVICE,
    'serviceSettings',
  ),
  entry('settings/ComplaintList', 'Complaints', 'What customers report.', 'complaintList', SERVICE, 'serviceSettings'),
  // Inspection checklists (docs/inspections.md §2); 'settings/checklist/New' creates, any other Id edits.
  entry(
    'settings/checklists',
    'Checklists',
    'Inspection points, marked Pass, Attention or Fail.',
    'checklistList',
    SERVICE,
    'serviceSettings',
  ),
  {
    path: 'settings/checklist/:Id',
    title: 'Checklist',
    permission: moduleAdmin('Service'),
    lazy: load('checklistEditor'),
  },
  entry(
    'settings/WorkOrderTypes',
    '{Order} Types',
    'Paid service, warranty, accident repair…',
    'workOrderTypes',
    SERVICE,
    'serviceSettings',
  ),
  entry('settings/MakesList', 'Makes', 'Vehicle makes.', 'makesList', PRODUCT_READ),
  entry('settings/Models', 'Models', 'Vehicle models and their body types.', 'models', PRODUCT_READ),
  entry(
    'settings/LaborRates',
    'Setup Labor Rates',
    'Labour rates and fixed operation prices.',
    'laborRates',
    moduleAdmin('Service', 'LPG'),
    'laborTimeGuide',
  ),
];
