import { Button } from '@aws-amplify/ui-react';
import type { ChallanRow } from '@shared/challans/challan-schemas';
import { CHALLAN_PURPOSES, CHALLAN_STATUSES, type ChallanStatus } from '@shared/challans/challan-statuses';
import { formatMoney } from '@shared/documents/money-format';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { StatusChips } from '../../../components/status-chips/status-chips';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useChallans } from '../api/challan-calls';
import { CHALLAN_PATHS } from './challan-paths';

const numberOf = (r: ChallanRow): string => r.Num ?? 'Draft';

/**
 * challans/challandashboard (docs/challans.md §8): the branch's delivery
 * challans, newest first, a chip per status with its count; each row's goods
 * value and what is still out at cost. A table on a desktop, cards at 390 px.
 */
export function ChallanDashboard() {
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const [sts, setSts] = useState<ChallanStatus | undefined>();
  const pages = useCursorPages(`challans:${sts ?? ''}`);
  const result = useChallans({ ...(sts ? { Sts: sts } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) });
  const columns: RecordColumn<ChallanRow>[] = [
    { id: 'Num', header: 'Challan', cell: (r) => <Link to={CHALLAN_PATHS.challan(r._id)}>{numberOf(r)}</Link> },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'To', header: 'Consignee', cell: (r) => r.ToName },
    { id: 'Purpose', header: 'Purpose', cell: (r) => CHALLAN_PURPOSES[r.Purpose] },
    { id: 'Sts', header: 'Status', cell: (r) => <span className="kk-status-badge">{r.Sts}</span> },
    {
      id: 'Total',
      header: <span className="kk-amount">Value</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.Total)}</div>,
    },
    {
      id: 'Out',
      header: <span className="kk-amount">Out at cost</span>,
      cell: (r) => <div className="kk-amount">{r.OutValue ? formatMoney(r.OutValue) : '—'}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Button variation="primary" size="small" onClick={() => void navigate(CHALLAN_PATHS.newChallan)}>
          New challan
        </Button>
      </div>
      <StatusChips statuses={CHALLAN_STATUSES} counts={result.data?.Counts} selected={sts} onSelect={setSts} />
      <RecordTableOrCards
        caption={sts ? `Delivery challans: ${sts}` : 'Delivery challans, newest first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={
          sts
            ? `No delivery challans are ${sts}.`
            : 'No delivery challans yet. Goods sent for job work or on approval travel with one: New challan.'
        }
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={CHALLAN_PATHS.challan(r._id)} className="kk-record-card">
            <strong>{`${numberOf(r)} · ${r.Sts}`}</strong>
            <span>{`${formatDate(r.Date, timeZone)} · ${r.ToName} · ${CHALLAN_PURPOSES[r.Purpose]}`}</span>
            <span>{`${formatMoney(r.Total)}${r.OutValue ? ` · out ${formatMoney(r.OutValue)}` : ''}`}</span>
          </Link>
        )}
      />
    </div>
  );
}
