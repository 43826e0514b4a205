import { ApiError, ErrorCode } from '@shared/api/errors';
import { OVERDUE, TICKET_STATUSES, type TicketStatus } from '@shared/tickets/ticket-rules';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import { takeCounterNumber } from '../documents/document-numbers';
import type { DocumentLine, StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';
import { readDocument } from '../documents/document-read';
import { readStatusCounts } from '../documents/document-lists';
import { createUnnumbered, saveDocument } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { TICKET, TICKET_SERIES } from '../documents/types/ticket-type';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage, type StartKey } from '../table/index-query';
import { orgPk } from '../table/keys';
import {
  dueTicketsPartition,
  ownerDueTicketsPartition,
  ownerTicketsByStatusPartition,
  ownerTicketsPartition,
  TICKET_CODE,
  ticketsByStatusPartition,
  ticketsPartition,
} from './ticket-keys';

/**
 * Tickets as documents of the store (docs/tickets.md): created with a counter
 * number, changed at the `ver` read (409 on loss), listed by one Query of one
 * index partition per filter. The type's descriptor (documents/types/ticket-type.ts)
 * writes the index items and the status counts with every change.
 */

/** A ticket's own fields (docs/tickets.md §2), besides the store's. */
export type TicketFields = {
  OrgId: string;
  EntId: string;
  DocId: string;
  Num: string;
  Series: string;
  FY: string;
  Sts: TicketStatus;
  Cust: string;
  CustName: string;
  Phone?: string;
  ProdId?: string;
  RegNo?: string;
  RefType?: string;
  RefId?: string;
  RefNum?: string;
  Subject: string;
  Desc?: string;
  Cat: string;
  Pri: string;
  Owner: string;
  OwnerName: string;
  Due: string;
  CrAt: string;
  CrDate: string;
  CrBy: string;
  CrByName?: string;
};
export type TicketHead = StoreHead & TicketFields;
export type StoredTicket = StoredOf<TicketHead, 'Notes'>;
export type TicketNotes = { Notes: DocumentLine[] };
type Who = { By: string; ByName?: string };

/** A new ticket's header without its number, `ver` and store fields. */
export type NewTicketHead = Omit<TicketFields, 'Num' | 'Series' | 'FY'>;

/** The number first (one atomic update; a refused ticket leaves a gap), then the ticket and the number's pointer in one transaction. */
export async function createTicket(head: NewTicketHead, notes: DocumentLine[], who: Who): Promise<StoredTicket> {
  const number = await takeCounterNumber(head.OrgId, head.EntId, TICKET_SERIES, head.CrDate, head.DocId);
  const full = { ...head, type: TICKET.kind, Num: number.Num, Series: TICKET_SERIES, FY: number.FY };
  return createUnnumbered<TicketHead, 'Notes'>(
    { next: { head: full, lines: { Notes: notes } }, audit: { Action: 'Create', ...who } },
    { writes: [number.pointer] },
  );
}

/** D1: the ticket with its notes; undefined when there is none of this branch (another branch's is not shown). */
export async function readTicket(
  orgId: string,
  entId: string,
  docId: string,
  consistent = false,
): Promise<StoredTicket | undefined> {
  const found = await readDocument<TicketHead, 'Notes'>(orgId, docId, consistent);
  if (!found || found.head.type !== TICKET.kind || found.head.EntId !== entId) return undefined;
  return found;
}

/**
 * A change of the ticket at the `ver` read: the header, any new note, the index
 * items and the count, with an audit record, in one transaction. A lost race
 * throws the store's `HeaderChanged` (a note is then added again from a fresh
 * read, `againWhileHeaderChanges`); `atVer` answers it as the ticket's own 409.
 */
export const saveTicket = (
  before: StoredTicket,
  head: Omit<TicketHead, 'ver'>,
  notes: DocumentLine[],
  audit: Who & { Action: string },
): Promise<StoredTicket> =>
  saveDocument<TicketHead, 'Notes'>({ before, next: { head, lines: { Notes: notes } }, audit });

/** A person's change at the `ver` they read: a lost race is theirs to see (409), never made again over it. */
export async function atVer<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof HeaderChanged) throw new ApiError(ErrorCode.Conflict, TicketMessages.stale);
    throw error;
  }
}

export { againWhileHeaderChanges } from '../documents/header-guard';

export type TicketFilter = { sts?: TicketStatus | typeof OVERDUE; owner?: string; today: string };

/** The one index partition a filter reads (docs/tickets.md §1): which index, which partition, which order. */
function laneOf(orgId: string, entId: string, f: TicketFilter): { index: 1 | 2; partition: string; byDue: boolean } {
  if (f.sts === OVERDUE)
    return f.owner
      ? { index: 2, partition: ownerDueTicketsPartition(orgId, entId, f.owner), byDue: true }
      : { index: 1, partition: dueTicketsPartition(orgId, entId), byDue: true };
  if (f.sts)
    return f.owner
      ? { index: 2, partition: ownerTicketsByStatusPartition(orgId, entId, f.owner, f.sts), byDue: false }
      : { index: 2, partition: ticketsByStatusPartition(orgId, entId, f.sts), byDue: false };
  return f.owner
    ? { index: 1, partition: ownerTicketsPartition(orgId, entId, f.owner), byDue: false }
    : { index: 1, partition: ticketsPartition(orgId, entId), byDue: false };
}

const TAG = 'tickets';
export type TicketListPage = { rows: Record<string, unknown>[]; next?: string; counts: Record<string, number> };

/**
 * One page of the branch's tickets for a filter: recent first, or for Overdue
 * the longest overdue first (the open tickets by due date, up to today). A
 * cursor is this list's own, of this organisation and this very partition.
 */
export async function listTickets(
  orgId: string,
  entId: string,
  filter: TicketFilter,
  limit: number,
  cursor: string | undefined,
): Promise<TicketListPage> {
  const lane = laneOf(orgId, entId, filter);
  const startKey: StartKey | undefined = decodePageCursor(cursor, {
    tag: TAG,
    orgId,
    pk: { startsWith: `${orgPk(orgId)}#DOC#` },
    index: { number: lane.index, partition: lane.partition },
    refusal: TicketMessages.badCursor,
  });
  const [page, counts] = await Promise.all([
    queryIndexPage<Record<string, unknown>>({
      index: lane.index,
      partition: lane.partition,
      newestFirst: !lane.byDue,
      limit,
      ...(startKey ? { startKey } : {}),
    }),
    readStatusCounts(orgId, entId, TICKET_CODE, TICKET_STATUSES),
  ]);
  if (!lane.byDue)
    return { rows: page.items, ...(page.lastKey ? { next: encodePageCursor(TAG, page.lastKey) } : {}), counts };
  // By due date the list ends at the first ticket due today or later: those are not overdue.
  const cut = page.items.findIndex((item) => String(item.Due) >= filter.today);
  if (cut >= 0) return { rows: page.items.slice(0, cut), counts };
  return { rows: page.items, ...(page.lastKey ? { next: encodePageCursor(TAG, page.lastKey) } : {}), counts };
}
