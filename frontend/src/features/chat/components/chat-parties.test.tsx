import type { ChatRoom } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSession, emptyChat, ME, renderChat, ulid } from '../testing/chat-kit';

/**
 * The side menu's second and third segments (spec platform §2 'Chat side
 * menu'): the connected vendors (customers for a dealer) with search, unread
 * badges and the public chat button, and the active vendor's people, whose
 * private rooms are opened over the socket (CreateRoom).
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chatButton = () => screen.getByRole('button', { name: /^Chat/ });

const SHARMA = { _id: 'V1', DName: 'Sharma Spares', Connect: { EId: 'ent-v', OId: 'org-v' } };
const KUMAR = { _id: 'V2', DName: 'Kumar Tyres', Connect: { EId: 'ent-k', OId: 'org-k' } };
const RAVI = 'user-v1';

const sharedPublic: ChatRoom = {
  _id: 'room-s',
  Name: 'Karkhana Motors – Sharma Spares Hosur',
  DName: 'Sharma Spares Hosur',
  Public: true,
  External: true,
  Unread: 2,
  Ents: ['ent-1', 'ent-v'],
  Members: [{ UserId: RAVI, Name: 'Ravi Sharma', Online: false, EName: 'Sharma Spares Hosur' }],
};
const sharedPrivate: ChatRoom = {
  _id: 'room-p',
  Name: 'Asha Rao (Karkhana Motors) – Ravi Sharma (Sharma Spares Hosur)',
  DName: 'Ravi Sharma (Sharma Spares Hosur)',
  Public: false,
  External: true,
  Unread: 1,
  Ents: ['ent-1', 'ent-v'],
  Users: [ME, RAVI],
  Members: [{ UserId: RAVI, Name: 'Ravi Sharma', Online: false, EName: 'Sharma Spares Hosur' }],
};

async function openVendors(overrides: Parameters<typeof emptyChat>[0] = {}) {
  const test = await renderChat(emptyChat({ vendors: [SHARMA, KUMAR], ...overrides }));
  test.socket().open();
  fireEvent.click(chatButton());
  fireEvent.click(await screen.findByRole('tab', { name: 'Vendors' }));
  return test;
}

describe('the Vendors segment', () => {
  it('lists the connected vendors with their unread (public room and private rooms together), filters by name, and says No vendors found', async () => {
    await openVendors({
      rooms: [sharedPublic, sharedPrivate],
      unreadRoom: [
        { _id: 'room-s', UnreadCount: 2 },
        { _id: 'room-p', UnreadCount: 1 },
      ],
    });
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Sharma Spares');
    within(panel).getByText('Kumar Tyres');
    await waitFor(() => expect(within(panel).getByLabelText('3 unread').textContent).toBe('3'));
    within(panel).getByRole('button', { name: 'Sharma Spares: public chat' });
    within(panel).getByRole('button', { name: 'Kumar Tyres: employees' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people and messages' }), {
      target: { value: 'kum' },
    });
    expect(within(panel).queryByText('Sharma Spares')).toBeNull();
    within(panel).getByText('Kumar Tyres');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people and messages' }), {
      target: { value: 'zz' },
    });
    within(panel).getByText(ChatMessages.noVendors);
  });

  it('is Customers for a dealer, listing connected customers, with No customers found when there are none', async () => {
    const test = await renderChat(
      emptyChat({ customers: [{ _id: 'C1', DName: 'Anand Auto Works', Connect: { EId: 'ent-a', OId: 'org-a' } }] }),
      chatSession('HC-1'),
    );
    fireEvent.click(chatButton());
    fireEvent.click(await screen.findByRole('tab', { name: 'Customers' }));
    await screen.findByText('Anand Auto Works');
    expect(test.sent.some((s) => s.path === 'Common/Customers/AllConnected')).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people and messages' }), {
      target: { value: 'zz' },
    });
    screen.getByText(ChatMessages.noCustomers);
  });

  it('names connected businesses by what they are to us, not by our industry: a distributor’s workshops are its customers', async () => {
    // A parts distributor (AUTO-3, not the spec's dealer type) holds no record of the workshop that linked it as a vendor;
    // the workshop's conversations come with Relation Customer (docs/chat.md 'What the other business is').
    const workshopRoom: ChatRoom = {
      ...sharedPublic,
      _id: 'room-w',
      DName: 'Karkhana Motors Koramangala',
      Relation: 'Customer',
      Unread: 0,
    };
    await renderChat(emptyChat({ rooms: [workshopRoom] }), chatSession('AUTO-3'));
    fireEvent.click(chatButton());
    fireEvent.click(await screen.findByRole('tab', { name: 'Active customer' }));
    expect(screen.queryByRole('tab', { name: /vendor/i })).toBeNull();
    const row = await screen.findByRole('button', { name: 'Karkhana Motors Koramangala, customer' });
    within(row).getByText('customer');
    fireEvent.click(screen.getByRole('tab', { name: 'Customers' }));
    await screen.findByText(ChatMessages.noCustomers);
  });

  it('tags each connected business, vendors and customers alike, and keeps the industry’s word when both kinds are there', async () => {
    await renderChat(
      emptyChat({
        vendors: [SHARMA],
        customers: [{ _id: 'C1', DName: 'Anand Auto Works', Connect: { EId: 'ent-a', OId: 'org-a' } }],
      }),
    );
    fireEvent.click(chatButton());
    fireEvent.click(await screen.findByRole('tab', { name: 'Vendors' }));
    const panel = await screen.findByRole('tabpanel');
    const anand = (await within(panel).findByText('Anand Auto Works')).closest('li') as HTMLElement;
    within(anand).getByText('customer');
    within(within(panel).getByText('Sharma Spares').closest('li') as HTMLElement).getByText('vendor');
  });

  it("'Public chat' opens the public room between the two branches", async () => {
    const test = await openVendors({ rooms: [sharedPublic] });
    fireEvent.click(await screen.findByRole('button', { name: 'Sharma Spares: public chat' }));
    await screen.findByRole('region', { name: 'Chat with Sharma Spares Hosur' });
    expect(test.sent.find((s) => s.path === 'secure/Room/PublicRoomBetween')?.query).toEqual({
      LoginUserEId: 'ent-1',
      ParticipantEId: 'ent-v',
    });
    await waitFor(() =>
      expect(test.sent.find((s) => s.path === 'secure/Message/InitialRoomMessages')?.query.RoomId).toBe('room-s'),
    );
  });

  it('a refused public chat (no longer connected) says why', async () => {
    await openVendors();
    fireEvent.click(await screen.findByRole('button', { name: 'Kumar Tyres: public chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ChatMessages.notConnected);
  });
});

describe('the active vendor segment', () => {
  it("lists the vendor's people with their branch, opens a private room over the socket, names their messages, and sends read receipts", async () => {
    const test = await openVendors({
      partyStaff: { 'ent-v': [{ UserId: RAVI, Name: 'Ravi Sharma', Online: false, EName: 'Sharma Spares Hosur' }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sharma Spares: employees' }));
    const ravi = await screen.findByRole('button', { name: 'Ravi Sharma, offline' });
    act(() => test.socket().push({ event: 'UserState', Users: [{ UserId: RAVI, Online: true }] }));
    expect(ravi.getAttribute('aria-label')).toBe('Ravi Sharma, online');

    fireEvent.click(ravi);
    await waitFor(() =>
      expect(test.socket().actions()).toContainEqual({
        action: 'CreateRoom',
        ParticipantEId: 'ent-v',
        ParticipantId: RAVI,
      }),
    );
    act(() => test.socket().push({ event: 'RoomInfo', Room: { ...sharedPrivate, Unread: 0 } }));
    const room = await screen.findByRole('region', { name: 'Chat with Ravi Sharma (Sharma Spares)' });
    await waitFor(() =>
      expect(test.socket().actions()).toContainEqual({ action: 'JoinMessageRoom', RoomId: 'room-p' }),
    );

    const id = `R.room-p.${ulid(7)}`;
    act(() =>
      test.socket().push({
        event: 'NewMessage',
        Message: {
          _id: id,
          Sender: RAVI,
          SenderName: 'Ravi Sharma',
          SenderOrg: 'Sharma Spares Hosur',
          RoomId: 'room-p',
          Msg: 'Pads are packed',
          Files: [],
          Fav: [],
          ReadBy: [],
          CrDt: '2026-11-24T09:10:00.000Z',
          DisplayDt: '2026-11-24',
        },
      }),
    );
    await within(room).findByText('Pads are packed');
    within(room).getByText('Ravi Sharma (Sharma Spares Hosur)');
    await waitFor(() =>
      expect(test.socket().actions()).toContainEqual({
        action: 'PvtMessageRead',
        SentBy: RAVI,
        ReadMessageIds: [id],
        ReadBy: ME,
      }),
    );
  });

  it('says why a private room was refused, and lists the conversations other businesses started', async () => {
    const test = await openVendors({
      rooms: [sharedPublic],
      partyStaff: { 'ent-k': [{ UserId: 'user-k1', Name: 'Kiran Kumar', Online: false, EName: 'Kumar Tyres' }] },
    });
    // Before any vendor is chosen: the shared conversations.
    fireEvent.click(screen.getByRole('tab', { name: 'Active vendor' }));
    await screen.findByRole('button', { name: 'Sharma Spares Hosur' });

    fireEvent.click(screen.getByRole('tab', { name: 'Vendors' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kumar Tyres: employees' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Kiran Kumar/ }));
    await waitFor(() =>
      expect(
        test
          .socket()
          .actions()
          .some((a) => a.action === 'CreateRoom'),
      ).toBe(true),
    );
    act(() =>
      test
        .socket()
        .push({ event: 'MessageError', errorCode: 403, message: ChatMessages.linkGone, action: 'CreateRoom' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(ChatMessages.linkGone);
  });

  it('says so when no business has a conversation yet', async () => {
    await openVendors();
    fireEvent.click(screen.getByRole('tab', { name: 'Active vendor' }));
    await screen.findByText(ChatMessages.noActive);
  });
});
