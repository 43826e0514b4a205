import type { PartySearchQuery } from '@shared/parties/search-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { PARTY_CALLS, partyKey, type PartyKind } from './party-kind';
import { querySignal } from '../../../lib/query-signal';

/** GET Customers/Search or Vendors/Search: one page of results; `Next` is the cursor of the page after. */
export const searchPartiesQueryOptions = (kind: PartyKind, query: PartySearchQuery) =>
  queryOptions({
    queryKey: [...partyKey(kind), 'search', query],
    queryFn: (context) => apiCall(PARTY_CALLS[kind].search, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useSearchParties = (kind: PartyKind, query: PartySearchQuery | undefined) =>
  useQuery({ ...searchPartiesQueryOptions(kind, query ?? { Limit: 1 }), enabled: query !== undefined });
