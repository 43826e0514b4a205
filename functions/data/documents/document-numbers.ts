import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatDocumentNumber } from '@shared/documents/document-number';
import { db, tableName } from '../../lib/aws-clients';
import type { Write } from '../table/transact';
import { cancelledItem, cancellationReasons } from '../table/cancellation';
import { uniquePointer } from '../table/unique-pointer';
import { counterKey, numberKey } from './document-keys';

/**
 * Document numbers (data-model §3 'Numbers and counters'): one counter per
 * branch, series and financial year. The number is read here and taken by the
 * document's own transaction (counter condition on `Next` + the number
 * pointer), so a failed save never burns a number and numbers stay consecutive.
 */

/**
 * The financial year of a date as `2627` (April 2026 – March 2027). `fyStart`
 * is the first month (Settings.Common.General.FYStart, April by default).
 */
export function financialYear(date: string, fyStart = 4): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = month >= fyStart ? year : year - 1;
  const yy = (y: number): string => String(y % 100).padStart(2, '0');
  // A calendar financial year (January start) is one year: `2626` would read oddly, so it is `26`.
  return fyStart === 1 ? yy(first) : `${yy(first)}${yy(first + 1)}`;
}

/** The number's shape is shared (shared/documents/document-number.ts): chat messages read it back. */
export const formatNumber = formatDocumentNumber;

export type NumberClaim = {
  Num: string;
  Series: string;
  FY: string;
  /** The counter update and the number pointer, to join the document's transaction. */
  writes: Write[];
  /** The counter's key, and the turn held at it (`claimNumber` with `turn`). */
  counter: Record<string, string>;
  turn?: string;
};

/** How long a turn at a counter lasts at most: a holder that stops (a crashed Lambda) delays the others this long, never more. */
const TURN_MS = 1_000;

type CounterState = { Next?: number };

/**
 * Takes the turn at a counter (data-model-documents §3 'Numbers and counters'):
 * one conditional UpdateItem that names `turn` the holder while nobody else
 * holds it (or their turn ran out), answering the counter, so no read. Answers
 * undefined while another holds it. The turn is advisory: numbers stay
 * consecutive by the `Next = n` condition alone, and the turn only keeps
 * contenders from sending transactions that are bound to be cancelled (a
 * cancelled transaction costs far more than a refused update).
 */
async function takeTurn(key: Record<string, string>, turn: string, peek: boolean): Promise<CounterState | undefined> {
  const now = Date.now();
  if (peek) {
    // A waiter looks first: a read costs less than a refused update, and most looks find the turn still held.
    const seen = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item as
      { Turn?: string; TurnUntil?: number } | undefined;
    if (seen?.Turn !== undefined && seen.Turn !== turn && (seen.TurnUntil ?? 0) >= now) return undefined;
  }
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #turn = :turn, #until = :until',
        ConditionExpression: 'attribute_not_exists(#turn) OR #turn = :turn OR #until < :now',
        ExpressionAttributeNames: { '#turn': 'Turn', '#until': 'TurnUntil' },
        ExpressionAttributeValues: { ':turn': turn, ':until': now + TURN_MS, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as CounterState;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionConflictException') return undefined;
    throw error;
  }
}

/** Gives a turn back when the issue failed for another reason than the number (best effort: it runs out anyway). */
export async function endTurn(claim: NumberClaim): Promise<void> {
  if (claim.turn === undefined) return;
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: claim.counter,
        UpdateExpression: 'REMOVE #turn, #until',
        ConditionExpression: '#turn = :turn',
        ExpressionAttributeNames: { '#turn': 'Turn', '#until': 'TurnUntil' },
        ExpressionAttributeValues: { ':turn': claim.turn },
      }),
    )
    .catch(() => undefined);
}

/**
 * The next number of a series and the writes that take it (condition `Next = n`,
 * or no `Next` yet for the first of the year; the turn ends with them). The
 * counter is read consistently, or is already known (`known`, a lost race's
 * `numberAfterLoss`), or comes with the turn (`turn`: undefined while another
 * holds it). `first` is the branch's configured starting number (Settings.Common.NextNo).
 */
export async function nextNumber(
  orgId: string,
  entId: string,
  series: string,
  date: string,
  docId: string,
  options: { first?: number; fyStart?: number; known?: number; turn?: string } = {},
): Promise<NumberClaim> {
  const claim = await claimNumber(orgId, entId, series, date, docId, options);
  if (!claim) throw new Error('A number without a turn is never refused');
  return claim;
}

