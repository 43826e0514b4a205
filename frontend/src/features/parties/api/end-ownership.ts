import { partiesRoutes } from '@shared/api/routes/parties';
import type { OwnershipInput } from '@shared/parties/product-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { partyKey, productKey } from './party-kind';

/** POST Products/{id}/Ownership/End: the customer must be the current owner; the date not before the start. */
export function useEndOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: OwnershipInput }) =>
      apiCall(partiesRoutes.endOwnership, { params: { id: productId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKey });
      await queryClient.invalidateQueries({ queryKey: partyKey('customer') });
    },
  });
}
