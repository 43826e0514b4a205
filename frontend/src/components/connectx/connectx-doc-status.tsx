import { connectxStatusRoutes } from '@shared/api/routes/connectx-status';
import type { CxRow } from '@shared/connectx/connectx-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { querySignal } from '../../lib/query-signal';

/**
 * The other side's document on a traded document's screen (docs/sales-settings.md §4): on a purchase order
 * sent on Karkhana, the vendor's sales order number and status; on a sales order that arrived from a
 * connected buyer, the buyer's purchase order number and status. Read through the link as the ConnectX lists
 * read it (GET ConnectX/…/{Id}/Status), so it is the other side's status of now, never a copy. In the
 * components kit because purchasing and sales orders show it and ConnectX owns it. Says nothing for a
 * document not traded on Karkhana, or while it loads; a failed read is one quiet line.
 */
export function ConnectXDocStatus({ of, id }: { of: 'PurchaseOrder' | 'SalesOrder'; id: string }) {
  const route = of === 'PurchaseOrder' ? connectxStatusRoutes.cxOrderStatus : connectxStatusRoutes.cxSalesOrderStatus;
  const status = useQuery({
    queryKey: ['ConnectX', 'Status', of, id],
    queryFn: (context) => apiCall(route, { params: { Id: id }, signal: querySignal(context) }),
    staleTime: 30_000,
  });
  if (status.isError) return <p className="kk-record-card__muted">The other business's status could not be read.</p>;
  const row = status.data?.Row;
  if (!row) return null;
  return <p>{describe(of, row)}</p>;
}

/** One sentence: whose document, its number and status, or why it has none yet. */
function describe(of: 'PurchaseOrder' | 'SalesOrder', row: CxRow): string {
  const their = row.Their;
  if (of === 'SalesOrder')
    return their
      ? `${row.PartyName}'s purchase order ${their.Num}${their.Sts ? `: ${their.Sts}` : ''} (on Karkhana).`
      : `From ${row.PartyName} on Karkhana.`;
  if (!their) return `Sent to ${row.PartyName} on Karkhana: ${row.State}${row.Note ? ` · ${row.Note}` : ''}.`;
  return `${row.PartyName}'s sales order ${their.Num || 'Draft'}${their.Sts ? `: ${their.Sts}` : ''} (on Karkhana).`;
}
