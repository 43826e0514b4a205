import type { RouteObject } from 'react-router';

/**
 * The settings screens (spec platform §2 'Settings'), lazy like every screen.
 * Each screen guards itself with its permission from utils/settings-screens.
 */
export const settingsScreenRoutes: RouteObject[] = [
  { path: 'settings/Settings', lazy: () => import('./settings-home') },
  { path: 'settings/companyprofile', lazy: () => import('./company-profile') },
  { path: 'settings/localization', lazy: () => import('./localization') },
  { path: 'settings/TaxSettings', lazy: () => import('./tax-settings') },
  { path: 'settings/PrintOptions', lazy: () => import('./print-options') },
  { path: 'settings/nextrecordnumbers', lazy: () => import('./next-record-numbers') },
  { path: 'settings/GeneralSettings', lazy: () => import('./general-settings') },
  { path: 'settings/UITheme', lazy: () => import('./ui-theme') },
  { path: 'settings/entityinsurancesettings', lazy: () => import('./insurance-settings') },
  { path: 'settings/quicklist', lazy: () => import('./quick-list') },
  { path: 'settings/warehousesettings', lazy: () => import('./warehouse-settings') },
];
