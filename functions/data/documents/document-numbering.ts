import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { cancellationReasons } from '../table/cancellation';
import type { Write } from '../table/transact';
import { claimNumber, endTurn, numberAfterLoss, type NumberClaim } from './document-numbers';
import { commitWithWritesAhead, type AheadCommit } from './write-ahead';

/**
 * A change that takes the next gapless number of its series in its own
 * transaction (document-type.ts `Numbering`, data-model-documents §3 'Numbers
 * and counters'): the counter at `Next = n` and the number's pointer join the
 * change's writes, so numbers are consecutive and a failed change burns none.
 * One policy for every numbered type (estimates, orders, invoices, credit notes).
 *
 * Concurrent changes of one series take turns at the counter (`claimNumber`
 * with a turn: one conditional update that also answers the counter, so no
 * read); only the holder sends its transaction, the others try again after a
 * short random pause (full jitter, 15 ms doubling to a 100 ms cap: a long pause
 * only leaves the counter idle). A number lost regardless (a turn that ran out)
 * is tried again at once with the counter's value the cancellation answers.
 * Waiting ends after `NUMBER_WAIT_MS` (409 with the type's busy text), and a
 * number whose pointer is taken although the counter says it is free (set back
 * by hand) is given up after three tries.
 */

export type NumberRequest = {
  orgId: string;
  entId: string;
  series: string;
  /** The document's date: its financial year picks the counter. */
  date: string;
  docId: string;
  /** The branch's configured first number (Settings.Common.NextNo) and first month of the year. */
  first?: number | undefined;
  fyStart?: number | undefined;
  /** Refuses a number before anything is written (an invoice number's length). */
  check?: (num: string) => void;
  /** The 409 text when no number could be had. */
  busy: string;
};

/** What a numbered change commits: its writes (the number's join them first), what goes ahead, what is cleaned up. */
export type NumberedCommit<T> = AheadCommit & { result: T };

const RETRY_BASE_MS = 15;
const RETRY_CAP_MS = 100;
/** How long a change waits for its turn at a busy counter before answering 409. */
export const NUMBER_WAIT_MS = 8_000;
/** Tries at a number whose pointer is taken while the counter stands still (a counter set back by hand). */
const POINTER_TRIES = 3;

/** The claim's writes lost (its counter or pointer condition failed), or the transaction met another: read it again. */
function numberLost(error: unknown, count: number): { lost: boolean; pointerOnly: boolean } {
  if ((error as Error).name === 'TransactionConflictException') return { lost: true, pointerOnly: false };
  const codes = cancellationReasons(error)?.codes;
  if (codes === undefined) return { lost: false, pointerOnly: false };
  // Another write's condition failed (a stale `ver`): the change itself is refused, not the number.
  if (codes.slice(count).some((code) => code === 'ConditionalCheckFailed')) return { lost: false, pointerOnly: false };
  const claimFailed = codes.slice(0, count).some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict');
  const conflict = codes.includes('TransactionConflict');
  const pointerOnly = codes[0] !== 'ConditionalCheckFailed' && codes[1] === 'ConditionalCheckFailed';
  return { lost: claimFailed || conflict, pointerOnly };
}

export async function commitWithNumber<T>(
  request: NumberRequest,
  build: (claim: NumberClaim) => NumberedCommit<T>,
): Promise<T> {
  const turn = ulid();
  const until = Date.now() + NUMBER_WAIT_MS;
  const pause = (attempt: number) =>
    new Promise((r) =>
      setTimeout(r, Math.random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(attempt, 3))),
    );
  let pointerLosses = 0;
  for (let attempt = 0; Date.now() < until; attempt += 1) {
    const claim = await claimNumber(request.orgId, request.entId, request.series, request.date, request.docId, {
      ...(request.first ? { first: request.first } : {}),
      ...(request.fyStart ? { fyStart: request.fyStart } : {}),
      turn,
      peek: attempt > 0,
    });
    if (!claim) {
      await pause(attempt);
      continue;
    }
    let commit: NumberedCommit<T> | undefined;
    try {
      request.check?.(claim.Num);
      commit = build(claim);
      // Straight to DynamoDB: a busy counter is read again at once, never retried with a stale number.
      await commitWithWritesAhead({ ...commit, writes: [...claim.writes, ...commit.writes] }, { resend: false });
      return commit.result;
    } catch (error) {
      const { lost, pointerOnly } = numberLost(error, claim.writes.length);
      if (!lost || (pointerOnly && (pointerLosses += 1) >= POINTER_TRIES)) {
        await endTurn(claim);
        if (lost) throw new ApiError(ErrorCode.Conflict, request.busy);
        throw error;
      }
      // Taken while our turn ran out: go again at once if the counter answered, else after a pause.
      if (numberAfterLoss(error, 0) === undefined) await pause(attempt);
    }
  }
  throw new ApiError(ErrorCode.Conflict, request.busy);
}

export type { NumberClaim, Write };
