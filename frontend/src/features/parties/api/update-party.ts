import type { RouteBodyInput } from '@shared/api/route';
import type { partiesRoutes } from '@shared/api/routes/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { PARTY_CALLS, partyKey, type PartyKind } from './party-kind';

export type PartyUpdateBody = RouteBodyInput<typeof partiesRoutes.updateCustomer>;

/** PUT Customers/{id} or PUT Vendors/{id}; a stale `ver` answers 409 (conflict toast). */
export function useUpdateParty(kind: PartyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PartyUpdateBody }) =>
      apiCall(PARTY_CALLS[kind].update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKey(kind) }),
  });
}
