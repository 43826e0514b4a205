import { Button } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { booksRoutes } from '@shared/api/routes/books';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import type { ProfitUnitCostAnswer } from '@shared/books/unit-cost';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatPaise } from '@shared/documents/money-format';
import { useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { useSession } from '../../../../lib/session';
import { useProfitAndLoss, type MonthRange } from '../../api/books-calls';
import { useProfitUnitCost } from '../../api/profit-margin-calls';
import { ProfitAndLossChart, SalesByPayerChart } from '../charts/lazy-charts';
import { monthLabel, MonthRangeFields, useMonthRange } from './month-range';
import { CostBasisNote, ProfitViewFields, UnitCostNote, type ProfitView } from './profit-view-fields';
import { ProfitMargin } from './profit-margin';
import '../../../../components/record-table/record-list.css';

/** The first of the twelve months that end with `to` (the charts' year at a click). */
const yearTo = (to: string): string => {
  const [y, m] = to.split('-').map(Number) as [number, number];
  return m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
};

type Row = { key: string; Name: string; Months: number[]; TotalP: number; strong?: boolean };
const sum = (months: number[]) => months.reduce((s, p) => s + p, 0);
const amount = (p: number, strong?: boolean) => (
  <div className="kk-amount">{strong ? <strong>{formatPaise(p)}</strong> : formatPaise(p)}</div>
);

/** The statement's rows: income, its total, expenses, their total, and the profit, month by month. */
function rowsOf(d: ProfitAndLossAnswer): Row[] {
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

/** At unit cost, below the profit: the valuation difference and the profit it makes as posted (docs/books.md §6.11). */
function unitCostRows(d: ProfitUnitCostAnswer): Row[] {
  const asPosted = d.ProfitP.map((p, i) => p + (d.ValuationDiffP[i] ?? 0));
  return [
    ...rowsOf(d),
    { key: 'difference', Name: 'Valuation difference', Months: d.ValuationDiffP, TotalP: sum(d.ValuationDiffP) },
    { key: 'posted', Name: 'Profit as posted', Months: asPosted, TotalP: sum(asPosted), strong: true },
  ];
}

/** The view and the cost of goods chosen, kept in the address beside the months (?View=Margin, ?Cost=FIFO or Unit). */
function useProfitView(canMargin: boolean, canUnitCost: boolean): [ProfitView, (view: ProfitView) => void] {
  const [params, setParams] = useSearchParams();
  const cost = params.get('Cost');
  const view: ProfitView = {
    // A user without report 503 (502) gets the statement (as posted) whatever the address says: the call would refuse them.
    View: canMargin && params.get('View') === 'Margin' ? 'Margin' : 'Statement',
    Cost: cost === 'FIFO' ? 'FIFO' : cost === 'Unit' && canUnitCost ? 'Unit' : 'Posted',
  };
  const set = (next: ProfitView): void => {
    const p = new URLSearchParams(params);
    if (next.View === 'Margin') p.set('View', 'Margin');
    else p.delete('View');
    if (next.Cost !== 'Posted') p.set('Cost', next.Cost);
    else p.delete('Cost');
    setParams(p, { replace: true });
  };
  return [view, set];
}

/**
 * Accounting/ProfitAndLoss (docs/books.md §6, §6.11): income and expense
 * accounts month by month with the profit of each month and of the range, read
 * from the period balances of the chosen months only; the cost of goods as
 * posted or by FIFO (report 501) or at the items' unit cost (report 502), or
 * the months as margins (report 503), each offered to whoever holds its report.
 */
export function ProfitAndLoss() {
  const [range, setRange] = useMonthRange();
  const session = useSession();
  const who = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canMargin = isPermitted(booksRoutes.profitMargin.permission, who);
  const canUnitCost = isPermitted(booksRoutes.profitUnitCost.permission, who);
  const [view, setView] = useProfitView(canMargin, canUnitCost);
  return (
    <div className="kk-screen">
      <MonthRangeFields range={range} onChange={setRange} />
      <Button size="small" variation="link" onClick={() => setRange('From', yearTo(range.To))}>
        Last 12 months
      </Button>
      <ProfitViewFields view={view} canMargin={canMargin} canUnitCost={canUnitCost} onChange={setView} />
      {view.View === 'Margin' ? (
        <ProfitMargin range={range} />
      ) : view.Cost === 'Unit' ? (
        <UnitCostStatement range={range} />
      ) : (
        <PostedStatement view={view} range={range} />
      )}
    </div>
  );
}

/** The statement as posted; the FIFO choice says what the cost of goods below was posted at. */
function PostedStatement({ view, range }: { view: ProfitView; range: MonthRange }) {
  const result = useProfitAndLoss(range);
  const note = result.data && view.Cost === 'FIFO' ? <CostBasisNote valuation={result.data.Valuation} /> : null;
  return <ProfitStatement result={result} range={range} note={note} rows={rowsOf} />;
}

/** The statement at unit cost (report 502): 5000 at the items' unit cost, the valuation difference below the profit. */
function UnitCostStatement({ range }: { range: MonthRange }) {
  const result = useProfitUnitCost(range);
  const note = result.data ? <UnitCostNote noUnitP={sum(result.data.NoUnitCostP)} /> : null;
  return <ProfitStatement result={result} range={range} note={note} rows={unitCostRows} />;
}

/** The statement itself, its charts above it, month by month with a total column. */
function ProfitStatement<D extends ProfitAndLossAnswer>({
  result,
  range,
  note,
  rows,
}: {
  result: UseQueryResult<D>;
  range: MonthRange;
  note: ReactNode;
  rows: (d: D) => Row[];
}) {
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
      {note}
      {data && !empty ? (
        <div className="kk-charts">
          <ProfitAndLossChart data={data} />
          <SalesByPayerChart range={range} />
        </div>
      ) : null}
      <RecordTable
        caption="Profit and loss"
        columns={columns}
        rows={data ? (empty ? [] : rows(data)) : undefined}
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
