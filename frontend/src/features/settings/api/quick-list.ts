import { settingsRoutes } from '@shared/api/routes/settings';
import type { QuickListEntry, QuickListInput } from '@shared/reference/branch-setup-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET OpCodeQuickLists (spec service-documents §7): the list in position order. */
export const quickListQueryOptions = queryOptions({
  queryKey: [settingsRoutes.listQuickLists.path],
  queryFn: ({ signal }) => apiCall(settingsRoutes.listQuickLists, { signal }),
  select: (entries: QuickListEntry[]) => [...entries].sort((a, b) => a.Pos - b.Pos),
});

export const useQuickList = () => useQuery(quickListQueryOptions);

export type QuickListSave = { id?: string; input: QuickListInput; shift?: boolean };

/**
 * POST OpCodeQuickLists or PUT OpCodeQuickLists/{id}; every change answers the
 * whole list (positions may have moved), which becomes the cached list.
 */
export function useSaveQuickListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, shift }: QuickListSave) =>
      id === undefined
        ? apiCall(settingsRoutes.createQuickList, { body: input })
        : apiCall(settingsRoutes.updateQuickList, { params: { id }, body: { ...input, ...(shift ? { Shift: true } : {}) } }),
    onSuccess: (list) => queryClient.setQueryData(quickListQueryOptions.queryKey, list),
    onError: () => queryClient.invalidateQueries({ queryKey: quickListQueryOptions.queryKey }),
  });
}

/** DELETE OpCodeQuickLists/{id}. */
export function useDeleteQuickListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(settingsRoutes.deleteQuickList, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(quickListQueryOptions.queryKey, list),
    onError: () => queryClient.invalidateQueries({ queryKey: quickListQueryOptions.queryKey }),
  });
}
