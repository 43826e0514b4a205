import { mainBusinessType, type Industry } from '@shared/entity/entity-config';
import { inModule, resource, SESSION, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type DashboardName = 'estimateDashboard' | 'repairOrderDashboard' | 'surveyorDashboard' | 'myJobs';
const dashboard =
  (name: DashboardName): ScreenEntry['lazy'] =>
  () =>
    import('./dashboards/routes/screens').then((m) => m.dashboardScreens[name]);
const myJobs = dashboard('myJobs');

/**
 * Permissions equal those of the read call each screen makes (pinned by
 * manifest.test.ts against shared/api/routes/service.ts); written with the
 * access model's builders so the login bundle does not carry the route table.
 */
const ESTIMATE_READ: Permission = inModule('Service', resource('Service', 'Est', 'R'));
const ORDER_READ: Permission = inModule('Service', resource('Service', 'WO', 'R'));
const MY_JOBS: Permission = inModule('Service', SESSION);

const auto = (industry: Industry): boolean => mainBusinessType(industry) === 'AUTO';

/**
 * The Service module's lists (spec platform §2 'Service'; docs/service-dashboards.md): the
 * repair-order and estimate dashboards, the surveyor's estimates and My Jobs.
 * My Jobs has two paths, the vehicle jobs dashboard for the auto industry and
 * the jobs dashboard otherwise (shared/access/default-landing.ts myJobsPath);
 * both open anywhere, the menu lists the branch's own. The technician flag
 * (NoW.Tec) decides My Jobs through the 'myJobs' rule; the screen checks it too.
 */
export const serviceManifest: FeatureManifest = [
  {
    path: 'Service/WODashboard',
    title: '{Orders}',
    module: 'Service',
    permission: ORDER_READ,
    menu: true,
    menuGroup: 'Service',
    lazy: dashboard('repairOrderDashboard'),
  },
  {
    path: 'Service/EstimateDashboard',
    title: 'Estimates',
    module: 'Service',
    permission: ESTIMATE_READ,
    menu: true,
    menuGroup: 'Service',
    lazy: dashboard('estimateDashboard'),
  },
  {
    path: 'Service/VehicleJobsDashboard',
    title: 'My Jobs',
    module: 'Service',
    permission: MY_JOBS,
    rule: 'myJobs',
    industries: auto,
    menu: true,
    menuGroup: 'Service',
    lazy: myJobs,
  },
  {
    path: 'Service/JobsDashboard',
    title: 'My Jobs',
    module: 'Service',
    permission: MY_JOBS,
    rule: 'myJobs',
    industries: (industry) => !auto(industry),
    menu: true,
    menuGroup: 'Service',
    lazy: myJobs,
  },
  {
    // Every vehicle in the shop by status and promised time, live (docs/customer-loop.md §20).
    path: 'Service/ShopFloor',
    title: 'Shop floor',
    module: 'Service',
    permission: ORDER_READ,
    menu: true,
    menuGroup: 'Service',
    lazy: () => import('./shop-floor/routes/shop-floor'),
  },
  {
    path: 'Surveyor/estimatedashboard',
    title: 'Surveyor Estimates',
    module: 'Service',
    permission: ESTIMATE_READ,
    industries: auto,
    menu: true,
    menuGroup: 'Service',
    lazy: dashboard('surveyorDashboard'),
  },
];
