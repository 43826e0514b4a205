import type { connectxRoutes } from '@shared/api/routes/connectx';
import type { CxKind } from '@shared/connectx/connectx-schemas';
import { linkedParties } from '../data/connectx/cx-link';
import {
  incomingPage,
  markerKey,
  markersAt,
  outboxFor,
  outgoingPage,
  type CxInItem,
  type CxOutItem,
} from '../data/connectx/cx-store';
import type { PartyKind } from '../data/parties/parties-keys';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { log } from '../lib/http/log';
import { incomingRows, outgoingRows } from './cx-rows';
import { deliverInvoice } from './deliver-invoice';
import { deliverOrder } from './deliver-order';

/**
 * The two ConnectX lists (docs/connectx.md §7). Each is also the receiver's
 * pull (§1): before answering, whatever a linked business sent this branch and
 * is not yet delivered (no marker, or a Waiting one) is delivered, so a crash
 * between a sender's commit and its delivery loses nothing. The pull reads the
 * newest 100 outbox items of each linked business for this branch; a delivery
 * that fails is logged and left for the next pull, never failing the list.
 */

const PULL: Record<CxKind, { kind: PartyKind; deliver: (out: CxOutItem) => Promise<CxInItem | undefined> }> = {
  // An order arrives from a customer (the vendor's customer record of the workshop).
  PurchaseOrder: { kind: 'CUST', deliver: deliverOrder },
  // An invoice arrives from a vendor (the workshop's vendor record of the distributor).
  Invoice: { kind: 'VEND', deliver: deliverInvoice },
};

export async function pull(orgId: string, entId: string, kind: CxKind): Promise<number> {
  const { kind: partyKind, deliver } = PULL[kind];
  const senders = await linkedParties(orgId, partyKind);
  const sent = (
    await Promise.all(
      senders.map(async (s) =>
        (await outboxFor(s.OId, entId)).filter(
          (o) => o.Kind === kind && o.ToOrg === orgId && o.FromOrg === s.OId && o.FromEnt === s.EId,
        ),
      ),
    )
  ).flat();
  if (sent.length === 0) return 0;
  const markers = await markersAt(sent.map((o) => markerKey(orgId, o.FromOrg, o.Kind, o.DocId)));
  const pending = sent.filter((_, i) => markers[i]?.State !== 'Delivered');
  let delivered = 0;
  for (const out of pending) {
    try {
      if ((await deliver(out))?.State === 'Delivered') delivered += 1;
    } catch (error) {
      log('warn', 'connectx delivery left for the next pull', { kind, docId: out.DocId, error: String(error) });
    }
  }
  return delivered;
}

/** GET ConnectX/Outgoing: what this branch sent (its orders), with the vendor's status and the bills that came of it. */
export async function outgoing(call: Call<typeof connectxRoutes.cxOutgoing>) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  await pull(orgId, entityId, 'Invoice');
  const [page, bills] = await Promise.all([
    outgoingPage(orgId, entityId, call.query.Limit, call.query.Cursor),
    incomingPage(orgId, entityId, 'Invoice', 100),
  ]);
  const rows = await outgoingRows(page.items, bills.items);
  return { Items: rows, ...(page.next ? { Next: page.next } : {}) };
}

/** GET ConnectX/Incoming: the orders that arrived from connected customers, with both sides' status. */
export async function incoming(call: Call<typeof connectxRoutes.cxIncoming>) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  await pull(orgId, entityId, 'PurchaseOrder');
  const page = await incomingPage(orgId, entityId, 'PurchaseOrder', call.query.Limit, call.query.Cursor);
  const rows = await incomingRows(orgId, page.items);
  return { Items: rows, ...(page.next ? { Next: page.next } : {}) };
}
