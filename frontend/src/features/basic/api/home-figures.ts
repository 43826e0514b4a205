import { homeRoutes } from '@shared/api/routes/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { useLiveRefresh } from '../../../lib/use-live-refresh';

/** Home's figures are read again this often, whether or not anything was heard (docs/home.md 'Live'). */
export const HOME_FIGURES_POLL_MS = 60_000;

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
  useLiveRefresh([homeFigures.queryKey], enabled);
  return useQuery({ ...homeFigures, enabled, refetchInterval: HOME_FIGURES_POLL_MS });
}
