import { Text } from '@aws-amplify/ui-react';
import type { TrialBalanceAnswer } from '@shared/books/books-schemas';
import { formatPaise } from '@shared/documents/money-format';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { useTrialBalance } from '../../api/books-calls';
import { drCr, MonthRangeFields, useMonthRange } from './month-range';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

type Row = TrialBalanceAnswer['Rows'][number];
const money = (p: number): string => (p === 0 ? '' : formatPaise(p));
const amount = (text: string) => <div className="kk-amount">{text}</div>;

/**
 * Accounting/TrialBalance (docs/books.md §6): every account of the branch with
 * its balance before the range, the range's debits and credits and its closing
 * balance; the totals show the books balance. Read from period balances only.
 */
export function TrialBalance() {
  const [range, setRange] = useMonthRange();
  const result = useTrialBalance(range);
  const data = result.data;
  const columns: RecordColumn<Row>[] = [
    { id: 'Code', header: 'Code', cell: (r) => r.Code },
    { id: 'Name', header: 'Account', cell: (r) => r.Name },
    {
      id: 'Opening',
      header: <span className="kk-amount">Opening</span>,
      cell: (r) => amount(drCr(r.OpeningP, formatPaise)),
    },
    { id: 'Dr', header: <span className="kk-amount">Debit</span>, cell: (r) => amount(money(r.DrP)) },
    { id: 'Cr', header: <span className="kk-amount">Credit</span>, cell: (r) => amount(money(r.CrP)) },
    {
      id: 'Closing',
      header: <span className="kk-amount">Closing</span>,
      cell: (r) => amount(drCr(r.ClosingP, formatPaise)),
    },
  ];
  const balanced = data
    ? data.Totals.DrP === data.Totals.CrP && data.Totals.ClosingDrP === data.Totals.ClosingCrP
    : true;
  return (
    <div className="kk-screen">
      <MonthRangeFields range={range} onChange={setRange} />
      <RecordTable
        caption="Trial balance"
        columns={columns}
        rows={data?.Rows}
        rowKey={(r) => String(r.Code)}
        emptyText="Nothing was posted up to these months."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="trial-balance-row"
      />
      {data && data.Rows.length > 0 ? (
        <dl className="kk-books-totals" aria-label="Totals">
          <div>
            <dt>Debits</dt>
            <dd>{formatPaise(data.Totals.DrP)}</dd>
          </div>
          <div>
            <dt>Credits</dt>
            <dd>{formatPaise(data.Totals.CrP)}</dd>
          </div>
          <div>
            <dt>Closing Dr</dt>
            <dd>{formatPaise(data.Totals.ClosingDrP)}</dd>
          </div>
          <div>
            <dt>Closing Cr</dt>
            <dd>{formatPaise(data.Totals.ClosingCrP)}</dd>
          </div>
        </dl>
      ) : null}
      {data && !balanced ? <Text color="font.error">The books do not balance: tell your administrator.</Text> : null}
    </div>
  );
}
