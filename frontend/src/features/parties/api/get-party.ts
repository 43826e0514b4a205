import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { PARTY_CALLS, partyKey, type PartyKind } from './party-kind';
import { querySignal } from '../../../lib/query-signal';

/** GET Customers/{id} or Vendors/{id}. */
export const partyQueryOptions = (kind: PartyKind, id: string) =>
  queryOptions({
    queryKey: [...partyKey(kind), 'record', id],
    queryFn: (context) => apiCall(PARTY_CALLS[kind].get, { params: { id }, signal: querySignal(context) }),
  });

export const useParty = (kind: PartyKind, id: string | undefined) =>
  useQuery({ ...partyQueryOptions(kind, id ?? ''), enabled: id !== undefined });
