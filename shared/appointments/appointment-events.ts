import * as z from 'zod';

/**
 * The appointments calendar's server event (docs/customer-loop.md §11a), on the tab's
 * one socket beside DocumentChanged: sent after a booking, a move, a cancel, a check-in
 * or a completion has committed — by a user or by a customer on the public booking
 * page — to every live connection of the appointment's branch. Like DocumentChanged it
 * names what changed, never its contents: the calendar reads the day again under its
 * own user's permissions. Any event refreshes the calendar on screen (a move may leave
 * the day shown, and the event does not say where it was): one read, like the lists of §20.
 */
export const appointmentChangedEvent = z.object({
  event: z.literal('AppointmentChanged'),
  Id: z.string(),
  /** The appointment's day after the change. */
  Date: z.string(),
  Sts: z.string(),
  ver: z.number().int(),
  /** A user id, or `Customer` for a booking from the public page. */
  By: z.string(),
  At: z.string(),
});
export type AppointmentChangedEvent = z.infer<typeof appointmentChangedEvent>;

export const appointmentSocketEvents = [appointmentChangedEvent] as const;
