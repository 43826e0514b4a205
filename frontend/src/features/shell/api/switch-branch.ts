import { iamRoutes } from '@shared/api/routes/iam';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { storeBranchLogin } from '../../../lib/session';

/** Spec platform §4 'Branch switch': a new token for the chosen branch; nothing cached for the old one survives. */
export function useSwitchBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toEntityId: string) => apiCall(iamRoutes.switchBranch, { body: { ToEntityId: toEntityId } }),
    onSuccess: (login) => storeBranchLogin(queryClient, login),
  });
}
