import { partiesRoutes } from '@shared/api/routes/parties';
import type { OwnershipInput } from '@shared/parties/product-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { partyKey, productKey } from './party-kind';

/** POST Products/{id}/Ownership/Assign: only after the existing ownership has ended (spec platform §5). */
export function useAssignOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: OwnershipInput }) =>
      apiCall(partiesRoutes.assignOwnership, { params: { id: productId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKey });
      await queryClient.invalidateQueries({ queryKey: partyKey('customer') });
    },
  });
}
