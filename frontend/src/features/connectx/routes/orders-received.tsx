import { ConnectXWords } from '@shared/connectx/connectx-messages';
import type { CxRow } from '@shared/connectx/connectx-schemas';
import { formatMoney } from '@shared/documents/money-format';
import { useNavigate } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCxIncoming } from '../api/connectx-calls';
import { salesOrderPath } from '../components/connectx-paths';
import { DeliveryState, DocRef } from '../components/cx-status';
import { InvoicesOf } from '../components/invoice-send';
import '../../../components/record-table/record-list.css';

export const handle = { title: ConnectXWords.incoming };

/**
 * ConnectX: orders received (docs/connectx.md §7): purchase orders of connected
 * customers that arrived as this branch's sales orders, newest first, with the
 * customer's order status and the lines no item matched. Opening the list also
 * delivers any order still waiting for this branch. A row opens the sales order.
 */
export function Component() {
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const pages = useCursorPages('connectx:received');
  const result = useCxIncoming(pages.cursor);
  const columns: RecordColumn<CxRow>[] = [
    { id: 'At', header: 'Arrived', cell: (r) => formatDateTime(r.At, timeZone) },
    { id: 'Own', header: 'Sales order', cell: (r) => <DocRef doc={r.Own} to={salesOrderPath} /> },
    { id: 'Party', header: 'Customer', cell: (r) => r.PartyName },
    { id: 'Their', header: 'Their order', cell: (r) => <DocRef doc={r.Their} /> },
    { id: 'Lines', header: 'Lines', cell: (r) => `${r.LineCount}${r.Unmatched ? ` (${r.Unmatched} to match)` : ''}` },
    { id: 'Total', header: 'Total', cell: (r) => (r.Total === undefined ? '' : formatMoney(r.Total)) },
    { id: 'State', header: 'Delivery', cell: (r) => <DeliveryState row={r} /> },
    { id: 'Invoices', header: 'Invoices', cell: (r) => <InvoicesOf row={r} /> },
  ];
  return (
    <div className="kk-screen">
      <RecordTableOrCards
        caption={ConnectXWords.incoming}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={ConnectXWords.emptyIncoming}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(r) => (r.Own ? void navigate(salesOrderPath(r.Own.DocId)) : undefined)}
        rowTestId="cx-received-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <div className="kk-record-card" data-testid="cx-received-card">
            <strong>
              <DocRef doc={r.Own} to={salesOrderPath} />
              {` · ${r.PartyName}`}
            </strong>
            <span>
              {'Their order: '}
              <DocRef doc={r.Their} />
            </span>
            <span>
              {`${formatDateTime(r.At, timeZone)} · ${r.Total === undefined ? '' : formatMoney(r.Total)}`}
              {r.Unmatched ? ` · ${r.Unmatched} to match` : ''}
            </span>
            <InvoicesOf row={r} />
          </div>
        )}
      />
    </div>
  );
}
