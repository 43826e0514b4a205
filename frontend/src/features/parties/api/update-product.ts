import type { RouteBodyInput } from '@shared/api/route';
import { partiesRoutes } from '@shared/api/routes/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { partyKey, productKey } from './party-kind';

export type ProductUpdateBody = RouteBodyInput<typeof partiesRoutes.updateProduct>;

/** PUT Products/{id}; a stale `ver` answers 409 (conflict toast). */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProductUpdateBody }) =>
      apiCall(partiesRoutes.updateProduct, { params: { id }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKey });
      // Customers show their vehicles' registration numbers.
      await queryClient.invalidateQueries({ queryKey: partyKey('customer') });
    },
  });
}
