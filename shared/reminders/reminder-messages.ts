/**
 * Texts of the reminder calls, templates and screens (docs/reminders.md), defined
 * once for the server's refusals, the message sent and the UI.
 */
export const ReminderMessages = {
  badRange: 'Choose a From date on or before the To date.',
  rangeTooLong: (days: number): string => `Choose a range of at most ${days} days.`,
  declinedOff: 'Declined-work reminders are switched off in this branch.',
  notDue: 'This reminder is no longer in the list. Read the list again.',
  noPhone: "The customer has no mobile number. Add one on the customer's screen, then send.",
  notMobile: "The customer's phone is not a mobile number. Add a mobile number on the customer's screen, then send.",
  noCustomer: 'This vehicle has no owner to remind. Assign its owner on the vehicle screen, then send.',
  sendFailed: 'The message could not be sent. Nothing was recorded; try again.',
  empty: {
    NextService: 'No vehicle is due for its next service in this range.',
    DeclinedWork: 'No declined work comes due in this range.',
    Insurance: 'No insurance policy expires in this range.',
  },
  reportEmpty: 'No insurance policy expires in this range.',
} as const;

export type ReminderTextInput = {
  kind: 'NextService' | 'DeclinedWork' | 'Insurance';
  branch: string;
  regNo: string;
  /** The due date as the customer reads it (27 Nov 2026). */
  due: string;
  /** Declined work: what was declined, a few words. */
  work?: string;
  /** The branch's booking page. */
  link: string;
};

/** The message a reminder sends, one template per kind, the same for SMS and WhatsApp. */
export function reminderText(r: ReminderTextInput): string {
  const vehicle = r.regNo || 'your vehicle';
  switch (r.kind) {
    case 'NextService':
      return `${r.branch}: ${vehicle} is due for its next service on ${r.due}. Book a time that suits you: ${r.link}`;
    case 'Insurance':
      return `${r.branch}: the insurance of ${vehicle} expires on ${r.due}. Renew it in time, and book a check-up with us: ${r.link}`;
    case 'DeclinedWork':
      return `${r.branch}: on your last visit you chose to leave ${r.work ?? 'some work'} on ${vehicle} for later. Book a time to get it done: ${r.link}`;
  }
}

/** "Sent 29 Nov by Asha" — how a sending shows on the list. */
export const sentLabel = (date: string, byName: string): string => `Sent ${date} by ${byName}`;

/** A calendar day as a message to a customer writes it ('30 Nov 2026', en-IN as the app shows dates). */
export const messageDate = (date: string): string =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
