import { settingsRoutes } from '@shared/api/routes/settings';
import type { WarehouseInput } from '@shared/reference/branch-setup-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/**
 * GET Inventory/Settings/Warehouses (cached, spec service-documents §7 'Warehouses',
 * §9): kept until a change here invalidates it, or logout and branch switch.
 */
export const warehousesQueryOptions = lookupQueryOptions(settingsRoutes.listWarehouses);

export const useWarehouses = () => useQuery(warehousesQueryOptions);

export type WarehouseSave = { id?: string; ver?: number; input: WarehouseInput };

/** POST (new) or PUT Inventory/Settings/Warehouses/{id} (with the ver it read). */
export function useSaveWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ver, input }: WarehouseSave) =>
      id !== undefined && ver !== undefined
        ? apiCall(settingsRoutes.updateWarehouse, { params: { id }, body: { ...input, ver } })
        : apiCall(settingsRoutes.createWarehouse, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehousesQueryOptions.queryKey }),
  });
}

/** DELETE Inventory/Settings/Warehouses/{id}. */
export function useDeleteWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(settingsRoutes.deleteWarehouse, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehousesQueryOptions.queryKey }),
  });
}
