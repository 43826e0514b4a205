import { TextField } from '@aws-amplify/ui-react';
import { formatQuantity } from '@shared/documents/quantity-format';
import type { ExpiringRow } from '@shared/inventory/tracking-schemas';
import { Link, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useExpiringBatches } from '../api/tracking-calls';
import { ITEM_PATHS } from './item-paths';
import { useWarehouses } from '../../../lib/warehouses';

const key = (b: ExpiringRow): string => `${b.ItemId}#${b.WhId}#${b.Batch}`;
const expiry = (b: ExpiringRow): string => `${formatDate(b.Exp)}${b.Expired ? ' · expired' : ''}`;

/**
 * reports/drugexpirereport, Expiring Batches (docs/inventory-batches.md §8): the
 * branch's batches that expire by a date (30 days ahead unless one is chosen),
 * expired ones first as they expire first, with the item, warehouse and what is
 * left. Expired stock is written off by an adjustment with the reason Expired.
 */
export function ExpiringBatches() {
  const [params, setParams] = useSearchParams();
  const through = params.get('Through') ?? '';
  const warehouses = useWarehouses();
  const nameOf = (id: string): string => warehouses.data?.find((w) => w._id === id)?.Name ?? id;
  const pages = useCursorPages(through);
  const report = useExpiringBatches({
    ...(through ? { Through: through } : {}),
    ...(pages.cursor ? { Cursor: pages.cursor } : {}),
  });
  const columns: RecordColumn<ExpiringRow>[] = [
    { id: 'Exp', header: 'Expiry', cell: expiry },
    { id: 'Batch', header: 'Batch', cell: (b) => b.Batch },
    {
      id: 'Item',
      header: 'Item',
      cell: (b) => (
        <Link to={ITEM_PATHS.item(b.ItemId)}>{[b.PCode, b.Desc].filter(Boolean).join(' · ') || b.ItemId}</Link>
      ),
    },
    { id: 'WhId', header: 'Warehouse', cell: (b) => nameOf(b.WhId) },
    {
      id: 'OnHand',
      header: <span className="kk-amount">On hand</span>,
      cell: (b) => <div className="kk-amount">{formatQuantity(b.OnHand)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <TextField
          label="Expiring by"
          descriptiveText="Empty: the next 30 days."
          type="date"
          size="small"
          value={through}
          onChange={(e) => setParams(e.target.value ? { Through: e.target.value } : {})}
        />
      </div>
      <RecordTableOrCards
        caption="Batches expiring, soonest first"
        columns={columns}
        rows={report.data?.Items}
        rowKey={key}
        emptyText="No batches expire by then."
        isLoading={report.isPending}
        error={report.isError ? report.error : null}
        onRetry={() => void report.refetch()}
        rowTestId="expiring-row"
        paging={{ pages, next: report.data?.Next }}
        card={(b) => (
          <div className="kk-record-card">
            <strong>{`${b.Batch} · ${expiry(b)}`}</strong>
            <span>{[b.PCode, b.Desc].filter(Boolean).join(' · ')}</span>
            <span className="kk-record-card__muted">{`${nameOf(b.WhId)} · ${formatQuantity(b.OnHand)} on hand`}</span>
          </div>
        )}
      />
    </div>
  );
}
