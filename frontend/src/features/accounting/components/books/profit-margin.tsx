import { formatMarginPercent, type MarginFigures, type ProfitMarginAnswer } from '@shared/books/profit-margin';
import { formatPaise } from '@shared/documents/money-format';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import type { MonthRange } from '../../api/books-calls';
import { useProfitMargin } from '../../api/profit-margin-calls';
import { monthLabel } from './month-range';
import '../../../../components/record-table/record-list.css';

type Row = { key: string; Name: string; show: (f: MarginFigures) => string; strong?: boolean };

/** The margin statement's lines, top to bottom, each read from a month's (or the range's) figures. */
const ROWS: readonly Row[] = [
  { key: 'sales', Name: 'Sales', show: (f) => formatPaise(f.SalesP) },
  { key: 'cogs', Name: 'Cost of goods', show: (f) => formatPaise(f.CostOfGoodsP) },
  { key: 'gross', Name: 'Gross margin', show: (f) => formatPaise(f.GrossP), strong: true },
  { key: 'gross-pct', Name: 'Gross margin %', show: (f) => formatMarginPercent(f.GrossPct) },
  { key: 'other', Name: 'Other expenses', show: (f) => formatPaise(f.OtherExpensesP) },
  { key: 'net', Name: 'Net profit', show: (f) => formatPaise(f.NetP), strong: true },
  { key: 'net-pct', Name: 'Net margin %', show: (f) => formatMarginPercent(f.NetPct) },
];

const cellOf = (text: string, strong?: boolean) => (
  <div className="kk-amount">{strong ? <strong>{text}</strong> : text}</div>
);

/**
 * The profit and loss by margin (report 503, docs/books.md §6.11): sales, cost of goods, gross margin, other
 * expenses and net profit month by month in ₹, the margins in % of sales; a month without sales has no margin.
 */
export function ProfitMargin({ range }: { range: MonthRange }) {
  const result = useProfitMargin(range);
  const data: ProfitMarginAnswer | undefined = result.data;
  const months = data?.Months ?? [];
  const columns: RecordColumn<Row>[] = [
    { id: 'Name', header: 'Line', cell: (r) => (r.strong ? <strong>{r.Name}</strong> : r.Name) },
    ...months.map((m): RecordColumn<Row> => ({
      id: m.Month,
      header: <span className="kk-amount">{monthLabel(m.Month)}</span>,
      cell: (r) => cellOf(r.show(m), r.strong),
    })),
    ...(months.length > 1 && data
      ? [
          {
            id: 'Total',
            header: <span className="kk-amount">Total</span>,
            cell: (r: Row) => cellOf(r.show(data.Total), true),
          },
        ]
      : []),
  ];
  const empty =
    data !== undefined && data.Total.SalesP === 0 && data.Total.CostOfGoodsP === 0 && data.Total.OtherExpensesP === 0;
  return (
    <RecordTable
      caption="Profit and loss by margin"
      columns={columns}
      rows={data ? (empty ? [] : [...ROWS]) : undefined}
      rowKey={(r) => r.key}
      emptyText="No sales or expenses were posted in these months."
      isLoading={result.isPending}
      error={result.isError ? result.error : null}
      onRetry={() => void result.refetch()}
      rowTestId="margin-row"
    />
  );
}
