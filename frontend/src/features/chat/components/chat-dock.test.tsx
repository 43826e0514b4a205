import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSession, conversation, emptyChat, MEERA, message, ME, renderChat, VIKRAM } from '../testing/chat-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chatButton = () => screen.getByRole('button', { name: /^Chat/ });

describe('the chat button and the unread total', () => {
  it('adds private and room counts, counts live messages, and drops as messages are read', async () => {
    const test = await renderChat(
      emptyChat({
        messages: conversation(3).map((m) => (m.Sender === VIKRAM ? { ...m, ReadBy: [VIKRAM] } : m)),
        unreadPrivate: [
          { SenderId: VIKRAM, UnreadCount: 2 },
          { SenderId: MEERA, UnreadCount: 1 },
        ],
        unreadRoom: [{ _id: 'room-1', UnreadCount: 4 }],
      }),
    );
    await waitFor(() => expect(chatButton().getAttribute('aria-label')).toBe('Chat, 7 unread'));
    expect(chatButton().textContent).toContain('7');
    test.socket().open();

    // A message from Meera while her chat is not open: one more.
    act(() => test.socket().push({ event: 'NewMessage', Message: message(50, MEERA, ME, '2026-11-24T09:05:00.000Z') }));
    expect(chatButton().getAttribute('aria-label')).toBe('Chat, 8 unread');

    // Each person's badge in the list; opening Vikram's chat reads his two.
    fireEvent.click(chatButton());
    expect((await screen.findByRole('button', { name: 'Vikram Shah, offline, 2 unread' })).textContent).toContain('2');
    screen.getByRole('button', { name: 'Meera Iyer, offline, 2 unread' });
    fireEvent.click(screen.getByRole('button', { name: /^Vikram Shah/ }));
    await waitFor(() => expect(test.sent.some((s) => s.path === 'secure/Message/MarkasRead')).toBe(true));
    expect(test.sent.find((s) => s.path === 'secure/Message/MarkasRead')?.body).toEqual({
      MessageIds: [conversation(3)[0]!._id, conversation(3)[2]!._id],
    });
    await waitFor(() => expect(chatButton().getAttribute('aria-label')).toBe('Chat, 6 unread'));
    // The private read receipt goes to the sender.
    expect(test.socket().actions()).toContainEqual({
      action: 'PvtMessageRead',
      SentBy: VIKRAM,
      ReadMessageIds: [conversation(3)[0]!._id, conversation(3)[2]!._id],
      ReadBy: ME,
    });
  });

  it('joins when the menu opens and leaves when it closes (Escape), rejoining with a catch-up cursor after a reconnect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const test = await renderChat(emptyChat({ messages: conversation(2) }));
      test.socket().open();
      fireEvent.click(chatButton());
      expect(test.socket().actions()).toEqual([{ action: 'JoinChat', Since: [] }]);
      fireEvent.click(await screen.findByRole('button', { name: /^Vikram Shah/ }));
      await screen.findByText('Message 2');

      act(() => test.socket().drop());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      test.socket().open();
      expect(test.socket().actions()[0]).toEqual({
        action: 'JoinChat',
        Since: [{ ParticipantId: VIKRAM, LastCrDt: conversation(2)[1]!.CrDt }],
      });
      // What was missed arrives as GroupMessages and joins the open room.
      act(() =>
        test.socket().push({
          event: 'GroupMessages',
          Conversations: [
            {
              ParticipantId: VIKRAM,
              Messages: [message(3, VIKRAM, ME, '2026-11-24T09:20:00.000Z', { Msg: 'Sent while you were away' })],
              More: false,
            },
          ],
        }),
      );
      await screen.findByText('Sent while you were away');

      fireEvent.keyDown(screen.getByRole('region', { name: 'Chat with Vikram Shah' }), { key: 'Escape' });
      fireEvent.keyDown(await screen.findByRole('tablist', { name: 'Chat lists' }), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Chat' })).toBeNull());
      expect(test.socket().actions().at(-1)).toEqual({ action: 'LeaveChat' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the chat menu', () => {
  it('lists employees with online dots, filters by name, and says No users found', async () => {
    const test = await renderChat();
    test.socket().open();
    fireEvent.click(chatButton());
    await screen.findByRole('button', { name: /^Vikram Shah/ });
    act(() => test.socket().push({ event: 'UserState', Users: [{ UserId: VIKRAM, Online: true }] }));
    screen.getByRole('button', { name: 'Vikram Shah, online' });
    // Never oneself.
    expect(screen.queryByRole('button', { name: /^Asha Rao/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people and messages' }), {
      target: { value: 'mee' },
    });
    expect(screen.queryByRole('button', { name: /^Vikram Shah/ })).toBeNull();
    screen.getByRole('button', { name: /^Meera Iyer/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people and messages' }), {
      target: { value: 'zz' },
    });
    screen.getByText('No users found');
  });

  it('names the second segment Vendors, or Customers for a dealer, with their empty texts', async () => {
    await renderChat();
    fireEvent.click(chatButton());
    fireEvent.click(await screen.findByRole('tab', { name: 'Vendors' }));
    await screen.findByText('No vendors found');
    cleanup();
    await renderChat(emptyChat(), chatSession('HC-1'));
    fireEvent.click(chatButton());
    fireEvent.click(await screen.findByRole('tab', { name: 'Customers' }));
    await screen.findByText('No customers found');
  });

  it("a vendor's public chat and its employees", async () => {
    const room = {
      _id: 'room-9',
      Name: 'Demo Motors Pune / Sharma Spares',
      DName: 'Sharma Spares',
      Public: true,
      External: true,
      Unread: 0,
      Ents: ['ent-1', 'ent-v'],
      Members: [
        { UserId: ME, Name: 'Asha Rao', Online: true },
        { UserId: 'user-v1', Name: 'Ravi Sharma', Online: false, EName: 'Sharma Spares Hosur' },
      ],
    };
    const test = await renderChat(
      emptyChat({
        vendors: [{ _id: 'V1', DName: 'Sharma Spares', Connect: { EId: 'ent-v', OId: 'org-v' } }],
        rooms: [room],
        partyStaff: {
          'ent-v': [{ UserId: 'user-v1', Name: 'Ravi Sharma', Online: false, EName: 'Sharma Spares Hosur' }],
        },
      }),
    );
    const base = test.sent.length;
    fireEvent.click(chatButton());
    fireEvent.click(await screen.findByRole('tab', { name: 'Vendors' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sharma Spares: employees' }));
    await screen.findByRole('button', { name: /^Ravi Sharma/ });
    expect(screen.getByRole('tab', { name: 'Sharma Spares' }).getAttribute('aria-selected')).toBe('true');
    // Looking at the people makes no room; only 'Public chat' asks for it.
    expect(test.sent.slice(base).some((s) => s.path === 'secure/Room/PublicRoomBetween')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Public chat' }));
    await screen.findByRole('region', { name: 'Chat with Sharma Spares' });
    expect(test.sent.find((s) => s.path === 'secure/Room/PublicRoomBetween')?.query).toEqual({
      LoginUserEId: 'ent-1',
      ParticipantEId: 'ent-v',
    });
    await waitFor(() =>
      expect(test.sent.slice(base).some((s) => s.path === 'secure/Message/InitialRoomMessages')).toBe(true),
    );
  });

  it('finds messages by their words and opens the conversation at that day', async () => {
    const messages = conversation(30);
    messages[3] = { ...messages[3]!, Msg: 'The brake pads arrived' };
    const test = await renderChat(emptyChat({ messages }));
    fireEvent.click(chatButton());
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search people and messages' }), {
      target: { value: 'brake' },
    });
    const found = await screen.findByRole('region', { name: 'Messages found' }, { timeout: 3000 });
    fireEvent.click(within(found).getByRole('button', { name: /The brake pads arrived/ }));
    await screen.findByRole('region', { name: 'Chat with Vikram Shah' });
    await waitFor(() =>
      expect(test.sent.find((s) => s.path === 'secure/Message/PrivateMessagesByDate')?.query.SearchDt).toBe(
        messages[3]!.DisplayDt,
      ),
    );
    expect(test.sent.find((s) => s.path === 'secure/Message/Search')?.query).toEqual({
      Text: 'brake',
      ResultsPerPage: '25',
    });
  });
});

describe('a live conversation', () => {
  it('shows a new message at the end, the typing indicator until it clears, and the read receipt', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(2) }));
    test.socket().open();
    fireEvent.click(chatButton());
    fireEvent.click(await screen.findByRole('button', { name: /^Vikram Shah/ }));
    const room = await screen.findByRole('region', { name: 'Chat with Vikram Shah' });
    await within(room).findByText('Message 2');

    act(() => test.socket().push({ event: 'UserTyping', Sender: VIKRAM, Receiver: ME, Typing: true }));
    within(room).getByText('Vikram Shah is typing…');
    act(() => test.socket().push({ event: 'UserTyping', Sender: VIKRAM, Receiver: ME, Typing: false }));
    expect(within(room).queryByText(/typing…/)).toBeNull();

    act(() => test.socket().push({ event: 'UserTyping', Sender: VIKRAM, Receiver: ME, Typing: true }));
    // His message ends his typing.
    act(() =>
      test.socket().push({
        event: 'NewMessage',
        Message: message(3, VIKRAM, ME, '2026-11-24T09:10:00.000Z', { Msg: 'Car is ready', ReadBy: [VIKRAM] }),
      }),
    );
    await within(room).findByText('Car is ready');
    expect(within(room).queryByText(/typing…/)).toBeNull();

    // Message 2 is mine; it shows Sent until Vikram's read receipt arrives.
    const mine = conversation(2)[1]!;
    const item = () =>
      within(room)
        .getAllByRole('listitem')
        .find((li) => li.getAttribute('aria-label')?.startsWith('You'))!;
    expect(within(item()).getByLabelText('Read')).toBeTruthy(); // the fixture's ReadBy holds him already
    act(() => test.socket().push({ event: 'UpdatedMessage', Message: { ...mine, ReadBy: [ME] } }));
    within(item()).getByLabelText('Sent');
    act(() => test.socket().push({ event: 'MessageRead', ReadBy: VIKRAM, SentBy: ME, ReadMessageIds: [mine._id] }));
    within(item()).getByLabelText('Read');
  });
});
