import { startingWarehouse, type WarehousePurpose } from '@shared/inventory/starting-warehouse';
import { settingsRoutes } from '@shared/api/routes/settings';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { lookupQueryOptions } from './lookup-query';
import { useSession } from './session';

/** The branch's warehouses (settings/warehousesettings), active or not. */
export const useWarehouses = () => useQuery(lookupQueryOptions(settingsRoutes.listWarehouses));

/**
 * The active warehouse a stock form starts with, by the branch's `DefWId` /
 * `MainWId` (shared/inventory/starting-warehouse.ts); '' until the branch's
 * warehouses have arrived or when the user must choose.
 */
export function useStartingWarehouse(purpose: WarehousePurpose): string {
  const warehouses = useWarehouses();
  const settings = useSession().Entity.Settings.Inventory;
  return startingWarehouse(
    settings,
    (warehouses.data ?? []).filter((w) => w.Active),
    purpose,
  );
}

/**
 * Puts the starting warehouse into a form's warehouse field once it is known,
 * only while the field is still empty: a choice the user (or a saved draft)
 * made is never replaced.
 */
export function useStartIn<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, whId: string): void {
  useEffect(() => {
    if (whId && !form.getValues(name)) form.setValue(name, whId as PathValue<T, Path<T>>);
  }, [form, name, whId]);
}
