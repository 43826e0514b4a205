import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { settingsRoutes } from '@shared/api/routes/settings';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/** GET Inventory/Settings/Warehouses (cached) for the role editor's warehouse picker, when the user may list them. */
export const useWarehouseChoices = (ctx: AccessContext) =>
  useQuery({
    ...lookupQueryOptions(settingsRoutes.listWarehouses),
    enabled: isPermitted(settingsRoutes.listWarehouses.permission, ctx),
    select: (warehouses) => warehouses.map((warehouse) => ({ value: warehouse._id, label: warehouse.Name })),
  });
