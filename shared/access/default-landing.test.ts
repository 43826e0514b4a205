import { describe, expect, it } from 'vitest';
import { entityConfig } from '../entity/entity-config';
import type { AccessContext } from './access-context';
import { AUTO2_TEST_CONFIG, testContext } from './test/access-test-context';
import { defaultLanding, myJobsPath, type LandingArea } from './default-landing';

const withConfig = (ctx: AccessContext, patch: object): AccessContext => ({
  ...ctx,
  config: entityConfig.parse({ ...AUTO2_TEST_CONFIG, ...patch }),
});

const ea = testContext({ EA: true });
const worksMember = (ws: object) => testContext({ Works: { Access: true, WS: [{ WSpc_Id: 'w1', ...ws }] } });

type Case = readonly [situation: string, area: LandingArea, ctx: AccessContext, path: string];

const cases: readonly Case[] = [
  ['Works goes to Tasks', 'Works', worksMember({ Task: 'R', Meet: 'R' }), '/Works/Tasks/TaskList'],
  [
    'Works goes to Meetings when the user has no Task right',
    'Works',
    worksMember({ Meet: 'R' }),
    '/Works/Meetings/MeetingsList',
  ],
  [
    'Works goes to Meetings when the Task feature is off',
    'Works',
    withConfig(ea, { Works: { Access: true, Features: { Task: false, Meet: true } } }),
    '/Works/Meetings/MeetingsList',
  ],
  [
    'Works goes to Workspaces when neither Tasks nor Meetings apply',
    'Works',
    worksMember({ Proj: 'R' }),
    '/Works/WorkSpace/WorkspaceList',
  ],
  [
    'Service goes to work orders',
    'Service',
    testContext({ Service: { Access: true, WO: 'R', Est: 'R' } }),
    '/Service/WODashboard',
  ],
  [
    'Service goes to Estimates when the user cannot read work orders',
    'Service',
    testContext({ Service: { Access: true, Est: 'CRU' } }),
    '/Service/EstimateDashboard',
  ],
  [
    'Service goes to Estimates when the WO feature is off',
    'Service',
    withConfig(ea, { Service: { Access: true, Features: { WO: false, Est: true } } }),
    '/Service/EstimateDashboard',
  ],
  ['Inventory goes to items', 'Inventory', ea, '/items/inventory'],
  [
    'Accounting goes to Invoices',
    'Accounting',
    testContext({ Accounting: { Access: true, Invoice: 'R', SlsRcpt: 'R' } }),
    '/Accounting/Invoices',
  ],
  [
    'Accounting goes to Sales Receipts when invoices are not readable',
    'Accounting',
    testContext({ Accounting: { Access: true, SlsRcpt: 'R' } }),
    '/Accounting/salesreceiptsearch',
  ],
  [
    'Accounting falls back to Invoices when neither is readable',
    'Accounting',
    testContext({ Accounting: { Access: true, CPay: 'R' } }),
    '/Accounting/Invoices',
  ],
  ['Sales goes to Sales Orders', 'Sales', ea, '/SalesOrder/SODashboard'],
  ['Settings goes to settings/Settings', 'Settings', ea, '/settings/Settings'],
  ['Reports goes to reports/ReportByGST', 'Reports', ea, '/reports/ReportByGST'],
  ['otherwise Basic/Home (Comm)', 'Comm', ea, '/Basic/Home'],
  ['otherwise Basic/Home (Payroll)', 'Payroll', ea, '/Basic/Home'],
];

describe('§2 Default landing per module', () => {
  it.each(cases)('%s', (_situation, area, ctx, path) => {
    expect(defaultLanding(area, ctx)).toBe(path);
  });
});

describe('§2 My Jobs route', () => {
  it.each([
    ['AUTO-2', '/Service/VehicleJobsDashboard'],
    ['AUTO-4', '/Service/VehicleJobsDashboard'],
    ['SVCS-1', '/Service/JobsDashboard'],
    ['HC-3', '/Service/JobsDashboard'],
  ] as const)('%s → %s', (industry, path) => {
    expect(myJobsPath(industry)).toBe(path);
  });
});
