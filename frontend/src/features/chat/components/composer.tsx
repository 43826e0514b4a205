import { ATTACHMENT_KINDS, formatFileSize, MAX_FILES_PER_SELECTION, selectionProblems } from '@shared/chat/attachments';
import { ChatMessages } from '@shared/chat/chat-messages';
import type { ChatMessage } from '@shared/chat/call-schemas';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ClientError } from '../../../lib/api-error';
import type { Conversation } from '../utils/conversation';
import { announceFiles } from '../utils/file-announcement';
import { createTypingFlag } from '../utils/typing';
import { putWithProgress } from '../../../lib/presigned-upload';
import { useChatHub } from '../hooks/use-chat-hub';
import { AttachIcon } from './icons';

/** Ours: the spec has the form reset without a word, which leaves a person guessing. */
export const NOT_SENT = 'The message was not sent. Try again.';

type Chip = { id: number; file: File; progress: number };

const ACCEPT = ['.jpg', ...ATTACHMENT_KINDS.map((kind) => `.${kind}`)].join(',');

let nextChip = 1;

/**
 * The message box (spec platform §2 'Chat room', §5 'Chat'): 'Write message…',
 * Enter sends and Shift+Enter starts a new line; an attach button; the chosen
 * files as chips with their size and upload progress. A selection is checked
 * with the shared attachment rules before anything uploads (the server checks
 * the bytes again). Sending needs text or a file, and waits for the uploads.
 */
export function Composer({
  conversation,
  onSent,
}: {
  conversation: Conversation;
  onSent: (message: ChatMessage) => void;
}) {
  const hub = useChatHub();
  const [text, setText] = useState('');
  const [chips, setChips] = useState<Chip[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Enter pressed while the last message is still on its way: send again once it has gone.
  const sendAgain = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const typing = useRef<ReturnType<typeof createTypingFlag>>(undefined);

  useEffect(() => {
    const flag = createTypingFlag((on) =>
      hub.send(
        conversation.kind === 'private'
          ? { action: 'UserPvtMsgTyping', Receiver: conversation.id, Typing: on }
          : { action: 'UserRoomMsgTyping', RoomId: conversation.id, Typing: on },
      ),
    );
    typing.current = flag;
    return () => flag.dispose();
  }, [hub, conversation.kind, conversation.id]);

  const empty = text.trim() === '' && chips.length === 0;

  const choose = (list: FileList | null): void => {
    const files = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (files.length === 0) return;
    // Spec §5: more than 10 in one selection is refused as a whole; otherwise each bad file says why.
    const refused = selectionProblems(files);
    setProblems(refused);
    if (files.length > MAX_FILES_PER_SELECTION) return;
    const good = files.filter((file) => selectionProblems([file]).length === 0);
    // A message carries at most ten files too: chips chosen in two goes count together.
    if (chips.length + good.length > MAX_FILES_PER_SELECTION) {
      setProblems([...refused, ChatMessages.tooManyFiles]);
      return;
    }
    setChips((current) => [...current, ...good.map((file) => ({ id: nextChip++, file, progress: 0 }))]);
  };

  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (busy) {
      // A fast typist's next message (the last one may already be listed by the socket) is not dropped.
      sendAgain.current = !empty;
      return;
    }
    setSubmitted(true);
    if (empty) return;
    setBusy(true);
    const sentText = text;
    typing.current?.sent();
    const calls = hub.calls;
    try {
      let message: ChatMessage;
      if (chips.length === 0) {
        message = await calls.send(conversation, text);
      } else {
        const files: { Name: string; Url: string }[] = [];
        for (const chip of chips) {
          const ticket = await calls.uploadTicket(conversation, { name: chip.file.name, size: chip.file.size });
          await putWithProgress(ticket, chip.file, (progress) =>
            setChips((all) => all.map((c) => (c.id === chip.id ? { ...c, progress } : c))),
          );
          files.push({ Name: chip.file.name, Url: ticket.Key });
        }
        // The socket announces the uploaded files (FileUploadSuccess); without a connection, HTTP does.
        message = await (announceFiles(hub, conversation, text, files) ??
          calls.sendWithFiles(conversation, text, files));
      }
      // Only what was sent leaves the box: anything typed since stays.
      setText((current) => (current === sentText ? '' : current));
      setChips([]);
      setProblems([]);
      setSubmitted(false);
      onSent(message);
    } catch (error) {
      // Spec platform §8: an upload failure resets the compose form's files; the text stays to send again.
      console.warn('Chat message not sent', error);
      sendAgain.current = false;
      setChips([]);
      setProblems([error instanceof ClientError ? error.message : NOT_SENT]);
    } finally {
      setBusy(false);
      box.current?.focus();
    }
  };

  useEffect(() => {
    if (busy || !sendAgain.current) return;
    sendAgain.current = false;
    void submit();
    // Runs when a send finishes; submit is this render's, with the text typed meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const showEmpty = submitted && empty;
  const messages = showEmpty ? [ChatMessages.emptyMessage, ...problems] : problems;

  return (
    <form className="kk-chat-composer" onSubmit={(event) => void submit(event)} aria-label="Write a message">
      {chips.length > 0 ? (
        <ul className="kk-chat-chips" aria-label="Files to send">
          {chips.map((chip) => (
            <li key={chip.id} className="kk-chat-chip">
              <span className="kk-chat-chip__name">{chip.file.name}</span>
              <span className="kk-chat-chip__size">{formatFileSize(chip.file.size)}</span>
              {busy ? (
                <progress max={1} value={chip.progress} aria-label={`Uploading ${chip.file.name}`} />
              ) : (
                <button
                  type="button"
                  className="kk-chat-link"
                  aria-label={`Remove ${chip.file.name}`}
                  onClick={() => setChips((all) => all.filter((c) => c.id !== chip.id))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {messages.length > 0 ? (
        <ul className="kk-chat-problems" id={errorId} role="alert">
          {messages.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="kk-chat-composer__row">
        <button
          type="button"
          className="amplify-button amplify-button--small kk-chat-attach"
          aria-label="Attach files"
          title="Attach files"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          <AttachIcon />
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label="Files"
          data-testid="chat-file-input"
          onChange={(event) => choose(event.target.files)}
        />
        <textarea
          ref={box}
          className="amplify-textarea amplify-field-group__control kk-chat-input"
          rows={1}
          placeholder={ChatMessages.inputPlaceholder}
          aria-label="Message"
          aria-invalid={showEmpty}
          aria-describedby={messages.length > 0 ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            typing.current?.keystroke();
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="amplify-button amplify-button--primary amplify-button--small" disabled={busy}>
          Send
        </button>
      </div>
    </form>
  );
}
