import * as z from 'zod';
import { ENTITY_ADMIN, inModule, type Permission } from '../../access/permission';
import {
  listEntry,
  listEntryFields,
  listEntryParams,
  listEntryUpdate,
  listParams,
  listRemoval,
} from '../../inventory/settings-lists';
import { defineRoute } from '../route';

/**
 * The inventory settings lists (docs/inventory-settings.md §3): one set of
 * calls for every list, the list named in the path. Reading needs inventory
 * access (the adjustment form reads the reasons, the item form the categories);
 * changing needs entity admin in a branch that has Inventory (platform §6:
 * settings need entity admin). Every change carries the entry's `ver`.
 */
const INVENTORY: Permission = { kind: 'module', module: 'Inventory' };
const INVENTORY_ADMIN = inModule('Inventory', ENTITY_ADMIN);

export const inventorySettingsRoutes = {
  listSettingsEntries: defineRoute({
    method: 'GET',
    path: 'Inventory/Settings/Lists/{list}',
    family: 'settings',
    permission: INVENTORY,
    params: listParams,
    response: z.array(listEntry),
  }),
  createSettingsEntry: defineRoute({
    method: 'POST',
    path: 'Inventory/Settings/Lists/{list}',
    family: 'settings',
    permission: INVENTORY_ADMIN,
    params: listParams,
    body: listEntryFields,
    response: listEntry,
  }),
  updateSettingsEntry: defineRoute({
    method: 'PUT',
    path: 'Inventory/Settings/Lists/{list}/{id}',
    family: 'settings',
    permission: INVENTORY_ADMIN,
    params: listEntryParams,
    body: listEntryUpdate,
    response: listEntry,
  }),
  /** Removes an entry nothing names yet; one in use is deactivated instead (its records keep reading right). */
  removeSettingsEntry: defineRoute({
    method: 'DELETE',
    path: 'Inventory/Settings/Lists/{list}/{id}',
    family: 'settings',
    permission: INVENTORY_ADMIN,
    params: listEntryParams,
    query: z.strictObject({ ver: z.coerce.number().int().min(1) }),
    response: listRemoval,
  }),
} as const;
