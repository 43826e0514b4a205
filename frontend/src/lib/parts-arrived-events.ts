import { partsArrivedEvent, type PartsArrivedEvent } from '@shared/purchasing/parts-notices';

/**
 * The advisor's parts-arrived notices on the tab's one socket (docs/purchasing.md §22):
 * the chat hub owns the socket and hands every PartsArrived here; the header's notices
 * menu listens without knowing the chat (features never import each other).
 */
type Listener = (event: PartsArrivedEvent) => void;

const listeners = new Set<Listener>();

export const partsArrivedEvents = {
  publish: (event: PartsArrivedEvent): void => listeners.forEach((listener) => listener(event)),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The event's member schema (the contract's unions stay off the browser, lib/socket-client.ts). */
export function parsePartsArrived(json: unknown): PartsArrivedEvent | undefined {
  const result = partsArrivedEvent.safeParse(json);
  return result.success ? result.data : undefined;
}
