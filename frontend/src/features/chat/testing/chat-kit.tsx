import type { UserAndEntity } from '@shared/api/routes/iam';
import type { ChatMessage, ChatRoom, RoomMember } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import type { Industry } from '@shared/entity/entity-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../../components/toast/toaster';
import { dayIn } from '../../../lib/format';
import { sessionQueryKey } from '../../../lib/session';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { chatCalls } from '../api/chat-calls';
import { ChatDockView } from '../components/chat-dock';
import { createChatHub, type ChatHub } from '../hooks/chat-hub';
import { ChatHubContext } from '../hooks/use-chat-hub';
import { FakeSocket } from '../../../components/testing/fake-socket';

export { FakeSocket };
export type { Sent };

export const ME = 'user-1';
export const VIKRAM = 'user-2';
export const MEERA = 'user-3';

export const EMPLOYEES = [
  { UserId: ME, Name: 'Asha Rao', UserName: 'advisor' },
  { UserId: VIKRAM, Name: 'Vikram Shah', UserName: 'tech', Desig: 'Technician' },
  { UserId: MEERA, Name: 'Meera Iyer', UserName: 'cashier' },
];

export const privateKey = (a: string, b: string): string => (a < b ? `P.${a}.${b}` : `P.${b}.${a}`);
/** A ULID-shaped id whose order is `n`'s (digits are Crockford base-32). */
export const ulid = (n: number): string => `01JD${String(n).padStart(22, '0')}`;

/** A private message of the fake conversation; `at` is its time. */
export function message(
  n: number,
  from: string,
  to: string,
  at: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    _id: `${privateKey(from, to)}.${ulid(n)}`,
    Sender: from,
    Receiver: to,
    Msg: `Message ${n}`,
    Files: [],
    Fav: [],
    ReadBy: [from],
    CrDt: at,
    DisplayDt: dayIn(at, 'Asia/Kolkata'),
    ...extra,
  };
}

/** `count` messages between me and Vikram, one an hour back from `end`, alternating senders, oldest first. */
export function conversation(count: number, end = '2026-11-24T09:00:00.000Z'): ChatMessage[] {
  const last = new Date(end).getTime();
  return Array.from({ length: count }, (_, i) => {
    const from = i % 2 === 0 ? VIKRAM : ME;
    return message(i + 1, from, from === ME ? VIKRAM : ME, new Date(last - (count - 1 - i) * 3_600_000).toISOString(), {
      ReadBy: [from, from === ME ? VIKRAM : ME],
    });
  });
}

export type FakeChat = {
  messages: ChatMessage[];
  unreadPrivate: { SenderId: string; UnreadCount: number }[];
  unreadRoom: { _id: string; UnreadCount: number }[];
  rooms: ChatRoom[];
  vendors: { _id: string; DName: string; Connect: { EId: string; OId: string } }[];
  customers: { _id: string; DName: string; Connect: { EId: string; OId: string } }[];
  /** The people of a connected business's branch (PartyEmployees), by branch id. */
  partyStaff: Record<string, RoomMember[]>;
};

const ok = (body: unknown): Response => jsonResponse(200, body);
const PAGE = 25;

/**
 * The chat server's calls over an in-memory conversation, paged as the
 * contract says (oldest first; More: older for Initial and Previous, newer for
 * Next and ByDate). Anything else answers 404 so a test sees an unexpected call.
 */
