import { ticketRoutes } from '@shared/api/routes/tickets';
import { createFamilyHandler } from '../lib/http/family-handler';
import {
  addTicketNote,
  createTicket,
  moveTicket,
  ticket,
  ticketAudit,
  ticketOwners,
  tickets,
  updateTicket,
} from './ticket-calls';
import { ticketGate } from './ticket-gate';

/** Lambda of the `tickets` call family: customer complaints and follow-ups (docs/tickets.md). */
export const handler = createFamilyHandler(
  ticketRoutes,
  { tickets, ticketOwners, createTicket, ticket, updateTicket, addTicketNote, moveTicket, ticketAudit },
  ticketGate,
);
