import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entityConfig, INDUSTRIES, type EntityConfig } from '../entity/entity-config';
import { isPermitted, RESOURCES, type AccessContext } from './access-model';
import { accessData } from './access-data';
import { MODULES, type AccessArea, type ModuleKey } from './modules';
import type { Permission, Right } from './permission';

const MODULE_KEYS = Object.keys(MODULES) as ModuleKey[];
const RIGHTS: readonly Right[] = ['C', 'R', 'U', 'D'];
const AREAS: readonly AccessArea[] = [...MODULE_KEYS, 'Common', 'Reports'];
const REPORT_IDS = ['*', '101', '201', '501', '801'];

const permissionString = fc.subarray(['C', 'R', 'U', 'D']).map((letters) => letters.join(''));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const stringsOf = (names: readonly string[]) =>
  fc.record(Object.fromEntries(names.map((name) => [name, maybe(permissionString)])), { requiredKeys: [] });

const moduleSwitches = { Access: fc.boolean(), MA: fc.boolean() };

/** Any access data the schema accepts, over the resource strings the spec names. */
const anyAccess = fc
  .record({
    SA: fc.boolean(),
    EA: fc.boolean(),
    Common: stringsOf(RESOURCES.Common),
    Accounting: maybe(
      fc
        .record({ ...moduleSwitches, InvDisc: fc.boolean() })
        .chain((m) => stringsOf(RESOURCES.Accounting).map((s) => ({ ...m, ...s }))),
    ),
    Service: maybe(fc.record(moduleSwitches).chain((m) => stringsOf(RESOURCES.Service).map((s) => ({ ...m, ...s })))),
    Inventory: maybe(
      fc.record(moduleSwitches).chain((m) => stringsOf(RESOURCES.Inventory).map((s) => ({ ...m, ...s }))),
    ),
    Sales: maybe(fc.record(moduleSwitches).chain((m) => stringsOf(RESOURCES.Sales).map((s) => ({ ...m, ...s })))),
    Reports: maybe(fc.record({ ...moduleSwitches, Reports: fc.subarray(['101', '201', '501']) })),
    Works: maybe(
      fc.record({
        ...moduleSwitches,
        WS: fc.array(
          fc.record({
            WSpc_Id: fc.constantFrom('w1', 'w2'),
            WA: fc.boolean(),
            Meet: permissionString,
            Proj: permissionString,
            Task: permissionString,
          }),
          { maxLength: 2 },
        ),
      }),
    ),
    Comm: maybe(fc.record(moduleSwitches)),
    Payroll: maybe(fc.record(moduleSwitches)),
  })
  .map((input) => accessData.parse(input));

const anyConfig: fc.Arbitrary<EntityConfig> = fc
  .record({
    Industry: fc.constantFrom(...INDUSTRIES),
    ...Object.fromEntries(MODULE_KEYS.map((module) => [module, fc.record({ Access: fc.boolean() })])),
  })
  .map((input) => entityConfig.parse(input));

const anyContext: fc.Arbitrary<AccessContext> = fc.record({ access: anyAccess, config: anyConfig });

const resourceNames = (area: AccessArea): readonly string[] => (area === 'Reports' ? REPORT_IDS : RESOURCES[area]);

const anyPermission: fc.Arbitrary<Permission> = fc.oneof(
  fc.constant<Permission>({ kind: 'public' }),
  fc.constant<Permission>({ kind: 'session' }),
  fc.constant<Permission>({ kind: 'entityAdmin' }),
  fc.constantFrom(...MODULE_KEYS).map((module): Permission => ({ kind: 'module', module })),
  fc
    .constantFrom(...AREAS.filter((area) => resourceNames(area).length > 0))
    .chain((area) =>
      fc
        .record({ resource: fc.constantFrom(...resourceNames(area)), right: fc.constantFrom(...RIGHTS) })
        .map(({ resource, right }): Permission => ({ kind: 'resource', area, resource, right })),
    ),
);

