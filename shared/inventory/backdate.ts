import { portalDate } from '../gst/returns/gstr1-rules';

/**
 * Back-dated stock documents (docs/inventory.md §4a): a stock adjustment may be
 * dated earlier than today, as when a count's findings are entered a few days
 * late. Its movement takes its place in the item's history at the end of that
 * day, and the later movements of that item and warehouse are valued again.
 */

/** How far back a stock adjustment may be dated: a year, long enough for any late entry, short of old books. */
export const BACKDATE_MAX_DAYS = 365;

export const BackdateMessages = {
  inFuture: 'A stock adjustment cannot be dated after today.',
  tooOld: `A stock adjustment can be dated at most ${BACKDATE_MAX_DAYS} days back.`,
  tracked: (desc: string): string => `${desc} is tracked by batch or serial number: enter it with today's date.`,
  belowZeroLater: (desc: string, date: string): string =>
    `Dated then, this would leave too little ${desc} for what left the shelf on ${portalDate(date)}: Insufficient Quantity.`,
  rebuilding: 'The history of this item is being valued again after a back-dated entry. Please try again in a moment.',
} as const;

const DAY_MS = 86_400_000;

/** Whole days from `date` to `today` (both YYYY-MM-DD), by the calendar, not by clock hours. */
export const daysBack = (date: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);

/** Why a stock adjustment may not carry `date` when the branch's today is `today`; undefined when it may. */
export function backdateRefusal(date: string, today: string): string | undefined {
  if (date > today) return BackdateMessages.inFuture;
  if (daysBack(date, today) > BACKDATE_MAX_DAYS) return BackdateMessages.tooOld;
  return undefined;
}
