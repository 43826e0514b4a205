import { describe, expect, it } from 'vitest';
import { entityConfig } from '../entity/entity-config';
import type { AccessContext } from './access-context';
import { AUTO2_TEST_CONFIG, testContext } from './test/access-test-context';
import {
  canCheckIn,
  canDeleteChatMessage,
  canEditChatMessage,
  canGiveDiscount,
  canOpenCustomerCategories,
  canOpenInvoiceSettings,
  canOpenMaps,
  canOpenMyJobs,
  canOpenQuickList,
  canOpenRoles,
  canOpenServiceSettings,
  canOpenSettings,
  canOpenSurveyors,
  canOpenWarehouseSettings,
  canSeeSettingsButton,
  canSetupLaborTimeGuide,
  canUseWarehouse,
  canViewEmployeeAttendance,
  canViewLiveLocation,
  discountCapFor,
  isNewFeaturesOn,
  isSurveyorPermitted,
  permittedWarehouses,
} from './specific-rules';

const nobody = testContext({});
const sa = testContext({ SA: true });
const ea = testContext({ EA: true });
const noGeo = entityConfig.parse({ ...AUTO2_TEST_CONFIG, Common: { ...AUTO2_TEST_CONFIG.Common, Geo: false } });
const noLpg = entityConfig.parse({ ...AUTO2_TEST_CONFIG, Service: { Access: true, Features: { WO: true } } });
const noAttendance = entityConfig.parse({ ...AUTO2_TEST_CONFIG, Common: { ...AUTO2_TEST_CONFIG.Common, HR: {} } });

type RuleCase = readonly [situation: string, ctx: AccessContext, expected: boolean];

const table = (rule: string, check: (ctx: AccessContext) => boolean, rows: readonly RuleCase[]) =>
  describe(rule, () => {
    it.each(rows)('%s → %s', (_situation, ctx, expected) => {
      expect(check(ctx)).toBe(expected);
    });
  });

const entityAdminRows: readonly RuleCase[] = [
  ['SA', sa, true],
  ['EA', ea, true],
  [
    'module admin of every module',
    testContext({ Accounting: { Access: true, MA: true }, Service: { Access: true, MA: true } }),
    false,
  ],
  ['user with every Common string', testContext({ Common: { Role: 'CRUD', User: 'CRUD', Customer: 'CRUD' } }), false],
];
table('§6 Settings need entity admin', canOpenSettings, entityAdminRows);
table('§6 Quick list needs entity admin', canOpenQuickList, entityAdminRows);
table('§6 Customer categories need entity admin', canOpenCustomerCategories, entityAdminRows);
table('§6 Invoice settings need entity admin', canOpenInvoiceSettings, entityAdminRows);

table('§6 The settings button in the header is for the main admin only', canSeeSettingsButton, [
  ['SA (main admin)', sa, true],
  ['EA (branch admin)', ea, false],
  ['no admin', nobody, false],
]);

table('§6 Warehouse settings need inventory access', canOpenWarehouseSettings, [
  ['Inventory Access', testContext({ Inventory: { Access: true } }), true],
  ['EA', ea, true],
  ['Service Access only', testContext({ Service: { Access: true } }), false],
  [
    'Inventory Access but the module off',
    testContext({ Inventory: { Access: true } }, { config: entityConfig.parse({ Industry: 'AUTO-2' }) }),
    false,
  ],
]);

table('§6 The roles screen needs role read', canOpenRoles, [
  ['Role R', testContext({ Common: { Role: 'R' } }), true],
  ['Role CU without R', testContext({ Common: { Role: 'CU' } }), false],
  ['EA', ea, true],
  ['no Role string', testContext({ Common: { User: 'CRUD' } }), false],
]);

table('§6 Maps need admin plus geo', canOpenMaps, [
  ['EA with geo on', ea, true],
  ['EA with geo off', { ...ea, config: noGeo }, false],
  ['Common Geo string but not admin', testContext({ Common: { Geo: 'CRUD' } }), false],
]);