/** The module a permission depends on, if any. */
const moduleOf = (permission: Permission): ModuleKey | undefined => {
  if (permission.kind === 'module') return permission.module;
  if (permission.kind === 'resource' && permission.area !== 'Common' && permission.area !== 'Reports')
    return permission.area;
  return undefined;
};

const RUNS = { numRuns: 200 };

describe('access model properties (spec platform §6)', () => {
  it('public and session permissions always hold', () => {
    fc.assert(
      fc.property(anyContext, (ctx) => isPermitted({ kind: 'public' }, ctx) && isPermitted({ kind: 'session' }, ctx)),
      RUNS,
    );
  });

  it('SA/EA bypass all checks: permitted unless the entity config leaves the module off', () => {
    fc.assert(
      fc.property(anyContext, fc.constantFrom('SA', 'EA'), anyPermission, (ctx, flag, permission) => {
        const admin: AccessContext = { ...ctx, access: { ...ctx.access, [flag]: true } };
        const module = moduleOf(permission);
        const expected = module === undefined || admin.config[module]?.Access === true;
        expect(isPermitted(permission, admin)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('a module the entity config leaves off grants nothing inside it, to anyone', () => {
    fc.assert(
      fc.property(anyContext, anyPermission, (ctx, permission) => {
        const module = moduleOf(permission);
        fc.pre(module !== undefined && ctx.config[module]?.Access !== true);
        expect(isPermitted(permission, ctx)).toBe(false);
      }),
      RUNS,
    );
  });

  it('a right on a module resource implies access to the module', () => {
    fc.assert(
      fc.property(anyContext, anyPermission, (ctx, permission) => {
        const module = moduleOf(permission);
        fc.pre(permission.kind === 'resource' && module !== undefined && isPermitted(permission, ctx));
        expect(isPermitted({ kind: 'module', module: module as ModuleKey }, ctx)).toBe(true);
      }),
      RUNS,
    );
  });

  it('module admin with Access holds every right inside an enabled module', () => {
    fc.assert(
      fc.property(
        anyContext,
        fc.constantFrom<ModuleKey>('Accounting', 'Service', 'Inventory', 'Sales'),
        fc.constantFrom(...RIGHTS),
        (ctx, module, right) => {
          const config: EntityConfig = { ...ctx.config, [module]: { Access: true } };
          const access = accessData.parse({ ...ctx.access, [module]: { Access: true, MA: true } });
          for (const name of RESOURCES[module]) {
            expect(isPermitted({ kind: 'resource', area: module, resource: name, right }, { access, config })).toBe(
              true,
            );
          }
        },
      ),
      RUNS,
    );
  });

  it('adding letters to a permission string never takes a right away', () => {
    fc.assert(
      fc.property(
        anyContext,
        fc.constantFrom<'Accounting' | 'Service' | 'Inventory' | 'Common'>(
          'Accounting',
          'Service',
          'Inventory',
          'Common',
        ),
        fc.constantFrom(...RIGHTS),
        fc.constantFrom(...RIGHTS),
        (ctx, area, right, added) => {
          const name = RESOURCES[area][0];
          const current: unknown = (ctx.access[area] as Record<string, unknown> | undefined)?.[name];
          const before = typeof current === 'string' ? current : '';
          const widened = accessData.parse({
            ...ctx.access,
            [area]: { ...(ctx.access[area] ?? {}), [name]: before + added },
          });
          const permission: Permission = { kind: 'resource', area, resource: name, right };
          if (isPermitted(permission, ctx)) expect(isPermitted(permission, { ...ctx, access: widened })).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('a user with no admin flag, no Access, no strings and no report list holds only public and session', () => {
    fc.assert(
      fc.property(anyConfig, anyPermission, (config, permission) => {
        const ctx: AccessContext = { access: accessData.parse({}), config };
        expect(isPermitted(permission, ctx)).toBe(permission.kind === 'public' || permission.kind === 'session');
      }),
      RUNS,
    );
  });
});
