import { serviceRoutes } from '@shared/api/routes/service';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../../lib/api-client';
import { querySignal } from '../../../../lib/query-signal';
import { QueryRoots, serviceDocumentKey } from '../../../../lib/query-keys';
import { DASHBOARDS_KEY } from '../../dashboards/api/dashboards';

export type JobRow = z.infer<typeof serviceRoutes.myJobs.response>['Items'][number];
export type JobMove = z.input<typeof serviceRoutes.updateJob.body>['Move'];

export const MY_JOBS_KEY = QueryRoots.myJobs;

/** GET Service/Jobs/Mine: the caller's labour lines that are not done (data-model D7). */
export const myJobsOptions = (cursor: string | undefined) =>
  queryOptions({
    queryKey: [...MY_JOBS_KEY, cursor ?? ''],
    queryFn: (context) =>
      apiCall(serviceRoutes.myJobs, { query: cursor ? { Cursor: cursor } : {}, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** `poll`: the live shop floor's fallback while its socket is down (features/service/live). */
export const useMyJobs = (cursor: string | undefined, poll: number | false = false) =>
  useQuery({ ...myJobsOptions(cursor), refetchInterval: poll });

/**
 * PUT Service/WorkOrders/{Id}/Jobs/{LineId}: start, pause or complete a job with
 * the line's `ver`. The clock times are the server's "now" (the technician does
 * not correct them here). A move changes the order's rolled-up status, so the
 * order dashboards and the order itself are refreshed with the list.
 */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ job, move }: { job: JobRow; move: JobMove }) =>
      apiCall(serviceRoutes.updateJob, {
        params: { Id: job.WOId, LineId: job.LineId },
        body: { Move: move, ver: job.ver },
      }),
    onSuccess: async (_answer, { job }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_JOBS_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: serviceDocumentKey('repairOrder', job.WOId) }),
      ]);
    },
  });
}
