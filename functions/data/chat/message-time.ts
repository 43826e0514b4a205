import { decodeTime, encodeTime, monotonicFactory } from 'ulid';
import { CHAT_TIME_ZONE } from '@shared/chat/call-schemas';

/**
 * Message time: a message's ULID is its sort key and carries its creation
 * time, so "from this date" and "after this CrDt" are key conditions too.
 */
const nextUlid = monotonicFactory();

export const newMessageUlid = (): string => nextUlid();
export const ulidTime = (ulid: string): Date => new Date(decodeTime(ulid));
/** The smallest ULID at or after a time: the lower bound of a key condition. */
export const ulidFloor = (time: Date): string => `${encodeTime(Math.max(0, time.getTime()), 10)}${'0'.repeat(16)}`;

const dateInZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHAT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** DisplayDt: the message's date in Asia/Kolkata (YYYY-MM-DD), the UI's date group. */
export const displayDate = (time: Date): string => dateInZone.format(time);

/** The first instant of a date (YYYY-MM-DD or MM/DD/YYYY) in Asia/Kolkata (UTC+05:30, no DST). */
export function startOfDisplayDate(searchDt: string): Date {
  const iso = searchDt.includes('/')
    ? `${searchDt.slice(6, 10)}-${searchDt.slice(0, 2)}-${searchDt.slice(3, 5)}`
    : searchDt;
  return new Date(`${iso}T00:00:00.000+05:30`);
}
