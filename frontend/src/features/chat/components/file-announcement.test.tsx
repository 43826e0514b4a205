import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatMessages } from '@shared/chat/chat-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation, emptyChat, message, ME, renderChat, VIKRAM, type ChatTest } from '../testing/chat-kit';
import { FakeUpload } from '../testing/fake-upload';
import { ANNOUNCE_TIMEOUT_MS } from '../utils/file-announcement';
import { NOT_SENT } from './composer';

beforeEach(() => {
  FakeUpload.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** Chooses a file for Vikram, writes a caption, sends, and completes the PUT. */
async function sendPhoto(
  test: ChatTest,
  name = 'bumper.png',
): Promise<{ room: HTMLElement; announced: Record<string, unknown> }> {
  fireEvent.click(screen.getByRole('button', { name: /^Chat/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^Vikram Shah/ }));
  const room = await screen.findByRole('region', { name: 'Chat with Vikram Shah' });
  fireEvent.change(within(room).getByTestId('chat-file-input'), { target: { files: [file(name, 2048, 'image/png')] } });
  fireEvent.change(within(room).getByPlaceholderText('Write message…'), { target: { value: 'Damage photo' } });
  fireEvent.click(within(room).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
  act(() => FakeUpload.requests[0]?.finish());
  let announced: Record<string, unknown> | undefined;
  await waitFor(() => {
    announced = test
      .socket()
      .actions()
      .find((a) => a.action === 'FileUploadSuccess');
    expect(announced).toBeDefined();
  });
  return { room, announced: announced ?? {} };
}

describe('a message with files is announced over the socket (FileUploadSuccess)', () => {
  it('sends FileUploadSuccess with the uploaded keys and shows the message the server answers', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    act(() => test.socket().open());
    const { room, announced } = await sendPhoto(test);
    expect(announced).toEqual({
      action: 'FileUploadSuccess',
      ClientId: expect.any(String),
      Message: {
        Sender: ME,
        Receiver: VIKRAM,
        Msg: 'Damage photo',
        Files: [{ Name: 'bumper.png', Url: expect.stringMatching(/\.png$/) }],
      },
    });
    // The socket is the path: no HTTP send of the message.
    expect(test.sent.some((s) => s.path === 'secure/Message/UploadFileAndMessage')).toBe(false);
    const stored = message(90, ME, VIKRAM, new Date().toISOString(), {
      Msg: 'Damage photo',
      Files: [{ Name: 'bumper.png', Url: `P.${ME}.${VIKRAM}.01JD0000000000000000000090.png`, Size: 2048, Type: 'png' }],
    });
    act(() =>
      test.socket().push({ event: 'FileSuccessMessage', ClientId: announced.ClientId as string, Message: stored }),
    );
    await within(room).findByRole('button', { name: 'View bumper.png' });
    expect(within(room).getByText('Damage photo')).toBeTruthy();
  });

  it('shows the server’s refusal of a file (the §5 text) and keeps the text to send again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    act(() => test.socket().open());
    const { room } = await sendPhoto(test, 'scan.png');
    act(() =>
      test.socket().push({
        event: 'MessageError',
        errorCode: 415,
        message: ChatMessages.notAllowedType('scan.png'),
        action: 'FileUploadSuccess',
      }),
    );
    await within(room).findByText(ChatMessages.notAllowedType('scan.png'));
    expect((within(room).getByPlaceholderText('Write message…') as HTMLTextAreaElement).value).toBe('Damage photo');
  });

  it('says the message was not sent when the socket does not answer in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    act(() => test.socket().open());
    const { room } = await sendPhoto(test);
    act(() => vi.advanceTimersByTime(ANNOUNCE_TIMEOUT_MS));
    await within(room).findByText(NOT_SENT);
    expect(test.sent.some((s) => s.path === 'secure/Message/UploadFileAndMessage')).toBe(false);
    vi.useRealTimers();
  });

  it('without a connection the same message goes by HTTP (UploadFileAndMessage)', async () => {
    const test = await renderChat(emptyChat({ messages: conversation(1) }));
    fireEvent.click(screen.getByRole('button', { name: /^Chat/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Vikram Shah/ }));
    const room = await screen.findByRole('region', { name: 'Chat with Vikram Shah' });
    fireEvent.change(within(room).getByTestId('chat-file-input'), {
      target: { files: [file('bumper.png', 2048, 'image/png')] },
    });
    fireEvent.click(within(room).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    act(() => FakeUpload.requests[0]?.finish());
    await waitFor(() =>
      expect(test.sent.filter((s) => s.path === 'secure/Message/UploadFileAndMessage')).toHaveLength(1),
    );
    expect(
      test
        .socket()
        .actions()
        .some((a) => a.action === 'FileUploadSuccess'),
    ).toBe(false);
  });
});
