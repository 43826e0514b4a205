import type { HomeRevenueFigures } from '@shared/home/home-figures';
import { MoneyChart } from '../../../components/charts/money-chart';
import { HomeMessages } from '../utils/home-messages';

/**
 * Revenue by day (docs/home.md 'Charts'): this month's days so far as bars and
 * last month's same days as a line, so the month's comparison on its tile is
 * drawn day by day. Loaded lazily by home-figures.tsx with the chart library.
 */
export function RevenueByDayChart({ revenue }: { revenue: HomeRevenueFigures }) {
  const days = revenue.DaysP.map((_, i) => String(i + 1));
  return (
    <MoneyChart
      title={HomeMessages.revenueByDay}
      categories={days}
      series={[
        { key: 'month', name: 'This month', values: revenue.DaysP, as: 'bar', tone: 'income' },
        {
          key: 'last',
          name: 'Last month',
          values: revenue.LastDaysP.slice(0, days.length),
          as: 'line',
          tone: 'profit',
        },
      ]}
      height={200}
    />
  );
}
