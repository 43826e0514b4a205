import { PARTS_ORDER_STATUS } from '@shared/purchasing/purchase-statuses';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { ApiError } from '@shared/api/errors';
import { tableName } from '../../lib/aws-clients';
import { requestsPk, requestsStatusPartition, type RequestedPartRecord } from '../inventory/requested-parts';
import { batchGet } from '../table/batch-get';
import type { Key } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * What purchasing does to requested parts (docs/purchasing.md §5,
 * docs/inventory-reservations.md §5): a parts order moves a New request to
 * Waiting for Parts and names its order (`PoId`, `PoNum`); the receipt that
 * fills the line moves it to Received; a cancelled order puts it back to New.
 * Each write is conditional on the status (and order) it was read with, so a
 * repair order's change in between (which rewrites the record) is never
 * overwritten: the writer reads again, or the clerk is told to refresh.
 */

export type RequestRef = { DocId: string; LineId: string };

export const requestKey = (orgId: string, entId: string, ref: RequestRef): Key => ({
  pk: requestsPk(orgId, entId),
  sk: `${ref.DocId}#${ref.LineId}`,
});

/** The requests as they are now (consistent), in the order asked; a missing one is undefined. */
export const readRequests = (
  orgId: string,
  entId: string,
  refs: readonly RequestRef[],
): Promise<(RequestedPartRecord | undefined)[]> =>
  refs.length > 0
    ? batchGet<RequestedPartRecord>(
        refs.map((r) => requestKey(orgId, entId, r)),
        true,
      )
    : Promise.resolve([]);

/** The conflict of a request write: a refusal to the clerk on a parts order, a read-again to a receive or cancel. */
export const isRequestMoved = (error: unknown): boolean =>
  error instanceof ApiError && error.message === PurchaseMessages.requestMoved;

function statusWrite(
  orgId: string,
  entId: string,
  request: RequestedPartRecord,
  next: { Sts: string; po?: { PoId: string; PoNum: string } },
  guard: { Sts: string; PoId?: string; Qty?: number },
  at: string,
): Write {
  const values: Record<string, unknown> = {
    ':sts': next.Sts,
    ':gsi1pk': requestsStatusPartition(orgId, entId, next.Sts),
    ':at': at,
    ':was': guard.Sts,
  };
  const names: Record<string, string> = { '#sts': 'Sts' };
  let update = 'SET #sts = :sts, gsi1pk = :gsi1pk, UpAt = :at';
  if (next.po) {
    update += ', PoId = :poId, PoNum = :poNum';
    values[':poId'] = next.po.PoId;
    values[':poNum'] = next.po.PoNum;
  }
  let condition = '#sts = :was';
  if (guard.PoId !== undefined) {
    condition += ' AND PoId = :guardPo';
    values[':guardPo'] = guard.PoId;
  }
  if (guard.Qty !== undefined) {
    condition += ' AND Qty = :guardQty';
    values[':guardQty'] = guard.Qty;
  }
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: { pk: request.pk, sk: request.sk },
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    conflict: PurchaseMessages.requestMoved,
  };
}

/** New → Waiting for Parts, naming the order; only while New with the quantity ordered. */
export const orderedRequestWrite = (
  orgId: string,
  entId: string,
  request: RequestedPartRecord,
  po: { PoId: string; PoNum: string },
  at: string,
): Write =>
  statusWrite(
    orgId,
    entId,
    request,
    { Sts: PARTS_ORDER_STATUS.waiting, po },
    { Sts: PARTS_ORDER_STATUS.new, Qty: request.Qty },
    at,
  );

/** Waiting for Parts (on this order) → Received, or back to New when the order is cancelled. */
export const waitingRequestWrite = (
  orgId: string,
  entId: string,
  request: RequestedPartRecord,
  poId: string,
  Sts: typeof PARTS_ORDER_STATUS.received | typeof PARTS_ORDER_STATUS.new,
  at: string,
): Write => statusWrite(orgId, entId, request, { Sts }, { Sts: PARTS_ORDER_STATUS.waiting, PoId: poId }, at);

/** A request still waiting on this order (the only ones its receipt or cancellation moves). */
export const waitsOn = (request: RequestedPartRecord | undefined, poId: string): request is RequestedPartRecord =>
  request !== undefined &&
  request.Sts === PARTS_ORDER_STATUS.waiting &&
  (request as RequestedPartRecord & { PoId?: string }).PoId === poId;
