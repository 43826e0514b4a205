/**
 * The stock statement's messages (docs/inventory-snapshots.md §8), used by the
 * call and the screen alike.
 */
export const StatementMessages = {
  badMonth: 'Choose a month as YYYY-MM.',
  notEnded: "Choose a month that has ended: a month's statement is final once it is over.",
  building: 'The statement of this month is still being built. Please try again in a moment.',
  empty: 'Nothing was in stock in this month and nothing moved.',
} as const;
