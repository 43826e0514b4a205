import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { ChatMessage, ChatRoom, MessagePage, RoomMember, UploadTicket } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { parseMessageId, roomConversation } from '@shared/chat/conversation-ids';
import type { Party } from '@shared/parties/party-schemas';
import { getMessage, queryPage } from '../../data/chat/messages-repo';
import { invoke } from '../../test/invoke';
import { login } from '../../test/parties-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../../test/test-organisation';
import { ChatSocket, isEvent, signIn, startGateway, type ChatUser, type Gateway } from '../../test/chat-test-kit';
import { TINY_PNG } from '../../test/chat-upload';

/**
 * Chat with a connected organisation through the local gateway (docs/chat.md
 * 'Connected organisations'): the workshop (A) links a vendor record to the
 * parts dealer (B) with B's connection code; a third organisation (C) has no
 * link and reaches nothing.
 */
let workshop: TestOrganisation;
let dealer: TestOrganisation;
let stranger: TestOrganisation;
let gateway: Gateway;
let advisor: ChatUser; // A
let seller: ChatUser; // B
let outsider: ChatUser; // C
let a: ChatSocket;
let b: ChatSocket;
let vendor: Party;
let ownerToken: string;
let publicRoom: ChatRoom;
let privateRoom: ChatRoom;

