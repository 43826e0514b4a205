import { ChatMessages } from '@shared/chat/chat-messages';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';

/** Spec platform §2 'Chat room': Edit Message, a Message field, Save and Close; Save waits for text (§5). */
export function EditMessageDialog({
  initial,
  busy,
  onSave,
  onClose,
}: {
  initial: string;
  busy: boolean;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  const valid = text.trim() !== '';
  return (
    <Dialog open title={ChatMessages.editTitle} onClose={onClose}>
      <form
        className="kk-chat-edit"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) onSave(text.trim());
        }}
      >
        <label htmlFor={id} className="amplify-label">
          Message
        </label>
        <textarea
          id={id}
          className="amplify-textarea amplify-field-group__control"
          rows={4}
          value={text}
          required
          onChange={(event) => setText(event.target.value)}
        />
        <div className="kk-chat-edit__buttons">
          <button type="button" className="amplify-button" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="amplify-button amplify-button--primary" disabled={!valid || busy}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
