import type { NextServiceMonths } from './constants';
import type { LineStatus, RepairOrderStatus, EstimateStatus } from './statuses';

/** Line-level rules of spec service-documents §4 'Roll-ups'. */

/**
 * Statuses a user may pick for a line. New or WtngForAppr may go to New or
 * Declined; Declined or Cancelled may go back to New or Approved. Every other
 * status moves only through document actions (approve, complete, parts), so it
 * offers no manual choice.
 */
export const lineStatusChoices = (current: LineStatus): readonly LineStatus[] => {
  switch (current) {
    case 'New':
    case 'WtngForAppr':
      return ['New', 'Declined'];
    case 'Declined':
    case 'Cancelled':
      return ['New', 'Approved'];
    default:
      return [];
  }
};

/** A new item is Approved when the order is not New and the record is not an estimate; otherwise New. */
export const newItemStatus = (doc: { readonly Sts: RepairOrderStatus | EstimateStatus; readonly isEstimate: boolean }): LineStatus =>
  doc.Sts !== 'New' && !doc.isEstimate ? 'Approved' : 'New';

/** Restart resets on-hold items to New; other items keep their status. */
export const restartItems = <L extends { readonly Sts?: LineStatus | undefined }>(items: readonly L[]): L[] =>
  items.map((i) => (i.Sts === 'OnHold' ? { ...i, Sts: 'New' } : i));

/**
 * The next supplementary estimate code: a, b, … z, then aa, ab, … az, ba, … zz,
 * aaa (like spreadsheet columns): the last letter increments and z carries.
 */
export const nextSupplementaryCode = (last?: string): string => {
  if (last === undefined || last === '') return 'a';
  if (!/^[a-z]+$/.test(last)) throw new RangeError('A supplementary code is made of letters a to z.');
  const chars = last.split('');
  let i = chars.length - 1;
  while (i >= 0 && chars[i] === 'z') {
    chars[i] = 'a';
    i -= 1;
  }
  if (i < 0) return `a${chars.join('')}`;
  chars[i] = String.fromCharCode((chars[i] as string).charCodeAt(0) + 1);
  return chars.join('');
};

/** The code after the highest existing one (codes compared by length, then alphabetically). */
export const nextSupplementaryCodeAfter = (existing: readonly string[]): string => {
  const sorted = [...existing].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return nextSupplementaryCode(sorted[sorted.length - 1]);
};

const daysIn = (year: number, month1: number): number => new Date(Date.UTC(year, month1, 0)).getUTCDate();

/**
 * Next-service date `months` after `from` (YYYY-MM-DD), on the same day of the
 * month or the month's last day when it is shorter (31 Jan + 1 → 28/29 Feb).
 */
export const nextServiceDate = (from: string, months: NextServiceMonths): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(from);
  if (!m) throw new RangeError('Use a date like 2025-09-22.');
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const total = y * 12 + (mo - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const nd = Math.min(d, daysIn(ny, nm));
  return `${String(ny).padStart(4, '0')}-${String(nm).padStart(2, '0')}-${String(nd).padStart(2, '0')}`;
};
