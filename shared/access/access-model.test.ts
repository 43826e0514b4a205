import { describe, expect, expectTypeOf, it } from 'vitest';
import { entityConfig } from '../entity/entity-config';
import {
  hasAccessFlag,
  hasAnyFeature,
  hasModuleAccess,
  isKnownResource,
  isModuleAdmin,
  isModuleEnabled,
  isPermitted,
  reachableModules,
  type AccessFlag,
} from './access-model';
import { AUTO2_TEST_CONFIG, testContext } from './test/access-test-context';
import type { AccessContext } from './access-context';
import { ENTITY_ADMIN, PUBLIC, SESSION, resource, type Permission } from './permission';

const moduleOf = (module: 'Accounting' | 'Sales' | 'Service' | 'Inventory' | 'Works' | 'Comm'): Permission => ({
  kind: 'module',
  module,
});

const nobody = testContext({});
const superAdmin = testContext({ SA: true });
const entityAdmin = testContext({ EA: true });

type Case = readonly [rule: string, ctx: AccessContext, permission: Permission, expected: boolean];

const cases: readonly Case[] = [
  ['public calls need no session', nobody, PUBLIC, true],
  ['session calls need only a session', nobody, SESSION, true],
  ['entityAdmin: SA is entity admin', superAdmin, ENTITY_ADMIN, true],
  ['entityAdmin: EA is entity admin', entityAdmin, ENTITY_ADMIN, true],
  [
    'entityAdmin: a module admin is not entity admin',
    testContext({ Service: { Access: true, MA: true } }),
    ENTITY_ADMIN,
    false,
  ],
  [
    'entityAdmin: a user with every string is not entity admin',
    testContext({ Common: { Role: 'CRUD', User: 'CRUD' } }),
    ENTITY_ADMIN,
    false,
  ],

  [
    'module reachable: enabled module and user Access',
    testContext({ Service: { Access: true } }),
    moduleOf('Service'),
    true,
  ],
  [
    'module reachable: enabled module without user Access is not',
    testContext({ Inventory: { Access: true } }),
    moduleOf('Service'),
    false,
  ],
  ['module reachable: SA bypasses the user Access flag', superAdmin, moduleOf('Inventory'), true],
  ['module reachable: EA bypasses the user Access flag', entityAdmin, moduleOf('Works'), true],
  [
    'module reachable: a module the entity config leaves off is off for the user',
    testContext({ Sales: { Access: true, MA: true } }),
    moduleOf('Sales'),
    false,
  ],
  ['module reachable: a module the entity config leaves off is off for SA too', superAdmin, moduleOf('Sales'), false],
  ['module reachable: Comm absent from the entity config is off', superAdmin, moduleOf('Comm'), false],

  ['SA bypasses resource strings', superAdmin, resource('Service', 'WO', 'D'), true],
  ['EA bypasses resource strings', entityAdmin, resource('Accounting', 'Invoice', 'D'), true],
  ['EA bypasses Common strings', entityAdmin, resource('Common', 'Role', 'U'), true],
  [
    'SA does not open a resource of a module the entity config leaves off',
    superAdmin,
    resource('Sales', 'SO', 'R'),
    false,
  ],
  [
    'MA has full rights inside the module',
    testContext({ Service: { Access: true, MA: true } }),
    resource('Service', 'WO', 'D'),
    true,
  ],
  [
    'MA has no rights in another module',
    testContext({ Service: { Access: true, MA: true } }),
    resource('Inventory', 'Item', 'R'),
    false,
  ],
  [
    'MA without Access grants nothing',
    testContext({ Service: { Access: false, MA: true } }),
    resource('Service', 'WO', 'R'),
    false,
  ],
  [
    'the string decides: R grants read',
    testContext({ Service: { Access: true, WO: 'R' } }),
    resource('Service', 'WO', 'R'),
    true,
  ],
  [
    'the string decides: R does not grant update',
    testContext({ Service: { Access: true, WO: 'R' } }),
    resource('Service', 'WO', 'U'),
    false,
  ],
  [
    'the string decides: CRU does not grant delete',
    testContext({ Accounting: { Access: true, Invoice: 'CRU' } }),
    resource('Accounting', 'Invoice', 'D'),
    false,
  ],
  [
    'module areas need Access even with a string',
    testContext({ Service: { Access: false, WO: 'CRUD' } }),
    resource('Service', 'WO', 'R'),
    false,
  ],
  [
    'module areas need the module on even with a string',
    testContext({ Sales: { Access: true, SO: 'CRUD' } }),
    resource('Sales', 'SO', 'R'),
    false,
  ],
  [
    'the string of another resource does not count',
    testContext({ Service: { Access: true, Est: 'CRUD' } }),
    resource('Service', 'WO', 'R'),
    false,
  ],
  [
    'a boolean flag is not a permission string',
    testContext({ Service: { Access: true, Disc: true } }),
    resource('Service', 'Disc', 'R'),
    false,
  ],
  [
    'an unknown resource name grants nothing',
    testContext({ Service: { Access: true, WO: 'CRUD' } }),
    resource('Service', 'constructor', 'R'),
    false,
  ],

  [
    'Common has no module switch: the string decides',
    testContext({ Common: { Customer: 'CR' } }),
    resource('Common', 'Customer', 'C'),
    true,
  ],
  [
    'Common: missing letter is refused',
    testContext({ Common: { Customer: 'CR' } }),
    resource('Common', 'Customer', 'D'),
    false,
  ],
  ['Common: no string is refused', nobody, resource('Common', 'Vendor', 'R'), false],

  [
    'Reports: Access reaches the reports area',
    testContext({ Reports: { Access: true } }),
    resource('Reports', '*', 'R'),
    true,
  ],
  [
    'Reports: a non-empty list reaches the reports area',
    testContext({ Reports: { Reports: ['201'] } }),
    resource('Reports', '*', 'R'),
    true,
  ],
  [
    'Reports: no Access and no list is refused',
    testContext({ Reports: { Access: false, Reports: [] } }),
    resource('Reports', '*', 'R'),
    false,
  ],
  [
    'Reports: restricted users see listed ids',
    testContext({ Reports: { Reports: ['201'] } }),
    resource('Reports', '201', 'R'),
    true,
  ],
  [
    'Reports: restricted users do not see other ids',
    testContext({ Reports: { Access: true, Reports: ['201'] } }),
    resource('Reports', '501', 'R'),
    false,
  ],
  [
    'Reports: all-access users see every id',
    testContext({ Reports: { Access: true } }),
    resource('Reports', '501', 'R'),
    true,
  ],
  [
    'Reports: only read for non-admins',
    testContext({ Reports: { Access: true } }),
    resource('Reports', '501', 'C'),
    false,
  ],
  [
    'Reports: Reports MA sees all',
    testContext({ Reports: { MA: true, Reports: ['201'] } }),
    resource('Reports', '501', 'R'),
    true,
  ],

  [
    'Works: the route right holds when some workspace grants it',
    testContext({ Works: { Access: true, WS: [{ WSpc_Id: 'w1', Task: 'R' }] } }),
    resource('Works', 'Task', 'R'),
    true,
  ],
  [
    'Works: WA holds every workspace right',
    testContext({ Works: { Access: true, WS: [{ WSpc_Id: 'w1', WA: true }] } }),
    resource('Works', 'Proj', 'D'),
    true,
  ],
  [
    'Works: no workspace grants it',
    testContext({ Works: { Access: true, WS: [{ WSpc_Id: 'w1', Task: 'R' }] } }),
    resource('Works', 'Meet', 'R'),
    false,
  ],
];

