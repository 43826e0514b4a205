/**
 * Texts of price lists by customer category and validity (docs/inventory-items.md §6),
 * defined once for the server's refusals and the screens.
 */

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
/** '1 Apr 2026', as the screens show a date (en-IN); calendar dates are that day anywhere. */
const dayText = (day: string): string => DAY.format(new Date(`${day}T00:00:00.000Z`));

const reach = (from: string | undefined, to: string | undefined): string => {
  if (from && to) return `from ${dayText(from)} to ${dayText(to)}`;
  if (from) return `from ${dayText(from)} on`;
  if (to) return `until ${dayText(to)}`;
  return 'with no end date';
};

export const ALL_CUSTOMERS = 'All customers';

export const PriceListMessages = {
  /** A list that would compete with another for the same customers on the same days. */
  overlaps: (other: { Name: string; From?: string | undefined; To?: string | undefined }, cat: string | undefined) =>
    `Price list "${other.Name}" already covers ${cat ? cat : 'all customers'} ${reach(other.From, other.To)}.`,
  toBeforeFrom: 'Valid to must be on or after valid from.',
  /** Another change to the same category's lists won the race more than once: try again. */
  busy: 'Price lists of this category were changed at the same time. Try again.',
};
