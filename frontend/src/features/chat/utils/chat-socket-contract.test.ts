import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkChatAction, parseChatEvent } from './chat-socket-contract';

afterEach(() => vi.restoreAllMocks());

describe("chat's part of the socket contract", () => {
  it('reads chat events, drops what it does not know, and logs refusals', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseChatEvent({ event: 'UserTyping', Sender: 'u2', Typing: true, Receiver: 'u1' })).toEqual({
      event: 'UserTyping',
      Sender: 'u2',
      Typing: true,
      Receiver: 'u1',
    });
    expect(parseChatEvent({ event: 'UserTyping', Sender: 'u2' })).toBeUndefined();
    expect(parseChatEvent({ event: 'pong', at: 'now' })).toBeUndefined();
    expect(parseChatEvent('text')).toBeUndefined();
    expect(
      parseChatEvent({ event: 'MessageError', errorCode: 403, message: 'You are not a member of this conversation.' }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('checks actions before they go', () => {
    expect(checkChatAction({ action: 'UserPvtMsgTyping', Receiver: 'u2', Typing: false })).toEqual({
      action: 'UserPvtMsgTyping',
      Receiver: 'u2',
      Typing: false,
    });
    expect(checkChatAction({ action: 'JoinChat' } as never)).toEqual({ action: 'JoinChat', Since: [] });
    expect(() => checkChatAction({ action: 'UserPvtMsgTyping', Receiver: 'bad id!', Typing: true })).toThrow();
    expect(() => checkChatAction({ action: 'ping' })).toThrow('ping is not a chat action');
  });
});
