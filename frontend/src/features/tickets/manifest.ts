import { ticketPermission as TICKET } from '@shared/tickets/ticket-permissions';
import type { FeatureManifest } from '../../lib/screen-manifest';

/**
 * Tickets (spec platform §2 'Common': Tickets/ticketslist, Tickets/Ticket/New;
 * docs/tickets.md §6). Permissions equal those of the calls each screen opens
 * with (app/screens.test.ts): the list reads GET Tickets (Ticket R), New raises
 * one (Ticket C), an existing ticket reads it (Ticket R) and hides what the
 * user may not do. In the menu among the common records, as the spec lists it.
 */
export const ticketsManifest: FeatureManifest = [
  {
    path: 'Tickets/ticketslist',
    title: 'Tickets',
    module: 'Service',
    permission: TICKET('R'),
    menu: true,
    lazy: () => import('./routes/tickets-list'),
  },
  {
    path: 'Tickets/Ticket/New',
    title: 'New ticket',
    module: 'Service',
    permission: TICKET('C'),
    lazy: () => import('./routes/ticket'),
  },
  {
    path: 'Tickets/Ticket/:Id',
    title: 'Ticket',
    module: 'Service',
    permission: TICKET('R'),
    lazy: () => import('./routes/ticket'),
  },
];
