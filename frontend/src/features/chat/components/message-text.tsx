import { isPermitted } from '@shared/access/access-model';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { DOCUMENT_READ, messageParts } from '../utils/message-links';

/**
 * A message's words, with its links live: an outside address opens in a new
 * tab; a repair order, estimate or invoice of this app opens in the app for a
 * user whose access allows reading it (others see the address as text).
 */
export function MessageText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  const session = useSession();
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User, settings: session.Entity.Settings };
  const parts = messageParts(text, window.location.origin);
  return (
    <p className="kk-chat-msg__text">
      {parts.map((part, at) => {
        switch (part.kind) {
          case 'text':
            return <span key={at}>{part.text}</span>;
          case 'url':
            return (
              <a key={at} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            );
          case 'document':
            return isPermitted(DOCUMENT_READ[part.document], ctx) ? (
              <Link key={at} to={part.path} onClick={onNavigate}>
                {part.text}
              </Link>
            ) : (
              <span key={at}>{part.text}</span>
            );
          case 'number':
            return (
              <strong key={at} className="kk-chat-msg__ref">
                {part.text}
              </strong>
            );
        }
      })}
    </p>
  );
}
