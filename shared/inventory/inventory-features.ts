import type { EntityConfig } from '../entity/entity-config';

/**
 * The Inventory features of the entity configuration (spec platform §3 'Entity
 * Config': MUoM, Wh, SN, BN, PrList, Manf OWN, PO, Parts) and what each one
 * switches (docs/inventory-settings.md §4). A feature is on only when the
 * branch's configuration says so: configurations name the features they have.
 */
export const INVENTORY_FEATURES = ['MUoM', 'Wh', 'SN', 'BN', 'PrList', 'Manf', 'PO', 'Parts'] as const;
export type InventoryFeature = (typeof INVENTORY_FEATURES)[number];

/**
 * Whether the feature is on in the session's branch: its configuration enables
 * the Inventory module and sets the feature (`Manf` is on as 'OWN', the
 * organisation's own parts only; the rest are true/false). The server and the
 * screens ask this one function.
 */
export function isInventoryFeatureOn(config: EntityConfig | undefined, feature: InventoryFeature): boolean {
  const inventory = config?.Inventory;
  if (inventory?.Access !== true) return false;
  const value = inventory.Features?.[feature];
  return feature === 'Manf' ? value === 'OWN' : value === true;
}
