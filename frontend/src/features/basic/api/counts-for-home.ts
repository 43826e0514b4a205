import { serviceRoutes } from '@shared/api/routes/service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/**
 * Home's figures: the estimate and repair-order dashboards answer each status's
 * count with their first page (the branch's counter items, never a count over
 * documents), so one small page each gives Home its numbers; My Jobs is the
 * technician's own first page.
 */
const estimateCounts = queryOptions({
  queryKey: ['home', serviceRoutes.estimateDashboard.path],
  queryFn: (context) => apiCall(serviceRoutes.estimateDashboard, { query: { Limit: 1 }, signal: querySignal(context) }),
});
const repairOrderCounts = queryOptions({
  queryKey: ['home', serviceRoutes.repairOrderDashboard.path],
  queryFn: (context) =>
    apiCall(serviceRoutes.repairOrderDashboard, { query: { Limit: 1 }, signal: querySignal(context) }),
});
/** The largest page: a technician's open jobs fit in it on any real day. */
const myJobs = queryOptions({
  queryKey: ['home', serviceRoutes.myJobs.path],
  queryFn: (context) => apiCall(serviceRoutes.myJobs, { query: { Limit: 50 }, signal: querySignal(context) }),
});

export const useHomeEstimateCounts = (enabled: boolean) => useQuery({ ...estimateCounts, enabled });
export const useHomeRepairOrderCounts = (enabled: boolean) => useQuery({ ...repairOrderCounts, enabled });
export const useHomeMyJobs = (enabled: boolean) => useQuery({ ...myJobs, enabled });
