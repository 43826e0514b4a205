import { ApiError, ErrorCode } from '@shared/api/errors';
import { cancellationReasons } from '../table/cancellation';
import type { Key } from '../table/keys';
import type { Write } from '../table/transact';
import { counterKey } from './document-keys';
import { claimNumber, financialYear, type NumberClaim } from './document-numbers';
import { awaitTurn, giveBack, passTurn, readCounter, takeTicket, turnHeld, type CounterState } from './number-queue';
import { commitWithWritesAhead, type AheadCommit } from './write-ahead';

/**
 * A change that takes the next gapless number of its series in its own
 * transaction (document-type.ts `Numbering`, data-model-documents §3 'Numbers
 * and counters'): the counter at `Next = n` and the number's pointer join the
 * change's writes, so numbers are consecutive and a failed change burns none.
 * One policy for every numbered type (estimates, orders, invoices, credit notes).
 *
 * Concurrent changes of one series wait their turn in the counter's queue
 * (number-queue.ts): a ticket first, then only the change being served builds
 * and sends its transaction, which also serves the next ticket. A transaction
 * that still loses (a holder passed over, a DynamoDB conflict) is tried again
 * with a fresh read, or a new ticket when passed over. Waiting ends after
 * `NUMBER_WAIT_MS` (409 with the type's busy text), and a number whose pointer
 * is taken although the counter says it is free (set back by hand) is given up
 * after three tries.
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
  /** A ticket taken while the document was still being read (`queueEarly`): used if it is at this series' counter. */
  early?: EarlyTicket | undefined;
};

type Ticket = { ticket: number; counter: CounterState };

/** A place in a counter's queue taken before the change knows for sure which counter it needs. */
export type EarlyTicket = { key: Key; taken: Promise<Ticket | undefined> };

/**
 * Queues at the counter a change will most likely need, while it still reads
 * its document (an approval queues at the branch's invoice series for today's
 * year as it reads the draft), so the read and the ticket cost one round trip,
 * not two. The guess never decides a number: `commitWithNumber` uses the ticket
 * only at the counter it really needs, and gives it back otherwise.
 */
export function queueEarly(
  orgId: string,
  entId: string,
  series: string,
  date: string,
  fyStart?: number | undefined,
): EarlyTicket {
  const key = counterKey(orgId, entId, series, financialYear(date, fyStart));
  return { key, taken: takeTicket(key).catch(() => undefined) };
}

/** A change that will not use its early ticket (its read refused it) gives it back. */
export async function releaseEarly(early: EarlyTicket | undefined): Promise<void> {
  const held = await early?.taken;
  if (early && held) await giveBack(early.key, held.ticket);
}

const sameKey = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;

/** The early ticket if it is at `key`, else a new one (and the early one given back). */
async function ticketAt(key: Key, early: EarlyTicket | undefined): Promise<Ticket> {
  if (early && sameKey(early.key, key)) {
    const held = await early.taken;
    if (held) return held;
  } else if (early) {
    const [, fresh] = await Promise.all([releaseEarly(early), takeTicket(key)]);
    return fresh;
  }
  return takeTicket(key);
}

/** What a numbered change commits: its writes (the number's join them first), what goes ahead, what is cleaned up. */
export type NumberedCommit<T> = AheadCommit & { result: T };

/** How long a change waits for its turn at a busy counter before answering 409. */
export const NUMBER_WAIT_MS = 8_000;
/** Tries at a number whose pointer is taken while the counter stands still (a counter set back by hand). */
const POINTER_TRIES = 3;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Loss = 'none' | 'counter' | 'pointer' | 'conflict';

/** Why the transaction lost, if for the number: its counter (or turn), its pointer, or a DynamoDB conflict. */
function lossOf(error: unknown, count: number): Loss {
  if ((error as Error).name === 'TransactionConflictException') return 'conflict';
  const codes = cancellationReasons(error)?.codes;
  if (codes === undefined) return 'none';
  // Another write's condition failed (a stale `ver`): the change itself is refused, not the number.
  if (codes.slice(count).some((code) => code === 'ConditionalCheckFailed')) return 'none';
  if (codes[0] === 'ConditionalCheckFailed') return 'counter';
  if (codes[1] === 'ConditionalCheckFailed') return 'pointer';
  return codes.includes('TransactionConflict') ? 'conflict' : 'none';
}

export async function commitWithNumber<T>(
  request: NumberRequest,
  /** May read (a sale values its stock once it holds the counter's turn, so waiters never value stale stock). */
  build: (claim: NumberClaim) => NumberedCommit<T> | Promise<NumberedCommit<T>>,
): Promise<T> {
  const until = Date.now() + NUMBER_WAIT_MS;
  const key = counterKey(request.orgId, request.entId, request.series, financialYear(request.date, request.fyStart));
  let pointerLosses = 0;
  let { ticket, counter } = await ticketAt(key, request.early);
  while (Date.now() < until) {
    const served = await awaitTurn(key, ticket, counter, until);
    if (!served) {
      if (Date.now() >= until) break;
      // Passed over while away: queue again.
      ({ ticket, counter } = await takeTicket(key));
      continue;
    }
    const servedAt = Date.now();
    const claim = claimNumber(request.orgId, request.entId, request.series, request.date, request.docId, {
      first: request.first,
      fyStart: request.fyStart,
      next: served.Next,
      ticket,
    });
    try {
      request.check?.(claim.Num);
      const commit = await build(claim);
      // Sent once: a lost number is read again, never resent with a stale one.
      await commitWithWritesAhead({ ...commit, writes: [...claim.writes, ...commit.writes] }, { resend: false });
      turnHeld(Date.now() - servedAt);
      return commit.result;
    } catch (error) {
      const loss = lossOf(error, claim.writes.length);
      if (loss === 'none' || (loss === 'pointer' && (pointerLosses += 1) >= POINTER_TRIES)) {
        await passTurn(key, ticket);
        if (loss === 'pointer') throw new ApiError(ErrorCode.Conflict, request.busy);
        throw error;
      }
      // Another transaction held one of our items (the count, a balance): a short jittered pause, not a long backoff.
      if (loss === 'conflict') await pause(2 + Math.random() * 8);
      // Read the counter again: still our turn (a conflict, a pointer taken), or passed over (queue again).
      counter = await readCounter(key);
    }
  }
  await passTurn(key, ticket);
  throw new ApiError(ErrorCode.Conflict, request.busy);
}

export type { NumberClaim, Write };
