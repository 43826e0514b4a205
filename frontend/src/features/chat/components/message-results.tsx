import type { ChatMessage, ChatRoom as Room } from '@shared/chat/call-schemas';
import { conversationOfMessage, type Conversation } from '../utils/conversation';
import { chatDay, dayLabel } from '../utils/date-groups';
import { moveInList } from './chat-rows';

/** The messages a search found, each opening its conversation at its day. */
export function MessageResults({
  results,
  me,
  rooms,
  nameOf,
  peerIn,
  onOpen,
}: {
  results: ChatMessage[];
  me: string;
  rooms: Room[];
  nameOf: (id: string) => string | undefined;
  peerIn: (room: Room | undefined) => string | undefined;
  onOpen: (conversation: Conversation, startDay: string) => void;
}) {
  if (results.length === 0) return null;
  return (
    <section className="kk-chat-results" aria-label="Messages found">
      <h3>Messages</h3>
      <ul className="kk-chat-rows" onKeyDown={moveInList}>
        {results.map((message) => {
          const of = conversationOfMessage(message, me);
          if (!of) return null;
          const room = of.kind === 'room' ? rooms.find((r) => r._id === of.id) : undefined;
          const name =
            of.kind === 'private' ? (nameOf(of.id) ?? message.SenderName ?? 'Chat') : (room?.DName ?? 'Room');
          return (
            <li key={message._id}>
              <button
                type="button"
                data-row
                className="kk-chat-row kk-chat-row--result"
                onClick={() => onOpen({ ...of, name, peer: peerIn(room) }, message.DisplayDt || chatDay(message.CrDt))}
              >
                <span className="kk-chat-row__name">{name}</span>
                <span className="kk-chat-row__detail">{dayLabel(message.DisplayDt || chatDay(message.CrDt))}</span>
                <span className="kk-chat-row__snippet">{message.Msg}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
