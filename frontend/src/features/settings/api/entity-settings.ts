import { settingsRoutes } from '@shared/api/routes/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** GET EntitySettings (spec service-documents §7): the branch settings with the `ver` every save sends back. */
export const entitySettingsQueryOptions = queryOptions({
  queryKey: [settingsRoutes.getEntitySettings.path],
  queryFn: (context) => apiCall(settingsRoutes.getEntitySettings, { signal: querySignal(context) }),
  // A settings form must start from what the server holds now, not from a copy a minute old.
  staleTime: 0,
});

export const useEntitySettings = () => useQuery(entitySettingsQueryOptions);
