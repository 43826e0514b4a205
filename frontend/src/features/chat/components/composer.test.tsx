import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversation, emptyChat, ME, renderChat, VIKRAM, type ChatTest } from '../testing/chat-kit';
import { FakeUpload } from '../testing/fake-upload';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openVikram(): Promise<{ room: HTMLElement; box: HTMLTextAreaElement }> {
  fireEvent.click(screen.getByRole('button', { name: /^Chat/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^Vikram Shah/ }));
  const room = await screen.findByRole('region', { name: 'Chat with Vikram Shah' });
  const box = within(room).getByPlaceholderText('Write message…') as HTMLTextAreaElement;
  return { room, box };
}

const typingFrames = (test: ChatTest) =>
  test
    .socket()
    .actions()
    .filter((a) => a.action === 'UserPvtMsgTyping');
const file = (name: string, bytes: number, type = '') => new File([new Uint8Array(bytes)], name, { type });

describe('the message box', () => {
  it('flags typing on the first keystroke and clears it after 3 s idle or on send (fake timers)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    test.socket().open();
    const { box } = await openVikram();

    fireEvent.change(box, { target: { value: 'H' } });
    fireEvent.change(box, { target: { value: 'He' } });
    expect(typingFrames(test)).toEqual([{ action: 'UserPvtMsgTyping', Receiver: VIKRAM, Typing: true }]);
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(box, { target: { value: 'Hel' } });
    act(() => vi.advanceTimersByTime(2_999));
    expect(typingFrames(test)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(typingFrames(test).at(-1)).toEqual({ action: 'UserPvtMsgTyping', Receiver: VIKRAM, Typing: false });

    // Typing again, then Enter: the flag clears with the send, not 3 s later.
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(typingFrames(test)).toHaveLength(3);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(typingFrames(test)).toHaveLength(4);
    expect(typingFrames(test).at(-1)?.Typing).toBe(false);
    await waitFor(() =>
      expect(test.sent.find((s) => s.path === 'secure/Message/SendPrivateMsg')?.body).toEqual({
        Sender: ME,
        Msg: 'Hello',
        Files: [],
        Receiver: VIKRAM,
      }),
    );
    await waitFor(() => expect(box.value).toBe(''));
    act(() => vi.advanceTimersByTime(5_000));
    expect(typingFrames(test)).toHaveLength(4);
  });

  it('Shift+Enter keeps writing; an empty send is refused without a call', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    const { room, box } = await openVikram();
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(test.sent.some((s) => s.path === 'secure/Message/SendPrivateMsg')).toBe(false);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(within(room).getByRole('button', { name: 'Send' }));
    within(room).getByText('Write a message or attach a file.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(test.sent.some((s) => s.path === 'secure/Message/SendPrivateMsg')).toBe(false);
  });

  it('refuses files with the §5 messages, word for word', async () => {
    await renderChat(emptyChat({ messages: conversation(1) }));
    const { room } = await openVikram();
    const input = within(room).getByTestId('chat-file-input');

    fireEvent.change(input, { target: { files: Array.from({ length: 11 }, (_, i) => file(`p${i}.png`, 10)) } });
    within(room).getByText('Max 10 files can be uploaded at once.');
    expect(within(room).queryByRole('list', { name: 'Files to send' })).toBeNull();

    fireEvent.change(input, {
      target: {
        files: [
          file('photo.jpg', 5_242_881),
          file('bumper.png', 5_242_880),
          file('quote.pdf', 51_201),
          file('sheet.xlsx', 51_200),
          file('setup.exe', 10),
          file('notes.docx', 60_000),
        ],
      },
    });
    const alerts = within(room).getByRole('alert');
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'photo.jpg exceeds the maximum file size of 5 MB.',
      'quote.pdf exceeds the maximum file size of 50 KB.',
      'setup.exe is not an allowed file type.',
      'notes.docx exceeds the maximum file size of 50 KB.',
    ]);
    const chips = within(room).getByRole('list', { name: 'Files to send' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.kk-chat-chip__name')?.textContent),
    ).toEqual(['bumper.png', 'sheet.xlsx']);
    // Each chip shows its size (the spec's FormattedSize).
    expect(within(chips).getAllByText(/^\d+(\.\d)? (KB|MB)$/)).toHaveLength(2);
    within(chips).getByText('50 KB');
    // Two chips held: nine more would make eleven in one message.
    fireEvent.change(input, { target: { files: Array.from({ length: 9 }, (_, i) => file(`q${i}.png`, 10)) } });
    within(room).getByText('Max 10 files can be uploaded at once.');
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
  });

  it('uploads each file to its presigned URL with progress, then sends the message with the files', async () => {
    FakeUpload.requests = [];
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { room, box } = await openVikram();
    fireEvent.change(within(room).getByTestId('chat-file-input'), {
      target: { files: [file('bumper.png', 2048, 'image/png')] },
    });
    fireEvent.change(box, { target: { value: 'Damage photo' } });
    fireEvent.click(within(room).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    const put = FakeUpload.requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toMatch(/^https:\/\/files\.test\//);
    expect(put.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(test.sent.find((s) => s.path === 'secure/Message/UploadOnlyFile')?.body).toEqual({
      Name: 'bumper.png',
      Size: 2048,
      ParticipantId: VIKRAM,
    });
    act(() => put.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 2048 }));
    expect((within(room).getByRole('progressbar', { name: 'Uploading bumper.png' }) as HTMLProgressElement).value).toBe(
      0.5,
    );
    // No second send while the upload runs.
    fireEvent.keyDown(box, { key: 'Enter' });
    act(() => put.finish());
    await waitFor(() => expect(test.sent.find((s) => s.path === 'secure/Message/UploadFileAndMessage')).toBeDefined());
    const key = (
      test.sent.find((s) => s.path === 'secure/Message/UploadFileAndMessage')?.body?.msgInfo as {
        Files: { Name: string; Url: string }[];
      }
    ).Files;
    expect(key).toEqual([{ Name: 'bumper.png', Url: expect.stringMatching(/\.png$/) }]);
    expect(test.sent.filter((s) => s.path === 'secure/Message/UploadFileAndMessage')).toHaveLength(1);
    await within(room).findByRole('button', { name: 'View bumper.png' });
  });
});

