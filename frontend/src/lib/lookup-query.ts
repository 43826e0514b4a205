import type { RouteDef } from '@shared/api/route';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, buildUrl, type ArgsTuple } from './api-client';
import { asLookup } from './lookup-error';
import { querySignal } from './query-signal';

/**
 * Reference data (spec platform §7: GETs under Lookups or System; spec
 * service-documents §9's calls marked cached: states, insurers, tax codes,
 * warehouses, ...): one answer per URL until logout or branch switch, which clear
 * the query cache. The key is the URL, so every screen asking for the same lookup
 * shares one request and one answer, whichever feature asks. A failure is
 * reported in the words of service-documents §8 'Lookup calls' (`asLookup`).
 */
export function lookupQueryOptions<R extends RouteDef>(route: R, ...[args]: ArgsTuple<R>) {
  return queryOptions({
    queryKey: ['lookup', buildUrl(route, args?.params, args?.query)] as const,
    queryFn: (context) => asLookup(apiCall(route, ...([{ ...args, signal: querySignal(context) }] as ArgsTuple<R>))),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
