import { settingsRoutes } from '@shared/api/routes/settings';
import type { WarehouseInput } from '@shared/reference/branch-setup-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET Inventory/Settings/Warehouses (spec service-documents §7 'Warehouses'). */
export const warehousesQueryOptions = queryOptions({
  queryKey: [settingsRoutes.listWarehouses.path],
  queryFn: ({ signal }) => apiCall(settingsRoutes.listWarehouses, { signal }),
});

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
