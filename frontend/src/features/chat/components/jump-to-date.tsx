import { useId, useState } from 'react';
import { jumpDateError, parseJumpDate } from '../utils/jump-date';

/** Spec platform §2 'Chat room': the jump-to-date picker, MM/DD/YYYY; §5: a date is required. */
export function JumpToDate({ onJump }: { onJump: (day: string) => Promise<string | undefined> }) {
  const [text, setText] = useState('');
  const [note, setNote] = useState<string>();
  const id = useId();
  return (
    <form
      className="kk-chat-jump"
      aria-label="Jump to date"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = jumpDateError(text);
        const day = parseJumpDate(text);
        setNote(problem);
        if (day) void onJump(day).then(setNote);
      }}
    >
      <label htmlFor={id} className="kk-visually-hidden">
        Jump to date (MM/DD/YYYY)
      </label>
      <input
        id={id}
        className="amplify-input amplify-field-group__control kk-chat-jump__input"
        inputMode="numeric"
        placeholder="MM/DD/YYYY"
        value={text}
        aria-invalid={note !== undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="amplify-button amplify-button--small">
        Go
      </button>
      {note ? (
        <span id={`${id}-note`} className="kk-chat-jump__note" role="status">
          {note}
        </span>
      ) : null}
    </form>
  );
}
