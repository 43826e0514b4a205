import { formatQuantity } from '@shared/documents/quantity-format';
import { REQUEST_STATUSES, type RequestStatus } from '@shared/inventory/reservation';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import type { RequestedPartRow } from '@shared/inventory/reservation-schemas';
import { useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { formatDateTime } from '../../../lib/format';
import { useRequestedParts } from '../api/reservation-calls';

const qtyText = (r: RequestedPartRow): string => `${formatQuantity(r.Qty)} ${r.UoM ?? ''}`.trim();
const isStatus = (v: string | null): v is RequestStatus => REQUEST_STATUSES.includes(v as RequestStatus);

/**
 * requestedparts/requestedpartslist (docs/inventory-reservations.md §5): what
 * repair orders asked for that the shelf could not hold, newest first, all or of
 * one status (a chip each); what purchasing will turn into parts orders.
 */
export function RequestedParts() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('Sts');
  const sts = isStatus(raw) ? raw : undefined;
  const pages = useCursorPages(sts ?? '');
  const result = useRequestedParts({ ...(sts ? { Sts: sts } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) });
  const show = (s: RequestStatus | undefined): void => setParams(s ? { Sts: s } : {}, { replace: true });
  const columns: RecordColumn<RequestedPartRow>[] = [
    { id: 'ReqAt', header: 'Requested', cell: (r) => formatDateTime(r.ReqAt) },
    { id: 'Num', header: 'Repair order', cell: (r) => r.Num ?? '' },
    { id: 'Veh', header: 'Vehicle', cell: (r) => r.RegNo ?? '' },
    { id: 'PCode', header: 'Code', cell: (r) => r.PCode ?? '' },
    { id: 'Desc', header: 'Part', cell: (r) => r.Desc },
    {
      id: 'Qty',
      header: <span className="kk-amount">Quantity</span>,
      cell: (r) => <div className="kk-amount">{qtyText(r)}</div>,
    },
    { id: 'Sts', header: 'Status', cell: (r) => r.Sts },
  ];
  return (
    <div className="kk-screen">
      <ChipGroup label="Status">
        <ToggleChip pressed={sts === undefined} onPress={() => show(undefined)}>
          All
        </ToggleChip>
        {REQUEST_STATUSES.map((s) => (
          <ToggleChip key={s} pressed={sts === s} onPress={() => show(s)}>
            {s}
          </ToggleChip>
        ))}
      </ChipGroup>
      <RecordTableOrCards
        caption="Requested parts, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => `${r.DocId}#${r.LineId}`}
        emptyText={ReservationMessages.noRequests}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="requested-part-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <div className="kk-record-card">
            <strong>{r.Desc}</strong>
            <span className="kk-amount">{qtyText(r)}</span>
            <span className="kk-record-card__muted">
              {[r.Num, r.RegNo, formatDateTime(r.ReqAt)].filter(Boolean).join(' · ')}
            </span>
            <span>{r.Sts}</span>
          </div>
        )}
      />
    </div>
  );
}
