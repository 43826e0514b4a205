import { settingsRoutes } from '@shared/api/routes/settings';
import type { SettingsList } from '@shared/inventory/settings-lists';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { querySignal } from './query-signal';

/**
 * GET Inventory/Settings/Lists/{list} (docs/inventory-settings.md): every entry
 * with its `ver`, active first, by name. Kept here, below the features, so the
 * settings screens that edit a list and the forms that offer it (the adjustment
 * form its reasons, the item form its categories) share one cache entry: a
 * change on the settings screen refreshes the forms.
 */
export const settingsListQueryOptions = (list: SettingsList) =>
  queryOptions({
    queryKey: [settingsRoutes.listSettingsEntries.path, list],
    queryFn: (context) =>
      apiCall(settingsRoutes.listSettingsEntries, { params: { list }, signal: querySignal(context) }),
  });
