import { isOpenTicket } from '@shared/tickets/ticket-rules';
import {
  dueSortKey,
  dueTicketsPartition,
  ownerDueTicketsPartition,
  ownerTicketsByStatusPartition,
  ownerTicketsPartition,
  raisedSortKey,
  TICKET_CODE,
  ticketsByStatusPartition,
  ticketsPartition,
} from '../../tickets/ticket-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Tickets (docs/tickets.md): a customer's complaint or a follow-up, owned by a
 * user of the branch, due on a day. The header is listed by when it was raised
 * (TK2) and by status (TK3); `IX#OWN` lists it under its owner (TK4, TK5) and,
 * while open, `IX#DUE` by due date (TK6, TK7). The notes are the line group
 * `Notes`, append-only. Counter numbers in series `TKT` (a refused ticket may
 * leave a gap: tickets are not tax documents).
 */

export const TICKET_SERIES = 'TKT';

type TicketKeys = StoreHead & { Sts: string; CrAt: string; Owner: string; Due: string };

/** What a list row shows, copied onto each index item (the lists read no headers). */
export const TICKET_ROW_FIELDS = [
  'DocId',
  'Num',
  'Sts',
  'Cust',
  'CustName',
  'RegNo',
  'Subject',
  'Cat',
  'Pri',
  'Owner',
  'OwnerName',
  'Due',
  'CrAt',
  'RefNum',
] as const;

const rowOf = (head: StoreHead): Record<string, unknown> =>
  Object.fromEntries(TICKET_ROW_FIELDS.filter((f) => head[f] !== undefined).map((f) => [f, head[f]]));

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as TicketKeys;
  const raised = raisedSortKey(head.CrAt, head.DocId);
  return {
    gsi1pk: ticketsPartition(head.OrgId, head.EntId),
    gsi1sk: raised,
    gsi2pk: ticketsByStatusPartition(head.OrgId, head.EntId, head.Sts),
    gsi2sk: raised,
  };
};

function indexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const head = stored as TicketKeys;
  const row = rowOf(head);
  const raised = raisedSortKey(head.CrAt, head.DocId);
  const items = new Map<string, Record<string, unknown>>();
  items.set('OWN', {
    ...row,
    type: 'TicketOwner',
    gsi1pk: ownerTicketsPartition(head.OrgId, head.EntId, head.Owner),
    gsi1sk: raised,
    gsi2pk: ownerTicketsByStatusPartition(head.OrgId, head.EntId, head.Owner, head.Sts),
    gsi2sk: raised,
  });
  if (isOpenTicket(head.Sts))
    items.set('DUE', {
      ...row,
      type: 'TicketDue',
      gsi1pk: dueTicketsPartition(head.OrgId, head.EntId),
      gsi1sk: dueSortKey(head.Due, head.DocId),
      gsi2pk: ownerDueTicketsPartition(head.OrgId, head.EntId, head.Owner),
      gsi2sk: dueSortKey(head.Due, head.DocId),
    });
  return items;
}

export const TICKET: DocumentType<'Notes'> = {
  kind: 'Ticket',
  code: TICKET_CODE,
  lineGroups: { Notes: 'NOTE#' },
  headIndexes,
  indexItems,
  indexNames: ['OWN', 'DUE'],
  statusCounts: true,
  numbering: { policy: 'counter', series: TICKET_SERIES },
  // The notes are the thread itself (who, when, text): the audit lists the header's changes.
  audit: { lines: false },
};
