import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveEvents } from './live-events';

/** Events arriving together (a save that moves several lines) refresh once. */
const COALESCE_MS = 150;

/**
 * While the screen is shown, a live signal of the branch (a DocumentChanged, or the
 * socket coming back: lib/live-events.ts) marks the queries under `keys` stale, and
 * the ones on screen are read again at once. The shop floor's lists
 * (docs/customer-loop.md §20) and Home's figures (docs/home.md) follow it.
 */
export function useLiveRefresh(keys: readonly QueryKey[], enabled = true): void {
  const queryClient = useQueryClient();
  // The keys as one value, so a caller's new array of the same keys does not subscribe again.
  const joined = JSON.stringify(keys);
  useEffect(() => {
    if (!enabled) return undefined;
    const queryKeys = JSON.parse(joined) as QueryKey[];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = liveEvents.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, joined, queryClient]);
}
