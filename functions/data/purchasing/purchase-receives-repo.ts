import { ApiError } from '@shared/api/errors';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { PO_STATUS, RECEIVE_STATUS } from '@shared/purchasing/purchase-statuses';
import { RECEIVE_PART_LINES } from '@shared/purchasing/receive-parts';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import { docPk } from '../documents/document-keys';
import { readDocument } from '../documents/document-read';
import { HeaderChanged } from '../documents/header-guard';
import { PURCHASE_RECEIVE, PURCHASE_RECEIVE_SERIES } from '../documents/types/purchase-types';
import type { Page } from '../inventory/stock-repo';
import { againWhileBalancesMove, type Actor } from '../inventory/stock-writes';
import type { TrackingIntent } from '../inventory/tracking-writes';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { isRequestMoved } from './parts-order-writes';
import { purchaseReceivesPartition } from './purchase-keys';
import type {
  PurchaseOrderHead,
  PurchaseReceiveHead,
  StoredPurchaseOrder,
  StoredPurchaseReceive,
} from './purchase-records';
import { commitReceipt, planReceipt } from './receipt-writes';
import { receiveKeyWrite } from './receive-claim';
import { madeBefore, orderToReceive, receiveHead, receiveInParts } from './receive-parts-repo';

/**
 * Purchase receives (docs/purchasing.md §4, §5): a receive of up to 25 lines is
 * ONE transaction holding the receive (number, header, lines), the order's
 * lines' received quantities and value and its status (Partially Received /
 * Received, at the order's `ver`), a `Receive` movement and balance per line at
 * the order's rate (batches and serials of tracked items through the movement's
 * `Tracking`), and the requested parts a completed line fills (Waiting for
 * Parts → Received) (receipt-writes.ts). What is left to receive is decided on
 * a consistent read of the order; a lost race on the order, a balance or a
 * request decides again on fresh figures, so concurrent receives never take a
 * line above what was ordered. A larger receive claims the order and comes in
 * parts (receive-parts-repo.ts, docs/purchasing-journey.md §4); a receive in
 * parts left stopped is finished first by the next receive of its order.
 */

/** One line as checked by the call: an order line, its units, and the batch or serials of a tracked item. */
export type ReceiveLinePlan = { PoLineId: string; Qty: number; QtyM: number; Tracking?: TrackingIntent | undefined };

export type NewPurchaseReceive = {
  orgId: string;
  entId: string;
  date: string;
  actor: Actor;
  poId: string;
  wh: { id: string; name: string };
  vendRef?: string | undefined;
  notes?: string | undefined;
  lines: readonly ReceiveLinePlan[];
  /** The client's Idempotency-Key: the same key again answers (and finishes) the receive it made. */
  key?: string | undefined;
  /** The order as the call read it (consistently) to check the lines: the first decision's, not read again. */
  order?: StoredPurchaseOrder | undefined;
};

export async function receivePurchaseOrder(r: NewPurchaseReceive): Promise<StoredPurchaseReceive> {
  const made = await madeBefore(r);
  if (made) return made;
  try {
    return await (r.lines.length > RECEIVE_PART_LINES ? receiveInParts(r) : receiveWhole(r));
  } catch (error) {
    // Refused because the same call (its key) got there first, as a client's retry racing it: that receive.
    const twin = r.key && error instanceof ApiError ? await madeBefore(r) : undefined;
    if (twin) return twin;
    throw error;
  }
}

/** A receive of up to 25 lines: one transaction. */
async function receiveWhole(r: NewPurchaseReceive): Promise<StoredPurchaseReceive> {
  const DocId = ulid();
  const lineIds = r.lines.map((_, i) => `PRL${i + 1}`);
  let number: CounterNumber | undefined;
  // The call's read of the order serves the first attempt only: a retry follows a lost race, so it reads.
  let firstRead = r.order;
  return againWhileBalancesMove(
    async () => {
      // A call with the same key that committed meanwhile (a client's retry racing the first) is that receive.
      const twin = number ? await madeBefore(r) : undefined;
      if (twin) return twin;
      const po = await orderToReceive(r.orgId, r.entId, r.poId, firstRead);
      firstRead = undefined;
      const at = nowIso();
      const by = { By: r.actor.userId, ...(r.actor.userName ? { ByName: r.actor.userName } : {}) };
      const receipts = r.lines.map((line, i) => ({ ...line, lineId: lineIds[i] ?? '' }));
      const planned = await planReceipt(po, receipts, DocId, r.wh.id, by, at);
      number ??= await takeCounterNumber(r.orgId, r.entId, PURCHASE_RECEIVE_SERIES, r.date, DocId);
      const head = {
        ...receiveHead(r, po, DocId, number, at),
        Sts: RECEIVE_STATUS,
        ValueP: planned.valueP,
      };
      const poHead: PurchaseOrderHead = {
        ...po.head,
        Sts: planned.full ? PO_STATUS.received : PO_STATUS.partiallyReceived,
      };
      return commitReceipt({
        orgId: r.orgId,
        entId: r.entId,
        actor: r.actor,
        at,
        receive: { id: DocId, num: number.Num },
        order: {
          before: po,
          next: { head: poHead, lines: { Lines: planned.poLines } },
          audit: { Action: 'Receive', ...by },
          now: at,
        },
        change: {
          next: {
            head: head as unknown as Omit<PurchaseReceiveHead, 'ver'>,
            lines: { Lines: planned.lines as DocumentLine[] },
          },
          audit: { Action: 'Create', ...by },
          now: at,
        },
        planned,
        writes: [number.pointer, ...(r.key ? [receiveKeyWrite(r.orgId, r.actor.userId, r.key, DocId)] : [])],
      });
    },
    40,
    (error) => error instanceof HeaderChanged || isRequestMoved(error),
  );
}

/** One purchase receive of the branch. */
export async function readPurchaseReceive(
  orgId: string,
  entId: string,
  docId: string,
): Promise<StoredPurchaseReceive | undefined> {
  const doc = await readDocument<PurchaseReceiveHead, 'Lines'>(orgId, docId);
  return doc && doc.head.type === PURCHASE_RECEIVE.kind && doc.head.EntId === entId ? doc : undefined;
}

const TAG = 'PURCHASE_RECEIVES';

/** P3: a page of the branch's purchase receives, newest first. */
export async function listPurchaseReceives(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<PurchaseReceiveHead>> {
  const partition = purchaseReceivesPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: TAG,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: 1, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<PurchaseReceiveHead>({
    index: 1,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey ? { items: page.items, next: encodePageCursor(TAG, page.lastKey) } : { items: page.items };
}
