import type { SocketAction, SocketEvent } from '@shared/api/socket';
import type { ChatRoom } from '@shared/chat/call-schemas';
import type { CatchUpCursor } from '@shared/chat/socket-contract';
import {
  createSocketClient,
  type SocketClient,
  type SocketClientOptions,
  type SocketState,
} from '../../../lib/socket-client';
import { liveEvents, parseDocumentChanged } from '../../../lib/live-events';
import { appointmentEvents } from '../../../lib/appointment-events';
import { partsArrivedEvents } from '../../../lib/parts-arrived-events';
import type { ChatCalls } from '../api/chat-calls';
import { checkChatAction, parseChatEvent } from '../utils/chat-socket-contract';
import { conversationKey, conversationOfMessage } from '../utils/conversation';
import { createTypingBoard, type TypingBoard } from '../utils/typing';
import { addUnread, markRead, NO_UNREAD, unreadFrom, type UnreadCounts } from '../utils/unread';

export type HubSnapshot = {
  unread: UnreadCounts;
  /** Online state from the user-state feed (spec platform §4 'Chat'). */
  online: Readonly<Record<string, boolean>>;
  socket: SocketState;
  /** The chat menu is open (joined), so rooms and the online feed are live. */
  joined: boolean;
};

export type ChatHubOptions = {
  calls: ChatCalls;
  token: () => string | undefined;
  socketUrl: () => Promise<string>;
  createSocket?: SocketClientOptions['createSocket'];
};

type EventListener = (event: SocketEvent) => void;

/** CreateRoom and GetOpenRoom name the other branch and, for a private room with a connected organisation's user, that user. */
export type RoomTarget = { ParticipantEId: string; ParticipantId?: string };

/** How long a room request waits for its RoomInfo before giving up. */
const ROOM_ANSWER_MS = 10_000;

const answersTarget = (room: ChatRoom, target: RoomTarget): boolean =>
  room.Ents.includes(target.ParticipantEId) &&
  (target.ParticipantId === undefined ? room.Public : (room.Users ?? []).includes(target.ParticipantId));

/**
 * Chat's live side, one per signed-in shell: the socket (connected while the
 * new-features flag is on, spec platform §4), the unread counts behind the
 * header's badge, online states and who is typing. Opening the chat menu
 * joins (JoinChat: the rooms and the online feed); closing it leaves
 * (LeaveChat). Every new connection sends the join again with the open room's
 * catch-up cursor, and the counts are read again, so a dropped connection
 * loses nothing the server stored.
 */