beforeAll(async () => {
  gateway = await startGateway();
  [workshop, dealer, stranger] = await Promise.all([
    createTestOrganisation(),
    createTestOrganisation(),
    createTestOrganisation(),
  ]);
  [advisor, seller, outsider] = await Promise.all([
    signIn(workshop, 'advisor'),
    signIn(dealer, 'advisor'),
    signIn(stranger, 'advisor'),
  ]);
  // B consents by issuing a code for its workshop branch; A links its vendor record with it.
  const dealerOwner = await login(dealer, 'owner');
  const code = await invoke<{ Code: string }>(partiesRoutes.createConnectionCode, { token: dealerOwner, body: {} });
  ownerToken = await login(workshop, 'owner');
  const created = await invoke<Party>(partiesRoutes.createVendor, {
    token: ownerToken,
    body: { DName: 'Hosur Auto Parts', Connect: { Code: code.body.Code } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  vendor = created.body;
  [a, b] = await Promise.all([
    ChatSocket.joined(gateway, advisor.login.Token),
    ChatSocket.joined(gateway, seller.login.Token),
  ]);
});

afterAll(async () => {
  a.close();
  b.close();
  await gateway.close();
});

/** A NewMessage event of one message (each socket also hears its own user's messages). */
const newMessage = (id: string) => (e: { event: string; Message?: unknown }) =>
  e.event === 'NewMessage' && (e.Message as ChatMessage)._id === id;

const sendRoom = (from: ChatUser, RoomId: string, Msg: string) =>
  from.call<ChatMessage>(chatRoutes.sendRoom, { body: { Sender: from.userId, RoomId, Msg } });

/** Both organisations' copies of a message (each read under its own organisation's key). */
async function copies(id: string) {
  const ref = parseMessageId(id);
  if (!ref) throw new Error(id);
  return Promise.all([
    getMessage(workshop.orgId, ref.conversation, ref.ulid),
    getMessage(dealer.orgId, ref.conversation, ref.ulid),
  ]);
}

describe('chat with a connected vendor organisation', () => {
  it('opens the public room between the two branches, announces it, and relays typing and messages live to both sides', async () => {
    const opened = await advisor.call<ChatRoom>(chatRoutes.publicRoomBetween, {
      query: { LoginUserEId: workshop.workshopId, ParticipantEId: dealer.workshopId },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    publicRoom = opened.body;
    expect(publicRoom).toMatchObject({
      Public: true,
      External: true,
      Ents: [workshop.workshopId, dealer.workshopId].sort(),
      Unread: 0,
    });
    const theirs = publicRoom.Members.find((m) => m.UserId === seller.userId);
    expect(theirs).toMatchObject({ Online: true, EName: expect.any(String) });
    expect(publicRoom.Members.find((m) => m.UserId === advisor.userId)?.EName).toBeUndefined();

    // B's live connection hears of the new room, seen from its own branch, and joins it.
    const announced = await b.next(isEvent('UpdatedRoom'));
    expect((announced.Room as ChatRoom)._id).toBe(publicRoom._id);
    b.send({ action: 'JoinMessageRoom', RoomId: publicRoom._id });
    await b.next(isEvent('RoomInfo'));
    a.send({ action: 'JoinMessageRoom', RoomId: publicRoom._id });
    await a.next(isEvent('RoomInfo'));

    a.send({ action: 'UserRoomMsgTyping', RoomId: publicRoom._id, Typing: true });
    expect(await b.next(isEvent('UserTyping', { Sender: advisor.userId, Typing: true }))).toMatchObject({
      RoomId: publicRoom._id,
    });

    const sent = await sendRoom(advisor, publicRoom._id, 'Need 4 brake pads for the Creta, today?');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.SenderOrg).toEqual(expect.any(String));
    expect((await b.next(newMessage(sent.body._id))).Message).toEqual(sent.body);

    // One send, two copies, each under its own organisation's key.
    const [mine, other] = await copies(sent.body._id);
    expect(mine?.pk.startsWith(`ORG#${workshop.orgId}#CHAT#`)).toBe(true);
    expect(other?.pk.startsWith(`ORG#${dealer.orgId}#CHAT#`)).toBe(true);
    expect(other?.Msg).toBe(mine?.Msg);

    // B answers from its own copy; its unread count and read state are its own, the ReadBy reaches A's copy.
    expect((await seller.call(chatRoutes.unreadRoom)).body).toEqual([{ _id: publicRoom._id, UnreadCount: 1 }]);
    const page = await seller.call<MessagePage>(chatRoutes.initialRoom, { query: { RoomId: publicRoom._id } });
    expect(page.body.Messages.map((m) => m._id)).toEqual([sent.body._id]);
    expect((await seller.call(chatRoutes.markAsRead, { body: { MessageIds: [sent.body._id] } })).body).toEqual({
      ReadMessageIds: [sent.body._id],
    });
    expect([...((await copies(sent.body._id))[0]?.ReadBy ?? [])]).toEqual([seller.userId]);

    const reply = await sendRoom(seller, publicRoom._id, 'Yes, by 4 pm.');
    expect((await a.next(newMessage(reply.body._id))).Message).toMatchObject({
      Sender: seller.userId,
      SenderOrg: expect.any(String),
    });
    const rooms = await advisor.call<ChatRoom[]>(chatRoutes.chatRooms);
    expect(rooms.body.find((r) => r._id === publicRoom._id)?.Last).toMatchObject({
      _id: reply.body._id,
      Msg: 'Yes, by 4 pm.',
    });

    // The side without a record of its own finds the room through its own pointer.
    b.send({ action: 'GetOpenRoom', ParticipantEId: workshop.workshopId });
    expect(((await b.next(isEvent('RoomInfo'))).Room as ChatRoom)._id).toBe(publicRoom._id);
  });

  it('lists the vendor’s employees, opens a private room with one over the socket, and relays the read receipt back', async () => {
    const staff = await advisor.call<RoomMember[]>(chatRoutes.partyEmployees, {
      query: { ParticipantEId: dealer.workshopId },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.find((m) => m.UserId === seller.userId)).toMatchObject({
      Online: true,
      EName: expect.any(String),
    });

    a.send({ action: 'GetOpenRoom', ParticipantEId: dealer.workshopId, ParticipantId: seller.userId });
    expect(await a.next(isEvent('MessageError'))).toMatchObject({
      errorCode: 404,
      message: ChatMessages.noRoomYet,
      action: 'GetOpenRoom',
    });
    a.send({ action: 'CreateRoom', ParticipantEId: dealer.workshopId, ParticipantId: seller.userId });
    privateRoom = (await a.next(isEvent('RoomInfo'))).Room as ChatRoom;
    expect(privateRoom).toMatchObject({ Public: false, External: true, Users: [advisor.userId, seller.userId].sort() });
    expect(((await b.next(isEvent('UpdatedRoom'))).Room as ChatRoom)._id).toBe(privateRoom._id);
    b.send({ action: 'JoinMessageRoom', RoomId: privateRoom._id });
    await b.next(isEvent('RoomInfo'));

    // Creating again answers the same room.
    a.send({ action: 'CreateRoom', ParticipantEId: dealer.workshopId, ParticipantId: seller.userId });
    expect(((await a.next(isEvent('RoomInfo'))).Room as ChatRoom)._id).toBe(privateRoom._id);

    a.send({
      action: 'Message',
      ClientId: 'x1',
      Message: { Sender: advisor.userId, RoomId: privateRoom._id, Msg: 'Can you hold the last clutch kit for us?' },
    });
    const stored = (await a.next(isEvent('SuccessMessage', { ClientId: 'x1' }))).Message as ChatMessage;
    expect((await b.next(newMessage(stored._id))).Message).toMatchObject({ Sender: advisor.userId });

    await seller.call(chatRoutes.markAsRead, { body: { MessageIds: [stored._id] } });
    b.send({ action: 'PvtMessageRead', SentBy: advisor.userId, ReadMessageIds: [stored._id], ReadBy: seller.userId });
    expect(await a.next(isEvent('MessageRead'))).toEqual({
      event: 'MessageRead',
      ReadBy: seller.userId,
      SentBy: advisor.userId,
      ReadMessageIds: [stored._id],
    });

    // A colleague of the seller's branch is not a member of the private room.
    const colleague = await signIn(dealer, 'cashier');
    expect((await colleague.call(chatRoutes.initialRoom, { query: { RoomId: privateRoom._id } })).status).toBe(403);
  });

  it('serves a file sent into the shared room to the other side, kept once under the sender’s organisation', async () => {
    const ticket = await advisor.call<UploadTicket>(chatRoutes.uploadOnlyFile, {
      body: { Name: 'pads.png', Size: TINY_PNG.byteLength, RoomId: publicRoom._id },
    });
    expect(ticket.status).toBe(200);
    expect(ticket.body.Key).toContain(`/${workshop.orgId}/`);
    await fetch(ticket.body.Url, { method: 'PUT', body: new Uint8Array(TINY_PNG), headers: ticket.body.Headers });
    const sent = await advisor.call<ChatMessage>(chatRoutes.sendRoom, {
      body: { Sender: advisor.userId, RoomId: publicRoom._id, Files: [{ Name: 'pads.png', Url: ticket.body.Key }] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const key = sent.body.Files[0]?.Url ?? '';
    const signed = await seller.call<{ Url: string }>(chatRoutes.getSignedS3Url, { params: { key } });
    expect(signed.status).toBe(200);
    expect(Buffer.from(await (await fetch(signed.body.Url)).arrayBuffer())).toEqual(TINY_PNG);
    expect(
      Buffer.from((await seller.call<string>(chatRoutes.downloadS3File, { params: { key } })).body, 'base64'),
    ).toEqual(TINY_PNG);
    expect((await outsider.call(chatRoutes.getSignedS3Url, { params: { key } })).status).toBe(403);
    expect((await outsider.call(chatRoutes.downloadS3File, { params: { key } })).status).toBe(403);
  });

  it('keeps an organisation without a link out: no room, no page, no post, no star, no socket', async () => {
    const room = await outsider.call(chatRoutes.publicRoomBetween, {
      query: { LoginUserEId: stranger.workshopId, ParticipantEId: dealer.workshopId },
    });
    expect(room).toMatchObject({ status: 403, body: { message: ChatMessages.notConnected } });
    expect(
      (await outsider.call(chatRoutes.partyEmployees, { query: { ParticipantEId: dealer.workshopId } })).status,
    ).toBe(403);
    const last =
      (await seller.call<MessagePage>(chatRoutes.initialRoom, { query: { RoomId: publicRoom._id } })).body.Messages.at(
        -1,
      )?._id ?? '';
    for (const answer of [
      await outsider.call(chatRoutes.initialRoom, { query: { RoomId: publicRoom._id } }),
      await outsider.call(chatRoutes.sendRoom, {
        body: { Sender: outsider.userId, RoomId: publicRoom._id, Msg: 'hello' },
      }),
      await outsider.call(chatRoutes.markFavorite, { params: { id: last } }),
      await outsider.call(chatRoutes.markAsRead, { body: { MessageIds: [last] } }),
    ]) {
      expect([403, 200]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body).toEqual({ ReadMessageIds: [] });
      else expect(answer.body).toMatchObject({ message: ChatMessages.notMember });
    }
    const socket = await ChatSocket.open(gateway, outsider.login.Token);
    socket.send({ action: 'CreateRoom', ParticipantEId: dealer.workshopId });
    expect(await socket.next(isEvent('MessageError'))).toMatchObject({
      errorCode: 403,
      message: ChatMessages.notConnected,
    });
    socket.send({ action: 'GetOpenRoom', ParticipantEId: workshop.workshopId });
    expect(await socket.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403, action: 'GetOpenRoom' });
    socket.send({ action: 'JoinMessageRoom', RoomId: publicRoom._id });
    expect(await socket.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403, action: 'JoinMessageRoom' });
    socket.send({ action: 'UserRoomMsgTyping', RoomId: publicRoom._id, Typing: true });
    expect(await socket.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403 });
    socket.close();
  });

  it('stops new messages once the link is removed, writing nothing to either copy', async () => {
    const before = await Promise.all(
      [workshop.orgId, dealer.orgId].map((org) =>
        queryPage(org, roomConversation(publicRoom._id), undefined, 100, true),
      ),
    );
    const unlinked = await invoke<Party>(partiesRoutes.updateVendor, {
      token: ownerToken,
      params: { id: vendor._id },
      body: { DName: vendor.DName, ver: vendor.ver },
    });
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    expect(unlinked.body.Connect).toBeUndefined();

    for (const answer of [
      await sendRoom(advisor, publicRoom._id, 'still there?'),
      await sendRoom(seller, publicRoom._id, 'hello?'),
    ]) {
      expect(answer).toMatchObject({ status: 403, body: { message: ChatMessages.linkGone } });
    }
    a.send({
      action: 'Message',
      ClientId: 'x2',
      Message: { Sender: advisor.userId, RoomId: privateRoom._id, Msg: 'and here?' },
    });
    expect(await a.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403, message: ChatMessages.linkGone });

    const after = await Promise.all(
      [workshop.orgId, dealer.orgId].map((org) =>
        queryPage(org, roomConversation(publicRoom._id), undefined, 100, true),
      ),
    );
    expect(after.map((p) => p.Messages.map((m) => m._id))).toEqual(before.map((p) => p.Messages.map((m) => m._id)));
    // History stays readable on both sides, and no new room can be made.
    expect((await seller.call<MessagePage>(chatRoutes.initialRoom, { query: { RoomId: publicRoom._id } })).status).toBe(
      200,
    );
    const fresh = await signIn(workshop, 'cashier');
    const refused = await fresh.call(chatRoutes.publicRoomBetween, {
      query: { LoginUserEId: workshop.workshopId, ParticipantEId: dealer.partsBranchId },
    });
    expect(refused).toMatchObject({ status: 403, body: { message: ChatMessages.notConnected } });
  });

  it('carries the conversation on once a new record links the two branches again', async () => {
    const dealerOwner = await login(dealer, 'owner');
    const code = await invoke<{ Code: string }>(partiesRoutes.createConnectionCode, { token: dealerOwner, body: {} });
    const again = await invoke<Party>(partiesRoutes.createVendor, {
      token: ownerToken,
      body: { DName: 'Hosur Auto Parts (new account)', Connect: { Code: code.body.Code } },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // Opening the public chat again moves the room to the live link: same room, same history, and messages flow.
    const reopened = await advisor.call<ChatRoom>(chatRoutes.publicRoomBetween, {
      query: { LoginUserEId: workshop.workshopId, ParticipantEId: dealer.workshopId },
    });
    expect(reopened.body._id).toBe(publicRoom._id);
    const sent = await sendRoom(advisor, publicRoom._id, 'Back in touch.');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await b.next(newMessage(sent.body._id))).Message).toMatchObject({ Msg: 'Back in touch.' });
    expect((await sendRoom(seller, publicRoom._id, 'Welcome back.')).status).toBe(200);
  });

  it('tells the other organisation when a user of a shared room goes offline', async () => {
    b.close();
    await a.next(isEvent('UserState', { Users: [{ UserId: seller.userId, Online: false }] }));
  });
});
