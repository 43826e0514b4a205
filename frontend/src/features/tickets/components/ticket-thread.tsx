import { Button, Flex, Heading, Text, TextAreaField } from '@aws-amplify/ui-react';
import { TICKET_LIMITS } from '@shared/tickets/ticket-rules';
import type { TicketAnswer } from '@shared/tickets/ticket-schemas';
import { useState, type KeyboardEvent } from 'react';
import { notifyError } from '../../../components/toast/toast-store';
import { formatDateTime } from '../../../lib/format';
import { useAddTicketNote } from '../api/ticket-calls';

/**
 * The ticket's notes (docs/tickets.md §2): who wrote what and when, oldest
 * first, append-only. Ctrl+Enter (or Add note) adds one; a note needs no `ver`,
 * so two people writing at once both keep theirs.
 */
export function TicketThread({
  ticket,
  timeZone,
  canWrite,
}: {
  ticket: TicketAnswer;
  timeZone: string;
  canWrite: boolean;
}) {
  const [text, setText] = useState('');
  const add = useAddTicketNote();
  const send = async () => {
    if (text.trim() === '') return;
    try {
      await add.mutateAsync({ id: ticket._id, Text: text.trim() });
      setText('');
    } catch (failed) {
      notifyError(failed);
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  };
  return (
    <section aria-label="Notes">
      <Heading level={3}>Notes</Heading>
      {ticket.Notes.length === 0 ? <Text>No notes yet.</Text> : null}
      <ol className="kk-ticket-thread">
        {ticket.Notes.map((n) => (
          <li key={n._id}>
            <span className="kk-ticket-meta">{`${n.ByName || 'Someone'} · ${formatDateTime(n.At, timeZone)}`}</span>
            <p>{n.Text}</p>
          </li>
        ))}
      </ol>
      {canWrite && ticket.Sts !== 'Closed' ? (
        <Flex direction="column" gap="xs" marginBlockStart="small">
          <TextAreaField
            label="Add a note"
            descriptiveText="Ctrl+Enter adds it."
            rows={2}
            maxLength={TICKET_LIMITS.note}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
          />
          <Flex>
            <Button size="small" onClick={() => void send()} isLoading={add.isPending} isDisabled={text.trim() === ''}>
              Add note
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </section>
  );
}
