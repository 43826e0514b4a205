import { expect } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import type { UploadTicket } from '@shared/chat/call-schemas';
import type { ChatUser } from './chat-test-kit';

/** The smallest files the server's byte check accepts as what their names say. */
export const TINY_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const TINY_PDF = Buffer.from('%PDF-1.4\n%tiny\n');

/** Asks for an upload ticket for a private chat with `to` and PUTs the bytes to it, as the browser does; answers the file's key. */
export async function uploadChatFile(user: ChatUser, to: string, name: string, bytes: Buffer): Promise<string> {
  const ticket = await user.call<UploadTicket>(chatRoutes.uploadOnlyFile, {
    body: { Name: name, Size: bytes.byteLength, ParticipantId: to },
  });
  expect(ticket.status).toBe(200);
  const put = await fetch(ticket.body.Url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: ticket.body.Headers,
  });
  expect(put.status).toBe(200);
  return ticket.body.Key;
}
