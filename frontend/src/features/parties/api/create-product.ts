import type { RouteBodyInput } from '@shared/api/route';
import { partiesRoutes } from '@shared/api/routes/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { partyKey, productKey } from './party-kind';

export type ProductCreateBody = RouteBodyInput<typeof partiesRoutes.createProduct>;

/** POST Products, optionally with its first owner (the customer's vehicle list changes then too). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCreateBody) => apiCall(partiesRoutes.createProduct, { body }),
    onSuccess: async (_product, body) => {
      await queryClient.invalidateQueries({ queryKey: productKey });
      if (body.Owner) await queryClient.invalidateQueries({ queryKey: partyKey('customer') });
    },
  });
}
