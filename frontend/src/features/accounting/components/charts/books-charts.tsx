import type { AgeingAnswer } from '@shared/books/ageing';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import type { MonthRange } from '../../api/books-calls';
import { useSalesByPayer } from '../../api/sales-by-payer-call';
import { monthLabel } from '../books/month-range';
import { MoneyChart } from '../../../../components/charts/money-chart';

/**
 * The books' charts (docs/books.md 'Charts'), loaded with their own chunk by
 * lazy-charts.tsx on the report screens only. Each draws the figures of the
 * table or list under it.
 */

/** Income and expenses as bars, the profit as a line, a month each: the profit and loss screen's months. */
export function ProfitAndLossChart({ data }: { data: ProfitAndLossAnswer }) {
  return (
    <MoneyChart
      title="Profit and loss by month"
      categories={data.Months.map(monthLabel)}
      series={[
        { key: 'income', name: 'Income', values: data.IncomeP, as: 'bar', tone: 'income' },
        { key: 'expenses', name: 'Expenses', values: data.ExpensesP, as: 'bar', tone: 'expense' },
        { key: 'profit', name: 'Profit', values: data.ProfitP, as: 'line', tone: 'profit' },
      ]}
    />
  );
}

/** What customers and insurers were billed (with GST, net of credit notes), stacked, a month each. */
export function SalesByPayerChart({ range }: { range: MonthRange }) {
  const result = useSalesByPayer(range);
  const data = result.data;
  if (!data) return <div className="kk-chart kk-chart--loading" aria-busy={result.isPending} />;
  return (
    <MoneyChart
      title="Sales by payer"
      categories={data.Months.map(monthLabel)}
      stacked
      series={[
        { key: 'customers', name: 'Customers', values: data.CustomersP, as: 'bar', tone: 'customer' },
        { key: 'insurers', name: 'Insurers', values: data.InsurersP, as: 'bar', tone: 'insurer' },
      ]}
    />
  );
}

/** What is owed by age, customers and insurers stacked in each bucket (credits are in the table, not drawn). */
export function AgeingChart({ data }: { data: AgeingAnswer }) {
  const byPayer = (insurer: boolean) =>
    data.Buckets.map((_, i) =>
      data.Rows.filter((r) => r.Party.startsWith('I#') === insurer).reduce((s, r) => s + (r.Buckets[i] ?? 0), 0),
    );
  return (
    <MoneyChart
      title="Receivables by age"
      categories={data.Buckets.map((b) => `${b} days`)}
      stacked
      series={[
        { key: 'customers', name: 'Customers', values: byPayer(false), as: 'bar', tone: 'customer' },
        { key: 'insurers', name: 'Insurers', values: byPayer(true), as: 'bar', tone: 'insurer' },
      ]}
    />
  );
}
