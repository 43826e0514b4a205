import { GetCommand } from '@aws-sdk/lib-dynamodb';
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
};

/**
 * The next number of a series: a consistent read of the counter, and the writes
 * that take it (condition `Next = n`, or absence for the first of the year).
 * `first` is the branch's configured starting number (Settings.Common.NextNo).
 */
export async function nextNumber(
  orgId: string,
  entId: string,
  series: string,
  date: string,
  docId: string,
  options: { first?: number; fyStart?: number; known?: number } = {},
): Promise<NumberClaim> {
  const fy = financialYear(date, options.fyStart);
  const key = counterKey(orgId, entId, series, fy);
  // A retry that lost the race already knows the counter's value (numberAfterLoss): no read.
  const current =
    options.known !== undefined
      ? { Next: options.known }
      : ((await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item as { Next: number } | undefined);
  const sequence = current?.Next ?? options.first ?? 1;
  const Num = formatNumber(series, fy, sequence);
  const counter: Write = current
    ? {
        item: {
          Update: {
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET #next = :after, #ver = #ver + :one',
            ConditionExpression: '#next = :n',
            ExpressionAttributeNames: { '#next': 'Next', '#ver': 'ver' },
            ExpressionAttributeValues: { ':n': sequence, ':after': sequence + 1, ':one': 1 },
            // A lost race answers the counter as the winner left it, so the retry needs no read.
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      }
    : {
        item: {
          Put: {
            TableName: tableName(),
            Item: { ...key, type: 'Counter', Next: sequence + 1, ver: 1 },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      };
  return { Num, Series: series, FY: fy, writes: [counter, uniquePointer.claim(numberKey(orgId, entId, series, fy, Num), { type: 'NumberPointer', DocId: docId })] };
}

type CancelledWithItems = Error & { CancellationReasons?: readonly ({ Code?: string; Item?: Record<string, { N?: string }> } | null | undefined)[] };

/**
 * The counter's `Next` as a cancelled transaction found it, when the claim's
 * counter write (the transaction's item `index`) failed its condition: a
 * concurrent issue took the number, and this is the one to try next. Undefined
 * when the counter was not the reason, or did not exist yet.
 */
export function numberAfterLoss(error: unknown, index: number): number | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reason = (error as CancelledWithItems).CancellationReasons?.[index];
  if (reason?.Code !== 'ConditionalCheckFailed') return undefined;
  const next = Number(reason.Item?.Next?.N);
  return Number.isInteger(next) && next > 0 ? next : undefined;
}

/**
 * The document a number names in a branch: one GetItem on the number's pointer
 * (data-model-documents D13), written with the number by `nextNumber`.
 */
export async function findDocumentIdByNumber(orgId: string, entId: string, series: string, fy: string, num: string): Promise<string | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: numberKey(orgId, entId, series, fy, num) }));
  const docId: unknown = answer.Item?.DocId;
  return typeof docId === 'string' ? docId : undefined;
}
