import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import type { ChatMessage, MessagePage } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { listUserConnections, saveConnection, findConnection } from '../../data/realtime/connections-repo';
import { createTestOrganisation, type TestOrganisation } from '../../test/test-organisation';
import {
  ChatSocket,
  isEvent,
  signIn,
  startGateway,
  waitFor,
  type ChatUser,
  type Gateway,
} from '../../test/chat-test-kit';

let org: TestOrganisation;
let gateway: Gateway;
let advisor: ChatUser;
let cashier: ChatUser;
let a: ChatSocket;
let b: ChatSocket;

beforeAll(async () => {
  gateway = await startGateway();
  org = await createTestOrganisation();
  [advisor, cashier] = await Promise.all([signIn(org, 'advisor'), signIn(org, 'cashier')]);
  [a, b] = await Promise.all([
    ChatSocket.joined(gateway, advisor.login.Token),
    ChatSocket.joined(gateway, cashier.login.Token),
  ]);
});

afterAll(async () => {
  a.close();
  b.close();
  await gateway.close();
});

const send = (from: ChatUser, to: ChatUser, Msg: string) =>
  from.call<ChatMessage>(chatRoutes.sendPrivate, { body: { Sender: from.userId, Receiver: to.userId, Msg } });

describe('chat between two colleagues through the local gateway', () => {
  it('relays typing, delivers a stored message live, counts it unread, and relays the read receipt', async () => {
    a.send({ action: 'UserPvtMsgTyping', Receiver: cashier.userId, Typing: true });
    expect(await b.next(isEvent('UserTyping', { Sender: advisor.userId, Typing: true }))).toMatchObject({
      Receiver: cashier.userId,
    });
    a.send({ action: 'UserPvtMsgTyping', Receiver: cashier.userId, Typing: false });
    await b.next(isEvent('UserTyping', { Sender: advisor.userId, Typing: false }));

    const sent = await send(advisor, cashier, 'Job card 42 is ready for the road test');
    expect(sent.status).toBe(200);
    const live = await b.next(isEvent('NewMessage'));
    expect(live.Message).toEqual(sent.body);
    expect(sent.body).toMatchObject({ Sender: advisor.userId, Receiver: cashier.userId, Fav: [], ReadBy: [] });

    const page = await cashier.call<MessagePage>(chatRoutes.initialPrivate, {
      query: { ParticipantId: advisor.userId },
    });
    expect(page.body.Messages.map((m) => m._id)).toContain(sent.body._id);
    expect((await cashier.call(chatRoutes.unreadPrivate)).body).toEqual([{ SenderId: advisor.userId, UnreadCount: 1 }]);

    const read = await cashier.call(chatRoutes.markAsRead, { body: { MessageIds: [sent.body._id] } });
    expect(read.body).toEqual({ ReadMessageIds: [sent.body._id] });
    // Marking again changes nothing; the count never drops below 0.
    expect((await cashier.call(chatRoutes.markAsRead, { body: { MessageIds: [sent.body._id] } })).body).toEqual({
      ReadMessageIds: [],
    });
    expect((await cashier.call(chatRoutes.unreadPrivate)).body).toEqual([]);

    b.send({
      action: 'PvtMessageRead',
      SentBy: advisor.userId,
      ReadMessageIds: [sent.body._id],
      ReadBy: cashier.userId,
    });
    expect(await a.next(isEvent('MessageRead'))).toEqual({
      event: 'MessageRead',
      ReadBy: cashier.userId,
      SentBy: advisor.userId,
      ReadMessageIds: [sent.body._id],
    });

    // A receipt naming someone else's message, or signed as someone else, is refused.
    b.send({
      action: 'PvtMessageRead',
      SentBy: advisor.userId,
      ReadMessageIds: [sent.body._id],
      ReadBy: advisor.userId,
    });
    expect(await b.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403, action: 'PvtMessageRead' });
  });

  it('acknowledges a socket message once stored, and only the sender edits or deletes the last message', async () => {
    a.send({
      action: 'Message',
      ClientId: 'c1',
      Message: { Sender: advisor.userId, Receiver: cashier.userId, Msg: 'first' },
    });
    const ack = await a.next(isEvent('SuccessMessage', { ClientId: 'c1' }));
    const first = ack.Message as ChatMessage;
    await b.next(isEvent('NewMessage'));
    const second = (await send(advisor, cashier, 'second')).body;
    await b.next(isEvent('NewMessage'));

    const editFirst = await advisor.call(chatRoutes.editPrivate, { body: { ...first, Msg: 'changed' } });
    expect(editFirst).toMatchObject({ status: 409, body: { message: ChatMessages.onlyLastMessage } });
    const byOther = await cashier.call(chatRoutes.deletePrivateMessage, {
      query: { ParticipantId: advisor.userId, RecordId: second._id },
    });
    expect(byOther).toMatchObject({ status: 403, body: { message: ChatMessages.onlySender } });

    const edited = await advisor.call<ChatMessage>(chatRoutes.editPrivate, {
      body: { ...second, Msg: 'second, corrected' },
    });
    expect(edited.body).toMatchObject({ Msg: 'second, corrected', EdDt: expect.any(String) });
    expect((await b.next(isEvent('UpdatedMessage'))).Message).toMatchObject({
      _id: second._id,
      Msg: 'second, corrected',
    });

    const starred = await cashier.call<ChatMessage>(chatRoutes.markFavorite, { params: { id: second._id } });
    expect(starred.body.Fav).toEqual([cashier.userId]);
    expect(
      (await cashier.call<ChatMessage>(chatRoutes.unmarkFavorite, { params: { id: second._id } })).body.Fav,
    ).toEqual([]);

    expect(
      (
        await advisor.call(chatRoutes.deletePrivateMessage, {
          query: { ParticipantId: cashier.userId, RecordId: second._id },
        })
      ).status,
    ).toBe(200);
    expect(await b.next(isEvent('DeletedMessage', { _id: second._id }))).toMatchObject({ Sender: advisor.userId });
  });

  it('refuses a UserId header that is not the session user', async () => {
    const answer = await advisor.call(chatRoutes.unreadPrivate, { headers: { UserId: cashier.userId } });
    expect(answer).toMatchObject({ status: 403, body: { message: ChatMessages.userHeaderMismatch } });
  });

  it('after a reconnect, JoinChat with the last CrDt answers what was missed, and others see the user come and go', async () => {
    const last = (await send(advisor, cashier, 'before the drop')).body;
    await b.next(isEvent('NewMessage'));
    b.close();
    await a.next(isEvent('UserState', { Users: [{ UserId: cashier.userId, Online: false }] }));
    const missed = (await send(advisor, cashier, 'while you were away')).body;

    b = await ChatSocket.open(gateway, cashier.login.Token);
    b.send({ action: 'JoinChat', Since: [{ ParticipantId: advisor.userId, LastCrDt: last.CrDt }] });
    const group = await b.next(isEvent('GroupMessages'));
    const ids = (group.Conversations as { Messages: ChatMessage[] }[])[0]?.Messages.map((m) => m._id);
    expect(ids).toContain(missed._id);
    await a.next(isEvent('UserState', { Users: [{ UserId: cashier.userId, Online: true }] }));
  });

  it('a gone connection is removed when a fan-out meets it, and the message stays stored', async () => {
    await saveConnection({
      OrgId: org.orgId,
      UserId: cashier.userId,
      EntId: org.workshopId,
      ConnectionId: 'gone-connection',
    });
    expect(await findConnection('gone-connection')).toBeDefined();
    const sent = (await send(advisor, cashier, 'anyone there?')).body;
    await waitFor(async () => (await findConnection('gone-connection')) === undefined);
    expect((await listUserConnections(org.orgId, cashier.userId)).map((c) => c.ConnectionId)).not.toContain(
      'gone-connection',
    );
    const page = await cashier.call<MessagePage>(chatRoutes.initialPrivate, {
      query: { ParticipantId: advisor.userId },
    });
    expect(page.body.Messages.at(-1)?._id).toBe(sent._id);
  });
});
