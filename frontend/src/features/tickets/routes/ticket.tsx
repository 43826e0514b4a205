import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { isPermitted, NEW_ID } from '@shared/access/access-model';
import { partiesRoutes } from '@shared/api/routes/parties';
import { ticketRoutes } from '@shared/api/routes/tickets';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import { addDays } from '@shared/appointments/appointment-rules';
import { FOLLOW_UP_DAYS, isOverdue, TICKET_MOVES, type TicketStatus } from '@shared/tickets/ticket-rules';
import type { TicketAnswer } from '@shared/tickets/ticket-schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuditRecords } from '../../../components/audit-log/audit-records';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { formatDate, formatDateTime, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateTicket, useMoveTicket, useTicket, useTicketAudit, useUpdateTicket } from '../api/ticket-calls';
import {
  createBodyOf,
  emptyTicket,
  TicketForm,
  updateBodyOf,
  valuesOf,
  type TicketRef,
  type TicketValues,
} from '../components/ticket-form';
import { categoryText, statusText, ticketPath, TICKETS_LIST_PATH } from '../components/ticket-paths';
import { TicketThread } from '../components/ticket-thread';
import '../components/tickets.css';

export const handle = { title: 'Ticket' };

/** Where a followed document opens (the service and invoice screens' paths). */
const refPath = (ref: TicketRef): string =>
  ref.Type === 'RepairOrder' ? `/Service/WorkOrder/${ref.Id}` : `/Accounting/Invoice/${ref.Id}`;

/**
 * Tickets/Ticket/New and Tickets/Ticket/{Id} (docs/tickets.md §6). New is
 * prefilled from the query: a customer's screen sends Cust, a repair order's
 * Cust, ProdId and the order (RefType, RefId, RefNum); `Follow=1` is the
 * delivered order's follow-up call (category Follow-up, due in three days).
 */
