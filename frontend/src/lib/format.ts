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

/** '5 Mar 2026, 2:07 pm' in the user's time zone; '' for a missing or broken date. */
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

/** The hour of day in the user's time zone (for the greeting). */
export function hourIn(date: Date, timeZone?: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: validZone(timeZone) }).format(date);
  return Number(hour);
}
