import { AUTO2_TEST_CONFIG } from '@shared/access/test/access-test-context';
import { predefinedRole, ROLE_USER_DATA, type PredefinedRoleName } from '@shared/access/roles';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { entityConfig, type EntityConfig } from '@shared/entity/entity-config';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../features/shell/components/header';
import { SideMenu } from '../features/shell/components/side-menu';
import { ScreensProvider } from '../lib/screens-context';
import { renderRoutes } from '../components/testing/render';
import { loginAnswer } from '../components/testing/fixtures';
import { APP_SCREENS } from './screens';

afterEach(cleanup);

function sessionOf(
  role: PredefinedRoleName,
  extraUserRead = false,
  config: EntityConfig = AUTO2_TEST_CONFIG,
): UserAndEntity {
  const base = predefinedRole(role).Access;
  const access = extraUserRead ? { ...base, Common: { ...base.Common, User: 'R' } } : base;
  const { Token: _token, ...session } = loginAnswer({ access });
  return {
    ...session,
    Entity: { ...session.Entity, Config: config },
    User: { ...session.User, ...ROLE_USER_DATA[role] },
  };
}

/** Like the demo's Hosur branch: auto parts, Sales and Inventory, no Service module. */
const PARTS_SHOP_CONFIG: EntityConfig = entityConfig.parse({
  Industry: 'AUTO-3',
  Common: { Cust: true, Ven: true, Prod: true },
  Accounting: { Access: true, Features: { Bill: true, Inv: true, SlsRcpt: true } },
  Sales: { Access: true, Features: { SO: true, PacShip: true } },
  Inventory: { Access: true, Features: { Wh: true, Parts: true, PO: true } },
});

function AppScreens({ children }: { children: ReactNode }) {
  return <ScreensProvider screens={APP_SCREENS}>{children}</ScreensProvider>;
}

function renderShellParts(role: PredefinedRoleName, extraUserRead = false, config: EntityConfig = AUTO2_TEST_CONFIG) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <Header title="Home" menuOpen onToggleMenu={() => undefined} />
            <SideMenu open onNavigate={() => undefined} />
          </>
        ),
      },
    ],
    '/basic/Home',
    sessionOf(role, extraUserRead, config),
    { queryClient, wrapper: AppScreens },
  );
}

/** The Service group's entity-admin screens, and the catalogue screens (docs/catalogue-screens.md) in menu order. */
const ADMIN_SERVICE = ['Insurance Settings', 'Quick List'];
const CATALOGUE = ['Services', 'Categories', 'Complaints', 'Checklists', 'Repair Order Types', 'Makes', 'Models'];

const menuGroup = (name: string) => screen.queryByRole('list', { name });
const linksOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// The first render loads the Amplify UI modules, which is slow on a busy machine.
describe('settings menu per role (spec platform §2 Settings, §6 specific rules)', { timeout: 20_000 }, () => {
  it.each(['Owner', 'Admin'] as const)(
    '%s (entity admin) sees the General (with users and roles), Service and Inventory settings groups',
    (role) => {
      renderShellParts(role);
      expect(linksOf('Settings: General')).toEqual([
        'All settings',
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
      ]);
      expect(linksOf('Settings: Service')).toEqual([...ADMIN_SERVICE, ...CATALOGUE, 'Setup Labor Rates']);
      // The inventory settings lists and switches need entity admin (platform §6), the warehouses inventory access.
      expect(linksOf('Settings: Inventory')).toEqual([
        'Warehouses',
        'Inventory Settings',
        'Purchase Settings',
        'Adjustment Reasons',
        'Part Types',
        'Part Categories',
        'Bin Locations',
        'Part Attributes',
        'Part Custom Fields',
      ]);
    },
  );

  // The cashier reads repair orders and their vehicles to generate invoices (docs/service-actions.md 'Generate Invoice'), so looks the service catalogue up like an advisor.
  it('Cashier sees no General or Inventory settings, and the service catalogue only to look things up', () => {
    renderShellParts('Cashier');
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(menuGroup('Settings: General')).toBeNull();
    expect(linksOf('Settings: Service')).toEqual(CATALOGUE);
    expect(menuGroup('Settings: Inventory')).toBeNull();
  });

  // Service settings need service access (§6): service roles look the catalogue up; makes and models need product read.
  // The technician's Inventory access (My Inventory) opens the warehouses, as the spec's rule gives them to inventory access.
  it.each([
    ['Service Advisor', CATALOGUE, null],
    ['Technician', CATALOGUE.slice(0, 5), ['Warehouses']],
  ] as const)('%s sees only the service catalogue, to look things up', (role, service, inventory) => {
    renderShellParts(role);
    expect(menuGroup('Settings: General')).toBeNull();
    expect(linksOf('Settings: Service')).toEqual(service);
    if (inventory === null) expect(menuGroup('Settings: Inventory')).toBeNull();
    else expect(linksOf('Settings: Inventory')).toEqual(inventory);
  });

  it.each([
    ['Service Manager', [...CATALOGUE, 'Setup Labor Rates']],
    ['Parts Manager', CATALOGUE],
    ['Parts Inventory Clerk', undefined],
  ] as const)(
    '%s (inventory access) sees the warehouse settings and what their service access opens',
    (role, service) => {
      renderShellParts(role);
      expect(menuGroup('Settings: General')).toBeNull();
      if (service) expect(linksOf('Settings: Service')).toEqual(service);
      else expect(menuGroup('Settings: Service')).toBeNull();
      expect(linksOf('Settings: Inventory')).toEqual(['Warehouses']);
    },
  );

  it('a custom role with only user read sees Users under General, and no entity-admin settings', () => {
    renderShellParts('Service Advisor', true);
    expect(linksOf('Settings: General')).toEqual(['Users']);
    expect(linksOf('Settings: Service')).toEqual(CATALOGUE);
  });

  it('shows the header settings button to the main admin (Owner) only', () => {
    renderShellParts('Owner');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/Settings');
    cleanup();
    renderShellParts('Admin');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});

describe('menus follow the branch configuration (spec platform §6)', { timeout: 20_000 }, () => {
  it('a branch without the Service module shows no Service settings and no Vehicles, even to its admin', () => {
    renderShellParts('Admin', false, PARTS_SHOP_CONFIG);
    expect(menuGroup('Settings: Service')).toBeNull();
    expect(menuGroup('Settings: Inventory')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Vehicles' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Insurance Settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Quick List' })).toBeNull();
  });

  it('a branch with Sales shows its admin the Sales group (settings/salessettings); a cashier does not see it', () => {
    renderShellParts('Admin', false, PARTS_SHOP_CONFIG);
    expect(linksOf('Settings: Sales')).toEqual(['Sales Settings']);
    cleanup();
    renderShellParts('Cashier', false, PARTS_SHOP_CONFIG);
    expect(menuGroup('Settings: Sales')).toBeNull();
  });

  it('the workshop (Service enabled) shows them', () => {
    renderShellParts('Admin');
    expect(linksOf('Settings: Service')).toEqual([...ADMIN_SERVICE, ...CATALOGUE, 'Setup Labor Rates']);
    expect(screen.getByRole('link', { name: 'Vehicles' })).toBeTruthy();
  });
});
