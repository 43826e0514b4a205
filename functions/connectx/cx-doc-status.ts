import type { connectxStatusRoutes } from '@shared/api/routes/connectx-status';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { SalesOrderMessages } from '@shared/sales-orders/so-messages';
import { markerKey, markersAt, outboxKey, sentKey, type CxOutItem } from '../data/connectx/cx-store';
import { headKey } from '../data/documents/document-keys';
import { batchGetAll } from '../data/table/batch-get';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { incomingRows, outgoingRows } from './cx-rows';

/**
 * One document's ConnectX status (docs/sales-settings.md §4): the same row the lists build (cx-rows.ts), for
 * the purchase order's and the sales order's screens. The keys come from this branch's own records (the
 * order's sent guard and outbox item; the sales order's Origin), never from the other side or the request
 * beyond this organisation's own document id. A document not traded on Karkhana answers no row.
 */

type Sent = { At: string; ToOrg: string; ToEnt: string };
type Routes = typeof connectxStatusRoutes;

/** GET ConnectX/PurchaseOrders/{Id}/Status: the vendor's sales order (number and status) of an order sent. */
export async function orderStatus(call: Call<Routes['cxOrderStatus']>) {
  const { orgId, entityId } = serviceContext(call.session).actor;
  const poId = call.params.Id;
  const [sent] = await batchGetAll<Sent & Record<string, unknown>>([sentKey(orgId, 'PurchaseOrder', poId)]);
  if (!sent) return {};
  const key = outboxKey({ FromOrg: orgId, ToEnt: sent.ToEnt, At: sent.At, Kind: 'PurchaseOrder', DocId: poId });
  const [out] = await batchGetAll<CxOutItem & Record<string, unknown>>([key]);
  // Another branch's order: not this branch's to show.
  if (!out || out.FromEnt !== entityId) return {};
  const [row] = await outgoingRows([out]);
  return row ? { Row: row } : {};
}

/** GET ConnectX/SalesOrders/{Id}/Status: the buyer's purchase order (number and status) of an order that arrived. */
export async function salesOrderStatus(call: Call<Routes['cxSalesOrderStatus']>) {
  const { orgId, entityId } = serviceContext(call.session).actor;
  const [head] = await batchGetAll<{ EntId?: string; Origin?: { OrgId: string; PoId: string } }>([
    headKey(orgId, call.params.Id),
  ]);
  if (!head || head.EntId !== entityId) throw new ApiError(ErrorCode.NotFound, SalesOrderMessages.notFound);
  if (!head.Origin) return {};
  const [marker] = await markersAt([markerKey(orgId, head.Origin.OrgId, 'PurchaseOrder', head.Origin.PoId)]);
  if (!marker) return {};
  const [row] = await incomingRows(orgId, [marker]);
  return row ? { Row: row } : {};
}
