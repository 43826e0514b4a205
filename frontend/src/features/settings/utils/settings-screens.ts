import {
  canOpenQuickList,
  canOpenSettings,
  canOpenWarehouseSettings,
  isPermitted,
  type AccessContext,
} from '@shared/access/access-model';
import { ENTITY_ADMIN, resource, SESSION, type Permission } from '@shared/access/permission';

/** Menu groups of the settings area (spec platform §2 'Settings'); only groups with built screens appear. */
export type SettingsGroup = 'General' | 'Service' | 'Inventory';

export type SettingsScreen = {
  path: string;
  title: string;
  group: SettingsGroup;
  /** What the route guard and the side menu check. */
  permission: Permission;
  /** The named rule of the access model (spec platform §6) the permission stands for. */
  rule: (ctx: AccessContext) => boolean;
  description: string;
};

/** Warehouse settings need inventory access: the module enabled and the user's Access (or SA/EA). */
const INVENTORY_ACCESS: Permission = { kind: 'module', module: 'Inventory' };

/** Screens of other areas listed in the General group (spec platform §2 'Settings'); each guards itself. */
const userAdmin = (path: string, title: string, name: string, description: string): SettingsScreen => {
  const permission = resource('Common', name, 'R');
  return { path, title, group: 'General', permission, rule: (ctx) => isPermitted(permission, ctx), description };
};

export const SETTINGS_SCREENS = {
  companyprofile: {
    path: 'settings/companyprofile',
    title: 'Company Profile',
    group: 'General',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'Branch address, GSTIN and logo.',
  },
  localization: {
    path: 'settings/localization',
    title: 'Localization',
    group: 'General',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'Time zone of the branch.',
  },
  TaxSettings: {
    path: 'settings/TaxSettings',
    title: 'Tax Settings',
    group: 'General',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'GST type, HSN/SAC and default tax codes.',
  },
  PrintOptions: {
    path: 'settings/PrintOptions',
    title: 'Print Options',
    group: 'General',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'Paper size, copies, logo and texts on printed documents.',
  },
  nextrecordnumbers: {
    path: 'settings/nextrecordnumbers',
    title: 'Next Record Numbers',
    group: 'General',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'The number the next invoice, estimate or work order gets.',
  },
  GeneralSettings: {
    path: 'settings/GeneralSettings',
    title: 'General Settings',
    group: 'General',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'Financial year and date format.',
  },
  UITheme: {
    path: 'settings/UITheme',
    title: 'UI Theme',
    group: 'General',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'Light or dark screens for everyone in the branch.',
  },
  users: userAdmin('User/Users', 'Users', 'User', 'People who use Karkhana, their branches and roles.'),
  roles: userAdmin('settings/roles', 'Roles', 'Role', 'What each role may see and do.'),
  Designations: userAdmin('settings/Designations', 'Designations', 'Desig', 'Job titles for users.'),
  Departments: userAdmin('settings/Departments', 'Departments', 'Dept', 'Departments users belong to.'),
  activeloginsessions: {
    path: 'settings/activeloginsessions',
    title: 'Active Login Sessions',
    group: 'General',
    permission: SESSION,
    rule: () => true,
    description: 'Where you are logged in; end the sessions you do not know.',
  },
  entityinsurancesettings: {
    path: 'settings/entityinsurancesettings',
    title: 'Insurance Settings',
    group: 'Service',
    permission: ENTITY_ADMIN,
    rule: canOpenSettings,
    description: 'Insurance companies the workshop has a tie-up with.',
  },
  quicklist: {
    path: 'settings/quicklist',
    title: 'Quick List',
    group: 'Service',
    permission: ENTITY_ADMIN,
    rule: canOpenQuickList,
    description: 'Operation codes offered first on repair orders.',
  },
  warehousesettings: {
    path: 'settings/warehousesettings',
    title: 'Warehouses',
    group: 'Inventory',
    permission: INVENTORY_ACCESS,
    rule: canOpenWarehouseSettings,
    description: 'Warehouses of the branch.',
  },
} as const satisfies Record<string, SettingsScreen>;

export type SettingsScreenKey = keyof typeof SETTINGS_SCREENS;

export const SETTINGS_GROUPS: readonly SettingsGroup[] = ['General', 'Service', 'Inventory'];

/** The settings screens this user may open, by group, in menu order; empty groups are left out. */
export function visibleSettings(ctx: AccessContext): { group: SettingsGroup; screens: SettingsScreen[] }[] {
  const screens: SettingsScreen[] = Object.values(SETTINGS_SCREENS);
  return SETTINGS_GROUPS.map((group) => ({ group, screens: screens.filter((s) => s.group === group && s.rule(ctx)) })).filter(
    (entry) => entry.screens.length > 0,
  );
}
