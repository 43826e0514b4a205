import { nextMonth, previousMonthOf } from '@shared/inventory/statement-months';
import { encodeTime } from 'ulid';
import { endOfBranchDay } from './backdated-movements';

/**
 * Months of the snapshots (docs/inventory-snapshots.md §3): a month is
 * `yyyy-mm` in the branch's time zone, and its movements are those whose ids
 * (ULIDs, so times) fall from its first instant to the next month's.
 */

/** The smallest ULID of a millisecond: every movement made at or after `ms` sorts at or after it. */
export const ulidFloor = (ms: number): string => `${encodeTime(ms, 10)}${'0'.repeat(16)}`;

/** The first instant of `month` in `zone` (ms): a millisecond after the last day of the month before ends. */
export function monthStart(month: string, zone: string): number {
  const before = previousMonthOf(month);
  const [y = 2000, m = 1] = before.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return endOfBranchDay(`${before}-${String(lastDay).padStart(2, '0')}`, zone) + 1;
}

/** Where a month's movements start and the next month's begin, as movement sort keys. */
export function monthBounds(month: string, zone: string): { from: string; to: string; startMs: number } {
  const startMs = monthStart(month, zone);
  return { from: ulidFloor(startMs), to: ulidFloor(monthStart(nextMonth(month), zone)), startMs };
}

/** The branch's month of an instant, `yyyy-mm`. */
export function monthOf(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(
    at,
  );
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '01';
  return `${part('year')}-${part('month')}`;
}
