import { Button } from '@aws-amplify/ui-react';
import type { AccessContext } from '@shared/access/access-model';
import { mayRaiseTickets } from '@shared/tickets/ticket-access';
import { Link } from 'react-router';

/** "New ticket" on a customer's screen: opens Tickets/Ticket/New with the customer chosen (docs/tickets.md §6). */
export function NewTicketLink({ ctx, custId }: { ctx: AccessContext; custId: string }) {
  if (!mayRaiseTickets(ctx)) return null;
  return (
    <Button as={Link} to={`/Tickets/Ticket/New?${new URLSearchParams({ Cust: custId }).toString()}`} size="small">
      New ticket
    </Button>
  );
}
