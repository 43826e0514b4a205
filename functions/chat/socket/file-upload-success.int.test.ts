import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import type { ChatMessage, MessagePage } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { createTestOrganisation, type TestOrganisation } from '../../test/test-organisation';
import { ChatSocket, isEvent, signIn, startGateway, type ChatUser, type Gateway } from '../../test/chat-test-kit';
import { TINY_PDF, TINY_PNG, uploadChatFile } from '../../test/chat-upload';

/**
 * FileUploadSuccess through the local WebSocket gateway (spec platform §7
 * 'Sockets'): after the PUTs, the socket announces the message; the server
 * checks the files' bytes and the sender's membership, stores it, tells the
 * other side (NewMessage) and answers the sender (FileSuccessMessage).
 */
let home: TestOrganisation;
let other: TestOrganisation;
let gateway: Gateway;
let advisor: ChatUser;
let cashier: ChatUser;
let outsider: ChatUser;
let a: ChatSocket;
let b: ChatSocket;

beforeAll(async () => {
  gateway = await startGateway();
  [home, other] = await Promise.all([createTestOrganisation(), createTestOrganisation()]);
  [advisor, cashier, outsider] = await Promise.all([
    signIn(home, 'advisor'),
    signIn(home, 'cashier'),
    signIn(other, 'admin'),
  ]);
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

describe('FileUploadSuccess', () => {
  it('stores the message with its checked file, answers the sender and delivers it live', async () => {
    const key = await uploadChatFile(advisor, cashier.userId, 'bumper.png', TINY_PNG);
    a.send({
      action: 'FileUploadSuccess',
      ClientId: 'chip-1',
      Message: {
        Sender: advisor.userId,
        Receiver: cashier.userId,
        Msg: 'The dent',
        Files: [{ Name: 'bumper.png', Url: key }],
      },
    });
    const answer = await a.next(isEvent('FileSuccessMessage'));
    expect(answer.ClientId).toBe('chip-1');
    const message = answer.Message as ChatMessage;
    expect(message).toMatchObject({ Sender: advisor.userId, Receiver: cashier.userId, Msg: 'The dent' });
    expect(message.Files).toEqual([
      { Name: 'bumper.png', Url: expect.stringMatching(/\.png$/), Size: TINY_PNG.byteLength, Type: 'png' },
    ]);
    // The other side hears it; the sender's own connection is answered, not told twice.
    expect((await b.next(isEvent('NewMessage'))).Message).toEqual(message);
    expect(a.events.filter((e) => e.event === 'NewMessage')).toEqual([]);
    // Stored before it was announced: the page has it and the file is served to the receiver.
    const page = await cashier.call<MessagePage>(chatRoutes.initialPrivate, {
      query: { ParticipantId: advisor.userId },
    });
    expect(page.body.Messages.map((m) => m._id)).toContain(message._id);
    const signed = await cashier.call<{ Url: string }>(chatRoutes.getSignedS3Url, {
      params: { key: message.Files[0]?.Url ?? '' },
    });
    expect(Buffer.from(await (await fetch(signed.body.Url)).arrayBuffer())).toEqual(TINY_PNG);
  });

  it('refuses a mislabelled file with the §5 text and stores nothing', async () => {
    const key = await uploadChatFile(advisor, cashier.userId, 'scan.png', TINY_PDF);
    a.send({
      action: 'FileUploadSuccess',
      Message: { Sender: advisor.userId, Receiver: cashier.userId, Msg: '', Files: [{ Name: 'scan.png', Url: key }] },
    });
    expect(await a.next(isEvent('MessageError'))).toEqual({
      event: 'MessageError',
      errorCode: 415,
      message: ChatMessages.notAllowedType('scan.png'),
      action: 'FileUploadSuccess',
    });
    // A key never uploaded is refused too, and no message names either.
    const missing = key.replace(/[0-9A-Z]{26}\.png$/, '01JD0000000000000000000000.png');
    a.send({
      action: 'FileUploadSuccess',
      Message: {
        Sender: advisor.userId,
        Receiver: cashier.userId,
        Msg: '',
        Files: [{ Name: 'gone.png', Url: missing }],
      },
    });
    expect(await a.next(isEvent('MessageError'))).toMatchObject({
      errorCode: 400,
      message: ChatMessages.uploadMissing('gone.png'),
    });
    const page = await cashier.call<MessagePage>(chatRoutes.initialPrivate, {
      query: { ParticipantId: advisor.userId },
    });
    expect(page.body.Messages.flatMap((m) => m.Files.map((f) => f.Name))).not.toContain('scan.png');
  });

  it('refuses an announcement without files, for someone else, or from outside the conversation', async () => {
    a.send({
      action: 'FileUploadSuccess',
      Message: { Sender: advisor.userId, Receiver: cashier.userId, Msg: 'no files', Files: [] },
    });
    expect(await a.next(isEvent('MessageError'))).toMatchObject({
      errorCode: 400,
      message: ChatMessages.noFilesUploaded,
      action: 'FileUploadSuccess',
    });

    const key = await uploadChatFile(advisor, cashier.userId, 'bumper.png', TINY_PNG);
    // The Sender must be the connection's user.
    a.send({
      action: 'FileUploadSuccess',
      Message: { Sender: cashier.userId, Receiver: advisor.userId, Msg: '', Files: [{ Name: 'bumper.png', Url: key }] },
    });
    expect(await a.next(isEvent('MessageError'))).toMatchObject({ errorCode: 403, action: 'FileUploadSuccess' });

    // Another organisation's user cannot announce into our conversation, even with our staged key.
    const outside = await ChatSocket.open(gateway, outsider.login.Token);
    outside.send({
      action: 'FileUploadSuccess',
      Message: {
        Sender: outsider.userId,
        Receiver: advisor.userId,
        Msg: '',
        Files: [{ Name: 'bumper.png', Url: key }],
      },
    });
    expect(await outside.next(isEvent('MessageError'))).toMatchObject({
      errorCode: 403,
      message: ChatMessages.notMember,
    });
    outside.close();
    expect(b.events.filter((e) => e.event === 'NewMessage')).toEqual([]);
  });
});
