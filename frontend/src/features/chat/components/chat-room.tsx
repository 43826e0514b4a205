import { CHAT_PAGE_SIZE, type ChatFile, type ChatMessage } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { useChatHub, useHubSnapshot, useTypists } from '../hooks/use-chat-hub';
import { useMarkSeen } from '../hooks/use-mark-seen';
import { conversationKey, conversationOfMessage, peerOf, senderLabel, type Conversation } from '../utils/conversation';
import { groupByDate } from '../utils/date-groups';
import { EMPTY_ROOM, newestOf, oldestOf, roomReducer } from '../utils/room-state';
import { downloadFile } from '../utils/download-file';
import { Composer } from './composer';
import { EditMessageDialog } from './edit-message-dialog';
import { ImageViewer } from './image-viewer';
import { JumpToDate } from './jump-to-date';
import { MessageItem, type MessageAction } from './message-item';

/** Spec platform §9: load more within 15 % of either end (0 % while the room holds less than a page). */
const SCROLL_THRESHOLD = 0.15;
/** A pixel or two of rounding still counts as the end. */
const END_SLACK_PX = 8;

type Loading = 'initial' | 'older' | 'newer' | 'date' | undefined;
type ScrollPlan = { kind: 'bottom' } | { kind: 'top' } | { kind: 'keep'; height: number; top: number };
type Pending =
  | { kind: 'edit'; message: ChatMessage }
  | { kind: 'delete'; message: ChatMessage }
  | { kind: 'deleteFile'; message: ChatMessage; file: ChatFile };

export type ChatRoomProps = {
  conversation: Conversation;
  /** A person's name by user id (employees, room members). */
  nameOf: (userId: string) => string | undefined;
  /** Open at a day (from a message search) instead of the latest page. */
  startDay?: string | undefined;
  onBack: () => void;
  /** A link in a message took the user elsewhere in the app. */
  onNavigate: () => void;
};

/**
 * A conversation (spec platform §2 'Chat room'): date groups under a floating
 * date header, jump to a date, infinite scroll both ways in pages of 25, the
 * per-message options, files, typing and read receipts, and the message box.
 */
