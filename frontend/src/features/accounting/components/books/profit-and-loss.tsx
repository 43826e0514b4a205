import { Button } from '@aws-amplify/ui-react';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import { formatPaise } from '@shared/documents/money-format';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { useProfitAndLoss } from '../../api/books-calls';
import { ProfitAndLossChart, SalesByPayerChart } from '../charts/lazy-charts';
import { monthLabel, MonthRangeFields, useMonthRange } from './month-range';
import '../../../../components/record-table/record-list.css';

/** The first of the twelve months that end with `to` (the charts' year at a click). */
const yearTo = (to: string): string => {
  const [y, m] = to.split('-').map(Number) as [number, number];
  return m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
};

type Row = { key: string; Name: string; Months: number[]; TotalP: number; strong?: boolean };
const amount = (p: number, strong?: boolean) => (
  <div className="kk-amount">{strong ? <strong>{formatPaise(p)}</strong> : formatPaise(p)}</div>
);

/** The statement's rows: income, its total, expenses, their total, and the profit, month by month. */
function rowsOf(d: ProfitAndLossAnswer): Row[] {
  const sum = (months: number[]) => months.reduce((s, p) => s + p, 0);
  const account = (r: ProfitAndLossAnswer['Income'][number]): Row => ({
    key: String(r.Code),
    Name: `${r.Code} ${r.Name}`,
    Months: r.Months,
    TotalP: r.TotalP,
  });
  return [
    ...d.Income.map(account),
    { key: 'income', Name: 'Total income', Months: d.IncomeP, TotalP: sum(d.IncomeP), strong: true },
    ...d.Expenses.map(account),
    { key: 'expenses', Name: 'Total expenses', Months: d.ExpensesP, TotalP: sum(d.ExpensesP), strong: true },
    { key: 'profit', Name: 'Profit', Months: d.ProfitP, TotalP: d.TotalProfitP, strong: true },
  ];
}

/**
 * Accounting/ProfitAndLoss (docs/books.md §6): income and expense accounts
 * month by month with the profit of each month and of the range, read from
 * the period balances of the chosen months only.
 */
export function ProfitAndLoss() {
  const [range, setRange] = useMonthRange();
  const result = useProfitAndLoss(range);
  const data = result.data;
  const months = data?.Months ?? [];
  const columns: RecordColumn<Row>[] = [
    { id: 'Name', header: 'Account', cell: (r) => (r.strong ? <strong>{r.Name}</strong> : r.Name) },
    ...months.map((m, i): RecordColumn<Row> => ({
      id: m,
      header: <span className="kk-amount">{monthLabel(m)}</span>,
      cell: (r) => amount(r.Months[i] ?? 0, r.strong),
    })),
    ...(months.length > 1
      ? [{ id: 'Total', header: <span className="kk-amount">Total</span>, cell: (r: Row) => amount(r.TotalP, true) }]
      : []),
  ];
  const empty = data !== undefined && data.Income.length === 0 && data.Expenses.length === 0;
  return (
    <div className="kk-screen">
      <MonthRangeFields range={range} onChange={setRange} />
      <Button size="small" variation="link" onClick={() => setRange('From', yearTo(range.To))}>
        Last 12 months
      </Button>
      {data && !empty ? (
        <div className="kk-charts">
          <ProfitAndLossChart data={data} />
          <SalesByPayerChart range={range} />
        </div>
      ) : null}
      <RecordTable
        caption="Profit and loss"
        columns={columns}
        rows={data ? (empty ? [] : rowsOf(data)) : undefined}
        rowKey={(r) => r.key}
        emptyText="No income or expenses were posted in these months."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="profit-row"
      />
    </div>
  );
}
