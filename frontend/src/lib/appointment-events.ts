import { appointmentChangedEvent } from '@shared/appointments/appointment-events';
import { socketEventBus } from './socket-event-bus';

/** Appointments booked, moved or checked in anywhere in the branch (docs/customer-loop.md §11a): the calendar listens. */
export const appointmentEvents = socketEventBus(appointmentChangedEvent);
