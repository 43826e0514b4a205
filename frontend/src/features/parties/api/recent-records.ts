import { partiesRoutes } from '@shared/api/routes/parties';
import type { RecentQuery } from '@shared/parties/search-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { PARTY_CALLS, partyKey, productKey, type PartyKind } from './party-kind';
import { querySignal } from '../../../lib/query-signal';

/**
 * GET Customers/Recent, Vendors/Recent, Products/Recent: the branch's newest
 * records, what a search screen shows before any search. Under the kind's key,
 * so a create or edit refreshes it like a search.
 */
export const recentPartiesQueryOptions = (kind: PartyKind, query: RecentQuery) =>
  queryOptions({
    queryKey: [...partyKey(kind), 'recent', query],
    queryFn: (context) => apiCall(PARTY_CALLS[kind].recent, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useRecentParties = (kind: PartyKind, query: RecentQuery, enabled: boolean) =>
  useQuery({ ...recentPartiesQueryOptions(kind, query), enabled });

export const recentProductsQueryOptions = (query: RecentQuery) =>
  queryOptions({
    queryKey: [...productKey, 'recent', query],
    queryFn: (context) => apiCall(partiesRoutes.recentProducts, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useRecentProducts = (query: RecentQuery, enabled: boolean) =>
  useQuery({ ...recentProductsQueryOptions(query), enabled });
