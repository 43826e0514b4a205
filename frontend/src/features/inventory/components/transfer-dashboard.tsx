import { formatMoney } from '@shared/documents/money-format';
import type { TransferRow } from '@shared/inventory/transfer-schemas';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTransfers } from '../api/transfer-calls';
import { TRANSFER_PATHS } from './transfer-paths';

/** Where a transfer leaves from or goes to: the branch only when it is another branch. */
export const endOf = (row: TransferRow, end: 'From' | 'To', here: string): string => {
  const [ent, entName, wh] =
    end === 'From'
      ? [row.FromEntId, row.FromEntName, row.FromWhName ?? row.FromWhId]
      : [row.ToEntId, row.ToEntName, row.ToWhName ?? row.ToWhId];
  return ent === here ? wh : `${entName ?? ent} · ${wh}`;
};

/**
 * transferorder/transferorderderdashboard (docs/inventory-transfers.md §8): the
 * transfers this branch sends, or those coming to it (in transit first to look
 * at, newest first), with the value each carries. Choosing one opens it.
 */
export function TransferDashboard() {
  const session = useSession();
  const here = session.Entity.EntId;
  const timeZone = session.User.TZ;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const direction = params.get('Direction') === 'In' ? 'In' : 'Out';
  const pages = useCursorPages(direction);
  const result = useTransfers({ Direction: direction, ...(pages.cursor ? { Cursor: pages.cursor } : {}) });
  const columns: RecordColumn<TransferRow>[] = [
    { id: 'Num', header: 'Transfer', cell: (t) => t.Num },
    { id: 'Date', header: 'Date', cell: (t) => formatDate(t.DispDate ?? t.Date, timeZone) },
    { id: 'From', header: 'From', cell: (t) => endOf(t, 'From', here) },
    { id: 'To', header: 'To', cell: (t) => endOf(t, 'To', here) },
    { id: 'Items', header: 'Items', cell: (t) => String(t.LineCount) },
    { id: 'Sts', header: 'Status', cell: (t) => t.Sts },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (t) => <div className="kk-amount">{formatMoney(t.Value)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={TRANSFER_PATHS.newTransfer} className="amplify-button amplify-button--primary amplify-button--small">
          New Transfer
        </Link>
      </div>
      <ChipGroup label="Direction">
        <ToggleChip pressed={direction === 'Out'} onPress={() => setParams({}, { replace: true })}>
          Sent from here
        </ToggleChip>
        <ToggleChip pressed={direction === 'In'} onPress={() => setParams({ Direction: 'In' }, { replace: true })}>
          Coming here
        </ToggleChip>
      </ChipGroup>
      <RecordTableOrCards
        caption={direction === 'In' ? 'Transfers coming here, newest first' : 'Transfers sent from here, newest first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(t) => t._id}
        emptyText={direction === 'In' ? 'Nothing is on its way here.' : 'No transfers yet.'}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(t) => void navigate(TRANSFER_PATHS.transfer(t._id))}
        rowTestId="transfer-row"
        paging={{ pages, next: result.data?.Next }}
        card={(t) => (
          <Link to={TRANSFER_PATHS.transfer(t._id)} className="kk-record-card">
            <strong>{`${t.Num} · ${t.Sts}`}</strong>
            <span className="kk-amount">{formatMoney(t.Value)}</span>
            <span className="kk-record-card__muted">{`${endOf(t, 'From', here)} → ${endOf(t, 'To', here)}`}</span>
            <span className="kk-amount">{`${t.LineCount} items`}</span>
          </Link>
        )}
      />
    </div>
  );
}
