import type { SocketAction, SocketEvent } from '@shared/api/socket';

/** Connection states of spec platform §7 'Chat', plus the first attempt. */
export type SocketState = 'connecting' | 'connected' | 'reconnect' | 'disconnected' | 'failed';

/** The part of the browser WebSocket the client uses, so tests can hand in a fake. */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

const OPEN = 1;

export type SocketClientOptions = {
  /** `ws(s)://<host>/ws` locally, the WebSocket API stage URL in the cloud. */
  url: string;
  /** Read on every attempt: a branch switch issues a new token. */
  token: () => string | undefined;
  onEvent: (event: SocketEvent) => void;
  /**
   * The contract's reading of a server frame (its JSON), or undefined to drop
   * it; `checkAction` checks an action before it goes (and throws when it
   * breaks the contract). The caller brings the member schemas it speaks:
   * building the contract's discriminated unions in the browser would put
   * zod's union code into the login route's chunk, where zod lives
   * (docs/chat-screens.md 'Loading and the login-route budget').
   */
  parseEvent: (json: unknown) => SocketEvent | undefined;
  checkAction: (action: SocketAction) => SocketAction;
  onState?: (state: SocketState) => void;
  /** After every open; `reconnected` tells chat to rejoin the rooms it had joined. */
  onOpen?: (reconnected: boolean) => void;
  createSocket?: (url: string) => WebSocketLike;
  /** Delay before retry n (0-based) is min(maxMs, firstMs·2ⁿ), scaled by 50–100 % jitter. */
  backoff?: { firstMs: number; maxMs: number };
  /** Failed attempts in a row before giving up ('failed'); an open resets the count. */
  maxAttempts?: number;
  random?: () => number;
};

export type SocketClient = {
  /** Sends an action of the contract; false when not connected (nothing is queued). */
  send: (action: SocketAction) => boolean;
  /**
   * Joins a room (a chat conversation, the user-state feed): the join action is
   * sent now if connected and again after every reconnect, before `onOpen(true)`
   * runs, so the server fans out to the new connection before the app catches
   * up on what it missed. The same key replaces its earlier join. A function is
   * asked again at every send (a join that carries catch-up cursors).
   */
  join: (key: string, action: SocketAction | (() => SocketAction)) => void;
  /** Forgets a join and sends its leave action when connected. */
  leave: (key: string, action?: SocketAction) => void;
  /** Keys of the rooms joined, in join order. */
  joined: () => string[];
  /** Closes for good: no reconnect. */
  close: () => void;
  state: () => SocketState;
};

const DEFAULT_BACKOFF = { firstMs: 1_000, maxMs: 30_000 };

/** A text frame's JSON; anything else (binary, broken JSON) is undefined and dropped, never thrown into the UI. */
export function frameJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A typed WebSocket client for the socket contract (`shared/api/socket.ts`):
 * connects with the session token (`?token=`, as browsers cannot set headers),
 * sends actions checked by the contract, hands parsed events to `onEvent`,
 * reconnects with exponential backoff until `close()` or `maxAttempts` failures,
 * and rejoins every joined room on each new connection (spec platform §4 'Chat':
 * reconnect rejoins all joined rooms).
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const maxAttempts = options.maxAttempts ?? 10;
  const random = options.random ?? Math.random;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);

  let socket: WebSocketLike | undefined;
  let state: SocketState = 'connecting';
  let failures = 0;
  let everOpened = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const joins = new Map<string, () => SocketAction>();

  const sendNow = (action: SocketAction): boolean => {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(options.checkAction(action)));
    return true;
  };

  const setState = (next: SocketState): void => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const scheduleRetry = (): void => {
    if (stopped) return;
    if (failures >= maxAttempts) {
      setState('failed');
      return;
    }
    const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures) * (0.5 + random() / 2);
    failures += 1;
    setState(everOpened ? 'reconnect' : 'connecting');
    timer = setTimeout(connect, delay);
  };

  function connect(): void {
    timer = undefined;
    if (stopped) return;
    const token = options.token();
    if (!token) {
      setState('disconnected');
      return;
    }
    const current = createSocket(`${options.url}?token=${encodeURIComponent(token)}`);
    socket = current;
    current.onopen = () => {
      const reconnected = everOpened;
      everOpened = true;
      failures = 0;
      setState('connected');
      // A new connection is in no room: every open (the first too, for joins made while connecting) sends them all.
      for (const action of joins.values()) sendNow(action());
      options.onOpen?.(reconnected);
    };
    current.onmessage = (message) => {
      const json = frameJson(message.data);
      const event = json === undefined ? undefined : options.parseEvent(json);
      if (event) options.onEvent(event);
    };
    // Browsers fire close after error; retry once, from close.
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      if (stopped) return;
      setState('disconnected');
      scheduleRetry();
    };
  }

  connect();

  return {
    send: sendNow,
    join: (key, action) => {
      const make = typeof action === 'function' ? action : () => action;
      // Checked now, so a bad action fails where it is written rather than at a reconnect.
      const checked = options.checkAction(make());
      joins.delete(key);
      joins.set(key, make);
      sendNow(checked);
    },
    leave: (key, action) => {
      joins.delete(key);
      if (action) sendNow(action);
    },
    joined: () => [...joins.keys()],
    close: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = socket;
      socket = undefined;
      current?.close(1000, 'closed by the app');
      setState('disconnected');
    },
    state: () => state,
  };
}
