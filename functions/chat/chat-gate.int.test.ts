import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { chatRoutes } from '@shared/api/routes/chat';
import type { ChatRoom } from '@shared/chat/call-schemas';
import { ChatGateMessages } from '@shared/chat/chat-gate';
import { db, tableName } from '../lib/aws-clients';
import { keys } from '../data/identity/identity-keys';
import { listUserConnections } from '../data/realtime/connections-repo';
import { ChatSocket, isEvent, signIn, startGateway, type ChatUser, type Gateway } from '../test/chat-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';

/**
 * Chat is refused on the server while the organisation's new-features flag is
 * off (platform §2/§4: the flag gates chat), as well as in a branch without the
 * Communication module: chat calls answer 403, a socket cannot connect, and a
 * connection made while it was on cannot join once it is off.
 */
let org: TestOrganisation;
let gateway: Gateway;
let advisor: ChatUser;

const setFlag = (orgId: string, on: boolean) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.org(orgId),
      UpdateExpression: on ? 'SET NewFeat = :on' : 'REMOVE NewFeat',
      ...(on ? { ExpressionAttributeValues: { ':on': true } } : {}),
    }),
  );

const setComm = (orgId: string, entId: string, on: boolean) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.entity(orgId, entId),
      UpdateExpression: 'SET #c.#comm.#a = :on',
      ExpressionAttributeNames: { '#c': 'Config', '#comm': 'Comm', '#a': 'Access' },
      ExpressionAttributeValues: { ':on': on },
    }),
  );

beforeAll(async () => {
  gateway = await startGateway();
  org = await createTestOrganisation();
  advisor = await signIn(org, 'advisor');
});

afterAll(async () => {
  await setFlag(org.orgId, true);
  await setComm(org.orgId, org.workshopId, true);
  await gateway.close();
});

describe('the new-features flag gates chat on the server', () => {
  it('with the flag on, chat answers and the socket joins', async () => {
    expect((await advisor.call<ChatRoom[]>(chatRoutes.chatRooms)).status).toBe(200);
    const socket = await ChatSocket.open(gateway, advisor.login.Token);
    socket.send({ action: 'JoinChat' });
    await socket.next(isEvent('GroupMessages'));
    socket.close();
  });

  it('with the flag off, a chat call is 403 with the catalogue message, before its request is checked', async () => {
    await setFlag(org.orgId, false);
    try {
      const rooms = await advisor.call(chatRoutes.chatRooms);
      expect(rooms.status).toBe(403);
      expect(rooms.body).toEqual({ errorCode: 403, message: ChatGateMessages.newFeaturesOff });
      // A malformed body still gets the 403, not a 400: the gate is part of who may call.
      const malformed = await advisor.call(chatRoutes.sendPrivate, { body: { Msg: 42 } });
      expect(malformed.status).toBe(403);
      expect((malformed.body as { message: string }).message).toBe(ChatGateMessages.newFeaturesOff);
    } finally {
      await setFlag(org.orgId, true);
    }
  });

  it('with the flag off, the socket connection is refused with 403', async () => {
    await setFlag(org.orgId, false);
    try {
      await expect(ChatSocket.open(gateway, advisor.login.Token)).rejects.toThrow('HTTP 403');
      expect(await listUserConnections(org.orgId, advisor.userId)).toEqual([]);
    } finally {
      await setFlag(org.orgId, true);
    }
  });

  it('a connection made while chat was on cannot join once the flag is off', async () => {
    const socket = await ChatSocket.open(gateway, advisor.login.Token);
    await setFlag(org.orgId, false);
    try {
      socket.send({ action: 'JoinChat' });
      expect(await socket.next(isEvent('MessageError'))).toEqual({
        event: 'MessageError',
        errorCode: 403,
        message: ChatGateMessages.newFeaturesOff,
        action: 'JoinChat',
      });
      socket.send({ action: 'JoinMessageRoom', RoomId: '01JD0000000000000000000000' });
      expect(await socket.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403, action: 'JoinMessageRoom' });
    } finally {
      socket.close();
      await setFlag(org.orgId, true);
    }
  });

  it('a branch without the Communication module cannot connect either (the route permission, also on $connect)', async () => {
    await setComm(org.orgId, org.workshopId, false);
    try {
      await expect(ChatSocket.open(gateway, advisor.login.Token)).rejects.toThrow('HTTP 403');
      const rooms = await advisor.call(chatRoutes.chatRooms);
      expect(rooms.status).toBe(403);
      expect((rooms.body as { message: string }).message).toBe(Messages.forbidden);
    } finally {
      await setComm(org.orgId, org.workshopId, true);
    }
  });
});
