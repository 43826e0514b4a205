import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError } from '@shared/api/errors';
import { db, tableName } from '../../lib/aws-clients';
import { log } from '../../lib/http/log';
import { deleteAll } from '../table/batch-write';
import type { Key } from '../table/keys';
import { MAX_TRANSACTION_ITEMS, type Write } from '../table/transact';
import { runDocumentTransaction } from './header-guard';

/**
 * A change larger than one transaction (data-model-documents §4a 'Larger than
 * one transaction'): items written ahead of the final transaction, which alone
 * makes them part of a document (a header names them), and items the change
 * makes unread, deleted after it. Every large writer (save, action, create,
 * convert, generated invoice drafts) commits through `commitWithWritesAhead`.
 */

/** An item a committed change no longer reads, to delete at the `ver` it had. */
export type Cleanup = { key: Key; ver: number };

/** What one commit writes: items ahead, the one transaction, what to delete after it. */
export type AheadCommit = { prewrites: readonly Write[]; writes: readonly Write[]; cleanup?: readonly Cleanup[] };

/** Writes items ahead of their document's transaction: 100 conditional Puts per transaction. */
async function writeAhead(prewrites: readonly Write[]): Promise<void> {
  for (let i = 0; i < prewrites.length; i += MAX_TRANSACTION_ITEMS)
    await runDocumentTransaction(prewrites.slice(i, i + MAX_TRANSACTION_ITEMS));
}

/**
 * Errors that prove the transaction did not commit: DynamoDB cancelled it (a
 * condition, a conflict) or refused it, or it was never sent (our 400/409). A
 * timeout or a 5xx may hide a commit: then nothing is deleted, and the items, if
 * orphaned, go with the document's next save (documentChangeWrites).
 */
const NOT_COMMITTED = new Set([
  'TransactionCanceledException',
  'TransactionConflictException',
  'ConditionalCheckFailedException',
  'ValidationException',
]);
export const surelyNotCommitted = (error: unknown): boolean =>
  error instanceof ApiError || NOT_COMMITTED.has((error as Error).name);

const keyOf = (write: Write): Key | undefined => {
  const item = write.item.Put?.Item;
  return item ? { pk: String(item.pk), sk: String(item.sk) } : undefined;
};

/**
 * Deletes exactly the items a failed change wrote ahead, best effort: each key
 * is a fresh revision (`OP#WO3#<rev>`) or in a document that never got its
 * header, so nobody else holds it and the deletes need no condition.
 */
export async function discardWrittenAhead(prewrites: readonly Write[]): Promise<void> {
  const keys = prewrites.map(keyOf).filter((k): k is Key => k !== undefined);
  if (keys.length === 0) return;
  try {
    await deleteAll(keys);
  } catch (error) {
    // Unread either way: the document's next save removes what is left (its own partition).
    log('warn', 'written-ahead items not deleted', { count: keys.length, error: (error as Error).name });
  }
}

/**
 * Deletes what a committed change left unread (superseded revisions, removed
 * lines, orphans of earlier failed changes), each only at the `ver` read, so a
 * key written again since keeps its item. The change is already whole: a delete
 * that fails leaves one unread item (reads and My Jobs follow the header).
 */
export async function cleanUp(cleanup: readonly Cleanup[]): Promise<void> {
  for (let i = 0; i < cleanup.length; i += 25) {
    await Promise.all(
      cleanup.slice(i, i + 25).map(({ key, ver }) =>
        db()
          .send(
            new DeleteCommand({
              TableName: tableName(),
              Key: key,
              ConditionExpression: 'ver = :ver',
              ExpressionAttributeValues: { ':ver': ver },
            }),
          )
          .catch(() => undefined),
      ),
    );
  }
}

/**
 * Items ahead, then the one transaction, then the clean-up. A failure before the
 * transaction, or one that surely did not commit, deletes what went ahead; the
 * error is then answered as it came (409 on a lost race). `resend: false` sends
 * the transaction once (a numbered change takes a fresh number instead).
 */
export async function commitWithWritesAhead(commit: AheadCommit, options: { resend?: boolean } = {}): Promise<void> {
  try {
    await writeAhead(commit.prewrites);
  } catch (error) {
    await discardWrittenAhead(commit.prewrites);
    throw error;
  }
  try {
    await runDocumentTransaction(commit.writes, options);
  } catch (error) {
    if (surelyNotCommitted(error)) await discardWrittenAhead(commit.prewrites);
    throw error;
  }
  await cleanUp(commit.cleanup ?? []);
}
