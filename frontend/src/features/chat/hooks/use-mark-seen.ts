import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import type { Conversation } from '../utils/conversation';
import { unreadBy, type RoomEvent, type RoomState } from '../utils/room-state';
import { useChatHub } from './use-chat-hub';

/** Spec platform §4: a message counts as seen when it is at least partly within 100 px of the view. */
const SEEN_MARGIN_PX = 100;

/**
 * Seen messages become read: MarkasRead, the counter drops, and a private chat
 * tells the sender. Looks again a moment after the messages change; returns the
 * function that asks for a look (on scroll).
 */
export function useMarkSeen({
  list,
  stateRef,
  messages,
  dispatch,
  conversation,
  peer,
}: {
  list: RefObject<HTMLDivElement | null>;
  stateRef: RefObject<RoomState>;
  /** The messages on screen: a change to them is a time to look. */
  messages: RoomState['messages'];
  dispatch: Dispatch<RoomEvent>;
  conversation: Conversation;
  /** The one other person, who is told of the receipts. */
  peer: string | undefined;
}): () => void {
  const hub = useChatHub();
  const { me, calls } = hub;
  const requested = useRef(new Set<string>());
  const markSeen = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const view = el.getBoundingClientRect();
    const unread = new Set(unreadBy(stateRef.current.messages, me).map((m) => m._id));
    const ids: string[] = [];
    for (const node of el.querySelectorAll<HTMLElement>('[data-id]')) {
      const id = node.dataset.id ?? '';
      if (!unread.has(id) || requested.current.has(id)) continue;
      const box = node.getBoundingClientRect();
      if (box.bottom >= view.top - SEEN_MARGIN_PX && box.top <= view.bottom + SEEN_MARGIN_PX) ids.push(id);
    }
    if (ids.length === 0) return;
    ids.forEach((id) => requested.current.add(id));
    calls.markRead(ids.slice(0, 100)).then(
      (answer) => {
        const read = answer.ReadMessageIds;
        dispatch({ type: 'read', ids: read, by: me });
        hub.markedRead(conversation.kind, conversation.id, read.length);
        // Receipts go to the one other person.
        if (peer !== undefined && read.length > 0)
          hub.send({ action: 'PvtMessageRead', SentBy: peer, ReadMessageIds: read, ReadBy: me });
      },
      (error: unknown) => {
        console.warn('Chat messages could not be marked read', error);
        ids.forEach((id) => requested.current.delete(id));
      },
    );
  }, [list, stateRef, dispatch, calls, hub, me, peer, conversation.kind, conversation.id]);

  const seenTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scheduleSeen = useCallback(() => {
    clearTimeout(seenTimer.current);
    seenTimer.current = setTimeout(markSeen, 150);
  }, [markSeen]);
  useEffect(() => {
    scheduleSeen();
    return () => clearTimeout(seenTimer.current);
  }, [messages, scheduleSeen]);
  return scheduleSeen;
}
