import type { inventoryReservationRoutes } from '@shared/api/routes/inventory-reservations';
import { qtyToIssue, requiredQty } from '@shared/inventory/part-issue';
import type { ReservedPart, RequestStatus } from '@shared/inventory/reservation';
import type { PartsWaitRow, RequestedPartRow, WaitingLine } from '@shared/inventory/reservation-schemas';
import { listWaitingParts } from '../data/inventory/part-issues-repo';
import { listRequestedParts, type RequestedPartRecord } from '../data/inventory/requested-parts';
import type { Call } from '../lib/http/call';

/**
 * Requested parts (requestedparts/requestedpartslist) and the repair orders
 * waiting for parts (inventory/wodashboard), docs/inventory-reservations.md §5.
 */

type Routes = typeof inventoryReservationRoutes;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export const toRequestedRow = (r: RequestedPartRecord): RequestedPartRow => ({
  DocId: r.DocId,
  ...(r.DocNum ? { Num: r.DocNum } : {}),
  LineId: r.LineId,
  ItemId: r.ItemId,
  ...(r.PCode ? { PCode: r.PCode } : {}),
  Desc: r.Desc,
  ...(r.UoM ? { UoM: r.UoM } : {}),
  Qty: r.Qty,
  Sts: r.Sts as RequestStatus,
  ...(r.WhId ? { WhId: r.WhId } : {}),
  ...(r.RegNo ? { RegNo: r.RegNo } : {}),
  ...(r.CustName ? { CustName: r.CustName } : {}),
  ReqAt: r.ReqAt,
  UpAt: r.UpAt,
});

/** GET Inventory/RequestedParts: the branch's requested parts, newest first (R1), or of one status (R2). */
export async function readRequestedParts(call: Call<Routes['requestedParts']>) {
  const { orgId, entityId } = call.session;
  const page = await listRequestedParts(orgId, entityId, {
    sts: call.query.Sts,
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toRequestedRow), ...(page.next ? { Next: page.next } : {}) };
}

export function toWaitingLine(line: Readonly<Record<string, unknown>> & { _id: string }): WaitingLine {
  const part = line as unknown as ReservedPart;
  return {
    LineId: line._id,
    ItemId: String(line.In_Id),
    ...(str(line.PCode) ? { PCode: String(line.PCode) } : {}),
    Desc: str(line.Desc) ?? str(line.MPN) ?? String(line.In_Id),
    ...(str(line.UoM) ? { UoM: String(line.UoM) } : {}),
    Qty: requiredQty(part),
    IQty: part.IQty ?? 0,
    Resv: part.Resv ?? 0,
    ReqQty: part.ReqQty ?? 0,
    ToIssue: qtyToIssue(part),
  };
}

/** GET Inventory/WorkOrders/WaitingForParts: open orders with stocked parts still to issue, each with its lines. */
export async function readPartsWaitingOrders(call: Call<Routes['partsWaitingOrders']>) {
  const { orgId, entityId } = call.session;
  const page = await listWaitingParts(orgId, entityId, { limit: call.query.Limit, cursor: call.query.Cursor });
  const rows = new Map<string, PartsWaitRow>();
  for (const { head, line } of page.items) {
    const row = rows.get(head.DocId) ?? {
      DocId: head.DocId,
      Num: String(head.Num ?? ''),
      Sts: head.Sts,
      ver: head.ver,
      ...(str(head.CustName) ? { CustName: String(head.CustName) } : {}),
      ...(str(head.RegNo) ? { RegNo: String(head.RegNo) } : {}),
      ...(str(head.PrDate) ? { PrDate: String(head.PrDate) } : {}),
      Lines: [],
    };
    row.Lines.push(toWaitingLine(line));
    rows.set(head.DocId, row);
  }
  return { Items: [...rows.values()], ...(page.next ? { Next: page.next } : {}) };
}

export const reservationCalls = {
  requestedParts: readRequestedParts,
  partsWaitingOrders: readPartsWaitingOrders,
};
