import type { ChatMessage, MessagePage } from '@shared/chat/call-schemas';

/**
 * What a room holds of its conversation: a window of messages, oldest first,
 * that grows both ways (spec platform §2 'Chat room': infinite scroll up and
 * down). Pages follow the contract (shared/chat/call-schemas): Initial and
 * Previous say whether older messages remain, Next and ByDate whether newer
 * ones do. While newer messages remain on the server (after a jump to a date)
 * a live message is not appended, which would leave a hole; it is counted so
 * the room can offer to go to the latest.
 */
export type RoomState = {
  messages: ChatMessage[];
  olderMore: boolean;
  newerMore: boolean;
  /** Live messages that arrived while the window did not reach the end. */
  unseen: number;
  loaded: boolean;
};

export const EMPTY_ROOM: RoomState = { messages: [], olderMore: false, newerMore: false, unseen: 0, loaded: false };

export type RoomEvent =
  | { type: 'initial'; page: MessagePage }
  | { type: 'older'; page: MessagePage }
  | { type: 'newer'; page: MessagePage }
  | { type: 'date'; page: MessagePage }
  | { type: 'received'; message: ChatMessage }
  | { type: 'updated'; message: ChatMessage }
  | { type: 'deleted'; id: string }
  | { type: 'read'; ids: readonly string[]; by: string }
  | { type: 'caughtUp'; messages: readonly ChatMessage[]; more: boolean };

/** Message ids are `<conversation>.<ULID>`: their order is time order. */
const byTime = (a: ChatMessage, b: ChatMessage): number => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** Adds messages, the newest copy of each id winning, in time order. */
function merge(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort(byTime);
}

export function roomReducer(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'initial':
      return {
        messages: merge([], event.page.Messages),
        olderMore: event.page.More,
        newerMore: false,
        unseen: 0,
        loaded: true,
      };
    case 'older':
      return { ...state, messages: merge(state.messages, event.page.Messages), olderMore: event.page.More };
    case 'newer': {
      const newerMore = event.page.More;
      return {
        ...state,
        messages: merge(state.messages, event.page.Messages),
        newerMore,
        unseen: newerMore ? state.unseen : 0,
      };
    }
    case 'date':
      // A jump replaces the window: what lies before the day is one Previous away.
      return {
        messages: merge([], event.page.Messages),
        olderMore: true,
        newerMore: event.page.More,
        unseen: 0,
        loaded: true,
      };
    case 'received':
      if (state.messages.some((m) => m._id === event.message._id))
        return { ...state, messages: merge(state.messages, [event.message]) };
      if (state.newerMore || !state.loaded) return { ...state, unseen: state.unseen + 1 };
      return { ...state, messages: merge(state.messages, [event.message]) };
    case 'updated':
      return state.messages.some((m) => m._id === event.message._id)
        ? { ...state, messages: merge(state.messages, [event.message]) }
        : state;
    case 'deleted':
      return { ...state, messages: state.messages.filter((m) => m._id !== event.id) };
    case 'read': {
      const ids = new Set(event.ids);
      let changed = false;
      const messages = state.messages.map((m) => {
        if (!ids.has(m._id) || m.ReadBy.includes(event.by)) return m;
        changed = true;
        return { ...m, ReadBy: [...m.ReadBy, event.by] };
      });
      return changed ? { ...state, messages } : state;
    }
    case 'caughtUp':
      // After a reconnect: what was missed joins the window if it reached the end; a longer gap is one Next away.
      if (state.newerMore || !state.loaded) return state;
      return { ...state, messages: merge(state.messages, event.messages), newerMore: event.more };
  }
}

/** The newest message held: the cursor for Next and for a reconnect's catch-up. */
export const newestOf = (state: RoomState): ChatMessage | undefined => state.messages[state.messages.length - 1];
export const oldestOf = (state: RoomState): ChatMessage | undefined => state.messages[0];

/** Messages of others this user has not read yet (what MarkasRead will be asked for). */
export const unreadBy = (messages: readonly ChatMessage[], me: string): ChatMessage[] =>
  messages.filter((m) => m.Sender !== me && !m.ReadBy.includes(me));
