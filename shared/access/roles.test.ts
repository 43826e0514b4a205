import { describe, expect, it } from 'vitest';
import {
  canGiveDiscount,
  canOpenMyJobs,
  canOpenSettings,
  canSeeSettingsButton,
  defaultLanding,
  discountCapFor,
  hasAccessFlag,
  hasAnyFeature,
  isPermitted,
  type AccessContext,
} from './access-model';
import { AUTO2_TEST_CONFIG } from './test/access-test-context';
import { ENTITY_ADMIN, resource, type Permission } from './permission';
import {
  DEMO_USERNAMES,
  PREDEFINED_ROLE_NAMES,
  PREDEFINED_ROLES,
  predefinedRole,
  ROLE_USER_DATA,
  roleKey,
  type PredefinedRoleName,
} from './roles';

/**
 * Columns of the matrix, in this order:
 * O Owner, A Admin, M Service Manager, V Service Advisor, C Cashier, T Technician,
 * P Parts Manager, K Parts Inventory Clerk. 'Y' permitted, '-' refused.
 * Branch: the AUTO-2 test configuration (Accounting, Service, Inventory, Works on;
 * Sales and Comm off).
 */
const COLUMNS: readonly PredefinedRoleName[] = PREDEFINED_ROLE_NAMES;

const moduleOf = (module: 'Accounting' | 'Service' | 'Inventory' | 'Sales' | 'Works' | 'Comm'): Permission => ({
  kind: 'module',
  module,
});

