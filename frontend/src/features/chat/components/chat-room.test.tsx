import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatSession,
  conversation,
  emptyChat,
  message,
  ME,
  privateKey,
  renderChat,
  ulid,
  userIdHeaderOf,
  VIKRAM,
  type ChatTest,
} from '../testing/chat-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Opens the menu and Vikram's private chat; resolves when its first page shows. */
async function openVikram(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: /^Chat/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^Vikram Shah/ }));
  const room = await screen.findByRole('region', { name: 'Chat with Vikram Shah' });
  await waitFor(() =>
    expect(within(room).getByRole('log', { name: 'Messages' }).getAttribute('aria-busy')).toBe('false'),
  );
  return room;
}

/** jsdom lays nothing out: give the list a size and a scroll position, then scroll. */
function scrollList(
  list: HTMLElement,
  { top, height = 2000, client = 400 }: { top: number; height?: number; client?: number },
): void {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: client });
  list.scrollTop = top;
  fireEvent.scroll(list);
}

const calls = (test: ChatTest, path: string) => test.sent.filter((s) => s.path === path);

describe('the chat room', () => {
  it('groups messages by their Kolkata day under date separators, oldest first', async () => {
    const test = await renderChat(
      emptyChat({
        messages: [
          message(1, VIKRAM, ME, '2025-03-07T17:00:00.000Z'), // 22:30 on the 7th
          message(2, ME, VIKRAM, '2025-03-07T19:00:00.000Z'), // 00:30 on the 8th
          message(3, VIKRAM, ME, '2025-03-08T05:00:00.000Z'),
          message(4, ME, VIKRAM, '2025-03-10T05:00:00.000Z'),
        ],
      }),
    );
    const room = await openVikram();
    const days = within(room)
      .getAllByRole('region')
      .filter((r) => r.classList.contains('kk-chat-day'));
    expect(
      days.map((d) => [
        d.getAttribute('aria-label'),
        within(d)
          .getAllByRole('listitem')
          .filter((li) => li.classList.contains('kk-chat-msg')).length,
      ]),
    ).toEqual([
      ['Fri, 7 Mar 2025', 1],
      ['Sat, 8 Mar 2025', 2],
      ['Mon, 10 Mar 2025', 1],
    ]);
    // Each day's label is the floating header (sticky in the list).
    expect(days.map((d) => d.querySelector('h4')?.className)).toEqual([
      'kk-chat-day__label',
      'kk-chat-day__label',
      'kk-chat-day__label',
    ]);
    // Every message call names the user in the UserId header (spec platform §7).
    const initial = test.sent.findIndex((s) => s.path === 'secure/Message/InitialPrivateMessages');
    expect(test.sent[initial]?.query).toEqual({ ResultsPerPage: '25', ParticipantId: VIKRAM });
    expect(userIdHeaderOf(initial)).toBe(ME);
  });

  it('says No messages found in an empty conversation', async () => {
    await renderChat();
    const room = await openVikram();
    within(room).getByText('No messages found');
  });

  it('pages older messages at the top and newer ones at the bottom after a jump to a date, 25 at a time', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(80) }));
    const room = await openVikram();
    const list = within(room).getByRole('log', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('kk-chat-msg')),
    ).toHaveLength(25);

    // Within 15 % of the top: the previous page, before the oldest message held.
    scrollList(list, { top: 250 });
    await waitFor(() => expect(calls(test, 'secure/Message/PreviousPrivateMessages')).toHaveLength(1));
    expect(calls(test, 'secure/Message/PreviousPrivateMessages')[0]?.query).toEqual({
      ResultsPerPage: '25',
      ParticipantId: VIKRAM,
      RecordId: `${privateKey(ME, VIKRAM)}.${ulid(56)}`,
    });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .filter((li) => li.classList.contains('kk-chat-msg')),
      ).toHaveLength(50),
    );
    // Further down the page nothing more is asked for.
    scrollList(list, { top: 900 });
    expect(calls(test, 'secure/Message/PreviousPrivateMessages')).toHaveLength(1);

    // Jump to a date: that day's first page, newer pages follow at the bottom.
    const jump = within(room).getByRole('form', { name: 'Jump to date' });
    fireEvent.change(within(jump).getByRole('textbox'), { target: { value: '11/21/2026' } });
    fireEvent.submit(jump);
    await waitFor(() => expect(calls(test, 'secure/Message/PrivateMessagesByDate')).toHaveLength(1));
    expect(calls(test, 'secure/Message/PrivateMessagesByDate')[0]?.query).toMatchObject({
      SearchDt: '2026-11-21',
      ResultsPerPage: '25',
    });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    scrollList(list, { top: 1550 });
    await waitFor(() => expect(calls(test, 'secure/Message/NextPrivateMessages')).toHaveLength(1));
    const next = calls(test, 'secure/Message/NextPrivateMessages')[0];
    expect(next?.query.RecordId).toMatch(new RegExp(`^${privateKey(ME, VIKRAM).replace(/\./g, '\\.')}\\.`));
  });

  it('requires a real date to jump to (MM/DD/YYYY)', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(3) }));
    const room = await openVikram();
    const jump = within(room).getByRole('form', { name: 'Jump to date' });
    fireEvent.submit(jump);
    await within(jump).findByText('This Field Is Required.');
    fireEvent.change(within(jump).getByRole('textbox'), { target: { value: '24/11/2026' } });
    fireEvent.submit(jump);
    await within(jump).findByText('Enter a valid date.');
    fireEvent.change(within(jump).getByRole('textbox'), { target: { value: '01/01/2020' } });
    fireEvent.submit(jump);
    // Nothing on or after that day? Everything here is later, so the first page comes back.
    await waitFor(() => expect(calls(test, 'secure/Message/PrivateMessagesByDate')).toHaveLength(1));
  });
});

