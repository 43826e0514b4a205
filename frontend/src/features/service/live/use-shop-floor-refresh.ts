import { useEffect, useSyncExternalStore } from 'react';
import { liveEvents, SHOP_FLOOR_FALLBACK_POLL_MS, type LiveSignal } from '../../../lib/live-events';
import { QueryRoots } from '../../../lib/query-keys';
import { useLiveRefresh } from '../../../lib/use-live-refresh';

/** Every list the shop floor's events refresh: the dashboards, My Jobs and the board. */
export const SHOP_FLOOR_KEY = ['service', 'shop-floor'] as const;
const LIVE_LISTS = [QueryRoots.serviceDashboards, QueryRoots.myJobs, SHOP_FLOOR_KEY] as const;

/** Whether the tab's socket is connected now (the chat hub says so). */
export const useLiveConnected = (): boolean => useSyncExternalStore(liveEvents.subscribeState, liveEvents.isConnected);

/** Listens to the tab's live signals (lib/live-events.ts) while the screen is shown. */
export function useLiveSignal(listener: (signal: LiveSignal) => void): void {
  useEffect(() => liveEvents.subscribe(listener), [listener]);
}

/**
 * The live shop floor on a list screen (docs/customer-loop.md §20): a DocumentChanged
 * of the branch, or the socket coming back, marks the lists stale and the ones on screen
 * are read again at once. Answers the poll interval the screen's query should use: none
 * while the socket is connected, SHOP_FLOOR_FALLBACK_POLL_MS while it is down (chat off,
 * a dropped connection).
 */
export function useShopFloorRefresh(): number | false {
  useLiveRefresh(LIVE_LISTS);
  return useLiveConnected() ? false : SHOP_FLOOR_FALLBACK_POLL_MS;
}
