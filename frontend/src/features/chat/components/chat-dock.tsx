import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { useSession } from '../../../lib/session';
import { readToken } from '../../../lib/token-storage';
import { chatCalls } from '../api/chat-calls';
import { createChatHub, type ChatHub } from '../hooks/chat-hub';
import { ChatHubContext, useChatHub, useHubSnapshot } from '../hooks/use-chat-hub';
import { badgeText, unreadTotal } from '../utils/unread';
import { ChatPanel } from './chat-panel';
import { ChatIcon } from './icons';
import './chat.css';

/**
 * The header's chat button with the unread total, and the chat menu it opens
 * (spec platform §2 'Common header': chat button, new-features only). The hub,
 * and with it the socket, lives as long as the shell does.
 */
export function ChatDock() {
  const session = useSession();
  const me = session.User.UserId;
  const branch = session.Entity.EntId;
  const [hub, setHub] = useState<ChatHub>();
  // A branch switch issues a new token: a new connection acts for the new branch.
  useEffect(() => {
    const created = createChatHub({
      calls: chatCalls(me),
      token: readToken,
      socketUrl: async () => (await loadRuntimeConfig()).webSocketUrl,
    });
    void created.start();
    setHub(created);
    return () => created.stop();
  }, [me, branch]);
  if (!hub) return null;
  return (
    <ChatHubContext.Provider value={hub}>
      <ChatDockView />
    </ChatHubContext.Provider>
  );
}

/** The button and the menu, for a hub given by the dock (or a test). */
export function ChatDockView() {
  const hub = useChatHub();
  const snapshot = useHubSnapshot();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const total = unreadTotal(snapshot.unread);
  const badge = badgeText(total);

  useEffect(() => {
    if (open) hub.join();
    else if (wasOpen.current) hub.leave();
    wasOpen.current = open;
  }, [open, hub]);

  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="amplify-button amplify-button--link kk-header__chat"
        aria-label={total > 0 ? `Chat, ${total} unread` : 'Chat'}
        title="Chat"
        aria-expanded={open}
        aria-controls="kk-chat-panel"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <ChatIcon />
        {badge ? (
          <span className="kk-chat-badge kk-chat-badge--header" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? createPortal(<ChatPanel onClose={close} />, document.body) : null}
    </>
  );
}
