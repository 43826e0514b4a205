import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { keys } from './identity-keys';
import { epochSeconds, type Key } from '../table/keys';

/**
 * Failed-login throttling (docs/decisions.md): per account (organisation +
 * username, whether or not the user exists, so the answer reveals nothing) and
 * per client address. Counts run in 15-minute windows; reaching the limit locks
 * for 15 minutes from that failure.
 */
export const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

type FailureItem = { Count: number; Window: number; LockedUntil?: number };

export type ThrottleState = { accountLocked: boolean; addressLocked: boolean };

const isLocked = (item: FailureItem | undefined, now: number): boolean => (item?.LockedUntil ?? 0) > now;

export async function readThrottle(orgId: string | undefined, username: string, ip: string): Promise<ThrottleState> {
  const wanted = [keys.addressFailures(ip), ...(orgId ? [keys.accountFailures(orgId, username)] : [])];
  const [address, account] = await batchGet<FailureItem>(wanted, true);
  const now = epochSeconds();
  return { accountLocked: isLocked(account, now), addressLocked: isLocked(address, now) };
}

async function countFailure(key: Key, limit: number): Promise<void> {
  const now = epochSeconds();
  const window = Math.floor(now / WINDOW_SECONDS);
  const ttl = now + 2 * WINDOW_SECONDS;
  let count: number;
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #count = #count + :one, #ttl = :ttl',
        ConditionExpression: '#window = :window',
        ExpressionAttributeNames: { '#count': 'Count', '#window': 'Window', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':window': window, ':ttl': ttl },
        ReturnValues: 'ALL_NEW',
      }),
    );
    count = Number(answer.Attributes?.Count ?? 1);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // First failure of a new window; a lock already running is kept.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #count = :one, #window = :window, #ttl = :ttl',
        ExpressionAttributeNames: { '#count': 'Count', '#window': 'Window', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':window': window, ':ttl': ttl },
      }),
    );
    count = 1;
  }
  if (count >= limit) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET LockedUntil = :until, #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':until': now + WINDOW_SECONDS, ':ttl': now + 2 * WINDOW_SECONDS },
      }),
    );
  }
}

export async function recordFailure(orgId: string | undefined, username: string, ip: string): Promise<void> {
  await Promise.all([
    countFailure(keys.addressFailures(ip), ADDRESS_LIMIT),
    ...(orgId ? [countFailure(keys.accountFailures(orgId, username), ACCOUNT_LIMIT)] : []),
  ]);
}

export async function clearAccountFailures(orgId: string, username: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.accountFailures(orgId, username) }));
}
