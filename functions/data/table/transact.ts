import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { db } from '../../lib/aws-clients';
import { cancellationReasons } from './cancellation';
import { joinStatusCounts, type StatusCounts } from './status-counts';

/** One item of a TransactWriteItems (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One write, with the 409 text to answer if its condition fails (a taken name,
 * a stale `ver`) and, for a taken value, the body field that holds it: the
 * answer then names that field, so the form shows the clash there and keeps
 * the conflict notice for a stale `ver`.
 */
export type Write = {
  item: TransactItem;
  conflict?: string;
  conflictField?: string;
  /** A status-count ADD, with its moves: `transact` joins every one of the same item into one (status-counts.ts). */
  counts?: StatusCounts;
};

/** DynamoDB's limit on the items of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

/** A lone Put, Update or Delete is sent as itself: half the capacity of a one-item transaction, same condition. */
async function sendOne(item: TransactItem): Promise<boolean> {
  if (item.Put) await db().send(new PutCommand(item.Put));
  else if (item.Update) await db().send(new UpdateCommand(item.Update));
  else if (item.Delete) await db().send(new DeleteCommand(item.Delete));
  else return false;
  return true;
}

/**
 * Runs the writes as one TransactWriteItems: all or nothing. A failed condition
 * on a write that carries a `conflict` text answers 409 with that text; any
 * other failed condition reaches the error responder as the usual conflict.
 */
export async function transact(all: readonly Write[]): Promise<void> {
  const writes = joinStatusCounts(all);
  if (writes.length === 0) return;
  if (writes.length > MAX_TRANSACTION_ITEMS)
    throw new Error(`Transaction of ${writes.length} items exceeds DynamoDB's ${MAX_TRANSACTION_ITEMS}`);
  try {
    if (writes.length === 1 && writes[0] && (await sendOne(writes[0].item))) return;
    await db().send(new TransactWriteCommand({ TransactItems: writes.map((w) => w.item) }));
  } catch (error) {
    // Which write's condition cancelled it (a lone write's own failure is the first).
    const failed = cancellationReasons(error)?.failedChecks[0];
    const write = failed === undefined ? undefined : writes[failed];
    const message = write?.conflict;
    if (message)
      throw new ApiError(
        ErrorCode.Conflict,
        message,
        write.conflictField ? [{ path: write.conflictField, message }] : undefined,
      );
    throw error;
  }
}
