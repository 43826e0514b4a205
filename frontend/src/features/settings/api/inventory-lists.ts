import { settingsRoutes } from '@shared/api/routes/settings';
import type { ListEntryFields, SettingsList } from '@shared/inventory/settings-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { settingsListQueryOptions } from '../../../lib/settings-list-query';

/** One list (lib/settings-list-query.ts), as the settings screens and forms read it. */
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
