import { act, cleanup } from '@testing-library/react';
import type { DocumentChangedEvent } from '@shared/service/shop-floor-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEvents, type LiveSignal } from '../../../lib/live-events';
import { renderChat } from '../testing/chat-kit';

/**
 * One socket per tab (docs/customer-loop.md §20): the chat hub's socket carries the shop
 * floor's DocumentChanged to the document screens' bus, with its connected state; a
 * frame that breaks the event's shape is dropped.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  liveEvents.setConnected(false);
});

const event: DocumentChangedEvent = {
  event: 'DocumentChanged',
  Type: 'RepairOrder',
  Id: '01JD0000000000000000000001',
  Num: 'WO/2627/00001',
  Sts: 'InProgress',
  ver: 3,
  By: 'user-2',
  At: '2026-11-28T10:00:00.000Z',
};

describe('the chat hub hands the shop floor its events', () => {
  it('publishes DocumentChanged and says when the socket is connected', async () => {
    const heard: LiveSignal[] = [];
    const stop = liveEvents.subscribe((signal) => heard.push(signal));
    const test = await renderChat();
    expect(liveEvents.isConnected()).toBe(false);
    act(() => test.socket().open());
    expect(liveEvents.isConnected()).toBe(true);
    act(() => {
      test.socket().push(event);
      test.socket().receive(JSON.stringify({ ...event, ver: 'three' }));
    });
    expect(heard).toEqual(['resync', event]);
    act(() => test.hub.stop());
    expect(liveEvents.isConnected()).toBe(false);
    stop();
  });
});
