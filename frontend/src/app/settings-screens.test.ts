import { AUTO2_TEST_CONFIG } from '@shared/access/test/access-test-context';
import { predefinedRole, ROLE_USER_DATA, type PredefinedRoleName } from '@shared/access/roles';
import { describe, expect, it } from 'vitest';
import { visibleSettings } from '../features/settings/utils/settings-screens';
import { loginAnswer } from '../components/testing/fixtures';
import { APP_SCREENS } from './screens';

const ctxOf = (role: PredefinedRoleName) => {
  const session = loginAnswer({ access: predefinedRole(role).Access });
  return {
    access: session.Access,
    config: AUTO2_TEST_CONFIG,
    user: { ...session.User, ...ROLE_USER_DATA[role] },
    settings: session.Entity.Settings,
  };
};
const titles = (role: PredefinedRoleName) =>
  Object.fromEntries(
    visibleSettings(ctxOf(role), APP_SCREENS).map(({ group, screens }) => [
      group,
      screens.map((screen) => screen.title),
    ]),
  );

describe('the settings home lists, per group, what the user may open (spec platform §2 Settings, §6)', () => {
  it('an entity admin sees the branch settings and the user administration under General', () => {
    expect(titles('Admin')).toEqual({
      General: [
        'Expense categories',
        'Company Profile',
        'Localization',
        'Tax Settings',
        'Print Options',
        'Next Record Numbers',
        'General Settings',
        'Payment Settings',
        'Bank Settings',
        'UI Theme',
        'Customer Categories',
        'Users',
        'Roles',
        'Designations',
        'Departments',
        'Active Login Sessions',
      ],
      Service: [
        'Insurance Settings',
        'Quick List',
        'Services',
        'Categories',
        'Complaints',
        'Checklists',
        '{Order} Types',
        'Makes',
        'Models',
        'Setup Labor Rates',
      ],
      Inventory: [
        'Warehouses',
        'Inventory Settings',
        'Purchase Settings',
        'Adjustment Reasons',
        '{Item} Types',
        '{Item} Categories',
        'Bin Locations',
        '{Item} Attributes',
        '{Item} Custom Fields',
      ],
      // settings/salessettings: the branch has Sales (docs/sales-settings.md).
      Sales: ['Sales Settings'],
    });
  });

  it('bin locations need the warehouse feature (Wh) of the entity configuration (docs/inventory-settings.md §4)', () => {
    const admin = ctxOf('Admin');
    const without = {
      ...admin,
      config: {
        ...admin.config,
        Inventory: { ...admin.config.Inventory, Features: { ...admin.config.Inventory?.Features, Wh: false } },
      },
    };
    const inventory = (ctx: typeof admin) =>
      visibleSettings(ctx, APP_SCREENS)
        .find((g) => g.group === 'Inventory')
        ?.screens.map((s) => s.title);
    expect(inventory(admin)).toContain('Bin Locations');
    expect(inventory(without)).not.toContain('Bin Locations');
    expect(inventory(without)).toContain('Adjustment Reasons');
  });

  it('a parts manager sees the warehouses, their own sessions and the service catalogue (service access), without Setup Labor Rates', () => {
    expect(titles('Parts Manager')).toEqual({
      General: ['Active Login Sessions'],
      Service: ['Services', 'Categories', 'Complaints', 'Checklists', '{Order} Types', 'Makes', 'Models'],
      Inventory: ['Warehouses'],
    });
  });

  it('Setup Labor Rates needs Service module admin and the LPG feature (platform §6)', () => {
    const manager = ctxOf('Service Manager');
    const without = {
      ...manager,
      config: {
        ...manager.config,
        Service: { ...manager.config.Service, Features: { ...manager.config.Service?.Features, LPG: false } },
      },
    };
    const service = (ctx: typeof manager) =>
      visibleSettings(ctx, APP_SCREENS)
        .find((g) => g.group === 'Service')
        ?.screens.map((s) => s.title);
    expect(service(manager)).toContain('Setup Labor Rates');
    expect(service(without)).not.toContain('Setup Labor Rates');
    expect(service(ctxOf('Service Advisor'))).not.toContain('Setup Labor Rates');
  });
});
