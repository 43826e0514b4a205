import { Button, Flex } from '@aws-amplify/ui-react';
import { mayRaiseTickets } from '@shared/tickets/ticket-access';
import { Link } from 'react-router';
import { useSession } from '../../../../lib/session';

/** A delivered order: its follow-up call is offered (docs/tickets.md §5). */
const DELIVERED = new Set(['Completed', 'Closed']);

/**
 * "New ticket" on a repair order: a complaint about it, the customer, vehicle and
 * order filled in; and on a delivered order "Follow up": the same, as the
 * follow-up call due in three days. Both open Tickets/Ticket/New; nothing is
 * raised until the advisor saves.
 */
export function TicketLinks({
  order,
}: {
  order: { _id: string; Num: string; Sts: string; Cust?: string; ProdId?: string };
}) {
  const session = useSession();
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  if (!order.Cust || !mayRaiseTickets(ctx)) return null;
  const query = (follow: boolean) =>
    new URLSearchParams({
      Cust: order.Cust ?? '',
      ...(order.ProdId ? { ProdId: order.ProdId } : {}),
      RefType: 'RepairOrder',
      RefId: order._id,
      RefNum: order.Num,
      ...(follow ? { Follow: '1' } : {}),
    }).toString();
  return (
    <Flex gap="xs" justifyContent="flex-end" wrap="wrap">
      {DELIVERED.has(order.Sts) ? (
        <Button as={Link} to={`/Tickets/Ticket/New?${query(true)}`} size="small">
          Follow up
        </Button>
      ) : null}
      <Button as={Link} to={`/Tickets/Ticket/New?${query(false)}`} size="small">
        New ticket
      </Button>
    </Flex>
  );
}
