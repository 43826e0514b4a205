import { TICKET_STATUS_LABELS, type TicketStatus } from './ticket-rules';

/** Texts of the ticket calls and screens (docs/tickets.md), defined once for the server's refusals and the UI. */
export const TicketMessages = {
  notFound: 'Ticket not found.',
  featureOff: 'Tickets are switched off in this branch.',
  stale: 'Someone else changed this ticket. Open it again to see their change.',
  customerUnknown: 'Choose a customer of this organisation.',
  vehicleNotCustomers: 'That vehicle does not belong to this customer. Choose one of their vehicles.',
  refUnknown: 'That repair order or invoice is not one of this branch.',
  refOtherCustomer: 'That repair order or invoice is of another customer.',
  ownerUnknown: 'Choose an owner among the users of this branch.',
  dueBeforeCreated: 'The due date cannot be before the day the ticket was raised.',
  badMove: (from: TicketStatus, to: TicketStatus): string =>
    `A ticket that is ${TICKET_STATUS_LABELS[from]} cannot be moved to ${TICKET_STATUS_LABELS[to]}.`,
  closed: 'This ticket is closed and can no longer be changed.',
  tooManyNotes: (max: number): string => `A ticket holds at most ${max} notes. Raise a new ticket to go on.`,
  badCursor: 'This page of tickets is no longer valid. Open the list again.',
  empty: 'No tickets yet. Raise one from a customer or a repair order, or with New ticket.',
  emptyFiltered: 'No tickets match these filters.',
  followUpSubject: (num: string): string => `Follow-up call after ${num}`,
  created: (num: string): string => `Ticket ${num} raised.`,
} as const;