export function Component() {
  const { Id = NEW_ID } = useParams();
  const isNew = Id.toLowerCase() === NEW_ID;
  const session = useSession();
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  const record = useTicket(isNew ? undefined : Id);
  if (isNew) {
    if (!isPermitted(ticketRoutes.createTicket.permission, ctx))
      return <Alert variation="warning">You may not raise tickets.</Alert>;
    return <NewTicket />;
  }
  if (record.isPending) return <Loader size="large" ariaLabel="Loading ticket" />;
  if (record.isError)
    return (
      <Alert variation="error" role="alert">
        {record.error.message}
        <Button size="small" marginInlineStart="small" onClick={() => void record.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  return (
    <TicketView
      key={record.data._id}
      ticket={record.data}
      canWrite={isPermitted(ticketRoutes.updateTicket.permission, ctx)}
    />
  );
}

function NewTicket() {
  const session = useSession();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const create = useCreateTicket();
  const cust = query.get('Cust') ?? '';
  const customer = useQuery({
    queryKey: ['Tickets', 'Customer', cust],
    queryFn: (context) => apiCall(partiesRoutes.getCustomer, { params: { id: cust }, signal: querySignal(context) }),
    enabled: cust !== '',
  });
  const today = todayIn(session.Entity.Settings.TZ);
  const refType = query.get('RefType');
  const ref: TicketRef | undefined =
    (refType === 'RepairOrder' || refType === 'Invoice') && query.get('RefId')
      ? { Type: refType, Id: query.get('RefId') ?? '', Num: query.get('RefNum') ?? '' }
      : undefined;
  const followUp = query.get('Follow') === '1' && ref !== undefined;
  if (cust && customer.isPending) return <Loader size="large" ariaLabel="Loading customer" />;
  const initial = emptyTicket({
    Cust: customer.data?._id ?? '',
    CustName: customer.data?.DName ?? '',
    ProdId: query.get('ProdId') ?? '',
    ...(followUp
      ? { Cat: 'FollowUp', Subject: TicketMessages.followUpSubject(ref.Num), Due: addDays(today, FOLLOW_UP_DAYS) }
      : {}),
  });
  const save = async (values: TicketValues) => {
    const made = await create.mutateAsync(createBodyOf(values, ref));
    toast.success(TicketMessages.created(made.Num));
    void navigate(ticketPath(made._id));
  };
  return (
    <Flex direction="column" gap="medium">
      <Heading level={2}>New ticket</Heading>
      {ref ? (
        <Text>
          Follows <Link to={refPath(ref)}>{ref.Num}</Link>
        </Text>
      ) : null}
      <TicketForm
        initial={initial}
        today={today}
        fixedCustomer={false}
        readOnly={false}
        submitText="Raise ticket"
        onSave={save}
      />
    </Flex>
  );
}

function TicketView({ ticket, canWrite }: { ticket: TicketAnswer; canWrite: boolean }) {
  const timeZone = useSession().User.TZ;
  const update = useUpdateTicket();
  const move = useMoveTicket();
  const audit = useTicketAudit(ticket._id);
  const late = isOverdue(ticket, ticket.Today);
  const closed = ticket.Sts === 'Closed';
  const moves = TICKET_MOVES[ticket.Sts as TicketStatus] ?? [];
  const save = async (values: TicketValues) => {
    await update.mutateAsync({ id: ticket._id, body: updateBodyOf(values, ticket) });
    toast.success('Ticket saved.');
  };
  const moveTo = async (Sts: string) => {
    try {
      await move.mutateAsync({ id: ticket._id, ver: ticket.ver, Sts });
      toast.success(`Ticket ${ticket.Num} is ${statusText(Sts)}.`);
    } catch (failed) {
      notifyError(failed);
    }
  };
  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="baseline" wrap="wrap" gap="small">
        <Heading level={2}>{`${ticket.Num} · ${ticket.Subject}`}</Heading>
        <Link to={TICKETS_LIST_PATH}>All tickets</Link>
      </Flex>
      <Flex gap="small" wrap="wrap" alignItems="center">
        <span className="kk-status-badge">{statusText(ticket.Sts)}</span>
        <Text>{categoryText(ticket.Cat)}</Text>
        <Text className={ticket.Pri === 'High' ? 'kk-ticket-high' : undefined}>{`${ticket.Pri} priority`}</Text>
        <Text className={late ? 'kk-ticket-overdue' : undefined}>
          {`Due ${formatDate(ticket.Due, timeZone)}${late ? ' · Overdue' : ''}`}
        </Text>
        <Text>{`Owner: ${ticket.OwnerName}`}</Text>
      </Flex>
      <Text>
        <Link to={`/Customers/Customer/${ticket.Cust}`}>{ticket.CustName}</Link>
        {ticket.Phone ? ` · ${ticket.Phone}` : ''}
        {ticket.RegNo ? ` · ${ticket.RegNo}` : ''}
        {ticket.Ref ? (
          <>
            {' · follows '}
            <Link to={refPath(ticket.Ref)}>{ticket.Ref.Num}</Link>
          </>
        ) : null}
      </Text>
      {canWrite && moves.length > 0 ? (
        <Flex gap="small" wrap="wrap" role="group" aria-label="Move to">
          {moves.map((to) => (
            <Button key={to} size="small" onClick={() => void moveTo(to)} isLoading={move.isPending}>
              {statusText(to)}
            </Button>
          ))}
        </Flex>
      ) : null}
      {closed ? <Alert variation="info">{TicketMessages.closed}</Alert> : null}
      <div className="kk-ticket-layout">
        <TicketForm
          // The ticket as answered after each change: its form starts again from it (a typed note is kept).
          key={ticket.ver}
          initial={valuesOf(ticket)}
          today={ticket.Today}
          fixedCustomer
          readOnly={!canWrite || closed}
          submitText="Save ticket"
          onSave={save}
        />
        <TicketThread ticket={ticket} timeZone={timeZone} canWrite={canWrite} />
      </div>
      <section aria-label="Audit">
        <Heading level={3}>Changes</Heading>
        <Text className="kk-ticket-meta">{`Raised by ${ticket.CrByName ?? ticket.CrBy} on ${formatDateTime(ticket.CrAt, timeZone)}`}</Text>
        <AuditRecords log={audit} timeZone={timeZone} />
      </section>
    </Flex>
  );
}
