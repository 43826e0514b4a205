import { ENTITY_ADMIN, inModule, moduleAdmin, type Permission } from '@shared/access/permission';
import type { ScreenEntry } from '../../lib/screen-manifest';
import { inventorySettingsScreens } from './inventory-manifest';
import { salesSettingsScreens } from './sales-manifest';

/** Warehouse settings need inventory access: the module enabled and the user's Access (or SA/EA). */
const INVENTORY_ACCESS: Permission = { kind: 'module', module: 'Inventory' };

/** A branch-settings screen: entity admin (spec platform §6), General group, on the menu and the settings home. */
const general = (path: string, title: string, description: string, lazy: ScreenEntry['lazy']): ScreenEntry => ({
  path,
  title,
  permission: ENTITY_ADMIN,
  rule: 'settings',
  menu: true,
  group: 'General',
  description,
  lazy,
});

/**
 * The settings screens (spec platform §2 'Settings'), keyed so a screen can name
 * its own entry. Settings and the quick list need entity admin, warehouse
 * settings inventory access (§6).
 */
export const settingsScreens = {
  Settings: {
    path: 'settings/Settings',
    title: 'All settings',
    permission: ENTITY_ADMIN,
    rule: 'settings',
    menu: true,
    group: 'General',
    lazy: () => import('./routes/settings-home'),
  },
  companyprofile: general(
    'settings/companyprofile',
    'Company Profile',
    'Branch address, GSTIN and logo.',
    () => import('./routes/company-profile'),
  ),
  localization: general(
    'settings/localization',
    'Localization',
    'Time zone of the branch.',
    () => import('./routes/localization'),
  ),
  TaxSettings: general(
    'settings/TaxSettings',
    'Tax Settings',
    'GST type, HSN/SAC and default tax codes.',
    () => import('./routes/tax-settings'),
  ),
  PrintOptions: general(
    'settings/PrintOptions',
    'Print Options',
    'Paper size, copies, logo and texts on printed documents.',
    () => import('./routes/print-options'),
  ),
  nextrecordnumbers: general(
    'settings/nextrecordnumbers',
    'Next Record Numbers',
    'The number the next invoice, estimate or work order gets.',
    () => import('./routes/next-record-numbers'),
  ),
  GeneralSettings: general(
    'settings/GeneralSettings',
    'General Settings',
    'Financial year and date format.',
    () => import('./routes/general-settings'),
  ),
  paymentsettings: {
    ...general(
      'settings/paymentsettings',
      'Payment Settings',
      'The UPI id invoices ask to be paid at, and e-invoicing.',
      () => import('./routes/payment-settings'),
    ),
    permission: inModule('Accounting', ENTITY_ADMIN),
  },
  // Each account is a ledger account of the chart, so the chart's keeper opens it (docs/books.md §1.1).
  banksettings: {
    path: 'settings/banksettings',
    title: 'Bank Settings',
    module: 'Accounting',
    permission: inModule('Accounting', moduleAdmin('Accounting')),
    menu: true,
    group: 'General',
    description: "The branch's bank accounts and which payment types go to each.",
    lazy: () => import('./routes/bank-settings'),
  },
  UITheme: general(
    'settings/UITheme',
    'UI Theme',
    'Light or dark screens for everyone in the branch.',
    () => import('./routes/ui-theme'),
  ),
  // The organisation's list customers and price lists pick from (platform §6: customer categories need entity admin).
  customercategories: {
    ...general(
      'settings/customercategories',
      'Customer Categories',
      'Groups of customers that price lists price for.',
      () => import('./routes/customer-categories'),
    ),
    rule: 'customerCategories',
  },
  entityinsurancesettings: {
    path: 'settings/entityinsurancesettings',
    title: 'Insurance Settings',
    permission: inModule('Service', ENTITY_ADMIN),
    rule: 'settings',
    menu: true,
    group: 'Service',
    description: 'Insurance companies the workshop has a tie-up with.',
    lazy: () => import('./routes/insurance-settings'),
  },
  quicklist: {
    path: 'settings/quicklist',
    title: 'Quick List',
    permission: inModule('Service', ENTITY_ADMIN),
    rule: 'quickList',
    menu: true,
    group: 'Service',
    description: 'Operation codes offered first on repair orders.',
    lazy: () => import('./routes/quick-list'),
  },
  warehousesettings: {
    path: 'settings/warehousesettings',
    title: 'Warehouses',
    permission: INVENTORY_ACCESS,
    rule: 'warehouses',
    menu: true,
    group: 'Inventory',
    description: 'Warehouses of the branch.',
    lazy: () => import('./routes/warehouse-settings'),
  },
  ...inventorySettingsScreens,
  ...salesSettingsScreens,
} as const satisfies Record<string, ScreenEntry>;

export const settingsManifest: readonly ScreenEntry[] = Object.values(settingsScreens);
