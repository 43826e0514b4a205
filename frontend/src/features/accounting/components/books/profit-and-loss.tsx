import { Button } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { booksRoutes } from '@shared/api/routes/books';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import { formatPaise } from '@shared/documents/money-format';
import { useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { useSession } from '../../../../lib/session';
import { useProfitAndLoss } from '../../api/books-calls';
import { ProfitAndLossChart, SalesByPayerChart } from '../charts/lazy-charts';
import { monthLabel, MonthRangeFields, useMonthRange } from './month-range';
import { CostBasisNote, ProfitViewFields, type ProfitView } from './profit-view-fields';
import { ProfitMargin } from './profit-margin';
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

/** The view and the cost of goods chosen, kept in the address beside the months (?View=Margin, ?Cost=FIFO). */
function useProfitView(canMargin: boolean): [ProfitView, (view: ProfitView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ProfitView = {
    // A user without report 503 gets the statement whatever the address says: the call would refuse them.
    View: canMargin && params.get('View') === 'Margin' ? 'Margin' : 'Statement',
    Cost: params.get('Cost') === 'FIFO' ? 'FIFO' : 'Posted',
  };
  const set = (next: ProfitView): void => {
    const p = new URLSearchParams(params);
    if (next.View === 'Margin') p.set('View', 'Margin');
    else p.delete('View');
    if (next.Cost === 'FIFO') p.set('Cost', 'FIFO');
    else p.delete('Cost');
    setParams(p, { replace: true });
  };
  return [view, set];
}

/**
 * Accounting/ProfitAndLoss (docs/books.md §6, §6.11): income and expense
 * accounts month by month with the profit of each month and of the range, read
 * from the period balances of the chosen months only; the cost of goods as
 * posted or by FIFO (report 501), or the months as margins (report 503, for
 * whoever holds it).
 */
export function ProfitAndLoss() {
  const [range, setRange] = useMonthRange();
  const session = useSession();
  const canMargin = isPermitted(booksRoutes.profitMargin.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });
  const [view, setView] = useProfitView(canMargin);
  return (
    <div className="kk-screen">
      <MonthRangeFields range={range} onChange={setRange} />
      <Button size="small" variation="link" onClick={() => setRange('From', yearTo(range.To))}>
        Last 12 months
      </Button>
      <ProfitViewFields view={view} canMargin={canMargin} onChange={setView} />
      {view.View === 'Margin' ? <ProfitMargin range={range} /> : <ProfitStatement view={view} range={range} />}
    </div>
  );
}

/** The statement itself, its charts above it; the FIFO choice says what the cost of goods below was posted at. */
function ProfitStatement({ view, range }: { view: ProfitView; range: { From: string; To: string } }) {
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
    <>
      {data && view.Cost === 'FIFO' ? <CostBasisNote valuation={data.Valuation} /> : null}
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
    </>
  );
}