/** `nextNumber`, undefined while another holds the counter's turn (only with `turn`). */
export async function claimNumber(
  orgId: string,
  entId: string,
  series: string,
  date: string,
  docId: string,
  options: { first?: number; fyStart?: number; known?: number; turn?: string; peek?: boolean } = {},
): Promise<NumberClaim | undefined> {
  const fy = financialYear(date, options.fyStart);
  const key = counterKey(orgId, entId, series, fy);
  let current: CounterState | undefined;
  if (options.turn !== undefined) {
    current = await takeTurn(key, options.turn, options.peek === true);
    if (!current) return undefined;
  } else if (options.known !== undefined) current = { Next: options.known };
  else
    current = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item as
      CounterState | undefined;
  const sequence = current?.Next ?? options.first ?? 1;
  const Num = formatNumber(series, fy, sequence);
  const counter: Write = {
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET #next = :after, #type = :type, #ver = if_not_exists(#ver, :zero) + :one REMOVE #turn, #until',
        ConditionExpression: current?.Next === undefined ? 'attribute_not_exists(#next)' : '#next = :n',
        ExpressionAttributeNames: {
          '#next': 'Next',
          '#ver': 'ver',
          '#type': 'type',
          '#turn': 'Turn',
          '#until': 'TurnUntil',
        },
        ExpressionAttributeValues: {
          ...(current?.Next === undefined ? {} : { ':n': sequence }),
          ':after': sequence + 1,
          ':type': 'Counter',
          ':zero': 0,
          ':one': 1,
        },
        // A lost race answers the counter as the winner left it, so the retry needs no read.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  };
  return {
    Num,
    Series: series,
    FY: fy,
    counter: key,
    ...(options.turn !== undefined ? { turn: options.turn } : {}),
    writes: [
      counter,
      uniquePointer.claim(numberKey(orgId, entId, series, fy, Num), { type: 'NumberPointer', DocId: docId }),
    ],
  };
}

/**
 * The counter's `Next` as a cancelled transaction found it, when the claim's
 * counter write (the transaction's item `index`) failed its condition: a
 * concurrent issue took the number, and this is the one to try next. Undefined
 * when the counter was not the reason, or did not exist yet.
 */
export function numberAfterLoss(error: unknown, index: number): number | undefined {
  if (cancellationReasons(error)?.codes[index] !== 'ConditionalCheckFailed') return undefined;
  const next = Number((cancelledItem(error, index)?.Next as { N?: string } | undefined)?.N);
  return Number.isInteger(next) && next > 0 ? next : undefined;
}

/**
 * The document a number names in a branch: one GetItem on the number's pointer
 * (data-model-documents D13), written with the number by `nextNumber`.
 */
export async function findDocumentIdByNumber(
  orgId: string,
  entId: string,
  series: string,
  fy: string,
  num: string,
): Promise<string | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: numberKey(orgId, entId, series, fy, num) }),
  );
  const docId: unknown = answer.Item?.DocId;
  return typeof docId === 'string' ? docId : undefined;
}

/** A number of the `counter` policy (document-type.ts `Numbering`), and its pointer for the document's transaction. */
export type CounterNumber = { Num: string; FY: string; pointer: Write };

/**
 * Takes the next number of a series by ONE atomic counter update before the
 * document's transaction (the `counter` policy: receipts, docs/payments.md §3).
 * Atomic updates of one item queue inside DynamoDB and never fail each other,
 * so concurrent writers never race on the counter; the price is a gap when the
 * document then fails. The counter item is the one the gapless policy uses
 * (`Next` = the number to give next), so a series can change policy and run on.
 */
export async function takeCounterNumber(
  orgId: string,
  entId: string,
  series: string,
  date: string,
  docId: string,
  options: { fyStart?: number } = {},
): Promise<CounterNumber> {
  const FY = financialYear(date, options.fyStart);
  const taken = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey(orgId, entId, series, FY),
      // The first of the year starts at 1 (Next becomes 2); after that Next + 1. The answer is the new Next.
      UpdateExpression:
        'SET #next = if_not_exists(#next, :first) + :one, #ver = if_not_exists(#ver, :zero) + :one, #type = :type',
      ExpressionAttributeNames: { '#next': 'Next', '#ver': 'ver', '#type': 'type' },
      ExpressionAttributeValues: { ':first': 1, ':one': 1, ':zero': 0, ':type': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const sequence = Number((taken.Attributes as { Next: number }).Next) - 1;
  const Num = formatNumber(series, FY, sequence);
  return {
    Num,
    FY,
    pointer: uniquePointer.claim(numberKey(orgId, entId, series, FY, Num), { type: 'NumberPointer', DocId: docId }),
  };
}
