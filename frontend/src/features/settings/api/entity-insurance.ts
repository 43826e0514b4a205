import { settingsRoutes } from '@shared/api/routes/settings';
import type { EntityInsurance } from '@shared/reference/branch-setup-schemas';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';

/** One key per insurer for its EntityInsurance record: the tie-up list and the details dialog share it. */
export const tieUpKey = (insurerId: string) => [settingsRoutes.getEntityInsurance.path, insurerId] as const;

/**
 * GET Service/EntityInsurance/{id}. An insurer the branch has never set up
 * answers not-found ('No tie up settings found...'), which here simply means no
 * tie-up yet, so it is null rather than an error notice.
 */
const entityInsuranceQueryOptions = (insurerId: string) =>
  queryOptions({
    queryKey: tieUpKey(insurerId),
    queryFn: async ({ signal }): Promise<EntityInsurance | null> => {
      try {
        return await apiCall(settingsRoutes.getEntityInsurance, { params: { id: insurerId }, signal });
      } catch (error) {
        if (toClientError(error).status === 404) return null;
        throw error;
      }
    },
  });

/** The EntityInsurance record of each insurer (null: never set up). */
export function useTieUps(insurerIds: readonly string[]) {
  return useQueries({ queries: insurerIds.map((id) => entityInsuranceQueryOptions(id)) });
}

/**
 * Every write of an insurer's record (tie-up flag, details, a branch added,
 * changed or removed) answers the whole record: it goes straight into the
 * shared key. A failed write reads the record again, so a 409 (someone else
 * saved meanwhile; the global handler shows the conflict toast) shows theirs.
 */
export function useInsurerRecordWrite<V extends { insurerId: string }>(write: (vars: V) => Promise<EntityInsurance>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => queryClient.setQueryData(tieUpKey(saved.InsId), saved),
    onError: (_error, { insurerId }) => queryClient.invalidateQueries({ queryKey: tieUpKey(insurerId) }),
  });
}

/** The `ver` a write carries: left out for an insurer never set up. */
export const withVer = (ver: number | undefined): { ver?: number } => (ver !== undefined ? { ver } : {});

/** PUT EntitySettings/InsCompSettings/{id}: switches the tie-up with one insurer. */
export const useSetTieUp = () =>
  useInsurerRecordWrite(({ insurerId, tieUp, ver }: { insurerId: string; tieUp: boolean; ver: number | undefined }) =>
    apiCall(settingsRoutes.insCompSettings, { params: { id: insurerId }, body: { TieUp: tieUp, ...withVer(ver) } }),
  );
