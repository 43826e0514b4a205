import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';

/**
 * The queue at a gapless counter (data-model-documents §3 'Numbers and
 * counters'): changes that take numbers of one series wait their turn in the
 * order they came, so only one sends its transaction at a time and none is
 * cancelled for racing another. A ticket is one atomic `ADD` on the counter
 * item (`Ticket`), answering the counter; the change whose ticket is `Serving`
 * takes the number, and its transaction moves `Serving` to the next ticket
 * with the number (document-numbers.ts claimNumber). Waiters only read, and
 * the nearer their turn the more often, so the hand-over costs one read.
 *
 * The queue is advisory: numbers stay consecutive and unique by the counter's
 * `Next = n` condition and the number's pointer alone. A ticket whose holder
 * stopped (a crashed Lambda, a change that gave up) is passed over by the next
 * in line once `Serving` has stood still for `TURN_MS`; a holder passed over
 * finds its transaction refused and queues again. A ticket its holder no longer
 * wants (taken early on a counter its document turned out not to use) is given
 * back into the counter's `Returned` set and passed by the next reader at once.
 */

export type CounterState = {
  Next?: number;
  Ticket?: number;
  Serving?: number;
  /** Tickets given back before their turn (`giveBack`): the waiter behind passes them at once. */
  Returned?: Set<number>;
};

/** How long a turn may stand still before the next in line passes it over. */
export const TURN_MS = 1_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isConflict = (error: unknown) => (error as Error).name === 'TransactionConflictException';

/**
 * Takes the next ticket (the counter item is made by the first, with `Serving`
 * at its ticket). An `ADD` that meets a transaction writing the counter at that
 * moment is refused by DynamoDB, and sent again after a few milliseconds.
 */
export async function takeTicket(key: Record<string, string>): Promise<{ ticket: number; counter: CounterState }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD #ticket :one SET #serving = if_not_exists(#serving, :one), #type = :type',
          ExpressionAttributeNames: { '#ticket': 'Ticket', '#serving': 'Serving', '#type': 'type' },
          ExpressionAttributeValues: { ':one': 1, ':type': 'Counter' },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const counter = answer.Attributes as CounterState;
      return { ticket: Number(counter.Ticket), counter };
    } catch (error) {
      if (!isConflict(error) || attempt >= 20) throw error;
      await pause(2 + Math.random() * 8);
    }
  }
}

/** The counter as it is now (consistent). */
export const readCounter = async (key: Record<string, string>): Promise<CounterState> =>
  ((await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item ??
    {}) as CounterState;

/**
 * Moves `Serving` past `ticket` if it still stands there (a turn given back, or
 * passed over), and forgets the ticket in `Returned`; best effort.
 */
export async function passTurn(key: Record<string, string>, ticket: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #serving = :next DELETE #returned :it',
        ConditionExpression: '#serving = :ticket',
        ExpressionAttributeNames: { '#serving': 'Serving', '#returned': 'Returned' },
        ExpressionAttributeValues: { ':ticket': ticket, ':next': ticket + 1, ':it': new Set([ticket]) },
      }),
    )
    .catch(() => undefined);
}

/**
 * Gives back a ticket before (or at) its turn: it joins `Returned`, and whoever
 * reads the counter while it is served passes it (`awaitTurn`), so nobody waits
 * a whole `TURN_MS` for a holder that left on purpose. Best effort: a ticket
 * not recorded is passed over as a stopped holder's would be.
 */
export async function giveBack(key: Record<string, string>, ticket: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #returned :it',
        ConditionExpression: '#serving <= :ticket',
        ExpressionAttributeNames: { '#serving': 'Serving', '#returned': 'Returned' },
        ExpressionAttributeValues: { ':ticket': ticket, ':it': new Set([ticket]) },
      }),
    )
    .catch(() => undefined);
  // Already its turn: nobody may read again soon, so the giver passes it itself.
  await passTurn(key, ticket);
}

/**
 * How long a change holds the turn (from being served to the end of its
 * transaction), as the holders in this process measured it: a timing hint for
 * the waiters only, never a fact a number depends on. It is learnt from the
 * holders, not from what the waiters see: a waiter that read late would see a
 * slow queue and make the next ones read later still.
 */
let turnMs = 15;

/**
 * A holder's turn took `ms`: folded into the moving average the waiters aim by,
 * at most twice the average, so one slow turn does not make every waiter read late.
 */
export function turnHeld(ms: number): void {
  turnMs = Math.min(250, Math.max(2, turnMs * 0.8 + Math.min(ms, 2 * turnMs) * 0.2));
}

/** `ms` shortened by up to 20%, so waiters that aimed at one moment do not read at once, and none reads late. */
const jittered = (ms: number) => ms * (0.8 + Math.random() * 0.2);

/**
 * How long a waiter sleeps before reading the counter again, `ahead` tickets
 * from its own, when the ticket now served began about `sinceMs` ago. The next
 * in line must notice the hand-over at once (every waiter behind it waits for
 * it too), so it reads from a little past half the holder's turn and then
 * every 2 ms or so. Everyone further back sleeps until a little before it
 * should be next in line (`ahead - 1` turns on), then reads: a read per ticket
 * ahead would only queue in front of the holder's transaction. The hand-over itself takes a
 * little longer than a turn, so an aim errs early (another read), never late
 * (a queue standing still).
 */
export function nextReadIn(ahead: number, sinceMs: number, turn = turnMs): number {
  const due = ahead <= 1 ? 0.6 * turn : (ahead - 1) * turn * 0.85;
  return jittered(Math.max(2, due - sinceMs));
}

/**
 * Waits until `ticket` is served and answers the counter as it then is, or
 * undefined when the ticket was passed over (take another) or `until` came.
 * Reads are aimed at the moment the turn should come (`nextReadIn`, by the
 * holders' `turnHeld`; measured in `npm run bench -- invoices-approve`,
 * docs/invoices-api.md 'Figures').
 */
export async function awaitTurn(
  key: Record<string, string>,
  ticket: number,
  counter: CounterState,
  until: number,
): Promise<CounterState | undefined> {
  // `since`: when the served ticket's turn began, as best known (for aiming); `at`: when it was first seen (for passing over).
  let seen = { serving: counter.Serving ?? ticket, since: Date.now(), at: Date.now() };
  let state = counter;
  let lastRead = Date.now();
  for (;;) {
    const serving = state.Serving ?? ticket;
    if (serving === ticket) return state;
    if (serving > ticket || Date.now() >= until) return undefined;
    const now = Date.now();
    if (state.Returned?.has(serving)) {
      // Its holder gave it back: passed now, and read again at once.
      await passTurn(key, serving);
      state = await readCounter(key);
      continue;
    }
    if (serving !== seen.serving) {
      // It moved some time since the last read: taken as half-way, so a late read does not delay the next one.
      seen = { serving, since: Math.round((lastRead + now) / 2), at: now };
    } else if (now - seen.at >= TURN_MS) {
      // The serving ticket's holder has stood still for a whole turn: pass it over.
      await passTurn(key, serving);
      seen = { serving: serving + 1, since: now, at: now };
    }
    await pause(Math.min(nextReadIn(ticket - seen.serving, now - seen.since), Math.max(0, until - now)));
    lastRead = Date.now();
    state = await readCounter(key);
  }
}
