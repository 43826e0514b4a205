import * as z from 'zod';

/**
 * IANA time zones (spec platform §9: default Asia/Calcutta). The list comes from
 * the runtime's ICU data, so it follows the tzdb shipped with Node; both spellings
 * of India's zone are offered since the spec names both.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Calcutta';

/**
 * A zone name as stored on users and branches; whether the runtime knows it is `isValidTimeZone`.
 * Marked pure (as the next) so a bundle that takes only DEFAULT_TIME_ZONE (the date format of the
 * customer's approval page, frontend/a.html) leaves zod out.
 */
export const timeZone = /* @__PURE__ */ z.string().trim().min(1).max(64);
/** A branch's or user's zone, India's when none is given. */
export const timeZoneOrDefault = /* @__PURE__ */ timeZone.default(DEFAULT_TIME_ZONE);

const EXTRA = ['Asia/Calcutta', 'Asia/Kolkata', 'UTC'];

export function timeZoneIds(): string[] {
  const fromRuntime = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...fromRuntime, ...EXTRA])].sort();
}

/** True for any zone the runtime can format in (aliases included). */
export function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset at `at`, like '+05:30'. */
export function timeZoneOffset(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}
