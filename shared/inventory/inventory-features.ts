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

/**
 * Whether a repair order's parts come from the branch's stock: a part picked from
 * the catalogue is tied to it (`In_Id`), reserved when the order is saved and
 * issued from Issue Parts. The spec says only that 'the business type AUTO2
 * changes part handling' (service-documents §6); we read it as an AUTO-2 workshop,
 * one with its own stores, taking its parts from stock where the `Parts` feature
 * is on, while an AUTO-1 garage buys per job and records parts as received
 * (docs/inventory.md §7).
 */
export const partsComeFromStock = (config: EntityConfig | undefined): boolean =>
  config?.Industry === 'AUTO-2' && isInventoryFeatureOn(config, 'Parts');