export function chatServer(chat: FakeChat) {
  const sorted = () => [...chat.messages].sort((a, b) => (a._id < b._id ? -1 : 1));
  return (call: Sent): Response => {
    const { path, query, body } = call;
    const at = (id: string | undefined) => sorted().findIndex((m) => m._id === id);
    if (path === `Users/EmployeesOfEntity/org-1/ent-1`) return ok(EMPLOYEES);
    if (path === 'Common/Vendors/AllConnected') return ok(chat.vendors);
    if (path === 'Common/Customers/AllConnected') return ok(chat.customers);
    if (path === 'secure/Room/PartyEmployees') return ok(chat.partyStaff[String(query.ParticipantEId)] ?? []);
    if (path === 'secure/Room/PublicRoomBetween') {
      const room = chat.rooms.find((r) => r.Public && r.Ents.includes(String(query.ParticipantEId)));
      return room ? ok(room) : jsonResponse(403, { errorCode: 403, message: ChatMessages.notConnected });
    }
    if (path === 'secure/Room/ChatRooms') return ok(chat.rooms);
    if (path === 'secure/Message/GetUnreadPvtMsgDetails') return ok(chat.unreadPrivate);
    if (path === 'secure/Message/GetUnreadRoomMsgDetails') return ok(chat.unreadRoom);
    if (path === 'secure/Message/InitialPrivateMessages') {
      const all = sorted();
      return ok({ Messages: all.slice(-PAGE), More: all.length > PAGE });
    }
    if (path === 'secure/Message/PreviousPrivateMessages') {
      const i = at(query.RecordId);
      return ok({ Messages: sorted().slice(Math.max(0, i - PAGE), i), More: i - PAGE > 0 });
    }
    if (path === 'secure/Message/NextPrivateMessages') {
      const all = sorted();
      const i = at(query.RecordId);
      return ok({ Messages: all.slice(i + 1, i + 1 + PAGE), More: i + 1 + PAGE < all.length });
    }
    if (path === 'secure/Message/PrivateMessagesByDate') {
      const all = sorted();
      const i = all.findIndex((m) => m.DisplayDt >= (query.SearchDt ?? ''));
      if (i < 0) return ok({ Messages: [], More: false });
      return ok({ Messages: all.slice(i, i + PAGE), More: i + PAGE < all.length });
    }
    // The files bucket, through a signed URL (outside /api).
    if (path.startsWith('/get/'))
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      });
    if (path.startsWith('secure/Message/GetSignedS3Url/'))
      return ok({ Url: `https://files.test/get/${path.slice(path.lastIndexOf('/') + 1)}?sig=1`, ExpiresIn: 300 });
    if (path === 'secure/Message/InitialRoomMessages') return ok({ Messages: [], More: false });
    if (path === 'secure/Message/MarkasRead') return ok({ ReadMessageIds: (body?.MessageIds as string[]) ?? [] });
    if (path === 'secure/Message/SendPrivateMsg' || path === 'secure/Message/UploadFileAndMessage') {
      const info = (path.endsWith('UploadFileAndMessage') ? body?.msgInfo : body) as {
        Msg: string;
        Receiver: string;
        Files?: { Name: string; Url: string }[];
      };
      const sent = message(chat.messages.length + 1000, ME, info.Receiver, '2026-11-24T09:30:00.000Z', {
        Msg: info.Msg,
        Files: info.Files ?? [],
        ReadBy: [ME],
      });
      chat.messages.push(sent);
      return ok(sent);
    }
    if (path === 'secure/Message/UploadOnlyFile') {
      const name = String(body?.Name);
      const key = `${privateKey(ME, VIKRAM)}.${ulid(9000 + chat.messages.length)}.${name.split('.').pop()}`;
      return ok({
        Url: `https://files.test/${key}?sig=1`,
        Method: 'PUT',
        Headers: { 'Content-Type': 'image/png' },
        Key: key,
        ExpiresIn: 300,
        MaxBytes: 5_242_880,
      });
    }
    if (path.startsWith('secure/Message/MarkasFavorite/') || path.startsWith('secure/Message/UnmarkasFavorite/')) {
      const id = path.slice(path.lastIndexOf('/') + 1);
      const found = chat.messages.find((m) => m._id === id);
      if (!found) return jsonResponse(404, { errorCode: 404, message: 'The message no longer exists.' });
      found.Fav = path.includes('Unmark') ? found.Fav.filter((u) => u !== ME) : [...found.Fav, ME];
      return ok(found);
    }
    if (path === 'secure/Message/EditPrivateMessage') {
      const found = chat.messages.find((m) => m._id === body?._id);
      if (!found) return jsonResponse(404, { errorCode: 404, message: 'The message no longer exists.' });
      found.Msg = String(body?.Msg);
      found.EdDt = '2026-11-24T09:40:00.000Z';
      return ok(found);
    }
    if (path === 'secure/Message/DeletePrivateMessage') {
      chat.messages = chat.messages.filter((m) => m._id !== query.RecordId);
      return ok({ message: 'Deleted Successfully.', _id: query.RecordId });
    }
    if (path === 'secure/Message/Search')
      return ok({
        Messages: chat.messages.filter((m) => m.Msg.toLowerCase().includes(String(query.Text).toLowerCase())),
      });
    return jsonResponse(404, { errorCode: 404, message: `No fake answer for ${call.method} ${path}` });
  };
}

export function emptyChat(overrides: Partial<FakeChat> = {}): FakeChat {
  return {
    messages: [],
    unreadPrivate: [],
    unreadRoom: [],
    rooms: [],
    vendors: [],
    customers: [],
    partyStaff: {},
    ...overrides,
  };
}

export function chatSession(industry: Industry = 'AUTO-2', access?: UserAndEntity['Access']): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({ userId: ME, ...(access ? { access } : {}) });
  return {
    ...session,
    Entity: { ...session.Entity, Config: { ...session.Entity.Config, Industry: industry, Comm: { Access: true } } },
  };
}

export type ChatTest = RenderResult & {
  hub: ChatHub;
  sent: Sent[];
  chat: FakeChat;
  /** The socket the hub opened (the latest one). */
  socket: () => FakeSocket;
  queryClient: QueryClient;
};

/**
 * The header's chat button and menu with a real hub over a fake socket, and
 * the chat calls answered by `chatServer` at the fetch boundary (the API
 * client, its contract parsing and the UserId header run for real).
 */
export async function renderChat(
  chat: FakeChat = emptyChat(),
  session: UserAndEntity = chatSession(),
): Promise<ChatTest> {
  const sent = stubServer(chatServer(chat));
  const sockets: FakeSocket[] = [];
  const hub = createChatHub({
    calls: chatCalls(session.User.UserId),
    token: () => 'token-1',
    socketUrl: async () => 'ws://chat.test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  await hub.start();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter([{ path: '*', element: <ChatDockView /> }], { initialEntries: ['/basic/Home'] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ChatHubContext.Provider value={hub}>
        <RouterProvider router={router} />
      </ChatHubContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  const socket = (): FakeSocket => {
    const last = sockets[sockets.length - 1];
    if (!last) throw new Error('the hub opened no socket');
    return last;
  };
  return { ...result, hub, sent, chat, socket, queryClient };
}

/** The UserId header of the n-th fetch (the fake server's record has no headers). */
export function userIdHeaderOf(index: number): string | undefined {
  const calls = (globalThis.fetch as unknown as { mock: { calls: [unknown, RequestInit | undefined][] } }).mock.calls;
  const headers = calls[index]?.[1]?.headers as Record<string, string> | undefined;
  return headers?.UserId;
}
