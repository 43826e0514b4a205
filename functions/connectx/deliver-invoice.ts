import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { normaliseCode } from '@shared/catalogue/search-keys';
import { ConnectXMessages } from '@shared/connectx/connectx-messages';
import { paiseToRupees } from '@shared/documents/money-math';
import { linkBack, linkCheckWrite } from '../data/connectx/cx-link';
import { markerKey, markersAt, markerWrite, type CxInItem, type CxOutItem } from '../data/connectx/cx-store';
import { getEntity } from '../data/identity/identity-repo';
import { createBillDraft } from '../data/purchasing/bill-drafts';
import { readPurchaseOrder } from '../data/purchasing/purchase-orders-repo';
import { listPurchaseReceives, readPurchaseReceive } from '../data/purchasing/purchase-receives-repo';
import type { PurchaseOrderLine } from '../data/purchasing/purchase-records';
import { transact } from '../data/table/transact';
import { nowIso } from '../data/table/keys';
import { planBill } from '../lib/bill-plan';
import { receiverContext } from './receiver-context';

/**
 * A connected vendor's invoice delivered into the workshop (docs/connectx.md
 * §5.2), acting for the workshop: the purchase order its sales order came from
 * must be the workshop's and this vendor's; the newest receive of that order
 * with lines not yet billed is matched line by line by part code, at the
 * invoice's rates; the draft is planned exactly as a new bill (`planBill`) and
 * written by the bill drafts' own function with the inbox marker (only if
 * absent or Waiting) and the link's check in the same transaction. No receive
 * yet: a Waiting marker, and the next pull tries again. Twice is once.
 */

const RECEIVES_LOOKED_AT = 50;
const code = (c: unknown): string => (typeof c === 'string' ? normaliseCode(c) : '');

type Matched = { recId: string; lines: { LineId: string; Rate: number }[] };

/** The newest receive of the order with unbilled lines of the invoice's codes, and those lines at its rates. */
async function matchReceive(orgId: string, entId: string, out: CxOutItem, poLines: Map<string, PurchaseOrderLine>) {
  const rateOf = new Map(out.Lines.map((l) => [code(l.PCode), paiseToRupees(l.RateP)]));
  const page = await listPurchaseReceives(orgId, entId, { limit: RECEIVES_LOOKED_AT });
  for (const head of page.items.filter((r) => r.PoId === out.PoId)) {
    const rec = await readPurchaseReceive(orgId, entId, head.DocId);
    if (!rec) continue;
    const lines = rec.lines.Lines.flatMap((l) => {
      const ordered = poLines.get(String(l.PoLineId));
      const rate = rateOf.get(code(ordered?.PCode ?? l.PCode));
      return !l.BillId && rate !== undefined && rate > 0 ? [{ LineId: l._id, Rate: rate }] : [];
    });
    if (lines.length > 0) return { recId: rec.head.DocId, lines } satisfies Matched;
  }
  return undefined;
}

export async function deliverInvoice(out: CxOutItem): Promise<CxInItem | undefined> {
  const [existing] = await markersAt([markerKey(out.ToOrg, out.FromOrg, 'Invoice', out.DocId)]);
  if (existing?.State === 'Delivered') return existing;
  const link = await linkBack(out.ToOrg, 'VEND', { orgId: out.FromOrg, entId: out.FromEnt });
  const entity = link ? await getEntity(out.ToOrg, out.ToEnt) : undefined;
  if (!link || !entity) return undefined;
  const marker: CxInItem = {
    Kind: 'Invoice',
    FromOrg: out.FromOrg,
    FromEnt: out.FromEnt,
    SrcDocId: out.DocId,
    SrcNum: out.DocNum,
    PartyName: link.name,
    State: 'Waiting',
    At: nowIso(),
    LineCount: out.Lines.length,
    TotP: out.TotP,
    ...(out.PoId ? { PoId: out.PoId } : {}),
  };
  const conflict = ConnectXMessages.alreadySent;
  const waiting = async (note: string) => {
    await transact([markerWrite(out.ToOrg, out.ToEnt, { ...marker, Note: note }, conflict), linkCheckWrite(link)]);
    return { ...marker, Note: note };
  };
  const po = out.PoId ? await readPurchaseOrder(out.ToOrg, out.ToEnt, out.PoId, true) : undefined;
  if (!po || po.head.VendId !== link.partyId) return waiting(ConnectXMessages.orderGone);
  const poLines = new Map(po.lines.Lines.map((l) => [l._id, l as unknown as PurchaseOrderLine]));
  const matched = await matchReceive(out.ToOrg, out.ToEnt, out, poLines);
  if (!matched) return waiting(ConnectXMessages.waitingReceive);
  const { ctx } = receiverContext(out.ToOrg, entity, link.name);
  try {
    const plan = await planBill(ctx, {
      RecId: matched.recId,
      VendBillNo: out.DocNum,
      VendBillDate: out.Date ?? marker.At.slice(0, 10),
      Lines: matched.lines,
    });
    const delivered: CxInItem = { ...marker, State: 'Delivered', DocId: ulid(), DocNum: '' };
    await createBillDraft(
      plan,
      { writes: [markerWrite(out.ToOrg, out.ToEnt, delivered, conflict), linkCheckWrite(link)] },
      delivered.DocId,
    );
    return delivered;
  } catch (error) {
    // Delivered meanwhile by the other path: the marker's condition refused this one; nothing was written.
    if (error instanceof ApiError && error.status === ErrorCode.Conflict && error.message === conflict) {
      const [now] = await markersAt([markerKey(out.ToOrg, out.FromOrg, 'Invoice', out.DocId)]);
      return now;
    }
    if (error instanceof ApiError && error.status === ErrorCode.BadRequest) return waiting(error.message);
    throw error;
  }
}
