/** Home's figures' texts (docs/home.md), one place for the screen and its tests. */
export const HomeMessages = {
  title: 'Today',
  loading: "Loading today's figures",
  failed: "Today's figures could not be read. They are tried again in a minute.",
  empty: (orders: string) =>
    `Nothing to count yet. Figures appear here as ${orders} are opened, estimates sent and invoices issued.`,
  nothingLastMonth: 'nothing last month to compare',
  revenueByDay: 'Revenue by day, this month and last',
} as const;
