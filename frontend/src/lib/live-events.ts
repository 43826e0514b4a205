import { documentChangedEvent, type DocumentChangedEvent } from '@shared/service/shop-floor-events';

/**
 * The live shop floor's side of the tab's one socket (docs/customer-loop.md §20). The
 * chat hub owns the socket and hands every DocumentChanged here, with whether it is
 * connected; the screens that show documents listen here without knowing the chat.
 * A reconnect tells the listeners to read again (`resync`): events sent while the
 * socket was down are not replayed.
 */
export type LiveSignal = DocumentChangedEvent | 'resync';
type Listener = (signal: LiveSignal) => void;

const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let connected = false;

/** A screen refreshes from these signals; while the socket is down it polls this often instead. */
export const SHOP_FLOOR_FALLBACK_POLL_MS = 15_000;

export const liveEvents = {
  publish: (signal: LiveSignal): void => listeners.forEach((listener) => listener(signal)),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setConnected: (next: boolean): void => {
    if (next === connected) return;
    connected = next;
    stateListeners.forEach((listener) => listener());
    if (next) liveEvents.publish('resync');
  },
  isConnected: (): boolean => connected,
  subscribeState: (listener: () => void): (() => void) => {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
};

/** The event's member schema (the contract's unions stay off the browser, lib/socket-client.ts). */
export function parseDocumentChanged(json: unknown): DocumentChangedEvent | undefined {
  const result = documentChangedEvent.safeParse(json);
  return result.success ? result.data : undefined;
}
