import {
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketCategory,
  type TicketStatus,
} from '@shared/tickets/ticket-rules';

/** The ticket screens' paths (spec platform §2 'Common'), written once. */
export const TICKETS_LIST_PATH = '/Tickets/ticketslist';
export const NEW_TICKET_PATH = '/Tickets/Ticket/New';
export const ticketPath = (id: string): string => `/Tickets/Ticket/${id}`;

export const statusText = (s: string): string => TICKET_STATUS_LABELS[s as TicketStatus] ?? s;
export const categoryText = (c: string): string => TICKET_CATEGORY_LABELS[c as TicketCategory] ?? c;