describe('message options (spec platform §2, §4)', () => {
  const optionsOf = async (item: HTMLElement): Promise<string[]> => {
    const toggle = within(item).queryByRole('button', { name: 'Message options' });
    if (!toggle) return [];
    fireEvent.click(toggle);
    const names = within(item)
      .getAllByRole('menuitem')
      .map((el) => el.textContent ?? '');
    fireEvent.keyDown(within(item).getByRole('menu'), { key: 'Escape' });
    return names;
  };
  const items = (room: HTMLElement) =>
    within(room)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('kk-chat-msg'));

  it('edit and delete only for the sender, only on the last message, only at the end', async () => {
    const messages = conversation(4); // 1 and 3 from Vikram, 2 and 4 mine
    await renderChat(emptyChat({ messages }));
    const room = await openVikram();
    const [first, second, third, fourth] = items(room) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(await optionsOf(fourth)).toEqual(['Star', 'Edit', 'Delete']);
    expect(await optionsOf(second)).toEqual(['Star']);
    expect(await optionsOf(third)).toEqual(['Star']);
    expect(await optionsOf(first)).toEqual(['Star']);

    // Scrolled up from the end, the last message can no longer be changed.
    const list = within(room).getByRole('log', { name: 'Messages' });
    scrollList(list, { top: 1000 });
    expect(await optionsOf(items(room)[3] as HTMLElement)).toEqual(['Star']);
    scrollList(list, { top: 1600 });
    expect(await optionsOf(items(room)[3] as HTMLElement)).toEqual(['Star', 'Edit', 'Delete']);
  });

  it('a few pixels short of the end is the end, and an open menu keeps Edit and Delete when the list then scrolls', async () => {
    await renderChat(emptyChat({ messages: conversation(4) }));
    const room = await openVikram();
    const list = within(room).getByRole('log', { name: 'Messages' });
    // 5 px above the end (2000 - 400 - 1595): a person sees the last message whole.
    scrollList(list, { top: 1595 });
    const last = items(room)[3] as HTMLElement;
    fireEvent.click(within(last).getByRole('button', { name: 'Message options' }));
    const menu = within(last).getByRole('menu');
    // Upwards, so it stays inside the list above the last message rather than under its bottom edge.
    expect(menu.classList.contains('kk-chat-options__menu--up')).toBe(true);
    // The list moves while the menu is open (focus entering it, a layout shift): what it offers stays.
    scrollList(list, { top: 1560 });
    expect(
      within(last)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['Star', 'Edit', 'Delete']);
    fireEvent.click(within(last).getByRole('menuitem', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Message' });
  });

  it('stars, edits in the Edit Message dialog, and deletes after the Confirm Deletion prompt', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(2) }));
    const room = await openVikram();
    const last = () => items(room)[1] as HTMLElement;

    fireEvent.click(within(last()).getByRole('button', { name: 'Message options' }));
    fireEvent.click(within(last()).getByRole('menuitem', { name: 'Star' }));
    await within(last()).findByLabelText('Starred');
    expect(await optionsOf(last())).toEqual(['Unstar', 'Edit', 'Delete']);

    fireEvent.click(within(last()).getByRole('button', { name: 'Message options' }));
    fireEvent.click(within(last()).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Message' });
    const field = within(dialog).getByLabelText('Message');
    fireEvent.change(field, { target: { value: '  ' } });
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Bay 3 is free now' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(last()).findByText('Bay 3 is free now');
    within(last()).getByText('edited');
    expect(test.sent.find((s) => s.path === 'secure/Message/EditPrivateMessage')?.body).toMatchObject({
      Msg: 'Bay 3 is free now',
      Receiver: VIKRAM,
    });

    fireEvent.click(within(last()).getByRole('button', { name: 'Message options' }));
    fireEvent.click(within(last()).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    within(confirm).getByText('Do you really want to delete this message?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items(room)).toHaveLength(1));
    expect(test.sent.find((s) => s.path === 'secure/Message/DeletePrivateMessage')?.query).toEqual({
      ParticipantId: VIKRAM,
      RecordId: `${privateKey(ME, VIKRAM)}.${ulid(2)}`,
    });
  });

  it('applies edits and deletions that arrive over the socket', async () => {
    const messages = conversation(3);
    const test = await renderChat(emptyChat({ messages }));
    test.socket().open();
    const room = await openVikram();
    const third = messages[2]!;
    act(() =>
      test.socket().push({
        event: 'UpdatedMessage',
        Message: { ...third, Msg: 'Changed over there', EdDt: '2026-11-24T09:10:00.000Z' },
      }),
    );
    await within(room).findByText('Changed over there');
    act(() => test.socket().push({ event: 'DeletedMessage', _id: third._id, Sender: VIKRAM, Receiver: ME }));
    await waitFor(() => expect(items(room)).toHaveLength(2));
  });
});