const MATRIX: readonly (readonly [label: string, permission: Permission, expected: string])[] = [
  //                                                                   OAMVCTPK
  ['entityAdmin', ENTITY_ADMIN, /*                                  */ 'YY------'],
  ['module Accounting', moduleOf('Accounting'), /*                  */ 'YYYYY---'],
  ['module Service', moduleOf('Service'), /*                        */ 'YYYYYYY-'],
  ['module Inventory', moduleOf('Inventory'), /*                    */ 'YYY--YYY'],
  ['module Works', moduleOf('Works'), /*                            */ 'YY------'],
  ['module Sales (off in the branch)', moduleOf('Sales'), /*        */ '--------'],
  ['module Comm (off in the branch)', moduleOf('Comm'), /*          */ '--------'],
  ['Common.Customer C', resource('Common', 'Customer', 'C'), /*     */ 'YYYY----'],
  ['Common.Customer R', resource('Common', 'Customer', 'R'), /*     */ 'YYYYY---'],
  ['Common.Customer U', resource('Common', 'Customer', 'U'), /*     */ 'YYYY----'],
  ['Common.Customer D', resource('Common', 'Customer', 'D'), /*     */ 'YY------'],
  ['Common.Role R', resource('Common', 'Role', 'R'), /*             */ 'YY------'],
  ['Common.User C', resource('Common', 'User', 'C'), /*             */ 'YY------'],
  ['Common.Vendor C', resource('Common', 'Vendor', 'C'), /*         */ 'YY----Y-'],
  ['Common.Vendor R', resource('Common', 'Vendor', 'R'), /*         */ 'YYY---Y-'],
  ['Common.Product C', resource('Common', 'Product', 'C'), /*       */ 'YYYY----'],
  ['Common.Product R', resource('Common', 'Product', 'R'), /*       */ 'YYYYY-Y-'],
  ['Service.WO C', resource('Service', 'WO', 'C'), /*               */ 'YYYY----'],
  ['Service.WO R', resource('Service', 'WO', 'R'), /*               */ 'YYYYYYY-'],
  ['Service.WO U', resource('Service', 'WO', 'U'), /*               */ 'YYYY----'],
  ['Service.WO D', resource('Service', 'WO', 'D'), /*               */ 'YYY-----'],
  ['Service.Est C', resource('Service', 'Est', 'C'), /*             */ 'YYYY----'],
  ['Service.Est R', resource('Service', 'Est', 'R'), /*             */ 'YYYY----'],
  ['Service.Est D', resource('Service', 'Est', 'D'), /*             */ 'YYY-----'],
  ['Service.Appt C', resource('Service', 'Appt', 'C'), /*           */ 'YYYY----'],
  ['Service.Ticket R', resource('Service', 'Ticket', 'R'), /*       */ 'YYYY----'],
  ['Service.Ticket U', resource('Service', 'Ticket', 'U'), /*       */ 'YYYY----'],
  ['Accounting.Invoice C', resource('Accounting', 'Invoice', 'C'), /* */ 'YY-Y----'],
  ['Accounting.Invoice R', resource('Accounting', 'Invoice', 'R'), /* */ 'YYYYY---'],
  ['Accounting.Invoice U', resource('Accounting', 'Invoice', 'U'), /* */ 'YY--Y---'],
  ['Accounting.Invoice D', resource('Accounting', 'Invoice', 'D'), /* */ 'YY------'],
  ['Accounting.CPay C', resource('Accounting', 'CPay', 'C'), /*     */ 'YY--Y---'],
  ['Accounting.CPay D', resource('Accounting', 'CPay', 'D'), /*     */ 'YY------'],
  ['Accounting.SlsRcpt R', resource('Accounting', 'SlsRcpt', 'R'), /* */ 'YY--Y---'],
  ['Accounting.Bill C', resource('Accounting', 'Bill', 'C'), /*     */ 'YY------'],
  ['Inventory.Item C', resource('Inventory', 'Item', 'C'), /*       */ 'YY----YY'],
  ['Inventory.Item R', resource('Inventory', 'Item', 'R'), /*       */ 'YYY---YY'],
  ['Inventory.Item U', resource('Inventory', 'Item', 'U'), /*       */ 'YY----YY'],
  ['Inventory.Item D', resource('Inventory', 'Item', 'D'), /*       */ 'YY----Y-'],
  ['Inventory.Adjust C', resource('Inventory', 'Adjust', 'C'), /*   */ 'YY----YY'],
  ['Inventory.Adjust R', resource('Inventory', 'Adjust', 'R'), /*   */ 'YY----YY'],
  ['Inventory.Adjust U', resource('Inventory', 'Adjust', 'U'), /*   */ 'YY----Y-'],
  ['Inventory.PO C', resource('Inventory', 'PO', 'C'), /*           */ 'YY----Y-'],
  ['Inventory.PO R', resource('Inventory', 'PO', 'R'), /*           */ 'YY----Y-'],
  ['Sales.SO R (off in the branch)', resource('Sales', 'SO', 'R'), /* */ '--------'],
  ['Reports area', resource('Reports', '*', 'R'), /*                */ 'YYY-----'],
  ['Reports 501', resource('Reports', '501', 'R'), /*               */ 'YYY-----'],
  ['Works.Task R', resource('Works', 'Task', 'R'), /*               */ 'YY------'],
];

const contextOf = (name: PredefinedRoleName): AccessContext => ({
  access: predefinedRole(name).Access,
  config: AUTO2_TEST_CONFIG,
  user: ROLE_USER_DATA[name],
});

describe('predefined roles × permissions (AUTO-2 branch)', () => {
  const rows = MATRIX.flatMap(([label, permission, expected]) =>
    COLUMNS.map((role, column) => [role, label, permission, expected[column] === 'Y'] as const),
  );

  it.each(rows)('%s · %s', (role, _label, permission, expected) => {
    expect(isPermitted(permission, contextOf(role))).toBe(expected);
  });

  it('every matrix row has one mark per role', () => {
    for (const [label, , expected] of MATRIX) expect(expected, label).toMatch(/^[Y-]{8}$/);
  });
});

