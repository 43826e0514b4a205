import { settingsRoutes } from '@shared/api/routes/settings';
import type { ListEntryFields, SettingsList } from '@shared/inventory/settings-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/**
 * GET Inventory/Settings/Lists/{list} (docs/inventory-settings.md): every entry
 * with its `ver`, active first, by name. Other screens read a list through
 * these options too (the adjustment form its reasons, the item form its
 * categories), so a change here refreshes them.
 */
export const settingsListQueryOptions = (list: SettingsList) =>
  queryOptions({
    queryKey: [settingsRoutes.listSettingsEntries.path, list],
    queryFn: (context) =>
      apiCall(settingsRoutes.listSettingsEntries, { params: { list }, signal: querySignal(context) }),
  });

export const useSettingsList = (list: SettingsList) => useQuery(settingsListQueryOptions(list));

export type ListEntrySave = { id?: string; ver?: number; fields: ListEntryFields };

/** POST a new entry, or PUT one (with the `ver` it was read at: a stale one answers 409). */
export function useSaveListEntry(list: SettingsList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ver, fields }: ListEntrySave) =>
      id !== undefined && ver !== undefined
        ? apiCall(settingsRoutes.updateSettingsEntry, { params: { list, id }, body: { ...fields, ver } })
        : apiCall(settingsRoutes.createSettingsEntry, { params: { list }, body: fields }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsListQueryOptions(list).queryKey }),
  });
}

/** DELETE: removes an unused entry; one in use comes back deactivated (the answer says which). */
export function useRemoveListEntry(list: SettingsList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ver }: { id: string; ver: number }) =>
      apiCall(settingsRoutes.removeSettingsEntry, { params: { list, id }, query: { ver } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsListQueryOptions(list).queryKey }),
  });
}
