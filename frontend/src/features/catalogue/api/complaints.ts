import { catalogueRoutes } from '@shared/api/routes/catalogue';
import type * as z from 'zod';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SILENT } from '../utils/save-error';
import { importCallOf } from '../../../components/csv-import/import-call';

export const COMPLAINTS_KEY = ['catalogue', 'complaints'] as const;
export type ComplaintListQuery = { Q?: string; All: boolean; Next?: string };

/** GET Service/Complaints: a page of complaints, first page before any search. */
export const complaintsQueryOptions = ({ Q, All, Next }: ComplaintListQuery) =>
  queryOptions({
    queryKey: [...COMPLAINTS_KEY, Q ?? '', All, Next ?? ''] as const,
    queryFn: ({ signal }) =>
      apiCall(catalogueRoutes.complaints, {
        query: { ...(Q ? { Q } : {}), ...(All ? { All: 'true' as const } : {}), ...(Next ? { Next } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useComplaints = (query: ComplaintListQuery) => useQuery(complaintsQueryOptions(query));

type CreateBody = z.input<typeof catalogueRoutes.createComplaint.body>;
type UpdateBody = z.input<typeof catalogueRoutes.updateComplaint.body>;

/** POST Service/Complaints or PUT Service/Complaints/{id} with the `ver` read. */
export function useSaveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: (save: { id?: undefined; body: CreateBody } | { id: string; body: UpdateBody }) =>
      save.id === undefined
        ? apiCall(catalogueRoutes.createComplaint, { body: save.body })
        : apiCall(catalogueRoutes.updateComplaint, { params: { id: save.id }, body: save.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPLAINTS_KEY }),
  });
}

/** PUT Service/Complaints/{id}/Deactivate, or back with `Act: true`. */
export function useSetComplaintActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ver, active }: { id: string; ver: number; active: boolean }) =>
      active
        ? apiCall(catalogueRoutes.updateComplaint, { params: { id }, body: { ver, Act: true } })
        : apiCall(catalogueRoutes.deactivateComplaint, { params: { id }, body: { ver } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPLAINTS_KEY }),
  });
}

export const importComplaints = importCallOf(catalogueRoutes.importComplaints);
