import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
/** Display formats (spec platform §9: locale en-IN; default time zone Asia/Calcutta). */
export const LOCALE = 'en-IN';
export const DEFAULT_TZ = DEFAULT_TIME_ZONE;

const validZone = (timeZone: string | undefined): string => {
  if (!timeZone) return DEFAULT_TZ;
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TZ;
  }
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * '24 Nov 2026': the one way a date shows (spec platform §9, en-IN). A calendar
 * date (YYYY-MM-DD: an ownership start, a policy expiry) is that day anywhere;
 * an instant (an ISO time) is the day it was in the user's time zone.
 */
export function formatDate(value: string | undefined, timeZone?: string): string {
  if (!value) return '';
  const calendar = CALENDAR_DATE.test(value);
  const date = new Date(calendar ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    timeZone: calendar ? 'UTC' : validZone(timeZone),
  }).format(date);
}

/** '5 Mar 2026, 2:07 pm' in the user's time zone (the date as formatDate shows it); '' for a missing or broken date. */
export function formatDateTime(iso: string | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: validZone(timeZone),
  }).format(date);
}

/** 'October 2026': a month (YYYY-MM), as the month pickers of reports show it. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Today as YYYY-MM-DD in the user's time zone (the default of a date input; the day a rule is in force). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: validZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The hour of day in the user's time zone (for the greeting). */
export function hourIn(date: Date, timeZone?: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone: validZone(timeZone),
  }).format(date);
  return Number(hour);
}

/** '2:07 pm' in the user's time zone; '' for a missing or broken time. */
export function formatTime(iso: string | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: validZone(timeZone) }).format(
    date,
  );
}

/** The day (YYYY-MM-DD) an instant falls on in the time zone; '' for a broken one. */
export function dayIn(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : todayIn(timeZone, date);
}

/** 'Mon' for a calendar day (YYYY-MM-DD). */
export function weekdayOf(day: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );
}

/** The calendar day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DD names a real calendar day (2026-02-30 does not: Date rolls it over). */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00.000Z`);
  return CALENDAR_DATE.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
