import { Alert, TextField } from '@aws-amplify/ui-react';
import type { BalanceSheetAnswer } from '@shared/books/balance-sheet';
import { formatPaise } from '@shared/documents/money-format';
import { useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { todayIn } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { useBalanceSheet } from '../../api/expense-calls';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

type Row = { key: string; Name: string; AmountP: number; strong?: boolean };
const columns: RecordColumn<Row>[] = [
  { id: 'Name', header: 'Account', cell: (r) => (r.strong ? <strong>{r.Name}</strong> : r.Name) },
  {
    id: 'Amount',
    header: <span className="kk-amount">Amount</span>,
    cell: (r) => (
      <div className="kk-amount">{r.strong ? <strong>{formatPaise(r.AmountP)}</strong> : formatPaise(r.AmountP)}</div>
    ),
  },
];

const rowsOf = (d: BalanceSheetAnswer): { assets: Row[]; claims: Row[] } => ({
  assets: [
    ...d.Assets.map((r) => ({ key: String(r.Code), Name: r.Name, AmountP: r.AmountP })),
    { key: 'assets', Name: 'Total assets', AmountP: d.AssetsP, strong: true },
  ],
  claims: [
    ...d.Liabilities.map((r) => ({ key: String(r.Code), Name: r.Name, AmountP: r.AmountP })),
    { key: 'liabilities', Name: 'Total liabilities', AmountP: d.LiabilitiesP, strong: true },
    ...d.Equity.map((r) => ({ key: String(r.Code), Name: r.Name, AmountP: r.AmountP })),
    ...(d.EarlierProfitP !== 0 ? [{ key: 'earlier', Name: "Earlier years' profit", AmountP: d.EarlierProfitP }] : []),
    { key: 'profit', Name: "This year's profit", AmountP: d.ProfitP },
    { key: 'total', Name: 'Total liabilities and equity', AmountP: d.TotalP, strong: true },
  ],
});

/**
 * Accounting/BalanceSheet (docs/books.md §6.4): as of a date (in the address,
 * default today), assets against liabilities, equity and the profit of the
 * financial year so far, from the period balances.
 */
export function BalanceSheet() {
  const timeZone = useSession().User.TZ;
  const [params, setParams] = useSearchParams();
  const asOf = params.get('AsOf') ?? todayIn(timeZone);
  const result = useBalanceSheet(asOf);
  const rows = result.data ? rowsOf(result.data) : undefined;
  const state = {
    isLoading: result.isPending,
    error: result.isError ? result.error : null,
    onRetry: () => void result.refetch(),
  };
  return (
    <div className="kk-screen">
      <div className="kk-list-filters">
        <TextField
          label="As of"
          type="date"
          size="small"
          value={asOf}
          onChange={(e) => e.target.value && setParams({ AsOf: e.target.value }, { replace: true })}
        />
      </div>
      <RecordTable
        caption="Assets"
        columns={columns}
        rows={rows?.assets}
        rowKey={(r) => r.key}
        emptyText=""
        {...state}
        rowTestId="balance-row"
      />
      <RecordTable
        caption="Liabilities and equity"
        columns={columns}
        rows={rows?.claims}
        rowKey={(r) => r.key}
        emptyText=""
        {...state}
        rowTestId="balance-row"
      />
      {result.data && result.data.AssetsP !== result.data.TotalP ? (
        <Alert variation="error">The books do not balance: tell your administrator.</Alert>
      ) : null}
    </div>
  );
}
