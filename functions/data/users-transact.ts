import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { db } from '../lib/aws-clients';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** One item of a users-area transaction, with the 409 text to answer if its condition fails. */
export type UsersWrite = { item: TransactItem; conflict?: string };

/** DynamoDB's limit on the items of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Runs the writes as one TransactWriteItems: all or nothing. A failed condition
 * on an item with a `conflict` text (a taken username, e-mail, phone or name)
 * answers 409 with that text; a stale `ver` reaches the error responder as the
 * usual conflict.
 */
export async function transactUsers(writes: readonly UsersWrite[]): Promise<void> {
  if (writes.length > MAX_TRANSACTION_ITEMS) throw new Error(`Transaction of ${writes.length} items exceeds DynamoDB's 100`);
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes.map((w) => w.item) }));
  } catch (error) {
    const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((error as Error).name === 'TransactionCanceledException' && reasons) {
      const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      const message = failed >= 0 ? writes[failed]?.conflict : undefined;
      if (message) throw new ApiError(ErrorCode.Conflict, message);
    }
    throw error;
  }
}
