import type { AllocatedPartRow } from '@shared/inventory/issue-schemas';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { useAllocatedParts } from '../api/issue-part-calls';

const qtyText = (r: AllocatedPartRow, n: number): string => `${n}${r.UoM ? ` ${r.UoM}` : ''}`;

/**
 * allocatedparts/allocatedpartslist, My Inventory (docs/inventory.md §10): the
 * parts issued from stock to the technician's own open jobs, by order and job.
 */
export function MyInventory() {
  const pages = useCursorPages('');
  const result = useAllocatedParts(pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<AllocatedPartRow>[] = [
    { id: 'Num', header: 'Repair order', cell: (r) => r.Num },
    { id: 'Veh', header: 'Vehicle', cell: (r) => r.RegNo ?? '' },
    { id: 'Job', header: 'Job', cell: (r) => r.LaborDesc ?? r.LaborId },
    { id: 'PCode', header: 'Code', cell: (r) => r.PCode ?? '' },
    { id: 'Desc', header: 'Part', cell: (r) => r.Desc },
    {
      id: 'IQty',
      header: <span className="kk-amount">Issued</span>,
      cell: (r) => <div className="kk-amount">{`${qtyText(r, r.IQty)} of ${r.Qty}`}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <RecordTableOrCards
        caption="Parts issued to my jobs"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => `${r.DocId}#${r.LineId}`}
        emptyText="No parts issued to your jobs."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="allocated-part-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <div className="kk-record-card">
            <strong>{`${r.Desc} · ${qtyText(r, r.IQty)}`}</strong>
            <span>{`${r.Num}${r.RegNo ? ` · ${r.RegNo}` : ''} · ${r.LaborDesc ?? r.LaborId}`}</span>
          </div>
        )}
      />
    </div>
  );
}
