import { vi } from 'vitest';

/** A call as the fake server sees it: method, `/api`-relative path, query and JSON body. */
export type Sent = { method: string; path: string; query: Record<string, string>; body?: Record<string, unknown>; headers: Record<string, string> };
export type FakeServer = (sent: Sent) => Response;

/**
 * Answers every fetch of a component test from `server` (after a tick, as a
 * network would) and records what was sent, so a test asserts on the calls.
 */
export function stubServer(server: FakeServer): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Sent = {
        method: init?.method ?? 'GET',
        path: decodeURIComponent(url.pathname.replace(/^\/api\//, '')),
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(init?.body ? { body: JSON.parse(String(init.body)) as Record<string, unknown> } : {}),
      };
      sent.push(call);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return server(call);
    }),
  );
  return sent;
}
