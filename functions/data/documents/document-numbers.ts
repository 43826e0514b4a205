import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatDocumentNumber } from '@shared/documents/document-number';
import { db, tableName } from '../../lib/aws-clients';
import type { Write } from '../table/transact';
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
  /** The counter's key. */
  counter: Record<string, string>;
};

/**
 * The number a counter at `next` gives (`first`, the branch's configured
 * starting number, for the first of the year) and the writes that take it:
 * the counter at `Next = n` (or no `Next` yet) moving on, with the queue's
 * `Serving = ticket` moving to the next ticket in the same write
 * (number-queue.ts), and the number's pointer, only if absent.
 */
export function claimNumber(
  orgId: string,
  entId: string,
  series: string,
  date: string,
  docId: string,
  options: { first?: number | undefined; fyStart?: number | undefined; next: number | undefined; ticket?: number },
): NumberClaim {
  const fy = financialYear(date, options.fyStart);
  const key = counterKey(orgId, entId, series, fy);
  const sequence = options.next ?? options.first ?? 1;
  const Num = formatNumber(series, fy, sequence);
  const queued = options.ticket !== undefined;
  const counter: Write = {
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET #next = :after, #type = :type, #ver = if_not_exists(#ver, :zero) + :one${
          queued ? ', #serving = :nextTicket' : ''
        }`,
        ConditionExpression: `${options.next === undefined ? 'attribute_not_exists(#next)' : '#next = :n'}${
          queued ? ' AND #serving = :ticket' : ''
        }`,
        ExpressionAttributeNames: {
          '#next': 'Next',
          '#ver': 'ver',
          '#type': 'type',
          ...(queued ? { '#serving': 'Serving' } : {}),
        },
        ExpressionAttributeValues: {
          ...(options.next === undefined ? {} : { ':n': sequence }),
          ':after': sequence + 1,
          ':type': 'Counter',
          ':zero': 0,
          ':one': 1,
          ...(queued ? { ':ticket': options.ticket, ':nextTicket': (options.ticket ?? 0) + 1 } : {}),
        },
      },
    },
  };
  return {
    Num,
    Series: series,
    FY: fy,
    counter: key,
    writes: [
      counter,
      uniquePointer.claim(numberKey(orgId, entId, series, fy, Num), { type: 'NumberPointer', DocId: docId }),
    ],
  };
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
