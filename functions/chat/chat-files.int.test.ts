import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import type { ChatMessage, ChatRoom, UploadTicket } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { ChatSocket, isEvent, signIn, startGateway, type ChatUser, type Gateway } from '../test/chat-test-kit';
import { TINY_PDF, TINY_PNG, uploadChatFile } from '../test/chat-upload';

/** Files, rooms and the organisation boundary: a user of another organisation reaches nothing. */
let home: TestOrganisation;
let other: TestOrganisation;
let gateway: Gateway;
let advisor: ChatUser;
let cashier: ChatUser;
let outsider: ChatUser;

beforeAll(async () => {
  gateway = await startGateway();
  [home, other] = await Promise.all([createTestOrganisation(), createTestOrganisation()]);
  [advisor, cashier, outsider] = await Promise.all([
    signIn(home, 'advisor'),
    signIn(home, 'cashier'),
    signIn(other, 'admin'),
  ]);
});

afterAll(() => gateway.close());

describe('chat files', () => {
  it('keeps a checked image, serves it to members by a signed URL, and to nobody else', async () => {
    const key = await uploadChatFile(advisor, cashier.userId, 'bumper.png', TINY_PNG);
    const sent = await advisor.call<ChatMessage>(chatRoutes.uploadFileAndMessage, {
      body: {
        msgInfo: {
          Sender: advisor.userId,
          Receiver: cashier.userId,
          Msg: '',
          Files: [{ Name: 'bumper.png', Url: key }],
        },
      },
    });
    expect(sent.status).toBe(200);
    const file = sent.body.Files[0];
    expect(file).toMatchObject({ Name: 'bumper.png', Type: 'png', Size: TINY_PNG.byteLength });
    const fileKey = file?.Url ?? '';

    const signed = await cashier.call<{ Url: string }>(chatRoutes.getSignedS3Url, { params: { key: fileKey } });
    expect(Buffer.from(await (await fetch(signed.body.Url)).arrayBuffer())).toEqual(TINY_PNG);
    const download = await cashier.call<string>(chatRoutes.downloadS3File, { params: { key: fileKey } });
    expect(Buffer.from(download.body, 'base64')).toEqual(TINY_PNG);

    // Another organisation: no page, no post, no file, no socket relay.
    for (const answer of [
      await outsider.call(chatRoutes.initialPrivate, { query: { ParticipantId: advisor.userId } }),
      await outsider.call(chatRoutes.sendPrivate, {
        body: { Sender: outsider.userId, Receiver: advisor.userId, Msg: 'hello' },
      }),
      await outsider.call(chatRoutes.getSignedS3Url, { params: { key: fileKey } }),
      await outsider.call(chatRoutes.downloadS3File, { params: { key: fileKey } }),
      await outsider.call(chatRoutes.markFavorite, { params: { id: sent.body._id } }),
    ]) {
      expect(answer).toMatchObject({ status: 403, body: { message: ChatMessages.notMember } });
    }
    const socket = await ChatSocket.open(gateway, outsider.login.Token);
    socket.send({ action: 'UserPvtMsgTyping', Receiver: advisor.userId, Typing: true });
    expect(await socket.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403 });
    socket.send({
      action: 'JoinChat',
      Since: [{ ParticipantId: advisor.userId, LastCrDt: '2020-01-01T00:00:00.000Z' }],
    });
    expect(await socket.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403, action: 'JoinChat' });
    socket.close();

    // The sender deletes the file; it is gone for everyone.
    const after = await advisor.call<ChatMessage>(chatRoutes.deletePrivateFile, {
      query: { ParticipantId: cashier.userId, RecordId: sent.body._id, FileKey: fileKey },
    });
    expect(after.body.Files).toEqual([]);
    expect((await cashier.call(chatRoutes.downloadS3File, { params: { key: fileKey } })).status).toBe(404);
  });

  it('refuses oversized and mislabelled files with the §5 texts', async () => {
    const big = await advisor.call(chatRoutes.uploadOnlyFile, {
      body: { Name: 'photo.jpg', Size: 5_242_881, ParticipantId: cashier.userId },
    });
    expect(big).toMatchObject({ status: 413, body: { message: ChatMessages.imageTooLarge('photo.jpg') } });
    const exe = await advisor.call(chatRoutes.uploadOnlyFile, {
      body: { Name: 'tool.exe', Size: 10, ParticipantId: cashier.userId },
    });
    expect(exe).toMatchObject({ status: 415, body: { message: ChatMessages.notAllowedType('tool.exe') } });

    // A pdf named .png: the bytes decide.
    const fake = await uploadChatFile(advisor, cashier.userId, 'scan.png', TINY_PDF);
    const mislabelled = await advisor.call(chatRoutes.sendPrivate, {
      body: { Sender: advisor.userId, Receiver: cashier.userId, Files: [{ Name: 'scan.png', Url: fake }] },
    });
    expect(mislabelled).toMatchObject({ status: 415, body: { message: ChatMessages.notAllowedType('scan.png') } });

    // A document that grew past 50 KB after its ticket was issued.
    const ticket = await advisor.call<UploadTicket>(chatRoutes.uploadOnlyFile, {
      body: { Name: 'quote.pdf', Size: 100, ParticipantId: cashier.userId },
    });
    await fetch(ticket.body.Url, {
      method: 'PUT',
      body: new Uint8Array(Buffer.concat([TINY_PDF, Buffer.alloc(60_000)])),
      headers: ticket.body.Headers,
    });
    const large = await advisor.call(chatRoutes.sendPrivate, {
      body: { Sender: advisor.userId, Receiver: cashier.userId, Files: [{ Name: 'quote.pdf', Url: ticket.body.Key }] },
    });
    expect(large).toMatchObject({ status: 413, body: { message: ChatMessages.documentTooLarge('quote.pdf') } });

    const eleven = Array.from({ length: 11 }, (_, i) => ({ Name: `p${i}.png`, Url: fake }));
    const tooMany = await advisor.call(chatRoutes.sendPrivate, {
      body: { Sender: advisor.userId, Receiver: cashier.userId, Files: eleven },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { message: ChatMessages.tooManyFiles } });

    // Nothing refused became a message.
    const page = await cashier.call<{ Messages: ChatMessage[] }>(chatRoutes.initialPrivate, {
      query: { ParticipantId: advisor.userId },
    });
    expect(page.body.Messages.flatMap((m) => m.Files.map((f) => f.Name))).toEqual([]);
  });
});

