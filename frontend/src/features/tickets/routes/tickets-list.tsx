import { Button, Flex } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { ticketRoutes } from '@shared/api/routes/tickets';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import { isOverdue, OVERDUE, TICKET_STATUSES } from '@shared/tickets/ticket-rules';
import type { TicketRow } from '@shared/tickets/ticket-schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTickets } from '../api/ticket-calls';
import { categoryText, NEW_TICKET_PATH, statusText, ticketPath } from '../components/ticket-paths';
import '../../../components/record-table/record-list.css';
import '../components/tickets.css';

export const handle = { title: 'Tickets' };

/** The due date, in red with the word when overdue (not by colour alone). */
function DueDate({ row, today, timeZone }: { row: TicketRow; today: string; timeZone: string }) {
  const late = isOverdue(row, today);
  return (
    <span className={late ? 'kk-ticket-overdue' : undefined}>
      {formatDate(row.Due, timeZone)}
      {late ? ' · Overdue' : ''}
    </span>
  );
}

/**
 * Tickets/ticketslist (docs/tickets.md §6): the branch's tickets, recent first
 * before any filter; one status (or Overdue: the open ones past their due date,
 * longest overdue first) and 'Mine' as chips, each one Query on the server;
 * overdue in red; a row opens the ticket; cards at 390 px.
 */
export function Component() {
  const session = useSession();
  const timeZone = session.User.TZ;
  const navigate = useNavigate();
  const [sts, setSts] = useState<string | undefined>();
  const [mine, setMine] = useState(false);
  const pages = useCursorPages(`tickets:${sts ?? ''}:${mine ? 'mine' : 'all'}`);
  const result = useTickets({
    ...(sts ? { Sts: sts } : {}),
    Mine: mine,
    ...(pages.cursor ? { Cursor: pages.cursor } : {}),
  });
  const today = result.data?.Today ?? '';
  const counts = result.data?.Counts;
  const canCreate = isPermitted(ticketRoutes.createTicket.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });
  const count = (s: string) => (counts === undefined ? '…' : String(counts[s] ?? 0));
  const total = counts === undefined ? '…' : String(Object.values(counts).reduce((a, b) => a + b, 0));
  const columns: RecordColumn<TicketRow>[] = [
    { id: 'Num', header: 'Ticket', cell: (r) => <Link to={ticketPath(r._id)}>{r.Num}</Link> },
    { id: 'Subject', header: 'Subject', cell: (r) => r.Subject },
    { id: 'Cust', header: 'Customer', cell: (r) => [r.CustName, r.RegNo].filter(Boolean).join(' · ') },
    { id: 'Cat', header: 'Category', cell: (r) => categoryText(r.Cat) },
    {
      id: 'Pri',
      header: 'Priority',
      cell: (r) => <span className={r.Pri === 'High' ? 'kk-ticket-high' : undefined}>{r.Pri}</span>,
    },
    { id: 'Sts', header: 'Status', cell: (r) => <span className="kk-status-badge">{statusText(r.Sts)}</span> },
    { id: 'Owner', header: 'Owner', cell: (r) => r.OwnerName },
    { id: 'Due', header: 'Due', cell: (r) => <DueDate row={r} today={today} timeZone={timeZone} /> },
  ];
  const filtered = sts !== undefined || mine;
  return (
    <div className="kk-screen">
      <Flex justifyContent="space-between" gap="small" wrap="wrap" alignItems="center">
        <ChipGroup label="Status">
          <ToggleChip pressed={sts === undefined} onPress={() => setSts(undefined)}>
            <span>All</span>
            <span className="kk-chip__count">{total}</span>
          </ToggleChip>
          {TICKET_STATUSES.map((s) => (
            <ToggleChip key={s} pressed={sts === s} onPress={() => setSts(s)}>
              <span>{statusText(s)}</span>
              <span className="kk-chip__count" aria-label={`${count(s)} records`}>
                {count(s)}
              </span>
            </ToggleChip>
          ))}
          <ToggleChip pressed={sts === OVERDUE} onPress={() => setSts(OVERDUE)}>
            <span className="kk-ticket-overdue">Overdue</span>
          </ToggleChip>
        </ChipGroup>
        <Flex gap="small" alignItems="center">
          <ChipGroup label="Owner">
            <ToggleChip pressed={mine} onPress={() => setMine(!mine)}>
              Mine
            </ToggleChip>
          </ChipGroup>
          {canCreate ? (
            <Button size="small" variation="primary" onClick={() => void navigate(NEW_TICKET_PATH)}>
              New ticket
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <RecordTableOrCards
        caption="Tickets"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={filtered ? TicketMessages.emptyFiltered : TicketMessages.empty}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(r) => void navigate(ticketPath(r._id))}
        rowTestId="ticket-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={ticketPath(r._id)} className="kk-record-card" data-testid="ticket-card">
            <strong>{`${r.Num} · ${r.Subject}`}</strong>
            <span>{`${r.CustName}${r.RegNo ? ` · ${r.RegNo}` : ''} · ${statusText(r.Sts)}`}</span>
            <span>
              {`${r.OwnerName} · due `}
              <DueDate row={r} today={today} timeZone={timeZone} />
            </span>
          </Link>
        )}
      />
    </div>
  );
}