export function createChatHub(options: ChatHubOptions) {
  const { calls } = options;
  const me = calls.me;
  let snapshot: HubSnapshot = { unread: NO_UNREAD, online: {}, socket: 'connecting', joined: false };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<EventListener>();
  const typing: TypingBoard = createTypingBoard();
  let client: SocketClient | undefined;
  let stopped = false;
  let cursors: () => CatchUpCursor[] = () => [];

  const set = (next: Partial<HubSnapshot>): void => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };

  const refreshUnread = async (): Promise<void> => {
    try {
      const [privateRows, roomRows] = await Promise.all([calls.unreadPrivate(), calls.unreadRoom()]);
      if (!stopped) set({ unread: unreadFrom(privateRows, roomRows) });
    } catch (error) {
      // Spec platform §8: chat call failures are logged, never thrown at the user.
      console.warn('Chat unread counts could not be read', error);
    }
  };

  const onEvent = (event: SocketEvent): void => {
    switch (event.event) {
      case 'NewMessage': {
        const message = event.Message;
        const conversation = conversationOfMessage(message, me);
        if (!conversation) break;
        const key = conversationKey(conversation);
        typing.set(key, message.Sender, false);
        // Counted in the open room too (spec platform §4): the room's read marking takes it off again once seen.
        if (message.Sender !== me)
          set({
            unread: addUnread(snapshot.unread, conversation.kind === 'private' ? 'private' : 'rooms', conversation.id),
          });
        break;
      }
      case 'UserTyping': {
        if (event.Sender === me) break;
        typing.set(
          conversationKey(event.RoomId ? { kind: 'room', id: event.RoomId } : { kind: 'private', id: event.Sender }),
          event.Sender,
          event.Typing,
        );
        break;
      }
      case 'UserState': {
        const online = { ...snapshot.online };
        for (const user of event.Users) {
          online[user.UserId] = user.Online;
          if (!user.Online) typing.clearUser(user.UserId);
        }
        set({ online });
        break;
      }
      case 'UpdatedRoom':
        // A room made by someone else (a connected business opened a chat): follow it live while the menu is open.
        if (snapshot.joined)
          client?.join(`room:${event.Room._id}`, { action: 'JoinMessageRoom', RoomId: event.Room._id });
        break;
      case 'DocumentChanged':
        // The live shop floor rides on this socket (lib/live-events.ts): the document screens listen there.
        liveEvents.publish(event);
        return;
      case 'PartsArrived':
        // The advisor's notice that ordered parts came in (lib/parts-arrived-events.ts): the header listens there.
        partsArrivedEvents.publish(event);
        return;
      case 'AppointmentChanged':
        // The calendar of the branch reads again (lib/appointment-events.ts).
        appointmentEvents.publish(event);
        return;
      case 'GroupMessages':
        // Missed while away: the counts are the server's to say.
        void refreshUnread();
        break;
      default:
        break;
    }
    eventListeners.forEach((listener) => listener(event));
  };

  const joinAction = (): SocketAction => ({ action: 'JoinChat', Since: cursors() });

  return {
    me,
    calls,
    typing,
    getSnapshot: (): HubSnapshot => snapshot,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Room screens hear every event (after the hub has counted it). */
    onEvent: (listener: EventListener): (() => void) => {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    start: async (): Promise<void> => {
      void refreshUnread();
      const url = await options.socketUrl();
      if (stopped) return;
      client = createSocketClient({
        url,
        token: options.token,
        onEvent,
        parseEvent: (json) =>
          parseChatEvent(json) ??
          parseDocumentChanged(json) ??
          partsArrivedEvents.parse(json) ??
          appointmentEvents.parse(json),
        checkAction: checkChatAction,
        onState: (state) => {
          set({ socket: state });
          liveEvents.setConnected(state === 'connected');
        },
        // A reconnect: JoinChat went again (with the cursors); the counts may have moved meanwhile.
        onOpen: (reconnected) => {
          if (reconnected) void refreshUnread();
        },
        ...(options.createSocket ? { createSocket: options.createSocket } : {}),
      });
      // The menu may have opened while the address was being read.
      if (snapshot.joined) client.join('chat', joinAction);
    },
    stop: (): void => {
      stopped = true;
      // Leaving the shell (logout): others see the user offline at once, not when the connection times out.
      client?.send({ action: 'UserDisconnect' });
      client?.close();
      liveEvents.setConnected(false);
      typing.dispose();
      listeners.clear();
      eventListeners.clear();
    },
    /** The chat menu opened: join the rooms and the online feed. */
    join: (): void => {
      client?.join('chat', joinAction);
      set({ joined: true });
    },
    /** The chat menu closed: leave them (spec platform §4 'Chat'); LeaveChat leaves every room at once. */
    leave: (): void => {
      for (const key of client?.joined() ?? []) if (key.startsWith('room:')) client?.leave(key);
      client?.leave('chat', { action: 'LeaveChat' });
      set({ joined: false });
    },
    /**
     * A room opened in the menu: joined by name too, since JoinChat covers the
     * rooms that existed when it was sent (a public room may have just been
     * made). Kept until the menu closes, so its counter stays live.
     */
    joinRoom: (roomId: string): void => {
      client?.join(`room:${roomId}`, { action: 'JoinMessageRoom', RoomId: roomId });
    },
    send: (action: SocketAction): boolean => client?.send(action) ?? false,
    /**
     * Opens (GetOpenRoom) or creates (CreateRoom) a room over the socket and
     * resolves with the RoomInfo that answers it; a MessageError for that
     * action rejects with the server's message.
     */
    requestRoom: (target: RoomTarget, create: boolean): Promise<ChatRoom> =>
      new Promise((resolve, reject) => {
        const action = create ? 'CreateRoom' : 'GetOpenRoom';
        const done = (finish: () => void): void => {
          clearTimeout(timer);
          eventListeners.delete(listener);
          finish();
        };
        const listener: EventListener = (event) => {
          if (event.event === 'RoomInfo' && answersTarget(event.Room, target)) done(() => resolve(event.Room));
          if (event.event === 'MessageError' && event.action === action) done(() => reject(new Error(event.message)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error('The chat connection did not answer.'))),
          ROOM_ANSWER_MS,
        );
        eventListeners.add(listener);
        const sent = client?.send({ action, ...target }) ?? false;
        if (!sent) done(() => reject(new Error('The chat connection is not open.')));
      }),
    /** The room on screen: its catch-up cursor rides on every rejoin. */
    setOpenConversation: (cursor?: () => CatchUpCursor[]): void => {
      cursors = cursor ?? (() => []);
    },
    /** Messages became read on screen: the counter drops (never below 0). */
    markedRead: (kind: 'private' | 'room', id: string, count: number): void => {
      if (count > 0) set({ unread: markRead(snapshot.unread, kind === 'private' ? 'private' : 'rooms', id, count) });
    },
    refreshUnread,
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
