import { ADJUSTMENT_REASONS } from './adjustment-reasons';
import type { InventoryFeature } from './inventory-features';

/**
 * The inventory settings lists (docs/inventory-settings.md §2): which lists there
 * are, whose each is, which feature it needs and what it starts with. Zod-free,
 * so a call that only reads a list builds none of the entry schemas
 * (settings-lists.ts; docs/decisions.md 'Lambda bundles').
 */
export const SETTINGS_LISTS = [
  'Reasons',
  'ProductTypes',
  'Categories',
  'Locations',
  'Attributes',
  'CustomFields',
] as const;
export type SettingsList = (typeof SETTINGS_LISTS)[number];

/** The most entries one list holds: each list is read in one Query and shown whole. */
export const MAX_LIST_ENTRIES = 200;

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'choice'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

type ListDefinition = {
  /** 'branch': each branch keeps its own; 'org': one list for the organisation's item master. */
  scope: 'branch' | 'org';
  /** The Inventory feature the list needs (writes are refused and the screen hidden without it). */
  feature?: InventoryFeature;
  /** Entries a branch starts with, written on the first read. */
  seed?: readonly string[];
};

export const LIST_DEFINITIONS: Readonly<Record<SettingsList, ListDefinition>> = {
  // Adjustments are the branch's, and so are the words its staff count stock with.
  Reasons: { scope: 'branch', seed: ADJUSTMENT_REASONS },
  // Product types, categories, attributes and custom fields describe items, which are the organisation's.
  ProductTypes: { scope: 'org' },
  Categories: { scope: 'org' },
  Locations: { scope: 'branch', feature: 'Wh' },
  Attributes: { scope: 'org' },
  CustomFields: { scope: 'org' },
};