describe('isPermitted: spec platform §6 permission model', () => {
  it.each(cases)('%s', (_rule, ctx, permission, expected) => {
    expect(isPermitted(permission, ctx)).toBe(expected);
  });
});

describe('module helpers', () => {
  it('isModuleEnabled reads the entity configuration switch', () => {
    expect(isModuleEnabled(AUTO2_TEST_CONFIG, 'Service')).toBe(true);
    expect(isModuleEnabled(AUTO2_TEST_CONFIG, 'Sales')).toBe(false);
    expect(isModuleEnabled(AUTO2_TEST_CONFIG, 'Payroll')).toBe(false);
  });

  it('hasModuleAccess agrees with the module permission', () => {
    const ctx = testContext({ Inventory: { Access: true } });
    expect(hasModuleAccess(ctx, 'Inventory')).toBe(true);
    expect(hasModuleAccess(ctx, 'Service')).toBe(false);
  });

  it('reachableModules lists the enabled modules the user has access to, in module-code order', () => {
    expect(
      reachableModules(
        testContext({ Inventory: { Access: true }, Accounting: { Access: true }, Sales: { Access: true } }),
      ),
    ).toEqual(['Accounting', 'Inventory']);
    expect(reachableModules(superAdmin)).toEqual(['Accounting', 'Service', 'Inventory', 'Works']);
    expect(reachableModules(nobody)).toEqual([]);
  });

  it('isModuleAdmin: SA/EA everywhere enabled, MA with Access in its module only', () => {
    expect(isModuleAdmin(entityAdmin, 'Service')).toBe(true);
    expect(isModuleAdmin(entityAdmin, 'Sales')).toBe(false);
    expect(isModuleAdmin(testContext({ Service: { Access: true, MA: true } }), 'Service')).toBe(true);
    expect(isModuleAdmin(testContext({ Service: { Access: true } }), 'Service')).toBe(false);
  });

  it('isKnownResource names the strings of each area', () => {
    expect(isKnownResource('Service', 'WO')).toBe(true);
    expect(isKnownResource('Service', 'Disc')).toBe(false);
    expect(isKnownResource('Common', 'Role')).toBe(true);
    expect(isKnownResource('Works', 'Task')).toBe(true);
    expect(isKnownResource('Reports', '201')).toBe(true);
    expect(isKnownResource('Comm', 'Anything')).toBe(false);
  });
});

