import { addDays, weekday } from '../appointments/appointment-rules';

/**
 * The reminder rules (docs/reminders.md): the three kinds, when each is due, the
 * week a reminder belongs to (what makes a send idempotent) and the range a list
 * reads. Pure: the server's lists and the screens use the same functions.
 */
export const REMINDER_KINDS = ['NextService', 'DeclinedWork', 'Insurance'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The code of a kind in index partitions and sending records. */
export const REMINDER_CODE = { NextService: 'NSVC', DeclinedWork: 'DECL', Insurance: 'INS' } as const satisfies Record<
  ReminderKind,
  string
>;

/**
 * Declined work is reminded this many days after the decision: a month gives the
 * customer time to budget for it, and the work is still fresh (decision in
 * docs/reminders.md §3).
 */
export const DECLINED_FOLLOW_UP_DAYS = 30;

/** The longest range one list reads (a month and a day: the screen shows a week, the report a range). */
export const MAX_LIST_DAYS = 62;
/** The longest range of the 'Insurance expiring' report. */
export const MAX_REPORT_DAYS = 366;

/** The Monday of the week `date` falls in (weeks run Monday to Sunday). */
export const weekStartOf = (date: string): string => addDays(date, -((weekday(date) + 6) % 7));

/** This week, Monday to Sunday, of the branch's `today`. */
export const weekOf = (today: string): { From: string; To: string } => {
  const From = weekStartOf(today);
  return { From, To: addDays(From, 6) };
};

/** The date declined work on a document changed on `decided` (YYYY-MM-DD) is due. */
export const declinedDueDate = (decided: string): string => addDays(decided, DECLINED_FOLLOW_UP_DAYS);

/** Days from `from` to `to`, both counted (2026-11-30 to 2026-12-06: 7). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Whether a range is well-formed and not longer than `max` days. */
export const rangeFits = (from: string, to: string, max: number): boolean => from <= to && daysBetween(from, to) <= max;

/** The weeks (their Mondays) a range touches: the sending records a list reads. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let monday = weekStartOf(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}