table('§6 Surveyors need service estimate read', canOpenSurveyors, [
  ['Service Est R', testContext({ Service: { Access: true, Est: 'R' } }), true],
  ['Service WO R only', testContext({ Service: { Access: true, WO: 'R' } }), false],
  ['Service MA', testContext({ Service: { Access: true, MA: true } }), true],
  ['Sales Est R (the wrong module)', testContext({ Sales: { Access: true, Est: 'R' } }), false],
]);

table('§6 Service settings, diagnosis and similar need service access', canOpenServiceSettings, [
  ['Service Access', testContext({ Service: { Access: true } }), true],
  ['Inventory Access only', testContext({ Inventory: { Access: true } }), false],
  ['SA', sa, true],
]);

table('§6 Labor time guide setup needs module admin and the LPG feature', canSetupLaborTimeGuide, [
  ['Service MA with LPG on', testContext({ Service: { Access: true, MA: true } }), true],
  ['Service MA with LPG off', testContext({ Service: { Access: true, MA: true } }, { config: noLpg }), false],
  [
    'Service Access and every string, not MA',
    testContext({ Service: { Access: true, WO: 'CRUD', Est: 'CRUD' } }),
    false,
  ],
  ['EA with LPG on', ea, true],
  ['Inventory MA', testContext({ Inventory: { Access: true, MA: true } }), false],
]);

table('§6 Attendance check-in works only in the mobile app with attendance enabled and geo', canCheckIn, [
  ['mobile app, attendance on, geo on', testContext({}, { mobileApp: true }), true],
  ['web browser', testContext({}, { mobileApp: false }), false],
  ['mobile app, attendance off', testContext({}, { mobileApp: true, config: noAttendance }), false],
  ['mobile app, geo off', testContext({}, { mobileApp: true, config: noGeo }), false],
]);

table('§6 Employee attendance needs admin and geo', canViewEmployeeAttendance, [
  ['EA with geo', ea, true],
  ['EA without geo', { ...ea, config: noGeo }, false],
  ['not admin', testContext({ Common: { Geo: 'CRUD', User: 'CRUD' } }), false],
]);

table('§6 Live location needs admin and geo', canViewLiveLocation, [
  ['SA with geo', sa, true],
  ['SA without geo', { ...sa, config: noGeo }, false],
  ['not admin', nobody, false],
]);

describe('§6 Warehouses are limited to the permitted list when multi-warehouse is on', () => {
  const warehouses = [{ _id: 'wh-main' }, { _id: 'wh-2' }, { _id: 'wh-3' }];
  const clerk = (multi: boolean, Whs?: string[]) =>
    testContext(
      { Inventory: { Access: true, Item: 'CRU', ...(Whs ? { Whs } : {}) } },
      { settings: { Inventory: { MultiWh: multi } } },
    );

  it.each([
    ['multi-warehouse off: every warehouse', clerk(false, ['wh-2']), ['wh-main', 'wh-2', 'wh-3']],
    ['multi-warehouse on: the permitted list only', clerk(true, ['wh-2', 'wh-3']), ['wh-2', 'wh-3']],
    ['multi-warehouse on, no list: none', clerk(true), []],
    [
      'multi-warehouse on, EA: every warehouse',
      testContext({ EA: true }, { settings: { Inventory: { MultiWh: true } } }),
      ['wh-main', 'wh-2', 'wh-3'],
    ],
    [
      'multi-warehouse on, Inventory MA: every warehouse',
      testContext({ Inventory: { Access: true, MA: true } }, { settings: { Inventory: { MultiWh: true } } }),
      ['wh-main', 'wh-2', 'wh-3'],
    ],
  ] as const)('%s', (_situation, ctx, expected) => {
    expect(permittedWarehouses(ctx, warehouses).map((w) => w._id)).toEqual(expected);
    for (const warehouse of warehouses)
      expect(canUseWarehouse(ctx, warehouse._id)).toBe((expected as readonly string[]).includes(warehouse._id));
  });
});

