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
 * finds its transaction refused and queues again.
 */

export type CounterState = { Next?: number; Ticket?: number; Serving?: number };

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

/** Moves `Serving` past `ticket` if it still stands there (a turn given back, or passed over); best effort. */
export async function passTurn(key: Record<string, string>, ticket: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #serving = :next',
        ConditionExpression: '#serving = :ticket',
        ExpressionAttributeNames: { '#serving': 'Serving' },
        ExpressionAttributeValues: { ':ticket': ticket, ':next': ticket + 1 },
      }),
    )
    .catch(() => undefined);
}

/**
 * Waits until `ticket` is served and answers the counter as it then is, or
 * undefined when the ticket was passed over (take another) or `until` came.
 * The next in line reads again every 2 ms or so, the others about 8 ms per
 * ticket ahead of them (at most 60 ms, jittered): the hand-over is noticed
 * within a few ms while the waiters' reads stay few (measured in `npm run
 * bench -- invoices-approve`: polling everyone faster made it slower).
 */
export async function awaitTurn(
  key: Record<string, string>,
  ticket: number,
  counter: CounterState,
  until: number,
): Promise<CounterState | undefined> {
  let seen = { serving: counter.Serving ?? ticket, since: Date.now() };
  let state = counter;
  for (;;) {
    const serving = state.Serving ?? ticket;
    if (serving === ticket) return state;
    if (serving > ticket || Date.now() >= until) return undefined;
    const now = Date.now();
    if (serving !== seen.serving) seen = { serving, since: now };
    else if (now - seen.since >= TURN_MS) {
      // The serving ticket's holder has stood still for a whole turn: pass it over.
      await passTurn(key, serving);
      seen = { serving: serving + 1, since: now };
    }
    await pause((ticket - serving === 1 ? 2 : Math.min(60, (ticket - serving) * 8)) * (0.75 + Math.random() / 2));
    state = await readCounter(key);
  }
}
