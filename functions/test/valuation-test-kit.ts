import { expect } from 'vitest';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { ValuationMethod } from '@shared/inventory/fifo';
import { invoke } from './invoke';

/** Chooses the branch's valuation method (docs/inventory.md §4) through the settings call, as the settings screen does. */
export async function setValuation(ownerToken: string, Valuation: ValuationMethod): Promise<void> {
  const read = await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: ownerToken });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const saved = await invoke<EntitySettingsAnswer>(settingsRoutes.putInventory, {
    token: ownerToken,
    body: { ver: read.body.ver, Inventory: { ...read.body.Settings.Inventory, Valuation } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.Settings.Inventory.Valuation).toBe(Valuation);
}