describe('§6 feature toggles, approvals and edits of approved documents are separate flags', () => {
  it.each([
    ['flag set, module reachable', testContext({ Service: { Access: true, ReOpenWO: true } }), true],
    ['flag unset', testContext({ Service: { Access: true } }), false],
    ['flag set without Access', testContext({ Service: { ReOpenWO: true } }), false],
    ['module admin holds every flag', testContext({ Service: { Access: true, MA: true } }), true],
    ['entity admin holds every flag', entityAdmin, true],
  ] as const)('ReOpenWO: %s', (_rule, ctx, expected) => {
    expect(hasAccessFlag(ctx, 'Service', 'ReOpenWO')).toBe(expected);
  });

  it('flag names are typed per area: booleans only, not Access, MA or permission strings', () => {
    expectTypeOf<AccessFlag<'Service'>>().toEqualTypeOf<
      'EdApprWO' | 'EdCompWO' | 'EdApprEst' | 'EdApprPO' | 'ReOpenWO' | 'ReOpenEst' | 'Disc' | 'PrViz'
    >();
    expectTypeOf<AccessFlag<'Accounting'>>().toEqualTypeOf<
      'ReOpenInv' | 'ReOpenSR' | 'NoRetCh' | 'FF' | 'WrtOff' | 'InvDisc' | 'SRDisc'
    >();
    expectTypeOf<AccessFlag<'Sales'>>().toEqualTypeOf<
      'ApprSO' | 'EdApprSO' | 'EdApprEst' | 'PkgShp' | 'SOReturn' | 'ApprEst' | 'Disc'
    >();
  });

  it('a flag of a module the entity config leaves off is off, even for SA', () => {
    expect(hasAccessFlag(testContext({ SA: true, Sales: { Access: true, ApprSO: true } }), 'Sales', 'ApprSO')).toBe(
      false,
    );
  });
});

describe("§6 no module reachable: 'It seems you don't have permission to access any features in this branch.'", () => {
  it.each([
    ['a user with no access', nobody, false],
    ['a user whose only module is off in the entity config', testContext({ Sales: { Access: true, MA: true } }), false],
    ['a user with only Common strings', testContext({ Common: { Customer: 'CRUD' } }), false],
    ['a user with one reachable module', testContext({ Service: { Access: true } }), true],
    ['a user with only a report list', testContext({ Reports: { Reports: ['201'] } }), true],
    [
      'an entity admin, even in a branch with no module on',
      { ...entityAdmin, config: entityConfig.parse({ Industry: 'OTHER' }) },
      true,
    ],
  ] as const)('%s → hasAnyFeature %s', (_rule, ctx, expected) => {
    expect(hasAnyFeature(ctx)).toBe(expected);
  });
});