describe('files and links in messages', () => {
  it('opens an image in the viewer through a signed URL, and a failed load closes it', async () => {
    const key = `${privateKey(ME, VIKRAM)}.${ulid(77)}.png`;
    const test = await renderChat(
      emptyChat({
        messages: [
          message(1, VIKRAM, ME, '2026-11-24T08:00:00.000Z', {
            Msg: '',
            Files: [
              { Name: 'bumper.png', Url: key, Size: 2048 },
              { Name: 'quote.pdf', Url: key.replace('.png', '.pdf') },
            ],
          }),
        ],
      }),
    );
    const room = await openVikram();
    // Documents download; only jpg, jpeg and png open in the viewer.
    within(room).getByRole('button', { name: 'Download quote.pdf' });
    expect(within(room).queryByRole('button', { name: 'View quote.pdf' })).toBeNull();
    // Only the sender may delete a file.
    expect(within(room).queryByRole('button', { name: 'Delete bumper.png' })).toBeNull();
    // jsdom has no object URLs: the bytes fetched from the signed URL become this one.
    const made: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return 'blob:viewer-1';
    };
    URL.revokeObjectURL = () => undefined;
    fireEvent.click(within(room).getByRole('button', { name: 'View bumper.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'bumper.png' });
    const image = await within(viewer).findByRole('img', { name: 'bumper.png' });
    expect(image.getAttribute('src')).toBe('blob:viewer-1');
    expect(made[0]?.size).toBe(4);
    expect(test.sent.some((s) => s.path === `/get/${key}` && s.query.sig === '1')).toBe(true);
    expect(test.sent.find((s) => s.path.startsWith('secure/Message/GetSignedS3Url/'))?.path).toBe(
      `secure/Message/GetSignedS3Url/${key}`,
    );
    fireEvent.error(image);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'bumper.png' })).toBeNull());
  });

  it('a repair order link opens for a user who may read repair orders, and stays text for one who may not', async () => {
    const id = '01JD0000000000000000000042';
    const text = `Please check /Service/WorkOrder/${id} and WO/2627/00042`;
    const allowed = chatSession('AUTO-2', {
      SA: false,
      EA: false,
      Common: {},
      Service: { Access: true, MA: false, WO: 'R' },
    });
    await renderChat(
      emptyChat({ messages: [message(1, VIKRAM, ME, '2026-11-24T08:00:00.000Z', { Msg: text })] }),
      allowed,
    );
    let room = await openVikram();
    expect(
      within(room)
        .getByRole('link', { name: `/Service/WorkOrder/${id}` })
        .getAttribute('href'),
    ).toBe(`/Service/WorkOrder/${id}`);
    within(room).getByText('WO/2627/00042');
    cleanup();
    await renderChat(emptyChat({ messages: [message(1, VIKRAM, ME, '2026-11-24T08:00:00.000Z', { Msg: text })] }));
    room = await openVikram();
    expect(within(room).queryByRole('link')).toBeNull();
    within(room).getByText(`/Service/WorkOrder/${id}`);
  });
});
