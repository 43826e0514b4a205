import { settingsRoutes } from '@shared/api/routes/settings';
import type { EntityInsuranceInput } from '@shared/reference/branch-setup-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';
import { entityInsuranceQueryOptions, tieUpKey } from './entity-insurance';

/** GET Service/EntityInsurance/{id}: one insurer's record, from the same cache entry as the tie-up list. */
export const useEntityInsurance = (insurerId: string) => useQuery(entityInsuranceQueryOptions(insurerId));

export type InsurerDetailsSave = {
  insurerId: string;
  /** The ver the form was read at; left out for an insurer never set up. */
  ver: number | undefined;
  input: EntityInsuranceInput;
};

/**
 * PUT Service/EntityInsurance/{id}. The answer is the whole record, so it goes
 * straight into the shared key; a 409 means someone else saved meanwhile, so the
 * record is read again (the global handler shows the conflict toast).
 */
export function useSaveInsurerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ insurerId, ver, input }: InsurerDetailsSave) =>
      apiCall(settingsRoutes.putEntityInsurance, { params: { id: insurerId }, body: { ...input, ...(ver !== undefined ? { ver } : {}) } }),
    onSuccess: (saved) => queryClient.setQueryData(tieUpKey(saved.InsId), saved),
    onError: (error, { insurerId }) => {
      if (toClientError(error).status === 409) void queryClient.invalidateQueries({ queryKey: tieUpKey(insurerId) });
    },
  });
}
