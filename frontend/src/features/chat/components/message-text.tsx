import { isPermitted } from '@shared/access/access-model';
import { documentByNumberRoute } from '@shared/api/routes/document-by-number';
import { DocumentLinkMessages } from '@shared/documents/document-links';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { apiCall } from '../../../lib/api-client';
import { ClientError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { DOCUMENT_READ, documentScreenPath, KIND_OF, messageParts } from '../utils/message-links';

export type MessageTextProps = {
  text: string;
  onNavigate: () => void;
  /**
   * The sender belongs to another organisation: their document numbers name
   * their documents, not ours, so they are not looked up in ours (shown as
   * references only). Today every conversation is within one organisation.
   */
  fromOtherOrganisation?: boolean;
};

/**
 * A message's words, with its links live: an outside address opens in a new
 * tab; a repair order, estimate or invoice of this app opens in the app for a
 * user whose access allows reading it (others see the address as text). A
 * document number is a button: the server finds it in the user's branch
 * (Common/Documents/ByNumber) and the document's screen opens; a number it
 * does not find, or one the user may not read, says so in a toast.
 */
export function MessageText({ text, onNavigate, fromOtherOrganisation = false }: MessageTextProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [looking, setLooking] = useState<string | undefined>();
  const ctx = {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
    settings: session.Entity.Settings,
  };
  const parts = messageParts(text, window.location.origin);

  const open = async (Num: string): Promise<void> => {
    if (looking) return;
    setLooking(Num);
    try {
      const found = await apiCall(documentByNumberRoute, { query: { Num } });
      onNavigate();
      await navigate(documentScreenPath(KIND_OF[found.type], found.Id));
    } catch (error) {
      if (error instanceof ClientError && (error.status === 404 || error.status === 400))
        toast.info(DocumentLinkMessages.notFound);
      else if (!(error instanceof ClientError && error.handled))
        toast.error(error instanceof Error ? error.message : DocumentLinkMessages.notFound);
    } finally {
      setLooking(undefined);
    }
  };

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
            // Only numbers of a type this user may read are asked about; the server checks again.
            return !fromOtherOrganisation && isPermitted(DOCUMENT_READ[part.document], ctx) ? (
              <button
                key={at}
                type="button"
                className="kk-chat-link kk-chat-msg__ref"
                aria-busy={looking === part.text}
                title={`Open ${part.text}`}
                onClick={() => void open(part.text)}
              >
                {part.text}
              </button>
            ) : (
              <strong key={at} className="kk-chat-msg__ref">
                {part.text}
              </strong>
            );
        }
      })}
    </p>
  );
}
