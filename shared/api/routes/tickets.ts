import { auditPage, auditQuery } from '../../documents/call-parts';
import { ticketPermission as TICKET } from '../../tickets/ticket-permissions';
import {
  ticketAnswer,
  ticketCreateBody,
  ticketListAnswer,
  ticketListQuery,
  ticketNoteBody,
  ticketOwnersAnswer,
  ticketParams,
  ticketStatusBody,
  ticketUpdateBody,
} from '../../tickets/ticket-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Tickets: customer complaints and follow-ups (docs/tickets.md §4), a small
 * family of its own so that no full family's bundle grows. Service `Ticket` R to
 * read, C to raise, U to change, add a note or move the status. The branch's
 * Service feature `Ticket` is checked by the calls (on unless set to false).
 */
const SMALL = 16 * 1024;

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'tickets' as const });

export const ticketRoutes = {
  tickets: route({
    method: 'GET',
    path: 'Tickets',
    permission: TICKET('R'),
    query: ticketListQuery,
    response: ticketListAnswer,
  }),
  ticketOwners: route({
    method: 'GET',
    path: 'Tickets/Owners',
    permission: TICKET('R'),
    response: ticketOwnersAnswer,
  }),
  createTicket: route({
    method: 'POST',
    path: 'Tickets',
    permission: TICKET('C'),
    body: ticketCreateBody,
    response: ticketAnswer,
    maxBodyBytes: SMALL,
  }),
  ticket: route({
    method: 'GET',
    path: 'Tickets/{Id}',
    permission: TICKET('R'),
    params: ticketParams,
    response: ticketAnswer,
  }),
  updateTicket: route({
    method: 'PUT',
    path: 'Tickets/{Id}',
    permission: TICKET('U'),
    params: ticketParams,
    body: ticketUpdateBody,
    response: ticketAnswer,
    maxBodyBytes: SMALL,
  }),
  addTicketNote: route({
    method: 'POST',
    path: 'Tickets/{Id}/Notes',
    permission: TICKET('U'),
    params: ticketParams,
    body: ticketNoteBody,
    response: ticketAnswer,
    maxBodyBytes: SMALL,
  }),
  moveTicket: route({
    method: 'POST',
    path: 'Tickets/{Id}/Status',
    permission: TICKET('U'),
    params: ticketParams,
    body: ticketStatusBody,
    response: ticketAnswer,
    maxBodyBytes: SMALL,
  }),
  ticketAudit: route({
    method: 'GET',
    path: 'Tickets/{Id}/AuditLog',
    permission: TICKET('R'),
    params: ticketParams,
    query: auditQuery,
    response: auditPage,
  }),
};
