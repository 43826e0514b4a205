import type { ChatRoom as Room, PartyRelation } from '@shared/chat/call-schemas';
import type { KeyboardEvent, ReactElement } from 'react';
import { relationWord } from '../utils/party-labels';
import { badgeText } from '../utils/unread';

export type Person = { id: string; name: string; detail?: string | undefined; online?: boolean | undefined };
/** A connected business as the Vendors (Customers) segment lists it: its record's name, the branch it is linked to, and what it is to us. */
export type Party = { id: string; name: string; entityId: string; relation?: PartyRelation | undefined };

/** Up and down arrows move between the rows of a list, as in any menu. */
export function moveInList(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')];
  const at = rows.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  rows[Math.min(rows.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
}

/** A list of the chat side menu: loading, its empty text, or its rows. */
export function ChatList({ rows, loading, empty }: { rows: ReactElement[]; loading: boolean; empty: string }) {
  return loading ? (
    <p className="kk-chat-empty" role="status">
      Loading…
    </p>
  ) : rows.length === 0 ? (
    <p className="kk-chat-empty">{empty}</p>
  ) : (
    <ul className="kk-chat-rows" onKeyDown={moveInList}>
      {rows}
    </ul>
  );
}

function Badge({ unread }: { unread: number }) {
  return unread > 0 ? (
    <span className="kk-chat-badge" aria-hidden="true">
      {badgeText(unread)}
    </span>
  ) : null;
}

/** Someone to chat with: online dot, name, what they do and their unread count. */
export function PersonRow({
  person,
  unread,
  online,
  busy,
  onOpen,
}: {
  person: Person;
  unread: number;
  online: boolean;
  busy: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        data-row
        className="kk-chat-row"
        aria-label={`${person.name}, ${online ? 'online' : 'offline'}${unread > 0 ? `, ${unread} unread` : ''}`}
        aria-busy={busy}
        onClick={onOpen}
      >
        <span className={`kk-chat-dot${online ? ' kk-chat-dot--on' : ''}`} aria-hidden="true" />
        <span className="kk-chat-row__name">{person.name}</span>
        {person.detail ? <span className="kk-chat-row__detail">{person.detail}</span> : null}
        <Badge unread={unread} />
      </button>
    </li>
  );
}

/** A room: its name, what the other business is to us (for a shared room) and its unread count. */
export function RoomRow({ room, unread, onOpen }: { room: Room; unread: number; onOpen: () => void }) {
  // A room with another business says what that business is to us.
  const tag = room.Relation ? relationWord(room.Relation) : undefined;
  return (
    <li>
      <button
        type="button"
        data-row
        className="kk-chat-row"
        aria-label={`${room.DName || room.Name}${tag ? `, ${tag}` : ''}${unread > 0 ? `, ${unread} unread` : ''}`}
        onClick={onOpen}
      >
        <span className="kk-chat-row__icon" aria-hidden="true">
          #
        </span>
        <span className="kk-chat-row__name">{room.DName || room.Name}</span>
        {tag ? <span className="kk-chat-row__detail">{tag}</span> : null}
        <Badge unread={unread} />
      </button>
    </li>
  );
}

/** A connected business: its name, what it is to us, its unread count, and its public chat and people. */
export function PartyRow({
  party,
  unread,
  onPublicChat,
  onEmployees,
}: {
  party: Party;
  unread: number;
  onPublicChat: () => void;
  onEmployees: () => void;
}) {
  return (
    <li className="kk-chat-party">
      <span className="kk-chat-row__name">{party.name}</span>
      {party.relation ? <span className="kk-chat-row__detail">{relationWord(party.relation)}</span> : null}
      {unread > 0 ? (
        <span className="kk-chat-badge" aria-label={`${unread} unread`}>
          {badgeText(unread)}
        </span>
      ) : null}
      <button
        type="button"
        data-row
        className="amplify-button amplify-button--small"
        onClick={onPublicChat}
        aria-label={`${party.name}: public chat`}
      >
        Public chat
      </button>
      <button
        type="button"
        data-row
        className="amplify-button amplify-button--small"
        onClick={onEmployees}
        aria-label={`${party.name}: employees`}
      >
        Employees
      </button>
    </li>
  );
}
