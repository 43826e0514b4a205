import { homeRoutes } from '@shared/api/routes/home';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../../lib/api-client';
import { liveEvents } from '../../../lib/live-events';
import { querySignal } from '../../../lib/query-signal';

/** Home's figures are read again this often, whether or not anything was heard (docs/home.md 'Live'). */
export const HOME_FIGURES_POLL_MS = 60_000;
/** Events arriving together (a save that moves several lines) read the figures once. */
const COALESCE_MS = 500;

const homeFigures = queryOptions({
  queryKey: ['home', homeRoutes.homeFigures.path],
  queryFn: (context) => apiCall(homeRoutes.homeFigures, { signal: querySignal(context) }),
});

/**
 * GET Home/Figures, read again every minute and at once when the branch's live
 * signal (a DocumentChanged over the tab's socket, or the socket coming back)
 * says a document moved: a repair order's status, an approval, an invoice.
 */
export function useHomeFigures(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = liveEvents.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: homeFigures.queryKey });
      }, COALESCE_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, queryClient]);
  return useQuery({ ...homeFigures, enabled, refetchInterval: HOME_FIGURES_POLL_MS });
}
