import { CHAT_TIME_ZONE } from '@shared/chat/call-schemas';
import { addDays, dayIn, formatDate, formatTime, weekdayOf } from '../../../lib/format';

/**
 * Date groups of a conversation (spec platform §2 'Chat room': messages grouped
 * by date, separators between groups, a floating date header). Days are those
 * of Asia/Kolkata, the zone chat displays in (spec platform §9), so two people
 * in the same workshop see the same separators whatever their device's zone.
 */

/** The chat day (YYYY-MM-DD) of an instant; '' for a broken one. */
export const chatDay = (iso: string): string => dayIn(iso, CHAT_TIME_ZONE);

/** '2:07 pm' in the chat zone. */
export const chatTime = (iso: string): string => formatTime(iso, CHAT_TIME_ZONE);

/** 'Today', 'Yesterday', or 'Mon, 23 Nov 2026' for the separator and the floating header. */
export function dayLabel(day: string, now: Date = new Date()): string {
  const today = chatDay(now.toISOString());
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  // The app's one date format (lib/format), with the weekday a conversation is remembered by.
  return Number.isNaN(new Date(`${day}T00:00:00.000Z`).getTime()) ? day : `${weekdayOf(day)}, ${formatDate(day)}`;
}

export type DateGroup<M> = { day: string; label: string; messages: M[] };

/**
 * Consecutive messages of one chat day form a group, in the order given (oldest
 * first). The server's DisplayDt is preferred when it is a calendar day, since it
 * is what the server pages "by date" on; otherwise the day of CrDt.
 */
export function groupByDate<M extends { CrDt: string; DisplayDt?: string | undefined }>(
  messages: readonly M[],
  now: Date = new Date(),
): DateGroup<M>[] {
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
  return message.DisplayDt !== undefined && CALENDAR_DAY.test(message.DisplayDt)
    ? message.DisplayDt
    : chatDay(message.CrDt);
}
