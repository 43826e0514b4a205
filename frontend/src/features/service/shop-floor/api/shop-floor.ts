import { shopFloorRoutes } from '@shared/api/routes/shop-floor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { querySignal } from '../../../../lib/query-signal';
import { SHOP_FLOOR_KEY } from '../../live/use-shop-floor-refresh';

const DISPLAYS_KEY = [...SHOP_FLOOR_KEY, 'displays'] as const;

/** GET Service/ShopFloor: every vehicle of the branch in the shop (docs/customer-loop.md §20). */
export const shopFloorOptions = () =>
  queryOptions({
    queryKey: [...SHOP_FLOOR_KEY, 'board'],
    queryFn: (context) => apiCall(shopFloorRoutes.shopFloorBoard, { signal: querySignal(context) }),
  });

/** `poll`: the live shop floor's fallback while its socket is down. */
export const useShopFloor = (poll: number | false) => useQuery({ ...shopFloorOptions(), refetchInterval: poll });

export const useDisplays = (enabled: boolean) =>
  useQuery({
    queryKey: DISPLAYS_KEY,
    queryFn: (context) => apiCall(shopFloorRoutes.listDisplays, { signal: querySignal(context) }),
    enabled,
  });

export function useCreateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Name: string) => apiCall(shopFloorRoutes.createDisplay, { body: { Name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISPLAYS_KEY }),
  });
}

export function useRevokeDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Id: string) => apiCall(shopFloorRoutes.revokeDisplay, { params: { Id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISPLAYS_KEY }),
  });
}
