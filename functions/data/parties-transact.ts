import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { db } from '../lib/aws-clients';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** One item of a transaction, with the message to answer if its condition fails. */
export type Write = { item: TransactItem; conflict?: string };

/**
 * Runs the writes as one TransactWriteItems (all or nothing). A failed
 * condition on an item that carries a `conflict` text (a duplicate phone,
 * GSTIN, registration number...) becomes a 409 with that text; other failed
 * conditions (a stale `ver`) reach the error responder as the usual conflict.
 */
export async function transact(writes: readonly Write[]): Promise<void> {
  if (writes.length > 100) throw new Error(`Transaction of ${writes.length} items exceeds DynamoDB's 100`);
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
