import { settingsRoutes } from '@shared/api/routes/settings';
import type { EntityInsurance } from '@shared/reference/branch-setup-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The branch's tie-up records, one list: the settings list and the details dialog share it. */
export const tieUpsKey = [settingsRoutes.listEntityInsurance.path] as const;

/**
 * GET Service/EntityInsurance: every tie-up record of the branch in one
 * request. An insurer the branch never set up is absent from the list and
 * reads as null (no tie-up yet), never as a per-insurer 404.
 */
const tieUpsQueryOptions = () =>
  queryOptions({
    queryKey: tieUpsKey,
    queryFn: ({ signal }): Promise<EntityInsurance[]> => apiCall(settingsRoutes.listEntityInsurance, { signal }),
  });

export type TieUpRead = { data: EntityInsurance | null | undefined; isPending: boolean };

/** The EntityInsurance record of each insurer, in the order asked (null: never set up; undefined: still loading). */
export function useTieUps(insurerIds: readonly string[]): TieUpRead[] {
  const query = useQuery(tieUpsQueryOptions());
  return insurerIds.map((id) => ({
    data: query.data ? (query.data.find((record) => record.InsId === id) ?? null) : undefined,
    isPending: query.isPending,
  }));
}

/** The list with one record put in (replaced, or added for an insurer set up for the first time). */
const withRecord = (records: EntityInsurance[] | undefined, saved: EntityInsurance): EntityInsurance[] | undefined =>
  records ? [...records.filter((record) => record.InsId !== saved.InsId), saved] : records;

/**
 * Every write of an insurer's record (tie-up flag, details, a branch added,
 * changed or removed) answers the whole record: it goes straight into the
 * shared list. A failed write reads the record again, so a 409 (someone else
 * saved meanwhile; the global handler shows the conflict toast) shows theirs.
 */
export function useInsurerRecordWrite<V extends { insurerId: string }>(write: (vars: V) => Promise<EntityInsurance>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) =>
      queryClient.setQueryData<EntityInsurance[]>(tieUpsKey, (records) => withRecord(records, saved)),
    onError: () => queryClient.invalidateQueries({ queryKey: tieUpsKey }),
  });
}

/** The `ver` a write carries: left out for an insurer never set up. */
export const withVer = (ver: number | undefined): { ver?: number } => (ver !== undefined ? { ver } : {});

/** PUT EntitySettings/InsCompSettings/{id}: switches the tie-up with one insurer. */
export const useSetTieUp = () =>
  useInsurerRecordWrite(({ insurerId, tieUp, ver }: { insurerId: string; tieUp: boolean; ver: number | undefined }) =>
    apiCall(settingsRoutes.insCompSettings, { params: { id: insurerId }, body: { TieUp: tieUp, ...withVer(ver) } }),
  );
