import { inspectionRoutes } from '@shared/api/routes/inspections';
import type { ChecklistCreateBody, ChecklistUpdateBody } from '@shared/inspections/checklist-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SILENT } from '../utils/save-error';

/** Inspection checklists (docs/inspections.md §2): the settings list and editor. */
export const CHECKLISTS_KEY = ['inspections', 'checklists'] as const;

export const checklistsQueryOptions = (all: boolean) =>
  queryOptions({
    queryKey: [...CHECKLISTS_KEY, all],
    queryFn: ({ signal }) => apiCall(inspectionRoutes.checklists, { query: all ? { All: 'true' } : {}, signal }),
  });
export const useChecklists = (all: boolean) => useQuery(checklistsQueryOptions(all));

export const useChecklist = (id: string | undefined) =>
  useQuery({
    queryKey: [...CHECKLISTS_KEY, 'one', id ?? ''],
    queryFn: ({ signal }) => apiCall(inspectionRoutes.checklist, { params: { Id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });

/** POST Service/Checklists, or PUT Service/Checklists/{Id} at the `ver` read (only what it sends changes). */
export function useSaveChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: (save: { id?: undefined; body: ChecklistCreateBody } | { id: string; body: ChecklistUpdateBody }) =>
      save.id === undefined
        ? apiCall(inspectionRoutes.createChecklist, { body: save.body })
        : apiCall(inspectionRoutes.updateChecklist, { params: { Id: save.id }, body: save.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_KEY }),
  });
}

/** Deactivate or activate: a PUT of `Act` alone. */
export function useSetChecklistActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ver, active }: { id: string; ver: number; active: boolean }) =>
      apiCall(inspectionRoutes.updateChecklist, { params: { Id: id }, body: { ver, Act: active } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_KEY }),
  });
}
