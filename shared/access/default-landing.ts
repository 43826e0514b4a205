import { mainBusinessType, type Industry } from '../entity/industries';
import type { AccessContext } from './access-context';
import type { ModuleKey } from './modules';
import { hasResourceRight } from './resource-access';
import { canInAnyWorkspace } from './works-access';

/** Route paths of the landing screens, spelled as spec platform §2 'Routes by area' spells them. */
export const LANDING_ROUTES = {
  home: '/Basic/Home',
  tasks: '/Works/Tasks/TaskList',
  meetings: '/Works/Meetings/MeetingsList',
  workspaces: '/Works/WorkSpace/WorkspaceList',
  workOrders: '/Service/WODashboard',
  estimates: '/Service/EstimateDashboard',
  items: '/items/inventory',
  myInventory: '/allocatedparts/allocatedpartslist',
  invoices: '/Accounting/Invoices',
  salesReceipts: '/Accounting/salesreceiptsearch',
  salesOrders: '/SalesOrder/SODashboard',
  settings: '/settings/Settings',
  reports: '/reports/ReportByGST',
} as const;

export type LandingArea = ModuleKey | 'Settings' | 'Reports';

/**
 * A core screen feature of the entity configuration counts as on unless it is set
 * to false: configurations written before the feature flag existed leave it out.
 */
const featureOn = (flag: boolean | undefined): boolean => flag !== false;

/**
 * Default landing per module (spec platform §2): Works goes to Tasks, else
 * Meetings, else Workspaces; Service to work orders, else Estimates; Inventory to
 * items; Accounting to Invoices or Sales Receipts; Sales to Sales Orders; Settings
 * to settings/Settings; Reports to reports/ReportByGST; otherwise Basic/Home.
 * "Else" means the feature is off or the user cannot read it; the last choice is
 * the fallback and its own guard answers if that is not readable either.
 */
export function defaultLanding(area: LandingArea, ctx: AccessContext): string {
  const features = ctx.config;
  switch (area) {
    case 'Works':
      if (featureOn(features.Works?.Features?.Task) && canInAnyWorkspace(ctx, 'Task', 'R')) return LANDING_ROUTES.tasks;
      if (featureOn(features.Works?.Features?.Meet) && canInAnyWorkspace(ctx, 'Meet', 'R'))
        return LANDING_ROUTES.meetings;
      return LANDING_ROUTES.workspaces;
    case 'Service':
      return featureOn(features.Service?.Features?.WO) && hasResourceRight(ctx, 'Service', 'WO', 'R')
        ? LANDING_ROUTES.workOrders
        : LANDING_ROUTES.estimates;
    case 'Inventory':
      // A technician whose only Inventory right is My Inventory lands there, not on a stock list they cannot read.
      return !hasResourceRight(ctx, 'Inventory', 'Item', 'R') && hasResourceRight(ctx, 'Inventory', 'MyInv', 'R')
        ? LANDING_ROUTES.myInventory
        : LANDING_ROUTES.items;
    case 'Accounting': {
      const invoices =
        featureOn(features.Accounting?.Features?.Inv) && hasResourceRight(ctx, 'Accounting', 'Invoice', 'R');
      const receipts =
        featureOn(features.Accounting?.Features?.SlsRcpt) && hasResourceRight(ctx, 'Accounting', 'SlsRcpt', 'R');
      return !invoices && receipts ? LANDING_ROUTES.salesReceipts : LANDING_ROUTES.invoices;
    }
    case 'Sales':
      return LANDING_ROUTES.salesOrders;
    case 'Settings':
      return LANDING_ROUTES.settings;
    case 'Reports':
      return LANDING_ROUTES.reports;
    default:
      return LANDING_ROUTES.home;
  }
}

/** My Jobs (spec platform §2): the vehicle jobs dashboard for the auto industry, the jobs dashboard otherwise. */
export const myJobsPath = (industry: Industry): string =>
  mainBusinessType(industry) === 'AUTO' ? '/Service/VehicleJobsDashboard' : '/Service/JobsDashboard';