table('§6 Technician flag NoW.Tec governs My Jobs', canOpenMyJobs, [
  ['technician', testContext({ Service: { Access: true, WO: 'R' } }, { user: { NoW: { Tec: true } } }), true],
  [
    'not a technician, with Service rights',
    testContext({ Service: { Access: true, MA: true } }, { user: { NoW: { Tec: false } } }),
    false,
  ],
  ['EA who is not a technician', testContext({ EA: true }, { user: {} }), false],
  [
    'technician in a branch with Service off',
    testContext({}, { user: { NoW: { Tec: true } }, config: entityConfig.parse({ Industry: 'AUTO-2' }) }),
    false,
  ],
]);

describe('§6 Discounts are allowed via the Disc flags', () => {
  it.each([
    ['InvDisc on invoices', testContext({ Accounting: { Access: true, InvDisc: true } }), 'Invoice', true],
    ['no InvDisc', testContext({ Accounting: { Access: true, Invoice: 'CRUD' } }), 'Invoice', false],
    ['SRDisc on sales receipts', testContext({ Accounting: { Access: true, SRDisc: true } }), 'SalesReceipt', true],
    [
      'InvDisc does not allow sales receipt discounts',
      testContext({ Accounting: { Access: true, InvDisc: true } }),
      'SalesReceipt',
      false,
    ],
    [
      'Service.Disc on estimates and repair orders',
      testContext({ Service: { Access: true, Disc: true } }),
      'Service',
      true,
    ],
    ['Sales.Disc in a branch with Sales off', testContext({ Sales: { Access: true, Disc: true } }), 'Sales', false],
    ['EA', ea, 'Invoice', true],
  ] as const)('%s', (_situation, ctx, document, expected) => {
    expect(canGiveDiscount(ctx, document)).toBe(expected);
  });

  it.each([
    ['a percent cap', testContext({ Accounting: { Access: true, InvDiscMax: '10%' } }), 'Invoice', '10%'],
    ['an amount cap', testContext({ Accounting: { Access: true, SRDiscMax: 500 } }), 'SalesReceipt', 500],
    ['zero means no limit', testContext({ Accounting: { Access: true, InvDiscMax: 0 } }), 'Invoice', undefined],
    [
      'zero percent means no limit',
      testContext({ Accounting: { Access: true, InvDiscMax: '0%' } }),
      'Invoice',
      undefined,
    ],
    ['none means no limit', testContext({ Accounting: { Access: true } }), 'Invoice', undefined],
    [
      'module admin has no limit',
      testContext({ Accounting: { Access: true, MA: true, InvDiscMax: '5%' } }),
      'Invoice',
      undefined,
    ],
    [
      'EA has no limit',
      testContext({ EA: true, Accounting: { Access: true, InvDiscMax: '5%' } }),
      'Invoice',
      undefined,
    ],
  ] as const)('discount maximum: %s', (_situation, ctx, document, expected) => {
    expect(discountCapFor(ctx, document)).toBe(expected);
  });
});

describe('§6 Surveyor permissions are always true', () => {
  it('holds without any access', () => {
    expect(isSurveyorPermitted()).toBe(true);
  });
});

describe('§6 Only the sender may edit or delete their chat message', () => {
  const message = { Sender: 'user-1' };
  it.each([
    ['the sender', 'user-1', true],
    ['another user', 'user-2', false],
  ] as const)('%s → %s', (_who, userId, expected) => {
    expect(canEditChatMessage(userId, message)).toBe(expected);
    expect(canDeleteChatMessage(userId, message)).toBe(expected);
  });
});

describe('§6 Some features are hidden behind a new-features flag (currently off)', () => {
  it('off unless set', () => {
    expect(isNewFeaturesOn({})).toBe(false);
    expect(isNewFeaturesOn({ newFeatures: false })).toBe(false);
    expect(isNewFeaturesOn({ newFeatures: true })).toBe(true);
  });
});
