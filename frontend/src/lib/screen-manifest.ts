import type { IndustryLabels } from '@shared/access/industry-labels';
import type { Permission } from '@shared/access/permission';
import { isModuleEnabled } from '@shared/access/module-switch';
import type { ModuleKey } from '@shared/access/modules';
import type { EntityConfig, Industry } from '@shared/entity/entity-config';
import { isInventoryFeatureOn, type InventoryFeature } from '@shared/inventory/inventory-features';
import type { ComponentType } from 'react';

/** Specific rules of the access model (spec platform §6) that decide a settings card. */
export type SettingsRule =
  'settings' | 'quickList' | 'customerCategories' | 'warehouses' | 'serviceSettings' | 'laborTimeGuide';
/**
 * Specific rules that decide a screen beyond its permission: the settings cards'
 * and 'myJobs' (the technician flag NoW.Tec governs My Jobs, spec platform §6), 'salesReceipts'
 * (the branch's Accounting feature SlsRcpt, docs/sales.md).
 */
export type ScreenRule = SettingsRule | 'myJobs' | 'salesReceipts' | 'salesOrders';

/** Menu groups of the settings area (spec platform §2 'Settings'); only groups with built screens appear. */

export type SettingsGroup = 'General' | 'Service' | 'Inventory' | 'Sales';
export const SETTINGS_GROUPS: readonly SettingsGroup[] = ['General', 'Service', 'Inventory', 'Sales'];

/** What a lazily loaded screen module exports (react-router's route module convention). */
export type ScreenModule = { Component: ComponentType; handle?: unknown };

/**
 * One screen of a feature, written once: the router, the side menu and the
 * settings home are all built from these entries (features export a `manifest`,
 * the app layer gathers them). Adding a screen is one entry here.
 */
export type ScreenEntry = {
  /** Route path without the leading slash, in the spec's spelling (spec platform §2). */
  path: string;
  /** Menu and settings-home label. */
  title: string;
  /** The industry's word replaces `title` in the menu (spec platform §1: vehicles, patients). */
  industryLabel?: keyof IndustryLabels;
  /**
   * The module the screen belongs to (spec platform §6: a module is reachable
   * only if the entity configuration enables it, for admins too). Settings of
   * the Service and Inventory groups belong to that module without saying so.
   */
  module?: ModuleKey;
  /** Listed only in branches whose industry passes (customers, or patients in health care). */
  industries?: (industry: Industry) => boolean;
  /** Listed only in branches whose configuration has this Inventory feature (bin locations need Wh). */
  feature?: InventoryFeature;
  /**
   * What opening the screen needs, taken from the route table or the access model
   * (spec platform §6). The router guards the screen with it unless `guard` is 'screen'.
   */
  permission: Permission;
  /**
   * The named rule of the access model (lib/screen-rules.ts) the settings home
   * asks instead of the permission, and the side menu asks besides it. A name
   * rather than the function, so the access model stays off the login page's
   * first load.
   */
  rule?: ScreenRule;
  /** 'screen': the screen checks its own, record-dependent right ('New' needs create, spec platform §6). */
  guard?: 'screen';
  /** Listed in the side menu; with a group it sits under 'Settings: <group>'. */
  menu?: boolean;
  /** Side menu heading of a screen outside the settings area (the module's screens gather under it). */
  menuGroup?: string;
  /** Settings group (side menu heading, settings-home section). */
  group?: SettingsGroup;
  /** With a group: a card on the settings home with this text. */
  description?: string;
  lazy: () => Promise<ScreenModule>;
};

export type FeatureManifest = readonly ScreenEntry[];

/** The module a screen belongs to: its own, or that of its settings group. */
export const screenModule = (entry: Pick<ScreenEntry, 'module' | 'group'>): ModuleKey | undefined =>
  entry.module ?? (entry.group === 'Service' || entry.group === 'Inventory' ? entry.group : undefined);

/**
 * Whether the branch's configuration has the screen at all: its module is
 * enabled, its industry passes and its Inventory feature, if it names one, is
 * on. The side menu and the settings home ask this before the user's rights
 * (the route guard asks the module; a screen with a feature says so itself).
 */
export const isScreenInBranch = (
  entry: Pick<ScreenEntry, 'module' | 'group' | 'industries' | 'feature'>,
  config: EntityConfig,
): boolean => {
  const module = screenModule(entry);
  return (
    (module === undefined || isModuleEnabled(config, module)) &&
    (entry.industries?.(config.Industry) ?? true) &&
    (entry.feature === undefined || isInventoryFeatureOn(config, entry.feature))
  );
};
