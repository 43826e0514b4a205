import { settingsRoutes } from '@shared/api/routes/settings';
import type { BankSettings } from '@shared/settings/bank-accounts';
import type { BankSettingsBody } from '@shared/settings/bank-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** The bank settings of the session's branch (docs/books.md §1.1). */
const BANK_SETTINGS_KEY = ['settings', 'bank'] as const;

/** GET Accounting/BankSettings. */
export const useBankSettings = () =>
  useQuery({
    queryKey: BANK_SETTINGS_KEY,
    queryFn: (context): Promise<BankSettings> => apiCall(settingsRoutes.bankSettings, { signal: querySignal(context) }),
  });

/** PUT Accounting/BankSettings at the `ver` read; the answer replaces the cached settings. */
export function useSaveBankSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankSettingsBody): Promise<BankSettings> => apiCall(settingsRoutes.putBankSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(BANK_SETTINGS_KEY, saved),
    // A conflict (someone saved first) shows the refresh prompt; read the settings again behind it.
    onError: () => void queryClient.invalidateQueries({ queryKey: BANK_SETTINGS_KEY }),
  });
}
