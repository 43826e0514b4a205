import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { PO_STATUS, PARTS_ORDER_STATUS } from '@shared/purchasing/purchase-statuses';
import type { PurchaseTotals } from '@shared/purchasing/purchase-figures';
import { ulid } from 'ulid';
import { takeCounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { docPk } from '../documents/document-keys';
import { saveDocuments } from '../documents/documents-repo';
import { PURCHASE_ORDER, PURCHASE_ORDER_SERIES } from '../documents/types/purchase-types';
import type { Actor } from '../inventory/stock-writes';
import type { RequestedPartRecord } from '../inventory/requested-parts';
import type { Page } from '../inventory/stock-repo';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import type { Write } from '../table/transact';
import { orderedRequestWrite, readRequests, waitingRequestWrite, waitsOn } from './parts-order-writes';
import { stepOrder } from './po-steps-repo';
import { refuseWhileReceiving } from './receive-claim';
import { purchaseOrdersPartition, purchaseOrdersStatusPartition } from './purchase-keys';
import type { PurchaseOrderHead, PurchaseOrderLine, StoredPurchaseOrder } from './purchase-records';

/**
 * Purchase orders (docs/purchasing.md): a document of the store
 * (types/purchase-types.ts). The call decides the lines and their figures with
 * the shared rules; this module writes them: a creation (number by counter,
 * then the order and, for a parts order, its requests moved to Waiting for
 * Parts, in one transaction), a draft's save at its `ver`, and the steps
 * Draft → Sent and → Cancelled. Receipts are purchase-receives-repo.ts'.
 */

/** What the call decided: the vendor, warehouse, supply and the lines with their figures. */
export type PurchaseOrderPlan = {
  vendor: { id: string; name: string; gstin?: string | undefined; state?: string | undefined };
  wh: { id: string; name: string };
  expDate?: string | undefined;
  notes?: string | undefined;
  supply: { POS: string; IntraState: boolean };
  lines: Omit<PurchaseOrderLine, '_id'>[];
  totals: PurchaseTotals;
};

const byOf = (actor: Actor) => ({ By: actor.userId, ...(actor.userName ? { ByName: actor.userName } : {}) });

/** The header fields a plan sets (a save replaces exactly these; an absent optional one is removed). */
const planFields = (plan: PurchaseOrderPlan) => ({
  VendId: plan.vendor.id,
  VendName: plan.vendor.name,
  VendGSTIN: plan.vendor.gstin,
  VendState: plan.vendor.state,
  POS: plan.supply.POS,
  IntraState: plan.supply.IntraState,
  WhId: plan.wh.id,
  WhName: plan.wh.name,
  ExpDate: plan.expDate,
  Notes: plan.notes,
  SubP: plan.totals.SubP,
  CgstP: plan.totals.CgstP,
  SgstP: plan.totals.SgstP,
  IgstP: plan.totals.IgstP,
  TotP: plan.totals.TotP,
});

const withoutUndefined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const linesOf = (plan: PurchaseOrderPlan): DocumentLine[] =>
  plan.lines.map((line, i) => withoutUndefined({ _id: `POL${i + 1}`, ...line }) as DocumentLine);

export type NewPurchaseOrder = {
  orgId: string;
  entId: string;
  date: string;
  actor: Actor;
  plan: PurchaseOrderPlan;
  /** A parts order: the requests its lines are for, as read (each moves New → Waiting for Parts). */
  requests?: readonly RequestedPartRecord[];
};

export async function createPurchaseOrder(po: NewPurchaseOrder): Promise<StoredPurchaseOrder> {
  const DocId = ulid();
  const number = await takeCounterNumber(po.orgId, po.entId, PURCHASE_ORDER_SERIES, po.date, DocId);
  const at = nowIso();
  const head = withoutUndefined({
    type: PURCHASE_ORDER.kind,
    OrgId: po.orgId,
    DocId,
    EntId: po.entId,
    Num: number.Num,
    Series: PURCHASE_ORDER_SERIES,
    FY: number.FY,
    Sts: PO_STATUS.draft,
    Date: po.date,
    ...planFields(po.plan),
    CrBy: po.actor.userId,
    CrByName: po.actor.userName,
    CrAt: at,
  });
  const claims: Write[] = (po.requests ?? []).map((r) =>
    orderedRequestWrite(po.orgId, po.entId, r, { PoId: DocId, PoNum: number.Num }, at),
  );
  const [stored] = await saveDocuments<PurchaseOrderHead, 'Lines'>(
    [
      {
        next: { head: head as unknown as Omit<PurchaseOrderHead, 'ver'>, lines: { Lines: linesOf(po.plan) } },
        audit: { Action: 'Create', ...byOf(po.actor) },
        now: at,
      },
    ],
    { writes: [number.pointer, ...claims] },
  );
  if (!stored) throw new Error('A purchase order save answered no document');
  return stored;
}

/** One purchase order of the branch; another branch's or another type's document is not one. */
export async function readPurchaseOrder(
  orgId: string,
  entId: string,
  docId: string,
  consistent = false,
): Promise<StoredPurchaseOrder | undefined> {
  const doc = await readDocument<PurchaseOrderHead, 'Lines'>(orgId, docId, consistent);
  return doc && doc.head.type === PURCHASE_ORDER.kind && doc.head.EntId === entId ? doc : undefined;
}

export async function purchaseOrderIn(orgId: string, entId: string, docId: string): Promise<StoredPurchaseOrder> {
  const doc = await readPurchaseOrder(orgId, entId, docId, true);
  if (!doc) throw new ApiError(ErrorCode.NotFound, PurchaseMessages.notFound);
  return doc;
}

export const refuseStatus = (message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Sts', message }]);
};

/** A stale `ver` is a 409 before anything is decided; the header's own guard catches one that moves after. */
export function checkVer(doc: StoredPurchaseOrder, ver: number): void {
  if (doc.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
}

/** A draft's save: the header fields and lines the plan gives, at the `ver` read; the links of lines kept by the call. */
export async function savePurchaseOrder(
  before: StoredPurchaseOrder,
  plan: PurchaseOrderPlan,
  actor: Actor,
  /** The status an amendment leaves (Modified, docs/purchasing.md §18); a draft's save keeps its own. */
  Sts?: string,
): Promise<StoredPurchaseOrder> {
  refuseWhileReceiving(before.head);
  const at = nowIso();
  const fields = planFields(plan);
  const head = { ...before.head, ...(Sts ? { Sts } : {}) } as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) delete head[name];
    else head[name] = value;
  }
  // Requests whose line left the order go back to New: nothing is ordered for them any more.
  const kept = new Set(plan.lines.map((l) => `${l.WoId}#${l.WoLineId}`));
  const dropped = before.lines.Lines.filter((l) => l.WoId && !kept.has(`${String(l.WoId)}#${String(l.WoLineId)}`));
  const requests = await readRequests(
    before.head.OrgId,
    before.head.EntId,
    dropped.map((l) => ({ DocId: String(l.WoId), LineId: String(l.WoLineId) })),
  );
  const releases = requests
    .filter((r) => waitsOn(r, before.head.DocId))
    .map((r) =>
      waitingRequestWrite(before.head.OrgId, before.head.EntId, r, before.head.DocId, PARTS_ORDER_STATUS.new, at),
    );
  const [stored] = await saveDocuments<PurchaseOrderHead, 'Lines'>(
    [
      {
        before,
        next: { head: head as PurchaseOrderHead, lines: { Lines: linesOf(plan) } },
        audit: { Action: 'Save', ...byOf(actor) },
        now: at,
      },
    ],
    { writes: releases },
  );
  return stored as StoredPurchaseOrder;
}

/** Draft → Sent or → Cancelled (its requests back to New): the demo seed's steps, through the one step writer. */
export const stepPurchaseOrder = (
  before: StoredPurchaseOrder,
  Sts: typeof PO_STATUS.sent | typeof PO_STATUS.cancelled,
  actor: Actor,
): Promise<StoredPurchaseOrder> =>
  stepOrder({ before, Sts, action: Sts === PO_STATUS.sent ? 'Send' : 'Cancel', actor });

const TAG = 'PURCHASE_ORDERS';

/** P1/P2: a page of the branch's purchase orders, newest first, all or of one status. */
export async function listPurchaseOrders(
  orgId: string,
  entId: string,
  q: { sts?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<PurchaseOrderHead>> {
  const [index, partition] =
    q.sts === undefined
      ? ([1, purchaseOrdersPartition(orgId, entId)] as const)
      : ([2, purchaseOrdersStatusPartition(orgId, entId, q.sts)] as const);
  const startKey = decodePageCursor(q.cursor, {
    tag: TAG,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: index, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<PurchaseOrderHead>({
    index,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey ? { items: page.items, next: encodePageCursor(TAG, page.lastKey) } : { items: page.items };
}
