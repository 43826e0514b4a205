import { Messages } from '@shared/api/messages';
import { iamRoutes } from '@shared/api/routes/iam';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { querySignal } from '../../../lib/query-signal';

/** How often an open window asks whether the branch settings changed (ours: every 5 minutes, and on focus). */
export const SETTINGS_CHECK_INTERVAL_MS = 5 * 60_000;
/** A window that was just focused and checked less than a minute ago does not ask again. */
const CHECK_STALE_MS = 60_000;

/**
 * Spec platform §4 'Update and connectivity': when someone else changed the
 * branch settings (the session's Entity.SettingsVer is newer on the server than
 * the one this window runs with), ask to reload. A save made in this window
 * updates the cached session itself, so its author is not asked.
 */
export function SettingsUpdatedPrompt() {
  const session = useSession();
  const entityId = session.Entity.EntId;
  const [dismissed, setDismissed] = useState<number | undefined>();
  const check = useQuery({
    queryKey: ['settings-version-check', entityId],
    queryFn: (context) => apiCall(iamRoutes.getUserAndEntitySettings, { signal: querySignal(context), reauth: false }),
    // The session was loaded just now: the first check waits for focus or the interval.
    initialData: session,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: CHECK_STALE_MS,
    refetchInterval: SETTINGS_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
    meta: { silent: true },
  });

  const latest = check.data.Entity.EntId === entityId ? (check.data.Entity.SettingsVer ?? 0) : 0;
  const loaded = session.Entity.SettingsVer ?? 0;
  const outdated = latest > loaded && latest !== dismissed;

  return (
    <ConfirmDialog
      open={outdated}
      title="Settings updated"
      message={Messages.settingsUpdated}
      confirmLabel="Refresh"
      onConfirm={() => window.location.reload()}
      onCancel={() => setDismissed(latest)}
    />
  );
}
