import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../fields/paging';
import { verField } from '../fields/ver-fields';
import {
  OVERDUE,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_REF_TYPES,
  TICKET_STATUSES,
} from './ticket-rules';

/**
 * Request and answer shapes of the ticket calls (docs/tickets.md §4). Bodies are
 * strict (an unknown key answers 400); fields of one kind share one schema object,
 * as every schema here is built when the family's Lambda loads.
 */
const id = z.string().min(1).max(64);
const optStr = z.string().optional();
const subject = z.string().trim().min(1).max(TICKET_LIMITS.subject);
const desc = z.string().trim().max(TICKET_LIMITS.desc);
const noteText = z.string().trim().min(1).max(TICKET_LIMITS.note);

export const ticketStatus = z.enum(TICKET_STATUSES);
export const ticketCategory = z.enum(TICKET_CATEGORIES);
export const ticketPriority = z.enum(TICKET_PRIORITIES);
const ref = z.strictObject({ Type: z.enum(TICKET_REF_TYPES), Id: id });

export const ticketCreateBody = z.strictObject({
  Cust: id,
  ProdId: id.optional(),
  Ref: ref.optional(),
  Subject: subject,
  Desc: desc.optional(),
  Cat: ticketCategory,
  Pri: ticketPriority,
  /** Absent: the one who raises it. */
  Owner: id.optional(),
  /** Absent: from the priority (ticket-rules `DUE_DAYS`). */
  Due: isoDate.optional(),
});

/** A change at `ver`: what is sent replaces, what is left out stays; `null` clears an optional field. */
export const ticketUpdateBody = z.strictObject({
  ProdId: id.nullable().optional(),
  Ref: ref.nullable().optional(),
  Subject: subject.optional(),
  Desc: desc.nullable().optional(),
  Cat: ticketCategory.optional(),
  Pri: ticketPriority.optional(),
  Owner: id.optional(),
  Due: isoDate.optional(),
  ver: verField,
});

export const ticketStatusBody = z.strictObject({ Sts: ticketStatus, ver: verField, Note: noteText.optional() });
export const ticketNoteBody = z.strictObject({ Text: noteText });
export const ticketParams = z.strictObject({ Id: id });

/** One filter of the status choice (a status, or the overdue ones), and optionally only the caller's own. */
export const ticketListQuery = z.strictObject({
  Sts: z.enum([...TICKET_STATUSES, OVERDUE]).optional(),
  Mine: z.enum(['1']).optional(),
  Limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  Cursor: optStr,
});

const refAnswer = z.object({ Type: z.enum(TICKET_REF_TYPES), Id: z.string(), Num: z.string() });

/** A row of the list: the index item's summary, no description or notes. */
export const ticketRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Sts: ticketStatus,
  Cust: z.string(),
  CustName: z.string(),
  RegNo: optStr,
  Subject: z.string(),
  Cat: ticketCategory,
  Pri: ticketPriority,
  Owner: z.string(),
  OwnerName: z.string(),
  Due: z.string(),
  CrAt: z.string(),
  RefNum: optStr,
});
export type TicketRow = z.infer<typeof ticketRow>;

export const ticketListAnswer = z.object({
  Items: z.array(ticketRow),
  Next: optStr,
  /** The branch's date: what is overdue is judged against it. */
  Today: z.string(),
  /** Tickets of the branch per status. */
  Counts: z.record(z.string(), z.number()),
});

export const ticketNote = z.object({
  _id: z.string(),
  At: z.string(),
  By: z.string(),
  ByName: z.string(),
  Text: z.string(),
});

export const ticketAnswer = ticketRow.extend({
  Phone: optStr,
  ProdId: optStr,
  Ref: refAnswer.optional(),
  Desc: optStr,
  CrBy: z.string(),
  CrByName: optStr,
  UpAt: optStr,
  Notes: z.array(ticketNote),
  Today: z.string(),
  ver: z.number(),
});
export type TicketAnswer = z.infer<typeof ticketAnswer>;

export const ticketOwnersAnswer = z.array(z.object({ UserId: z.string(), Name: z.string() }));
