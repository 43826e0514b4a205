import type { ReminderKind } from '@shared/reminders/reminder-rules';

/** The screen's own words (the server's refusals come from shared/reminders/reminder-messages.ts). */
export const ReminderTexts = {
  title: 'Reminders',
  tabs: { NextService: 'Next service', DeclinedWork: 'Declined work', Insurance: 'Insurance' } satisfies Record<
    ReminderKind,
    string
  >,
  caption: (kind: ReminderKind, span: string) => `${ReminderTexts.tabs[kind]} reminders, ${span}`,
  loading: 'Loading reminders',
  send: 'Send',
  sendAll: (n: number) => `Send selected (${n})`,
  sending: (done: number, total: number) => `Sending ${done} of ${total}…`,
  sentAll: (n: number) => `${n} reminder${n === 1 ? '' : 's'} sent.`,
  sendAllSms: 'Send selected sends by SMS.',
  already: 'This reminder had already been sent this week.',
  more: 'More reminders fall in this week than one list shows. Send these, then read the list again.',
  select: (what: string) => `Select ${what}`,
  selectAll: 'Select all not yet sent',
} as const;
