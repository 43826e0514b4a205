import { describe, expect, it } from 'vitest';
import { SOCKET_ACTIONS, socketAction, socketEvent } from './socket';

describe('socket contract', () => {
  it('lists every action once, for the cloud routes and the local gateway', () => {
    expect(SOCKET_ACTIONS).toEqual([
      'ping',
      'JoinChat',
      'LeaveChat',
      'JoinMessageRoom',
      'LeaveMessageRoom',
      'ListenUserState',
      'LeaveUserState',
      'UserDisconnect',
      'UserPvtMsgTyping',
      'UserRoomMsgTyping',
      'Message',
      'PvtMessageRead',
      'FileUploadSuccess',
      'CreateRoom',
      'GetOpenRoom',
    ]);
    expect(new Set(SOCKET_ACTIONS).size).toBe(SOCKET_ACTIONS.length);
  });

  it('accepts the actions it declares and nothing else', () => {
    expect(socketAction.parse({ action: 'ping' })).toEqual({ action: 'ping' });
    expect(socketAction.safeParse({ action: 'NoSuchAction' }).success).toBe(false);
    expect(socketAction.safeParse({ action: 'ping', extra: 1 }).success).toBe(false);
  });

  it('errors are events in the HTTP error shape', () => {
    const error = {
      event: 'MessageError',
      errorCode: 400,
      message: 'Unknown action.',
      errors: [{ path: 'x', message: 'y' }],
    };
    expect(socketEvent.parse(error)).toEqual(error);
    expect(socketEvent.safeParse({ event: 'MessageError', message: 'no code' }).success).toBe(false);
    expect(socketEvent.parse({ event: 'pong', at: '2026-01-01T00:00:00.000Z' })).toMatchObject({ event: 'pong' });
  });
});
