import { partiesRoutes } from '@shared/api/routes/parties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** How many of the newest records Home lists. */
export const HOME_RECENT = 5;

/** GET Customers/Recent and Products/Recent, the few newest for Home (the search screens keep their own, longer lists). */
const recentCustomers = queryOptions({
  queryKey: ['home', partiesRoutes.recentCustomers.path],
  queryFn: (context) =>
    apiCall(partiesRoutes.recentCustomers, { query: { Limit: HOME_RECENT }, signal: querySignal(context) }),
});
const recentProducts = queryOptions({
  queryKey: ['home', partiesRoutes.recentProducts.path],
  queryFn: (context) =>
    apiCall(partiesRoutes.recentProducts, { query: { Limit: HOME_RECENT }, signal: querySignal(context) }),
});

export const useHomeRecentCustomers = (enabled: boolean) => useQuery({ ...recentCustomers, enabled });
export const useHomeRecentProducts = (enabled: boolean) => useQuery({ ...recentProducts, enabled });
