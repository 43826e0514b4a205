import type { UserAndEntity } from '@shared/api/routes/iam';
import type { EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../lib/session';
import { entitySettingsQueryOptions } from './entity-settings';

export type SettingsChange = Pick<EntitySettingsAnswer, 'HasLogo' | 'SettingsVer' | 'ver'> &
  Partial<Pick<EntitySettingsAnswer, 'Settings'>>;

/**
 * After this user's own save: the settings screens and the session (header logo,
 * theme, tax rules of every screen) take the new answer at once, and the session's
 * SettingsVer moves with it, so the 'settings has been updated' check does not
 * ask the person who made the change to reload (spec platform §4).
 */
export function applySettingsChange(queryClient: QueryClient, change: SettingsChange): void {
  queryClient.setQueryData(entitySettingsQueryOptions.queryKey, (current) =>
    current
      ? {
          ...current,
          ...(change.Settings ? { Settings: change.Settings } : {}),
          HasLogo: change.HasLogo,
          SettingsVer: change.SettingsVer,
          ver: change.ver,
        }
      : current,
  );
  queryClient.setQueryData<UserAndEntity>(sessionQueryKey, (session) =>
    session
      ? {
          ...session,
          Entity: {
            ...session.Entity,
            ...(change.Settings ? { Settings: change.Settings } : {}),
            HasLogo: change.HasLogo,
            SettingsVer: change.SettingsVer,
          },
        }
      : session,
  );
}
