import { formatFileSize, isViewableImage } from '@shared/chat/attachments';
import type { ChatFile, ChatMessage } from '@shared/chat/call-schemas';
import { useEffect, useRef, useState } from 'react';
import { chatTime } from '../utils/date-groups';
import { messageOptions, type MessageOptions, type RoomPosition } from '../utils/message-rules';
import { MessageText } from './message-text';

export type MessageAction = keyof MessageOptions;

export type MessageItemProps = {
  message: ChatMessage;
  me: string;
  /** The name to show over someone else's message in a room. */
  senderName?: string | undefined;
  /** In a private chat: the other person, whose ReadBy makes the receipt. */
  readerId?: string | undefined;
  position: RoomPosition;
  onAction: (action: MessageAction, message: ChatMessage) => void;
  onViewImage: (file: ChatFile) => void;
  onDownload: (file: ChatFile) => void;
  onDeleteFile: (file: ChatFile, message: ChatMessage) => void;
  onNavigate: () => void;
};

const ACTIONS: readonly MessageAction[] = ['Star', 'Unstar', 'Edit', 'Delete'];

/** One message: who, the words, its files, the time, a star, the read receipt, and its options. */
export function MessageItem({
  message,
  me,
  senderName,
  readerId,
  position,
  onAction,
  onViewImage,
  onDownload,
  onDeleteFile,
  onNavigate,
}: MessageItemProps) {
  const mine = message.Sender === me;
  const options = messageOptions(message, me, position);
  const available = ACTIONS.filter((action) => options[action]);
  const starred = message.Fav.includes(me);
  const read = readerId !== undefined && message.ReadBy.includes(readerId);
  return (
    <li
      className={`kk-chat-msg${mine ? ' kk-chat-msg--mine' : ''}`}
      data-id={message._id}
      aria-label={`${mine ? 'You' : (senderName ?? 'Message')} at ${chatTime(message.CrDt)}`}
    >
      <div className="kk-chat-msg__bubble">
        {!mine && senderName ? <div className="kk-chat-msg__sender">{senderName}</div> : null}
        {/* In a conversation with another organisation (SenderOrg set) a number may be theirs: never looked up in ours. */}
        {message.Msg ? (
          <MessageText
            text={message.Msg}
            onNavigate={onNavigate}
            fromOtherOrganisation={message.SenderOrg !== undefined}
          />
        ) : null}
        {message.Files.length > 0 ? (
          <ul className="kk-chat-files" aria-label="Files">
            {message.Files.map((file) => (
              <li key={file.Url} className="kk-chat-file">
                <span className="kk-chat-file__name">{file.Name}</span>
                {file.Size !== undefined ? (
                  <span className="kk-chat-file__size">{formatFileSize(file.Size)}</span>
                ) : null}
                {isViewableImage(file.Name) ? (
                  <button
                    type="button"
                    className="kk-chat-link"
                    onClick={() => onViewImage(file)}
                    aria-label={`View ${file.Name}`}
                  >
                    View
                  </button>
                ) : null}
                <button
                  type="button"
                  className="kk-chat-link"
                  onClick={() => onDownload(file)}
                  aria-label={`Download ${file.Name}`}
                >
                  Download
                </button>
                {mine ? (
                  <button
                    type="button"
                    className="kk-chat-link"
                    onClick={() => onDeleteFile(file, message)}
                    aria-label={`Delete ${file.Name}`}
                  >
                    Delete
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="kk-chat-msg__meta">
          {starred ? (
            <span className="kk-chat-msg__star" aria-label="Starred" title="Starred">
              ★
            </span>
          ) : null}
          {message.EdDt ? <span>edited</span> : null}
          <time dateTime={message.CrDt}>{chatTime(message.CrDt)}</time>
          {mine && readerId !== undefined ? (
            <span
              className={`kk-chat-msg__receipt${read ? ' kk-chat-msg__receipt--read' : ''}`}
              aria-label={read ? 'Read' : 'Sent'}
              title={read ? 'Read' : 'Sent'}
            >
              {read ? '✓✓' : '✓'}
            </span>
          ) : null}
        </div>
      </div>
      {available.length > 0 ? <OptionsMenu actions={available} onPick={(action) => onAction(action, message)} /> : null}
    </li>
  );
}

/** Room the menu needs above its toggle to open upwards inside the list (four items). */
const MENU_HEIGHT_PX = 140;

/** Upwards (clear of the list's bottom edge, where the last message sits) unless the toggle is nearer the list's top than its bottom and the menu would not fit above. */
function placementOf(toggle: HTMLElement | null): 'up' | 'down' {
  const list = toggle?.closest('[role="log"]');
  if (!toggle || !list) return 'up';
  const at = toggle.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  const above = at.top - box.top;
  return above >= MENU_HEIGHT_PX || above >= box.bottom - at.bottom ? 'up' : 'down';
}

/**
 * The message's options as a small menu: arrow keys move, Escape closes and
 * returns focus. What it offers is decided when it opens (docs/chat-screens.md
 * 'Message options'): the room moving under it afterwards (focus entering the
 * menu, a message arriving) does not take Edit and Delete away mid-choice.
 */
function OptionsMenu({
  actions,
  onPick,
}: {
  actions: readonly MessageAction[];
  onPick: (action: MessageAction) => void;
}) {
  const [opened, setOpened] = useState<{ actions: readonly MessageAction[]; placement: 'up' | 'down' }>();
  const open = opened !== undefined;
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus goes in without scrolling the list: a scroll would move it off its end.
    if (open) menu.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, [open]);
  const close = (): void => {
    setOpened(undefined);
    toggle.current?.focus({ preventScroll: true });
  };
  return (
    <div className="kk-chat-options">
      <button
        ref={toggle}
        type="button"
        className="kk-chat-link kk-chat-options__toggle"
        aria-label="Message options"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpened(open ? undefined : { actions, placement: placementOf(toggle.current) })}
      >
        ⋯
      </button>
      {opened ? (
        <div
          ref={menu}
          role="menu"
          className={`kk-chat-options__menu kk-chat-options__menu--${opened.placement}`}
          onKeyDown={(event) => {
            const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
            const at = items.indexOf(document.activeElement as HTMLButtonElement);
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
            }
          }}
          onBlur={(event) => {
            if (!menu.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== toggle.current)
              setOpened(undefined);
          }}
        >
          {opened.actions.map((action) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpened(undefined);
                onPick(action);
              }}
            >
              {action}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
