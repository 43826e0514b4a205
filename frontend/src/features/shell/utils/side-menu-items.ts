import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { ENTITY_ADMIN, SESSION, type Permission } from '@shared/access/permission';
import { industryLabels, type IndustryLabels } from '@shared/access/industry-labels';
import { resource } from '@shared/access/permission';
import type { Industry } from '@shared/entity/entity-config';

/**
 * The side menu, built per business type, module configuration and permissions
 * (spec platform §2 'Root shell'). Only screens that exist are listed: a module
 * appears here when its first screen is routed, with the permission the route
 * table gives that screen, and the access model decides.
 */
export type MenuEntry = {
  label: string;
  to: string;
  permission: Permission;
  /** Entries with a group are listed under that heading (the settings menu groups, spec platform §2). */
  group?: string;
  /** The industry's word replaces `label` (spec platform §1: vehicles, patients). */
  industryLabel?: keyof IndustryLabels;
  /** Listed only in branches whose industry passes (customers, or patients in health care). */
  industries?: (industry: Industry) => boolean;
};

export const MENU_SCREENS: readonly MenuEntry[] = [
  { label: 'Home', to: '/basic/Home', permission: SESSION },
  // Customers, or patients in health care except HC-1; vendors; products, called vehicles in auto (spec platform §1, §2 'Common').
  {
    label: 'Customers',
    to: '/Customers/CustomerSearch',
    permission: resource('Common', 'Customer', 'R'),
    industries: (i) => industryLabels(i).Customer === 'Customer',
  },
  {
    label: 'Patients',
    to: '/patients/patientsearch',
    permission: resource('Common', 'Customer', 'R'),
    industries: (i) => industryLabels(i).Customer === 'Patient',
  },
  { label: 'Vendors', to: '/Vendors/VendorSearch', permission: resource('Common', 'Vendor', 'R') },
  { label: 'Products', industryLabel: 'Products', to: '/Products/ProductSearch', permission: resource('Common', 'Product', 'R') },
  // Settings (spec platform §6: settings and the quick list need entity admin, warehouse settings inventory access).
  { label: 'All settings', to: '/settings/Settings', permission: ENTITY_ADMIN, group: 'Settings: General' },
  { label: 'Company Profile', to: '/settings/companyprofile', permission: ENTITY_ADMIN, group: 'Settings: General' },
  { label: 'Localization', to: '/settings/localization', permission: ENTITY_ADMIN, group: 'Settings: General' },
  { label: 'Tax Settings', to: '/settings/TaxSettings', permission: ENTITY_ADMIN, group: 'Settings: General' },
  { label: 'Print Options', to: '/settings/PrintOptions', permission: ENTITY_ADMIN, group: 'Settings: General' },
  { label: 'Next Record Numbers', to: '/settings/nextrecordnumbers', permission: ENTITY_ADMIN, group: 'Settings: General' },
  { label: 'General Settings', to: '/settings/GeneralSettings', permission: ENTITY_ADMIN, group: 'Settings: General' },
  { label: 'UI Theme', to: '/settings/UITheme', permission: ENTITY_ADMIN, group: 'Settings: General' },
  // Users and access administration sit in the General group, as spec platform §2 lists them; each needs only
  // its own Common resource read (§6), so a non-admin with user rights sees just these in General.
  { label: 'Users', to: '/User/Users', permission: resource('Common', 'User', 'R'), group: 'Settings: General' },
  { label: 'Roles', to: '/settings/roles', permission: resource('Common', 'Role', 'R'), group: 'Settings: General' },
  { label: 'Designations', to: '/settings/Designations', permission: resource('Common', 'Desig', 'R'), group: 'Settings: General' },
  { label: 'Departments', to: '/settings/Departments', permission: resource('Common', 'Dept', 'R'), group: 'Settings: General' },
  { label: 'Insurance Settings', to: '/settings/entityinsurancesettings', permission: ENTITY_ADMIN, group: 'Settings: Service' },
  { label: 'Quick List', to: '/settings/quicklist', permission: ENTITY_ADMIN, group: 'Settings: Service' },
  { label: 'Warehouses', to: '/settings/warehousesettings', permission: { kind: 'module', module: 'Inventory' }, group: 'Settings: Inventory' },
];

export const sideMenuItems = (ctx: AccessContext, screens: readonly MenuEntry[] = MENU_SCREENS): MenuEntry[] => {
  const labels = industryLabels(ctx.config.Industry);
  return screens
    .filter((screen) => isPermitted(screen.permission, ctx) && (screen.industries?.(ctx.config.Industry) ?? true))
    .map((screen) => (screen.industryLabel ? { ...screen, label: labels[screen.industryLabel] } : screen));
};
