import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../toast/toast-store';
import { clearUnsavedChanges } from '../unsaved-changes/unsaved-changes-store';
import { jsonResponse } from './fixtures';

/**
 * A call as the fake server sees it: method, `/api`-relative path (a URL outside
 * `/api/` keeps its leading slash), query, JSON body and headers.
 */
export type Sent = {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  headers: Record<string, string>;
};
export type FakeServer = (sent: Sent) => Response;

/**
 * Answers every fetch of a component test from `server` (after a tick, as a
 * network would) and records what was sent, so a test asserts on the calls. A
 * request aborted meanwhile rejects, as in a browser, and is not answered.
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
      if (init?.signal?.aborted) throw new DOMException('signal is aborted without reason', 'AbortError');
      return server(call);
    }),
  );
  return sent;
}

/** A screen's own answers; undefined falls back to the kit's shared lookups, then 404. */
export type ScreenServer = (sent: Sent) => Response | undefined;
export type FakeServerOfFile = {
  /** What the server answers in this test; each test starts with nothing of its own. */
  server: ScreenServer;
  /** Every call this test sent. */
  readonly sent: Sent[];
  /** The calls that write (not GET). */
  writes: () => Sent[];
};

/** The test's own answers only: a call it leaves unanswered is a 404, as from a server without that call. */
export const stubOwnServer = (server: ScreenServer): Sent[] =>
  stubServer(
    (call) =>
      server(call) ?? jsonResponse(404, { errorCode: 404, message: `No fake answer for ${call.method} ${call.path}` }),
  );

/** Answers the calls one each, in the order given, whatever they ask (a test that scripts a short exchange); then nothing. */
export function inTurn(...answers: Response[]): ScreenServer {
  const left = [...answers];
  return () => left.shift();
}

/**
 * The fake server of a screen test file: before each test it is stubbed with the
 * area's kit (`stub`, which adds the shared lookups; by default none, the rest a
 * 404), with no answers of the test's own; after each test the screen, the
 * notices and the unsaved-changes record are cleared and fetch is restored. A test sets `fake.server` and reads `fake.sent`.
 */
export function fakeServerOfFile(stub: (server: ScreenServer) => Sent[] = stubOwnServer): FakeServerOfFile {
  let calls: Sent[] = [];
  const fake: FakeServerOfFile = {
    server: () => undefined,
    get sent() {
      return calls;
    },
    writes: () => calls.filter((s) => s.method !== 'GET'),
  };
  beforeEach(() => {
    fake.server = () => undefined;
    calls = stub((call) => fake.server(call));
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    clearUnsavedChanges();
    vi.unstubAllGlobals();
  });
  return fake;
}
