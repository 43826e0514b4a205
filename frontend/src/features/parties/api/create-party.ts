import type { RouteBodyInput } from '@shared/api/route';
import type { partiesRoutes } from '@shared/api/routes/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { PARTY_CALLS, partyKey, type PartyKind } from './party-kind';

export type PartyCreateBody = RouteBodyInput<typeof partiesRoutes.createCustomer>;

/** POST Customers or POST Vendors. */
export function useCreateParty(kind: PartyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyCreateBody) => apiCall(PARTY_CALLS[kind].create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKey(kind) }),
  });
}
