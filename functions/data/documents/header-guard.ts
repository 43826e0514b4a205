import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { ServiceMessages } from '@shared/service/service-messages';
import { tableName } from '../../lib/aws-clients';
import { cancellationReasons } from '../table/cancellation';
import { joinStatusCounts } from '../table/status-counts';
import { MAX_TRANSACTION_ITEMS, transact, type Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import type { StoreHead } from './document-type';

/**
 * The header's guard of every document change: a change is written only at the
 * header's `ver` and `JobSeq` as read, and one transaction runs it, resent on
 * DynamoDB's TransactionConflict so the loser of a race answers 409.
 */

/** The marker of a header write whose condition failed; `runDocumentTransaction` answers it as `HeaderChanged`. */
const HEADER_CHANGED = 'header changed since read';

/**
 * A header that changed after it was read: a 409 with the conflict text, which
 * `againWhileHeaderChanges` answers by making the change again from a fresh read
 * (a person's save in between then answers the conflict at its `ver` check).
 */
export class HeaderChanged extends ApiError {
  constructor() {
    super(ErrorCode.Conflict, Messages.conflict);
  }
}

/**
 * The header's write: a creation only if absent; a change only at the `ver` read
 * and with no job move since. A technician's job move (My Jobs) changes the
 * header's rolled-up status without taking the `ver` people edit at, and bumps
 * `JobSeq` instead; so no write ever stores a status rolled up from lines a
 * technician has just changed (data-model §4 'Technician changes a line's status').
 */
export function headerWrite(item: Record<string, unknown> & { pk: string; sk: string }, before?: StoreHead): Write {
  if (!before) return versionedPut(item, undefined);
  const jobSeq = before.JobSeq;
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: item,
        ConditionExpression:
          jobSeq === undefined ? 'ver = :ver AND attribute_not_exists(JobSeq)' : 'ver = :ver AND JobSeq = :jobSeq',
        ExpressionAttributeValues: { ':ver': before.ver, ...(jobSeq === undefined ? {} : { ':jobSeq': jobSeq }) },
      },
    },
    conflict: HEADER_CHANGED,
  };
}

/**
 * Runs a read-decide-write change again while only its header moved under it
 * (a job move, or a save whose `ver` check then answers the conflict itself).
 */
export async function againWhileHeaderChanges<T>(change: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof HeaderChanged) || attempt >= attempts) throw error;
    }
  }
}

/**
 * The most lines one transaction can change next to the header, audit, count and
 * index items. Saves, actions, conversions and generated drafts never reach it
 * (their line writes beyond the transaction go ahead, documents-repo
 * fitTransaction); it guards the paths that keep every write in one transaction
 * (a technician's job move: one labour line and its parts), as a 400 rather than
 * DynamoDB's refusal (data-model-documents §4a 'Where the limit stays').
 */
export const MAX_CHANGED_LINES = MAX_TRANSACTION_ITEMS - 12;

const isTransactionConflict = (error: unknown): boolean => {
  if ((error as Error).name === 'TransactionConflictException') return true;
  const reasons = cancellationReasons(error);
  return reasons !== undefined && reasons.codes.includes('TransactionConflict') && reasons.failedChecks.length === 0;
};

/**
 * Runs one change's writes as one transaction. Two transactions touching the
 * same item at once make DynamoDB cancel one with TransactionConflict; it is
 * sent again (a few times, with jitter), so the loser then meets the winner's
 * `ver` and answers 409 rather than a busy error.
 */
export async function runDocumentTransaction(
  writes: readonly Write[],
  options: { resend?: boolean } = {},
): Promise<void> {
  // A numbered change is not resent: its number is read again instead (document-numbering.ts).
  const attempts = options.resend === false ? 0 : 6;
  // Count writes of one item join into one (status-counts.ts), so they are counted once.
  if (joinStatusCounts(writes).length > MAX_TRANSACTION_ITEMS)
    throw new ApiError(ErrorCode.BadRequest, ServiceMessages.tooManyChanges(MAX_CHANGED_LINES));
  for (let attempt = 0; ; attempt += 1) {
    try {
      await transact(writes);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.message === HEADER_CHANGED) throw new HeaderChanged();
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 20 * 2 ** attempt));
    }
  }
}
