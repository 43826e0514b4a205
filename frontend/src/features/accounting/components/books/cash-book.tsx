import { SelectField, TextField } from '@aws-amplify/ui-react';
import type { CashBookAnswer } from '@shared/books/balance-sheet';
import { formatPaise } from '@shared/documents/money-format';
import { useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { useCursorPages } from '../../../../components/record-table/use-cursor-pages';
import { formatDate, todayIn } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { useChartOfAccounts } from '../../api/books-calls';
import { useCashBook } from '../../api/expense-calls';
import { drCr } from './month-range';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

type Entry = CashBookAnswer['Entries'][number];
const amount = (p: number) => <div className="kk-amount">{p === 0 ? '' : formatPaise(p)}</div>;
const columns: RecordColumn<Entry>[] = [
  { id: 'Date', header: 'Date', cell: (e) => formatDate(e.Date) },
  {
    id: 'Kind',
    header: 'Entry',
    cell: (e) => `${e.Kind}${e.Step.startsWith('R') ? ' (reversal)' : ''} ${e.Num}`.trim(),
  },
  { id: 'Memo', header: 'Narration', cell: (e) => e.Memo ?? '' },
  { id: 'Dr', header: <span className="kk-amount">In</span>, cell: (e) => amount(e.DrP) },
  { id: 'Cr', header: <span className="kk-amount">Out</span>, cell: (e) => amount(e.CrP) },
  {
    id: 'Bal',
    header: <span className="kk-amount">Balance</span>,
    cell: (e) => <div className="kk-amount">{drCr(e.BalanceP, formatPaise)}</div>,
  },
];

/**
 * Accounting/CashBook (docs/books.md §6.5): a cash or bank account's postings
 * in a period, oldest first, with the balance after each; paged.
 */
export function CashBook() {
  const timeZone = useSession().User.TZ;
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const acc = Number(params.get('Acc') ?? 1000);
  const from = params.get('From') ?? `${today.slice(0, 7)}-01`;
  const to = params.get('To') ?? today;
  const chart = useChartOfAccounts();
  const pages = useCursorPages(`${acc}|${from}|${to}`);
  const result = useCashBook({ Acc: acc, From: from, To: to, Cursor: pages.cursor });
  const change = (name: string, value: string) =>
    value && setParams({ Acc: String(acc), From: from, To: to, [name]: value }, { replace: true });
  return (
    <div className="kk-screen">
      <div className="kk-list-filters">
        <SelectField label="Account" size="small" value={String(acc)} onChange={(e) => change('Acc', e.target.value)}>
          {(chart.data?.Accounts ?? [])
            .filter((a) => a.Group === 'CashBank')
            .map((a) => (
              <option key={a.Code} value={a.Code}>
                {a.Code} {a.Name}
              </option>
            ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          onChange={(e) => change('From', e.target.value)}
        />
        <TextField label="To" type="date" size="small" value={to} onChange={(e) => change('To', e.target.value)} />
      </div>
      {result.data ? (
        <p aria-label="Opening balance">Opening balance {drCr(result.data.OpeningP, formatPaise)}</p>
      ) : null}
      <RecordTable
        caption="Cash and bank book"
        columns={columns}
        rows={result.data?.Entries}
        rowKey={(e) => `${e.Date}#${e.DocId}#${e.Step}`}
        emptyText="Nothing was posted to this account in these dates."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="cash-book-row"
        paging={{ pages, next: result.data?.Next }}
      />
    </div>
  );
}
