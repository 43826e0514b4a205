import { settingsRoutes } from '@shared/api/routes/settings';
import type { InsuranceBranchInput } from '@shared/reference/branch-setup-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ulid } from 'ulid';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';
import { tieUpKey } from './entity-insurance';

/** The client names a new insurer branch (the PUT adds it); a ULID fits the server's /^[\w-]{1,40}$/. */
export const newInsuranceBranchId = (): string => ulid();

export type InsuranceBranchSave = {
  insurerId: string;
  branchId: string;
  /** The ver of the insurer's record the dialog was based on; left out for an insurer never set up. */
  ver: number | undefined;
  input: InsuranceBranchInput;
};

/** PUT Service/Insurance/{id}/Branch/{branchId}: adds (new id) or replaces (existing id) one branch of the insurer. */
export function useSaveInsuranceBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ insurerId, branchId, ver, input }: InsuranceBranchSave) =>
      apiCall(settingsRoutes.putInsuranceBranch, {
        params: { id: insurerId, branchId },
        body: { ...input, ...(ver !== undefined ? { ver } : {}) },
      }),
    onSuccess: (saved) => queryClient.setQueryData(tieUpKey(saved.InsId), saved),
    onError: (error, { insurerId }) => {
      if (toClientError(error).status === 409) void queryClient.invalidateQueries({ queryKey: tieUpKey(insurerId) });
    },
  });
}
