import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ReceivePartMessages, RECEIVING_STATUS } from '@shared/purchasing/receive-parts';
import { db, tableName } from '../../lib/aws-clients';
import { epochSeconds, orgPk, type Key } from '../table/keys';
import type { Write } from '../table/transact';
import type { PurchaseOrderHead, PurchaseReceiveHead } from './purchase-records';

/**
 * The claim a receive in parts holds on its order (docs/purchasing-journey.md §4), as the order's
 * other writers see it: while it stands, a save, a step (send, approve, close, cancel) or a bill of
 * the order refuses with 409 and writes nothing. Each of them writes the order's header at the `ver`
 * it read, so a claim taken after that read cancels their transaction and they read again.
 */
export function refuseWhileReceiving(head: Pick<PurchaseOrderHead, 'Receiving'>): void {
  if (head.Receiving)
    throw new ApiError(ErrorCode.Conflict, ReceivePartMessages.beingReceived, [
      { path: 'Sts', message: ReceivePartMessages.beingReceived },
    ]);
}

/** A bill or a return takes only a receive whose parts are all in. */
export function refuseUnfinishedReceive(head: Pick<PurchaseReceiveHead, 'Sts' | 'Num'>): void {
  if (head.Sts === RECEIVING_STATUS) {
    const message = ReceivePartMessages.receiveUnfinished(head.Num);
    throw new ApiError(ErrorCode.Conflict, message, [{ path: 'RecId', message }]);
  }
}

/** How long a receive's Idempotency-Key is remembered (as a payment's). */
const KEY_TTL_SECONDS = 24 * 60 * 60;

/** The receive a user's Idempotency-Key made: per organisation and user, as payments' keys. */
const receiveKey = (orgId: string, userId: string, key: string): Key => ({
  pk: `${orgPk(orgId)}#IDEM#${key}`,
  sk: `PR#U#${userId}`,
});

/** The receive an earlier call with this key made (consistently), if any and not expired. */
export async function receiveOfKey(orgId: string, userId: string, key: string): Promise<string | undefined> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: receiveKey(orgId, userId, key), ConsistentRead: true }),
  );
  const item = found.Item as { RecId?: string; ttl?: number } | undefined;
  return item?.RecId && (item.ttl ?? 0) >= epochSeconds(new Date()) ? item.RecId : undefined;
}

/** The key's item, written in the transaction that creates the receive (only if absent or expired). */
export function receiveKeyWrite(orgId: string, userId: string, key: string, recId: string): Write {
  const now = epochSeconds(new Date());
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...receiveKey(orgId, userId, key),
          type: 'ReceiveIdempotency',
          RecId: recId,
          ttl: now + KEY_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': now },
      },
    },
  };
}
