/**
 * Months of the stock statement (docs/inventory-snapshots.md §7): `yyyy-mm` in
 * the branch's time zone; a statement is offered for closed months only, most
 * recent first.
 */

/** How many closed months the month picker offers. */
export const STATEMENT_MONTHS = 24;

/** The month after `yyyy-mm`. */
export function nextMonth(month: string): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `yyyy-mm`. */
export function previousMonthOf(month: string): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The closed months before the one `today` (YYYY-MM-DD) is in, most recent first. */
export function closedMonths(today: string, count = STATEMENT_MONTHS): string[] {
  const months: string[] = [];
  let month = today.slice(0, 7);
  for (let i = 0; i < count; i += 1) {
    month = previousMonthOf(month);
    months.push(month);
  }
  return months;
}

/** A month has ended when it is before the month `today` is in. */
export const monthHasEnded = (month: string, today: string): boolean => month < today.slice(0, 7);
