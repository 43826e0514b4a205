import { ConnectXWords } from '@shared/connectx/connectx-messages';
import type { CxRow } from '@shared/connectx/connectx-schemas';
import { formatMoney } from '@shared/documents/money-format';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCxOutgoing } from '../api/connectx-calls';
import { billPath, purchaseOrderPath } from '../components/connectx-paths';
import { DeliveryState, DocRef } from '../components/cx-status';
import '../../../components/record-table/record-list.css';

export const handle = { title: ConnectXWords.outgoing };

/** The vendor's invoices of an order, each with the draft bill it became here. */
function Bills({ row }: { row: CxRow }) {
  if (!row.Bills?.length) return <span>—</span>;
  return (
    <span>
      {row.Bills.map((b) => (
        <span key={b.Invoice.DocId} className="kk-cx-bill">
          {`${b.Invoice.Num} → `}
          {b.Bill ? <DocRef doc={b.Bill} to={billPath} /> : <DeliveryState row={b} />}
        </span>
      ))}
    </span>
  );
}

/**
 * ConnectX: orders sent (docs/connectx.md §7): this branch's purchase orders
 * sent on Karkhana, newest first, each with the vendor's sales order and its
 * status, and the vendor's invoices that arrived as draft bills. Opening the
 * list also delivers any invoice still waiting for this branch.
 */
export function Component() {
  const timeZone = useSession().User.TZ;
  const pages = useCursorPages('connectx:sent');
  const result = useCxOutgoing(pages.cursor);
  const columns: RecordColumn<CxRow>[] = [
    { id: 'At', header: 'Sent', cell: (r) => formatDateTime(r.At, timeZone) },
    { id: 'Own', header: 'Purchase order', cell: (r) => <DocRef doc={r.Own} to={purchaseOrderPath} /> },
    { id: 'Party', header: 'Vendor', cell: (r) => r.PartyName },
    { id: 'Their', header: 'Vendor’s order', cell: (r) => <DocRef doc={r.Their} /> },
    { id: 'State', header: 'Delivery', cell: (r) => <DeliveryState row={r} /> },
    {
      id: 'Lines',
      header: 'Lines',
      cell: (r) => `${r.LineCount}${r.Unmatched ? ` (${r.Unmatched} not matched)` : ''}`,
    },
    { id: 'Total', header: 'Total', cell: (r) => (r.Total === undefined ? '' : formatMoney(r.Total)) },
    { id: 'Bills', header: 'Bills', cell: (r) => <Bills row={r} /> },
  ];
  return (
    <div className="kk-screen">
      <RecordTableOrCards
        caption={ConnectXWords.outgoing}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={ConnectXWords.emptyOutgoing}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="cx-sent-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <div className="kk-record-card" data-testid="cx-sent-card">
            <strong>
              <DocRef doc={r.Own} to={purchaseOrderPath} />
              {` · ${r.PartyName}`}
            </strong>
            <span>
              {'Vendor: '}
              <DocRef doc={r.Their} />
              {' · '}
              <DeliveryState row={r} />
            </span>
            <span>{`${formatDateTime(r.At, timeZone)} · ${r.Total === undefined ? '' : formatMoney(r.Total)}`}</span>
            <Bills row={r} />
          </div>
        )}
      />
    </div>
  );
}
