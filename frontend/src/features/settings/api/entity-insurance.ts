import { settingsRoutes } from '@shared/api/routes/settings';
import type { EntityInsurance } from '@shared/reference/branch-setup-schemas';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';

const tieUpKey = (insurerId: string) => [settingsRoutes.getEntityInsurance.path, insurerId] as const;

/**
 * GET Service/EntityInsurance/{id} for each insurer. An insurer the branch has
 * never set up answers not-found ('No tie up settings found...'), which here
 * simply means no tie-up yet, so it is null rather than an error notice.
 */
export function useTieUps(insurerIds: readonly string[]) {
  return useQueries({
    queries: insurerIds.map((id) => ({
      queryKey: tieUpKey(id),
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<EntityInsurance | null> => {
        try {
          return await apiCall(settingsRoutes.getEntityInsurance, { params: { id }, signal });
        } catch (error) {
          if (toClientError(error).status === 404) return null;
          throw error;
        }
      },
    })),
  });
}

/** PUT EntitySettings/InsCompSettings/{id}: switches the tie-up with one insurer. */
export function useSetTieUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ insurerId, tieUp, ver }: { insurerId: string; tieUp: boolean; ver: number | undefined }) =>
      apiCall(settingsRoutes.insCompSettings, { params: { id: insurerId }, body: { TieUp: tieUp, ...(ver !== undefined ? { ver } : {}) } }),
    onSuccess: (saved) => queryClient.setQueryData(tieUpKey(saved.InsId), saved),
    onError: (_error, { insurerId }) => queryClient.invalidateQueries({ queryKey: tieUpKey(insurerId) }),
  });
}
