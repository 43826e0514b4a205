import { CHAT_TIME_ZONE } from '@shared/chat/call-schemas';
import { formatDate } from '../../../lib/format';

/**
 * Date groups of a conversation (spec platform §2 'Chat room': messages grouped
 * by date, separators between groups, a floating date header). Days are those
 * of Asia/Kolkata, the zone chat displays in (spec platform §9), so two people
 * in the same workshop see the same separators whatever their device's zone.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CHAT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: CHAT_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** The chat day (YYYY-MM-DD) of an instant; '' for a broken one. */
export function chatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** '2:07 pm' in the chat zone. */
export function chatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** 'Today', 'Yesterday', or 'Mon, 23 Nov 2026' for the separator and the floating header. */
export function dayLabel(day: string, now: Date = new Date()): string {
  const today = chatDay(now.toISOString());
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  const date = new Date(`${day}T00:00:00.000Z`);
  // The app's one date format (lib/format), with the weekday a conversation is remembered by.
  return Number.isNaN(date.getTime()) ? day : `${weekdayFormat.format(date)}, ${formatDate(day)}`;
}

export type DateGroup<M> = { day: string; label: string; messages: M[] };

/**
 * Consecutive messages of one chat day form a group, in the order given (oldest
 * first). The server's DisplayDt is preferred when it is a calendar day, since it
 * is what the server pages "by date" on; otherwise the day of CrDt.
 */
export function groupByDate<M extends { CrDt: string; DisplayDt?: string | undefined }>(messages: readonly M[], now: Date = new Date()): DateGroup<M>[] {
  const groups: DateGroup<M>[] = [];
  for (const message of messages) {
    const day = messageDay(message);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, label: dayLabel(day, now), messages: [message] });
  }
  return groups;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function messageDay(message: { CrDt: string; DisplayDt?: string | undefined }): string {
  return message.DisplayDt !== undefined && CALENDAR_DAY.test(message.DisplayDt) ? message.DisplayDt : chatDay(message.CrDt);
}