export function ChatRoom({ conversation, nameOf, startDay, onBack, onNavigate }: ChatRoomProps) {
  const hub = useChatHub();
  const { me, calls } = hub;
  const key = conversationKey(conversation);
  /** The one other person (a private chat, or a private room with a connected organisation's user): receipts and the online dot. */
  const peer = peerOf(conversation);
  const [state, dispatch] = useReducer(roomReducer, EMPTY_ROOM);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [loading, setLoading] = useState<Loading>('initial');
  const loadingRef = useRef<Loading>(undefined);
  const [atEnd, setAtEnd] = useState(true);
  const [below, setBelow] = useState(0);
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<ChatFile>();
  const list = useRef<HTMLDivElement>(null);
  const plan = useRef<ScrollPlan | undefined>(undefined);
  const snapshot = useHubSnapshot();
  const typists = useTypists(key);

  const run = useCallback(async (mode: Exclude<Loading, undefined>, work: () => Promise<void>) => {
    if (loadingRef.current) return;
    loadingRef.current = mode;
    setLoading(mode);
    try {
      await work();
    } catch (error) {
      // Spec platform §8: chat list failures hide the spinner and are logged.
      console.warn(`Chat ${mode} page could not be read`, error);
    } finally {
      loadingRef.current = undefined;
      setLoading(undefined);
    }
  }, []);

  const latest = useCallback(
    () =>
      run('initial', async () => {
        const page = await calls.page(conversation, 'initial');
        plan.current = { kind: 'bottom' };
        dispatch({ type: 'initial', page });
        setBelow(0);
      }),
    [calls, conversation, run],
  );

  const jump = useCallback(
    async (day: string): Promise<string | undefined> => {
      let note: string | undefined;
      await run('date', async () => {
        const page = await calls.byDate(conversation, day);
        if (page.Messages.length === 0) {
          // Spec platform §8 logs it; the field says it too, so the person is not left guessing.
          console.info(ChatMessages.noMessagesForDate);
          note = ChatMessages.noMessagesForDate;
          return;
        }
        plan.current = { kind: 'top' };
        dispatch({ type: 'date', page });
      });
      return note;
    },
    [calls, conversation, run],
  );

  const more = useCallback(
    (mode: 'older' | 'newer') =>
      run(mode, async () => {
        const s = stateRef.current;
        const edge = mode === 'older' ? oldestOf(s) : newestOf(s);
        if (!edge) return;
        const el = list.current;
        if (mode === 'older' && el) plan.current = { kind: 'keep', height: el.scrollHeight, top: el.scrollTop };
        const page = await calls.page(conversation, mode, edge._id);
        dispatch({ type: mode, page });
      }),
    [calls, conversation, run],
  );

  // First page: the latest, or the day a search result asked for.
  useEffect(() => {
    if (startDay) void jump(startDay);
    else void latest();
  }, [startDay, jump, latest]);

  useEffect(() => {
    if (conversation.kind === 'room') hub.joinRoom(conversation.id);
  }, [hub, conversation.kind, conversation.id]);

  // The room on screen: its cursor rides on every rejoin (catch-up).
  useEffect(() => {
    hub.setOpenConversation(() => {
      const newest = newestOf(stateRef.current);
      if (!newest || stateRef.current.newerMore) return [];
      return [
        {
          ...(conversation.kind === 'private' ? { ParticipantId: conversation.id } : { RoomId: conversation.id }),
          LastCrDt: newest.CrDt,
        },
      ];
    });
    return () => hub.setOpenConversation(undefined);
  }, [hub, conversation.kind, conversation.id]);

  const isAtBottom = (): boolean => {
    const el = list.current;
    return !el || el.scrollHeight - el.clientHeight - el.scrollTop <= END_SLACK_PX;
  };

  // Live events of this conversation.
  useEffect(
    () =>
      hub.onEvent((event) => {
        switch (event.event) {
          case 'NewMessage':
          case 'UpdatedMessage': {
            const of = conversationOfMessage(event.Message, me);
            if (!of || conversationKey(of) !== key) return;
            if (event.event === 'UpdatedMessage') return dispatch({ type: 'updated', message: event.Message });
            if (isAtBottom() && !stateRef.current.newerMore) plan.current = { kind: 'bottom' };
            else if (event.Message.Sender !== me) setBelow((n) => n + 1);
            dispatch({ type: 'received', message: event.Message });
            return;
          }
          case 'DeletedMessage': {
            const of = conversationOfMessage(
              { Sender: event.Sender, Receiver: event.Receiver, RoomId: event.RoomId },
              me,
            );
            if (of && conversationKey(of) === key) dispatch({ type: 'deleted', id: event._id });
            return;
          }
          case 'MessageRead':
            if (peer !== undefined && event.ReadBy === peer)
              dispatch({ type: 'read', ids: event.ReadMessageIds, by: event.ReadBy });
            return;
          case 'GroupMessages': {
            const missed = event.Conversations.find((c) =>
              conversation.kind === 'private' ? c.ParticipantId === conversation.id : c.RoomId === conversation.id,
            );
            if (missed) {
              if (isAtBottom()) plan.current = { kind: 'bottom' };
              dispatch({ type: 'caughtUp', messages: missed.Messages, more: missed.More });
            }
            return;
          }
          default:
            return;
        }
      }),
    [hub, key, me, peer, conversation.kind, conversation.id],
  );

  // Scroll where the last change asked: the end, the top of a jumped-to day, or where the reader was.
  useLayoutEffect(() => {
    const el = list.current;
    const next = plan.current;
    if (!el || !next) return;
    plan.current = undefined;
    if (next.kind === 'bottom') el.scrollTop = el.scrollHeight;
    else if (next.kind === 'top') el.scrollTop = 0;
    else el.scrollTop = next.top + (el.scrollHeight - next.height);
    setAtEnd(isAtBottom() && !stateRef.current.newerMore);
  }, [state.messages]);

  const scheduleSeen = useMarkSeen({ list, stateRef, messages: state.messages, dispatch, conversation, peer });

  const onScroll = (): void => {
    const el = list.current;
    if (!el) return;
    const s = stateRef.current;
    const threshold = (s.messages.length < CHAT_PAGE_SIZE ? 0 : SCROLL_THRESHOLD) * el.scrollHeight;
    const fromEnd = el.scrollHeight - el.clientHeight - el.scrollTop;
    const end = fromEnd <= END_SLACK_PX && !s.newerMore;
    setAtEnd(end);
    if (end) setBelow(0);
    if (s.olderMore && el.scrollTop <= threshold) void more('older');
    else if (s.newerMore && fromEnd <= Math.max(threshold, END_SLACK_PX)) void more('newer');
    scheduleSeen();
  };

  const toLatest = (): void => {
    if (stateRef.current.newerMore) void latest();
    else if (list.current) {
      list.current.scrollTop = list.current.scrollHeight;
      setAtEnd(true);
      setBelow(0);
    }
  };

  const act = async (action: MessageAction, message: ChatMessage): Promise<void> => {
    if (action === 'Edit') return setPending({ kind: 'edit', message });
    if (action === 'Delete') return setPending({ kind: 'delete', message });
    try {
      dispatch({ type: 'updated', message: await calls.star(message._id, action === 'Star') });
    } catch (error) {
      console.warn('Chat star failed', error);
    }
  };

  const finish = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // Spec platform §8: chat call failures (edit, delete, file) are logged.
      console.warn('Chat change failed', error);
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };

  const groups = groupByDate(state.messages);
  const last = newestOf(state);
  const online = peer !== undefined ? snapshot.online[peer] === true : undefined;
  const typingNames = typists.map((id) => nameOf(id) ?? 'Someone');

  return (
    <section
      className="kk-chat-room"
      aria-label={`Chat with ${conversation.name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && !pending && !viewing) {
          event.stopPropagation();
          onBack();
        }
      }}
    >
      <header className="kk-chat-room__head">
        <button type="button" className="kk-chat-link" onClick={onBack} aria-label="Back to people">
          ←
        </button>
        <div className="kk-chat-room__who">
          <h3>{conversation.name}</h3>
          {online !== undefined ? (
            <span className="kk-chat-room__state">
              <span className={`kk-chat-dot${online ? ' kk-chat-dot--on' : ''}`} aria-hidden="true" />
              {online ? 'Online' : 'Offline'}
            </span>
          ) : null}
        </div>
        <JumpToDate onJump={jump} />
      </header>
      <div
        ref={list}
        className="kk-chat-list"
        role="log"
        aria-label="Messages"
        aria-busy={loading !== undefined}
        tabIndex={0}
        onScroll={onScroll}
      >
        {loading === 'older' ? (
          <p className="kk-chat-loading" role="status">
            Loading earlier messages…
          </p>
        ) : null}
        {state.loaded && state.messages.length === 0 ? (
          <p className="kk-chat-empty">{ChatMessages.noMessages}</p>
        ) : null}
        {groups.map((group) => (
          <section key={group.day} className="kk-chat-day" aria-label={group.label}>
            <h4 className="kk-chat-day__label">{group.label}</h4>
            <ol className="kk-chat-day__messages">
              {group.messages.map((message) => (
                <MessageItem
                  key={message._id}
                  message={message}
                  me={me}
                  senderName={conversation.kind === 'room' ? senderLabel(message, nameOf(message.Sender)) : undefined}
                  readerId={peer}
                  position={{ isLast: message._id === last?._id && !state.newerMore, atEnd }}
                  onAction={(action, m) => void act(action, m)}
                  onViewImage={setViewing}
                  onDownload={(file) => void downloadFile(calls, file)}
                  onDeleteFile={(file, m) => setPending({ kind: 'deleteFile', message: m, file })}
                  onNavigate={onNavigate}
                />
              ))}
            </ol>
          </section>
        ))}
        {loading === 'newer' || loading === 'initial' || loading === 'date' ? (
          <p className="kk-chat-loading" role="status">
            Loading messages…
          </p>
        ) : null}
      </div>
      {below > 0 || state.unseen > 0 || (!atEnd && state.newerMore) ? (
        <button type="button" className="kk-chat-newer" onClick={toLatest}>
          {below + state.unseen > 0
            ? `${below + state.unseen} new ${below + state.unseen === 1 ? 'message' : 'messages'} ↓`
            : 'Latest messages ↓'}
        </button>
      ) : null}
      <p className="kk-chat-typing" role="status" aria-live="polite">
        {typingNames.length > 0 ? `${typingNames.join(', ')} ${typingNames.length === 1 ? 'is' : 'are'} typing…` : ''}
      </p>
      <Composer
        conversation={conversation}
        onSent={(message) => {
          if (stateRef.current.newerMore) {
            void latest();
            return;
          }
          plan.current = { kind: 'bottom' };
          dispatch({ type: 'received', message });
        }}
      />
      {pending?.kind === 'edit' ? (
        <EditMessageDialog
          initial={pending.message.Msg}
          busy={busy}
          onClose={() => setPending(undefined)}
          onSave={(text) =>
            void finish(async () =>
              dispatch({ type: 'updated', message: await calls.edit(conversation, pending.message, text) }),
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'delete' || pending?.kind === 'deleteFile'}
        title={ChatMessages.confirmDeletionHeader}
        message={pending?.kind === 'deleteFile' ? ChatMessages.confirmDeleteFile : ChatMessages.confirmDeleteMessage}
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setPending(undefined)}
        onConfirm={() =>
          void finish(async () => {
            if (pending?.kind === 'delete') {
              await calls.deleteMessage(conversation, pending.message._id);
              dispatch({ type: 'deleted', id: pending.message._id });
            } else if (pending?.kind === 'deleteFile') {
              dispatch({
                type: 'updated',
                message: await calls.deleteFile(conversation, pending.message._id, pending.file.Url),
              });
            }
          })
        }
      />
      {viewing ? <ImageViewer file={viewing} onClose={() => setViewing(undefined)} /> : null}
    </section>
  );
}
