import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketAction, socketEvent, type SocketEvent } from '@shared/api/socket';
import { FakeSocket } from '../components/testing/fake-socket';
import { createSocketClient, frameJson, type SocketState } from './socket-client';

/** The whole contract's parsers (tests may build the unions; bundles bring their own member schemas). */
const parseEvent = (json: unknown): SocketEvent | undefined => {
  const result = socketEvent.safeParse(json);
  return result.success ? result.data : undefined;
};
const checkAction = (action: unknown) => socketAction.parse(action);

let sockets: FakeSocket[];
let events: SocketEvent[];
let states: SocketState[];
let token: string | undefined;

const start = (extra: Partial<Parameters<typeof createSocketClient>[0]> = {}) =>
  createSocketClient({
    url: 'ws://localhost/ws',
    token: () => token,
    onEvent: (event) => events.push(event),
    parseEvent,
    checkAction,
    onState: (state) => states.push(state),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    backoff: { firstMs: 1000, maxMs: 8000 },
    random: () => 1,
    ...extra,
  });

const last = (): FakeSocket => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
  states = [];
  token = 'tok en/1';
});
afterEach(() => vi.useRealTimers());

describe('socket client', () => {
  it('connects with the session token and sends actions of the contract', () => {
    const client = start();
    expect(last().url).toBe('ws://localhost/ws?token=tok%20en%2F1');
    expect(client.send({ action: 'ping' })).toBe(false);
    last().open();
    expect(client.state()).toBe('connected');
    expect(client.send({ action: 'ping' })).toBe(true);
    expect(last().sent).toEqual(['{"action":"ping"}']);
  });

  it('hands parsed events on and drops what the contract does not know', () => {
    start();
    last().open();
    last().receive('{"event":"pong","at":"2026-01-01T00:00:00.000Z"}');
    last().receive('{"event":"MessageError","errorCode":400,"message":"Unknown action.","action":"x"}');
    last().receive('{"event":"NoSuchEvent"}');
    last().receive('not json');
    last().receive(new ArrayBuffer(2));
    expect(events).toEqual([
      { event: 'pong', at: '2026-01-01T00:00:00.000Z' },
      { event: 'MessageError', errorCode: 400, message: 'Unknown action.', action: 'x' },
    ]);
    expect(parseEvent(frameJson('{"event":"pong"}'))).toBeUndefined();
    expect(frameJson(new ArrayBuffer(1))).toBeUndefined();
  });

  it('reconnects with exponential backoff, reads the token again, and says it reconnected', () => {
    const opens: boolean[] = [];
    start({ onOpen: (reconnected) => opens.push(reconnected) });
    last().open();
    last().drop();
    expect(states.slice(-2)).toEqual(['disconnected', 'reconnect']);
    token = 'new-token';
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('token=new-token');
    last().drop(); // refused: wait 2 s
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().drop(); // then 4 s, 8 s, and never more than the cap
    vi.advanceTimersByTime(4000);
    last().drop();
    vi.advanceTimersByTime(8000);
    last().drop();
    vi.advanceTimersByTime(8000);
    expect(sockets).toHaveLength(6);
    last().open();
    expect(opens).toEqual([false, true]);
    expect(lastState()).toBe('connected');
  });

  it('gives up after maxAttempts failures in a row, and close() stops for good', () => {
    const client = start({ maxAttempts: 2 });
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().drop();
    expect(client.state()).toBe('failed');
    expect(sockets).toHaveLength(3);

    const other = start();
    other.close();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
    expect(other.state()).toBe('disconnected');
  });

  it('rejoins every joined room on each new connection, before the app catches up', () => {
    const log: string[] = [];
    const client = start({
      onOpen: (reconnected) => log.push(`open ${String(reconnected)} after ${last().sent.length} sent`),
    });
    client.join('feed', { action: 'ping' }); // joined while connecting: sent on open
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual(['{"action":"ping"}']);
    client.join('room', { action: 'ping' });
    client.join('feed', { action: 'ping' }); // the same key again replaces, and moves last
    expect(client.joined()).toEqual(['room', 'feed']);
    client.leave('room', { action: 'ping' });
    expect(client.joined()).toEqual(['feed']);
    expect(last().sent).toHaveLength(4);
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().sent).toEqual(['{"action":"ping"}']);
    expect(log).toEqual(['open false after 1 sent', 'open true after 1 sent']);
    expect(() => client.join('bad', { action: 'nope' } as never)).toThrow();
    expect(client.joined()).toEqual(['feed']);
    let asked = 0;
    client.join('fresh', () => {
      asked += 1;
      return { action: 'ping' };
    });
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(asked).toBe(2); // built to send at once, and again for the new connection
  });

  it('does not connect without a session', () => {
    token = undefined;
    const client = start();
    expect(sockets).toHaveLength(0);
    expect(client.state()).toBe('disconnected');
  });
});

function lastState(): SocketState {
  return states[states.length - 1] as SocketState;
}
