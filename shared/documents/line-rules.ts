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

/**
 * Edit locks of service-documents §6, decided per field so the API (which
 * refuses) and the line grid (which shows a read-only cell) follow one rule.
 */
export type LineEditRights = {
  readonly editApprovedEstimate: boolean;
  readonly editApprovedOrder: boolean;
  readonly editCompletedOrder: boolean;
  /** Whoever may assign technicians sets a labour line's `Tech` on any open order (docs/decisions-service.md 'Technician assignment'). */
  readonly assignTechnicians: boolean;
};

/** The lock a line sits behind, or undefined when the line is free to change. */
export type LineLock = 'approvedEstimate' | 'approvedOrder' | 'completedOrder';

/** Statuses whose lines are the agreed work of a repair order: changing them needs the edit-approved flag. */
export const APPROVED_LINE_STATUSES: readonly LineStatus[] = [
  'Approved',
  'InProgress',
  'PartsAvl',
  'WtngForParts',
  'Review',
  'OnHold',
];
/** Progress records, not changes to the agreed work: recorded without the edit-approved flags. */
export const PROGRESS_LINE_FIELDS: readonly string[] = ['RQty', 'IQty', 'Sts'];
/** Who does the work, not what is charged: the technician of a labour line. */
export const TECHNICIAN_LINE_FIELDS: readonly string[] = ['Tech'];

export type LineLockDocument = { readonly kind: 'Estimate' | 'RepairOrder'; readonly Sts: string };

/**
 * The lock of a saved line (`lineSts`) or of a new line (undefined): an approved
 * estimate locks all its lines and additions; on a repair order an approved (or
 * in-work) line needs the edit-approved flag, a completed line, or a line added
 * to a completed order, the edit-completed flag.
 */
export const lineLock = (doc: LineLockDocument, lineSts: LineStatus | undefined): LineLock | undefined => {
  if (doc.kind === 'Estimate') return doc.Sts === 'Approved' || lineSts === 'Approved' ? 'approvedEstimate' : undefined;
  if (lineSts === undefined) return doc.Sts === 'Completed' ? 'completedOrder' : undefined;
  if (lineSts === 'Completed') return 'completedOrder';
  return APPROVED_LINE_STATUSES.includes(lineSts) ? 'approvedOrder' : undefined;
};

export const mayPassLock = (lock: LineLock | undefined, rights: LineEditRights): boolean =>
  lock === undefined ||
  (lock === 'approvedEstimate'
    ? rights.editApprovedEstimate
    : lock === 'approvedOrder'
      ? rights.editApprovedOrder
      : rights.editCompletedOrder);

/** A field whose change is not a change of the agreed work: progress, or the technician for whoever assigns them. */
export const isFreeOfLock = (field: string, rights: LineEditRights): boolean =>
  PROGRESS_LINE_FIELDS.includes(field) || (rights.assignTechnicians && TECHNICIAN_LINE_FIELDS.includes(field));

/** Whether the user may change `field` of a line with status `lineSts` (undefined: a line not saved yet). */
export const mayChangeLineField = (
  doc: LineLockDocument,
  lineSts: LineStatus | undefined,
  field: string,
  rights: LineEditRights,
): boolean => (lineSts !== undefined && isFreeOfLock(field, rights)) || mayPassLock(lineLock(doc, lineSts), rights);

/** A new item is Approved when the order is not New and the record is not an estimate; otherwise New. */
export const newItemStatus = (doc: {
  readonly Sts: RepairOrderStatus | EstimateStatus;
  readonly isEstimate: boolean;
}): LineStatus =>
  // An order being inspected has not been approved yet: what the inspection recommends waits for the customer.
  doc.Sts !== 'New' && doc.Sts !== 'BeingInspected' && !doc.isEstimate ? 'Approved' : 'New';

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
