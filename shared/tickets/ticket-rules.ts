import { addDays } from '../appointments/appointment-rules';

/**
 * The rules of a ticket (docs/tickets.md §3): its statuses and the moves between
 * them, categories, priorities and the default due date. Zod-free, so calls,
 * repositories and screens read them without building any schema.
 */

/** Statuses in the order a ticket usually goes through them (the list's chips read this order). */
export const TICKET_STATUSES = ['Open', 'InProgress', 'WtngForCust', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** How each status reads on a screen. */
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  Open: 'Open',
  InProgress: 'In Progress',
  WtngForCust: 'Waiting for Customer',
  Resolved: 'Resolved',
  Closed: 'Closed',
};

/**
 * The allowed moves, the one table of them: work starts, waits on the customer
 * and resumes; a resolved ticket is closed, or reopened when the customer says
 * it is not fixed. Closed is final: a complaint that comes back later is a new
 * ticket (its history stays with the old one).
 */
export const TICKET_MOVES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  Open: ['InProgress', 'WtngForCust', 'Resolved', 'Closed'],
  InProgress: ['Open', 'WtngForCust', 'Resolved', 'Closed'],
  WtngForCust: ['InProgress', 'Resolved', 'Closed'],
  Resolved: ['Open', 'Closed'],
  Closed: [],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean => TICKET_MOVES[from].includes(to);

/** Statuses in which a ticket still needs someone: only these can be overdue. */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['Open', 'InProgress', 'WtngForCust'];
export const isOpenTicket = (status: string): boolean => (OPEN_TICKET_STATUSES as readonly string[]).includes(status);

/** Overdue: still open and due before the branch's today (a ticket due today is not late yet). */
export const isOverdue = (ticket: { Sts: string; Due: string }, today: string): boolean =>
  isOpenTicket(ticket.Sts) && ticket.Due < today;

export const TICKET_CATEGORIES = ['Complaint', 'FollowUp', 'Other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Readonly<Record<TicketCategory, string>> = {
  Complaint: 'Complaint',
  FollowUp: 'Follow-up',
  Other: 'Other',
};

export const TICKET_PRIORITIES = ['Normal', 'High'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Days from today to the default due date: a high-priority complaint is answered tomorrow, others within three days. */
export const DUE_DAYS: Readonly<Record<TicketPriority, number>> = { High: 1, Normal: 3 };

/** A delivered repair order's follow-up call is due three days after it is raised. */
export const FOLLOW_UP_DAYS = 3;

export const defaultDue = (today: string, priority: TicketPriority): string => addDays(today, DUE_DAYS[priority]);

/** The documents a ticket may follow. */
export const TICKET_REF_TYPES = ['RepairOrder', 'Invoice'] as const;
export type TicketRefType = (typeof TICKET_REF_TYPES)[number];

/** Bounds: a subject is a line, a note a paragraph; a ticket's thread stays well inside a document's 1,000 lines. */
export const TICKET_LIMITS = { subject: 150, desc: 4000, note: 2000, notes: 200 } as const;

/** The list's filter of overdue tickets, beside the statuses in the one status choice. */
export const OVERDUE = 'Overdue';
