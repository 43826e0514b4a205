import { settingsRoutes, type EntitySettingsAnswer, type SectionBody } from '@shared/api/routes/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applySettingsChange } from './session-sync';

/** One section of the branch settings (spec service-documents §7 PUT EntitySettings/{section}). */
export type SettingsSave =
  | { section: 'Common'; body: SectionBody<'Common'> }
  | { section: 'Inventory'; body: SectionBody<'Inventory'> }
  | { section: 'Service'; body: SectionBody<'Service'> }
  | { section: 'Accounting'; body: SectionBody<'Accounting'> }
  | { section: 'Sales'; body: SectionBody<'Sales'> }
  | { section: 'UITheme'; body: SectionBody<'UITheme'> };

function send(save: SettingsSave): Promise<EntitySettingsAnswer> {
  switch (save.section) {
    case 'Common':
      return apiCall(settingsRoutes.putCommon, { body: save.body });
    case 'Inventory':
      return apiCall(settingsRoutes.putInventory, { body: save.body });
    case 'Service':
      return apiCall(settingsRoutes.putService, { body: save.body });
    case 'Accounting':
      return apiCall(settingsRoutes.putAccounting, { body: save.body });
    case 'Sales':
      return apiCall(settingsRoutes.putSales, { body: save.body });
    case 'UITheme':
      return apiCall(settingsRoutes.putUITheme, { body: save.body });
  }
}

/**
 * Saves a section. Failures are shown by the app's mutation handler (a 409 as
 * the conflict toast with Refresh); the screen puts field errors on its fields.
 */
export function useSaveEntitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => applySettingsChange(queryClient, answer),
  });
}