describe('rooms between branches', () => {
  it('gets or creates one public room, pages it, counts unread from the read cursor, and keeps outsiders out', async () => {
    const query = { LoginUserEId: home.workshopId, ParticipantEId: home.partsBranchId };
    const room = (await advisor.call<ChatRoom>(chatRoutes.publicRoomBetween, { query })).body;
    expect(room).toMatchObject({ Public: true, Unread: 0, Ents: [home.workshopId, home.partsBranchId].sort() });
    expect(room.Members.map((m) => m.UserId)).toContain(cashier.userId);
    expect((await cashier.call<ChatRoom>(chatRoutes.publicRoomBetween, { query })).body._id).toBe(room._id);

    for (let i = 1; i <= 3; i += 1) {
      await advisor.call(chatRoutes.sendRoom, {
        body: { Sender: advisor.userId, RoomId: room._id, Msg: `room note ${['one', 'two', 'three'][i - 1] ?? ''}` },
      });
    }
    expect((await cashier.call(chatRoutes.unreadRoom)).body).toEqual([{ _id: room._id, UnreadCount: 3 }]);
    const newest = await cashier.call<{ Messages: ChatMessage[]; More: boolean }>(chatRoutes.initialRoom, {
      query: { RoomId: room._id, ResultsPerPage: '2' },
    });
    expect(newest.body.Messages.map((m) => m.Msg)).toEqual(['room note two', 'room note three']);
    expect(newest.body.More).toBe(true);
    const older = await cashier.call<{ Messages: ChatMessage[] }>(chatRoutes.previousRoom, {
      query: { RoomId: room._id, ResultsPerPage: '2', RecordId: newest.body.Messages[0]?._id ?? '' },
    });
    expect(older.body.Messages.map((m) => m.Msg)).toEqual(['room note one']);
    await cashier.call(chatRoutes.markAsRead, { body: { MessageIds: newest.body.Messages.map((m) => m._id) } });
    expect((await cashier.call(chatRoutes.unreadRoom)).body).toEqual([{ _id: room._id, UnreadCount: 0 }]);

    const found = await cashier.call<{ Messages: ChatMessage[] }>(chatRoutes.searchMessages, {
      query: { Text: 'TWO room note' },
    });
    expect(found.body.Messages.map((m) => m.Msg)).toEqual(['room note two']);
    expect(
      (await outsider.call<{ Messages: ChatMessage[] }>(chatRoutes.searchMessages, { query: { Text: 'room note' } }))
        .body.Messages,
    ).toEqual([]);

    expect((await outsider.call(chatRoutes.initialRoom, { query: { RoomId: room._id } })).status).toBe(403);
    expect(
      (await outsider.call(chatRoutes.sendRoom, { body: { Sender: outsider.userId, RoomId: room._id, Msg: 'hi' } }))
        .status,
    ).toBe(403);
  });
});
