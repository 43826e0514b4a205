import { formatQuantity } from '@shared/documents/quantity-format';
import type { BatchRow, SerialRow } from '@shared/inventory/tracking-schemas';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { useItemTracking } from '../api/tracking-calls';

const SERIAL_STATUS: Record<string, string> = {
  InStock: 'In stock',
  Issued: 'Issued',
  InTransit: 'In transit',
  Out: 'Out of stock',
};

/**
 * The item screen's batches (earliest expiry first, expired ones marked) or
 * serial numbers (in stock first) in this branch (docs/inventory-batches.md §9).
 * Nothing shows for an untracked item, or when the user may not read them.
 */
export function ItemBatches({
  itemId,
  nameOf,
  unit,
}: {
  itemId: string;
  nameOf: (whId: string) => string;
  unit: string;
}) {
  const tracking = useItemTracking(itemId);
  const data = tracking.data;
  if (!data || (!data.Track && data.Batches.length === 0 && data.Serials.length === 0)) return null;
  const expiry = (b: BatchRow) => (b.Exp ? `${formatDate(b.Exp)}${b.Expired ? ' · expired' : ''}` : 'No expiry');
  const onHand = (b: BatchRow) => `${formatQuantity(b.OnHand)} ${unit}`.trim();
  const batchColumns: RecordColumn<BatchRow>[] = [
    { id: 'Batch', header: 'Batch', cell: (b) => b.Batch },
    { id: 'WhId', header: 'Warehouse', cell: (b) => nameOf(b.WhId) },
    { id: 'Exp', header: 'Expiry', cell: expiry },
    {
      id: 'OnHand',
      header: <span className="kk-amount">On hand</span>,
      cell: (b) => <div className="kk-amount">{onHand(b)}</div>,
    },
  ];
  const where = (s: SerialRow) =>
    [SERIAL_STATUS[s.Sts] ?? s.Sts, s.Sts === 'InStock' ? nameOf(s.WhId) : s.DocNum].filter(Boolean).join(' · ');
  const serialColumns: RecordColumn<SerialRow>[] = [
    { id: 'Serial', header: 'Serial number', cell: (s) => s.Serial },
    { id: 'Where', header: 'Where', cell: where },
  ];
  return data.Track === 'SN' || data.Serials.length > 0 ? (
    <RecordTableOrCards
      caption="Serial numbers, in stock first"
      columns={serialColumns}
      rows={data.Serials}
      rowKey={(s) => s.Serial}
      emptyText="No serial numbers received yet."
      rowTestId="serial-row"
      card={(s) => (
        <div className="kk-record-card">
          <strong>{s.Serial}</strong>
          <span>{where(s)}</span>
        </div>
      )}
    />
  ) : (
    <RecordTableOrCards
      caption="Batches, earliest expiry first"
      columns={batchColumns}
      rows={data.Batches}
      rowKey={(b) => `${b.WhId}#${b.Batch}`}
      emptyText="No batches in stock."
      rowTestId="batch-row"
      card={(b) => (
        <div className="kk-record-card">
          <strong>{`${b.Batch} · ${onHand(b)}`}</strong>
          <span>{`${nameOf(b.WhId)} · ${expiry(b)}`}</span>
        </div>
      )}
    />
  );
}