describe('predefined role flags and screens (AUTO-2 branch)', () => {
  type Check = readonly [label: string, check: (ctx: AccessContext) => boolean, expected: string];
  const CHECKS: readonly Check[] = [
    //                                                                                    OAMVCTPK
    ['Service flag ReOpenWO', (ctx) => hasAccessFlag(ctx, 'Service', 'ReOpenWO'), /*   */ 'YYY-----'],
    ['Service flag EdApprWO', (ctx) => hasAccessFlag(ctx, 'Service', 'EdApprWO'), /*   */ 'YYY-----'],
    ['Service discount (Disc)', (ctx) => canGiveDiscount(ctx, 'Service'), /*          */ 'YYYY----'],
    ['Invoice discount (InvDisc)', (ctx) => canGiveDiscount(ctx, 'Invoice'), /*       */ 'YY-Y----'],
    ['Accounting flag ReOpenInv', (ctx) => hasAccessFlag(ctx, 'Accounting', 'ReOpenInv'), 'YY------'],
    ['Settings screen', canOpenSettings, /*                                           */ 'YY------'],
    ['Settings button (main admin)', canSeeSettingsButton, /*                         */ 'Y-------'],
    ['My Jobs (NoW.Tec)', canOpenMyJobs, /*                                           */ '-----Y--'],
    ['Any feature in the branch', hasAnyFeature, /*                                   */ 'YYYYYYYY'],
  ];
  const rows = CHECKS.flatMap(([label, check, expected]) =>
    COLUMNS.map((role, column) => [role, label, check, expected[column] === 'Y'] as const),
  );

  it.each(rows)('%s · %s', (role, _label, check, expected) => {
    expect(check(contextOf(role))).toBe(expected);
  });

  it('the Service Advisor has a 10% invoice discount cap; the others none', () => {
    expect(discountCapFor(contextOf('Service Advisor'), 'Invoice')).toBe('10%');
    for (const name of COLUMNS.filter((role) => role !== 'Service Advisor')) {
      expect(discountCapFor(contextOf(name), 'Invoice'), name).toBeUndefined();
    }
  });

  it.each([
    ['Service Manager', 'Service', '/Service/WODashboard'],
    ['Technician', 'Service', '/Service/WODashboard'],
    ['Cashier', 'Accounting', '/Accounting/Invoices'],
    ['Parts Inventory Clerk', 'Inventory', '/items/inventory'],
    ['Technician', 'Inventory', '/allocatedparts/allocatedpartslist'],
  ] as const)('%s lands on %s at %s', (role, area, path) => {
    expect(defaultLanding(area, contextOf(role))).toBe(path);
  });
});

describe('predefined roles data', () => {
  it('eight roles, in the spec order, all Predefined', () => {
    expect(PREDEFINED_ROLES.map((role) => role.Name)).toEqual([
      'Owner',
      'Admin',
      'Service Manager',
      'Service Advisor',
      'Cashier',
      'Technician',
      'Parts Manager',
      'Parts Inventory Clerk',
    ]);
    for (const role of PREDEFINED_ROLES) expect(role.Predefined).toBe(true);
  });

  it('only the Owner is super admin; Owner and Admin are entity admins', () => {
    expect(PREDEFINED_ROLES.filter((role) => role.Access.SA).map((role) => role.Name)).toEqual(['Owner']);
    expect(PREDEFINED_ROLES.filter((role) => role.Access.EA).map((role) => role.Name)).toEqual(['Owner', 'Admin']);
  });

  it('every demo username maps to a distinct predefined role', () => {
    expect(DEMO_USERNAMES.map((username) => roleKey[username])).toEqual([...PREDEFINED_ROLE_NAMES]);
    expect(roleKey.manager).toBe('Service Manager');
    expect(roleKey.partsmanager).toBe('Parts Manager');
    expect(roleKey.partsclerk).toBe('Parts Inventory Clerk');
  });

  it('only the Technician carries the NoW.Tec user flag', () => {
    expect(
      Object.entries(ROLE_USER_DATA)
        .filter(([, data]) => data.NoW?.Tec === true)
        .map(([name]) => name),
    ).toEqual(['Technician']);
  });

  it('predefinedRole finds each role by name', () => {
    for (const name of PREDEFINED_ROLE_NAMES) expect(predefinedRole(name).Name).toBe(name);
  });
});
