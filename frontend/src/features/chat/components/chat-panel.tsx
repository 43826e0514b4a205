import type { ChatMessage, PartyRelation, ChatRoom as Room } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useSession } from '../../../lib/session';
import {
  chatListKeys,
  useChatRooms,
  useConnectedParties,
  useEmployees,
  useMessageSearch,
  usePartyEmployees,
  usePublicRoom,
} from '../api/chat-lists';
import { useChatHub, useHubSnapshot } from '../hooks/use-chat-hub';
import type { Conversation } from '../utils/conversation';
import { emptyPartiesText, segmentLabels, type ChatSegment } from '../utils/party-labels';
import { ChatList, PartyRow, PersonRow, RoomRow, type Party, type Person } from './chat-rows';
import { ChatRoom } from './chat-room';
import { MessageResults } from './message-results';

type Open = { conversation: Conversation; startDay?: string | undefined };

const SEGMENTS: readonly ChatSegment[] = ['employees', 'parties', 'activeVendor'];
const SEARCH_DELAY_MS = 300;

const matches = (name: string, filter: string): boolean =>
  filter === '' || name.toLowerCase().includes(filter.toLowerCase());

/**
 * The chat side menu (spec platform §2 'Chat side menu', 600 px, the whole
 * width on a phone): three segments (own employees; Customers for a dealer,
 * otherwise Vendors; the active vendor), a search over names and over one's
 * messages, online dots and unread badges. Choosing someone opens the room in
 * the menu's place; Escape goes back, and from the lists closes the menu.
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const me = session.User.UserId;
  const industry = session.Entity.Config.Industry;
  const snapshot = useHubSnapshot();
  const [segment, setSegment] = useState<ChatSegment>('employees');
  const [filter, setFilter] = useState('');
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState<Open>();
  const [activeParty, setActiveParty] = useState<Party>();
  /** 'Public chat' was asked for before the room was known: open it when it is. */
  const [publicWanted, setPublicWanted] = useState(false);
  /** A private room with one of the active vendor's people is being opened (CreateRoom), or was refused. */
  const [opening, setOpening] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const panel = useRef<HTMLElement>(null);
  const search = useRef<HTMLInputElement>(null);

  const employees = useEmployees();
  const parties = useConnectedParties();
  const rooms = useChatRooms();
  // Asked for only when 'Public chat' is pressed: the call creates the room.
  const publicRoom = usePublicRoom(publicWanted ? activeParty?.entityId : undefined);
  const partyStaff = usePartyEmployees(segment === 'activeVendor' ? activeParty?.entityId : undefined);
  const found = useMessageSearch(searchText);

  // Room changes pushed by the server (members, names) replace the listed room.
  const hub = useChatHub();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      hub.onEvent((event) => {
        if (event.event !== 'UpdatedRoom' && event.event !== 'RoomInfo') return;
        const room = event.Room;
        queryClient.setQueryData<Room[]>(chatListKeys.rooms, (rooms) =>
          rooms ? [...rooms.filter((r) => r._id !== room._id), room] : rooms,
        );
      }),
    [hub, queryClient],
  );
  useEffect(() => {
    const timer = setTimeout(() => setSearchText(filter), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);
  useEffect(() => {
    if (!open) search.current?.focus();
  }, [open]);

  const people: Person[] = useMemo(
    () =>
      (employees.data ?? [])
        .filter((e) => e.UserId !== me)
        .map((e) => ({ id: e.UserId, name: e.Name, detail: e.Desig })),
    [employees.data, me],
  );
  const ownIds = useMemo(() => new Set([me, ...people.map((p) => p.id)]), [me, people]);
  // Rooms inside the organisation sit with the employees; rooms shared with connected businesses with those businesses.
  const privateRooms = (rooms.data ?? []).filter((room) => !room.Public && !room.External);
  const sharedRooms = (rooms.data ?? []).filter((room) => room.External === true);
  /** What the connected businesses are to this organisation, from its linked records and the rooms others opened with it: the segments are named by it. */
  const known: PartyRelation[] = [
    ...(parties.data ?? []).map((p) => p.Relation),
    ...sharedRooms.flatMap((room) => (room.Relation ? [room.Relation] : [])),
  ];
  const labels = segmentLabels(industry, known);
  const partyList: Party[] = (parties.data ?? []).map((p) => ({
    id: p._id,
    name: p.DName,
    entityId: p.Connect.EId,
    relation: p.Relation,
  }));
  const partyPeople: Person[] = (partyStaff.data ?? [])
    .filter((m) => !ownIds.has(m.UserId))
    .map((m) => ({ id: m.UserId, name: m.Name, online: m.Online }));
  /** A connected business's unread: its public room and the private rooms with its people. */
  const partyUnread = (entityId: string): number =>
    sharedRooms
      .filter((room) => room.Ents.includes(entityId))
      .reduce((sum, room) => sum + (snapshot.unread.rooms[room._id] ?? 0), 0);
  const sharedRoomWith = (userId: string): Room | undefined => sharedRooms.find((room) => room.Users?.includes(userId));

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const p of people) map.set(p.id, p.name);
    // Another organisation's people carry their branch's name, so each side sees who is whose.
    const label = (m: { Name: string; EName?: string | undefined }) => (m.EName ? `${m.Name} (${m.EName})` : m.Name);
    for (const room of rooms.data ?? [])
      for (const m of room.Members) if (!map.has(m.UserId)) map.set(m.UserId, label(m));
    for (const m of partyStaff.data ?? []) if (!map.has(m.UserId)) map.set(m.UserId, label(m));
    return map;
  }, [people, rooms.data, partyStaff.data]);
  const nameOf = (id: string): string | undefined => names.get(id);

  const peerIn = (room: Pick<Room, 'Users'> | undefined): string | undefined => room?.Users?.find((u) => u !== me);

  /** One of a connected business's people: their private room, made on first use over the socket (CreateRoom). */
  const openWith = async (party: Party, person: Person): Promise<void> => {
    setOpening(person.id);
    setRefusal(undefined);
    try {
      const room =
        sharedRoomWith(person.id) ??
        (await hub.requestRoom({ ParticipantEId: party.entityId, ParticipantId: person.id }, true));
      setOpen({
        conversation: { kind: 'room', id: room._id, name: `${person.name} (${party.name})`, peer: person.id },
      });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setOpening(undefined);
    }
  };
  useEffect(() => {
    if (!publicWanted || !activeParty || !publicRoom.data) return;
    setPublicWanted(false);
    setOpen({
      conversation: { kind: 'room', id: publicRoom.data._id, name: publicRoom.data.DName || activeParty.name },
    });
  }, [publicWanted, activeParty, publicRoom.data]);
  useEffect(() => {
    // Refused (say, the business is no longer connected): say why, and let the button be pressed again.
    if (!publicWanted || !publicRoom.error) return;
    setPublicWanted(false);
    setRefusal(publicRoom.error.message);
  }, [publicWanted, publicRoom.error]);

  if (open) {
    return (
      <aside id="kk-chat-panel" ref={panel} className="kk-chat-panel" aria-label="Chat">
        <ChatRoom
          conversation={open.conversation}
          startDay={open.startDay}
          nameOf={nameOf}
          onBack={() => setOpen(undefined)}
          onNavigate={onClose}
        />
      </aside>
    );
  }

  const personRow = (person: Person, party?: Party) => (
    <PersonRow
      key={person.id}
      person={person}
      unread={
        party
          ? (snapshot.unread.rooms[sharedRoomWith(person.id)?._id ?? ''] ?? 0)
          : (snapshot.unread.private[person.id] ?? 0)
      }
      // The online feed first; for another organisation's people, what their room said.
      online={(snapshot.online[person.id] ?? person.online) === true}
      busy={opening === person.id}
      onOpen={() =>
        party
          ? void openWith(party, person)
          : setOpen({ conversation: { kind: 'private', id: person.id, name: person.name } })
      }
    />
  );
  const roomRow = (room: Room) => (
    <RoomRow
      key={room._id}
      room={room}
      unread={snapshot.unread.rooms[room._id] ?? 0}
      onOpen={() =>
        setOpen({ conversation: { kind: 'room', id: room._id, name: room.DName || room.Name, peer: peerIn(room) } })
      }
    />
  );
  const list = (rows: ReactElement[], loading: boolean, empty: string) => (
    <ChatList rows={rows} loading={loading} empty={empty} />
  );

  const segmentBody = (): ReactElement => {
    if (segment === 'employees') {
      const shownPeople = people.filter((p) => matches(p.name, filter));
      const shownRooms = privateRooms.filter((r) => matches(r.DName || r.Name, filter));
      return list(
        [...shownRooms.map(roomRow), ...shownPeople.map((p) => personRow(p))],
        employees.isPending,
        ChatMessages.noUsers,
      );
    }
    if (segment === 'parties') {
      const shown = partyList.filter((p) => matches(p.name, filter));
      return list(
        shown.map((party) => (
          <PartyRow
            key={party.id}
            party={party}
            unread={partyUnread(party.entityId)}
            onPublicChat={() => {
              setActiveParty(party);
              setRefusal(undefined);
              setPublicWanted(true);
            }}
            onEmployees={() => {
              setActiveParty(party);
              setSegment('activeVendor');
            }}
          />
        )),
        parties.isPending,
        emptyPartiesText(industry, known),
      );
    }
    if (!activeParty) {
      // Conversations other businesses started show here too, also on the side that holds no record of them.
      return (
        <div className="kk-chat-active">
          <p className="kk-chat-hint">Choose one under {labels.parties} to see its people and public chat.</p>
          {list(
            sharedRooms.filter((r) => matches(r.DName || r.Name, filter)).map(roomRow),
            rooms.isPending,
            ChatMessages.noActive,
          )}
        </div>
      );
    }
    return (
      <div className="kk-chat-active">
        <div className="kk-chat-active__head">
          <h3>{activeParty.name}</h3>
          <button
            type="button"
            className="amplify-button amplify-button--small amplify-button--primary"
            disabled={publicWanted}
            onClick={() => setPublicWanted(true)}
          >
            Public chat
          </button>
        </div>
        {list(
          partyPeople.filter((p) => matches(p.name, filter)).map((p) => personRow(p, activeParty)),
          partyStaff.isPending,
          ChatMessages.noEmployees,
        )}
      </div>
    );
  };

  const results: ChatMessage[] = searchText.trim().length >= 2 ? (found.data?.Messages ?? []) : [];

  return (
    <aside
      id="kk-chat-panel"
      ref={panel}
      className="kk-chat-panel"
      aria-label="Chat"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="kk-chat-panel__head">
        <h2>Chat</h2>
        <button type="button" className="kk-chat-link" aria-label="Close chat" onClick={onClose}>
          ×
        </button>
      </header>
      <input
        ref={search}
        type="search"
        className="amplify-input amplify-field-group__control kk-chat-search"
        placeholder="Search people and messages"
        aria-label="Search people and messages"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div role="tablist" aria-label="Chat lists" className="kk-chat-tabs">
        {SEGMENTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`kk-chat-tab-${name}`}
            aria-selected={segment === name}
            aria-controls="kk-chat-segment"
            tabIndex={segment === name ? 0 : -1}
            className="kk-chat-tab"
            onClick={() => setSegment(name)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = SEGMENTS[
                (SEGMENTS.indexOf(name) + (event.key === 'ArrowRight' ? 1 : SEGMENTS.length - 1)) % SEGMENTS.length
              ] as ChatSegment;
              setSegment(next);
              document.getElementById(`kk-chat-tab-${next}`)?.focus();
            }}
          >
            {name === 'activeVendor' && activeParty ? activeParty.name : labels[name]}
          </button>
        ))}
      </div>
      <div id="kk-chat-segment" role="tabpanel" aria-labelledby={`kk-chat-tab-${segment}`} className="kk-chat-segment">
        {refusal ? (
          <p className="kk-chat-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        {segmentBody()}
        <MessageResults
          results={results}
          me={me}
          rooms={rooms.data ?? []}
          nameOf={nameOf}
          peerIn={peerIn}
          onOpen={(conversation, startDay) => setOpen({ conversation, startDay })}
        />
      </div>
    </aside>
  );
}