describe('sending while the last message is still on its way', () => {
  it('sends the next message once the last has gone, and clears only what was sent', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    const { box } = await openVikram();
    // The first send is held, as on a slow network (the socket may already have listed it).
    const send = test.hub.calls.send.bind(test.hub.calls);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(test.hub.calls, 'send').mockImplementationOnce(async (...args) => {
      await held;
      return send(...args);
    });

    fireEvent.change(box, { target: { value: 'Bay check 1' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Bay check 2' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(spy).toHaveBeenCalledTimes(1);
    release();

    const bodies = () =>
      test.sent.filter((s) => s.path === 'secure/Message/SendPrivateMsg').map((s) => (s.body as { Msg: string }).Msg);
    await waitFor(() => expect(bodies()).toEqual(['Bay check 1', 'Bay check 2']));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('keeps what was typed meanwhile when Enter was not pressed again', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    const { box } = await openVikram();
    const send = test.hub.calls.send.bind(test.hub.calls);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(test.hub.calls, 'send').mockImplementationOnce(async (...args) => {
      await held;
      return send(...args);
    });

    fireEvent.change(box, { target: { value: 'Ready at 5' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'and the bill' } });
    release();
    await waitFor(() => expect(test.sent.some((s) => s.path === 'secure/Message/SendPrivateMsg')).toBe(true));
    await act(async () => {
      await Promise.resolve();
    });
    expect(box.value).toBe('and the bill');
  });
});
