import type * as z from 'zod';

/**
 * A bus for one server event of the tab's one socket: the chat hub owns the socket,
 * parses each message with the event's member schema (the contract's unions stay off
 * the browser, lib/socket-client.ts) and publishes it here; the screens that care
 * listen without knowing the chat (features never import each other).
 */
export function socketEventBus<T>(schema: z.ZodType<T>) {
  const listeners = new Set<(event: T) => void>();
  return {
    publish: (event: T): void => listeners.forEach((listener) => listener(event)),
    subscribe: (listener: (event: T) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    parse: (json: unknown): T | undefined => {
      const result = schema.safeParse(json);
      return result.success ? result.data : undefined;
    },
  };
}
