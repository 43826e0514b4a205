import { settingsRoutes } from '@shared/api/routes/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { entitySettingsQueryOptions } from './entity-settings';
import { applySettingsChange } from './session-sync';

/** DELETE EntitySettings/DeleteLogo: the header goes back to the branch initials. */
export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(settingsRoutes.deleteLogo),
    onSuccess: (answer) => {
      applySettingsChange(queryClient, answer);
      void queryClient.invalidateQueries({ queryKey: entitySettingsQueryOptions.queryKey });
    },
  });
}
