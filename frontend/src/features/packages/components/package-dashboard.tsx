import type { PackageRow } from '@shared/fulfilment/package-schemas';
import { SHIPPING_STATUSES, type ShippingStatus } from '@shared/fulfilment/fulfilment-statuses';
import { formatMoney } from '@shared/documents/money-format';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { StatusChips } from '../../../components/status-chips/status-chips';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePackages } from '../../../components/fulfilment/package-calls';
import { PACKAGE_PATHS } from '../../../components/fulfilment/package-paths';

/**
 * SalesOrder/PackagesDashboard (docs/sales-fulfilment.md §8): the branch's packages newest first, a chip per
 * shipping status with its count; each row's order, customer, value and carrier. A table on a desktop, cards
 * at 390 px. Packages are made from a sales order's fulfilment panel.
 */
export function PackageDashboard() {
  const timeZone = useSession().User.TZ;
  const [sts, setSts] = useState<ShippingStatus | undefined>();
  const pages = useCursorPages(`packages:${sts ?? ''}`);
  const result = usePackages({ ...(sts ? { Sts: sts } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) });
  const columns: RecordColumn<PackageRow>[] = [
    { id: 'Num', header: 'Package', cell: (r) => <Link to={PACKAGE_PATHS.package(r._id)}>{r.Num}</Link> },
    { id: 'Date', header: 'Packed', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'So', header: 'Sales order', cell: (r) => r.SoNum },
    { id: 'Cust', header: 'Customer', cell: (r) => r.Cust.Name },
    { id: 'Sts', header: 'Status', cell: (r) => <span className="kk-status-badge">{r.Sts}</span> },
    { id: 'Carrier', header: 'Carrier', cell: (r) => r.Ship?.Carrier ?? '—' },
    {
      id: 'Total',
      header: <span className="kk-amount">Value</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.Total)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <StatusChips statuses={SHIPPING_STATUSES} counts={result.data?.Counts} selected={sts} onSelect={setSts} />
      <RecordTableOrCards
        caption={sts ? `Packages: ${sts}` : 'Packages, newest first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={
          sts
            ? `No packages are ${sts}.`
            : 'No packages yet. Pack an approved sales order from its fulfilment panel: New package.'
        }
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={PACKAGE_PATHS.package(r._id)} className="kk-record-card">
            <strong>{`${r.Num} · ${r.Sts}`}</strong>
            <span>{`${formatDate(r.Date, timeZone)} · ${r.SoNum} · ${r.Cust.Name}`}</span>
            <span>{`${formatMoney(r.Total)}${r.Ship ? ` · ${r.Ship.Carrier}` : ''}`}</span>
          </Link>
        )}
      />
    </div>
  );
}
