import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BookEntry } from '@shared/books/balance-sheet';
import type { PostingLine } from '@shared/books/posting';
import { monthsBetween } from '@shared/books/statements';
import { db, tableName } from '../../lib/aws-clients';
import { queryAll } from '../table/query-all';
import { entriesPk } from './ledger-keys';
import { periodBalances, type PeriodBalance } from './ledger-read';

/**
 * Reads of the ledger for the balance sheet and the cash and bank book
 * (docs/books.md §4 B5, B9): period balances for whole months, and the
 * ledger entries of one month partition for the days of a part month.
 */

type EntryItem = Omit<BookEntry, 'DrP' | 'CrP'> & { sk: string; Lines: PostingLine[] };

const previousMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** A month's entries between two dates of it (inclusive), oldest first. */
async function entriesBetween(orgId: string, entId: string, month: string, from: string, to: string) {
  return queryAll<EntryItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': entriesPk(orgId, entId, month), ':from': from, ':to': `${to}#~` },
  });
}

/** Each entry's lines as day balances (Month is the entry's month): what a part month adds to the period balances. */
const asBalances = (entries: readonly EntryItem[]): PeriodBalance[] =>
  entries.flatMap((e) => e.Lines.map((l) => ({ Month: e.Date.slice(0, 7), Acc: l.Acc, DrP: l.DrP, CrP: l.CrP })));

/**
 * Every account's sums up to and including `date`: the period balances of the
 * months before its month (ONE Query) and that month's entries up to the date
 * (one partition's Query), unless the date is its month's last day.
 */
export async function balancesThrough(orgId: string, entId: string, date: string): Promise<PeriodBalance[]> {
  const month = date.slice(0, 7);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 7);
  if (next !== month) return periodBalances(orgId, entId, month);
  const [before, days] = await Promise.all([
    periodBalances(orgId, entId, previousMonth(month)),
    entriesBetween(orgId, entId, month, `${month}-01`, date),
  ]);
  return [...before, ...asBalances(days)];
}

/** An account's balance before `date` (debit positive). */
export async function openingBalance(orgId: string, entId: string, acc: number, date: string): Promise<number> {
  const month = date.slice(0, 7);
  const [before, days] = await Promise.all([
    periodBalances(orgId, entId, previousMonth(month)),
    date.endsWith('-01') ? Promise.resolve([]) : entriesBetween(orgId, entId, month, `${month}-01`, `${date}`),
  ]);
  const inDays = days.filter((e) => e.Date < date);
  return [...before, ...asBalances(inDays)].filter((b) => b.Acc === acc).reduce((s, b) => s + b.DrP - b.CrP, 0);
}

/** Where a page of an account's book stopped: the month, the last entry's sort key and the balance after it. */
export type BookPosition = { m: string; sk: string; b: number };

/**
 * A page of an account's entries from `from` to `to`, oldest first: the
 * months' entry partitions in turn (a Query each, read in pages of `limit`),
 * keeping the entries with a line on the account, until `limit` are found.
 */
export async function accountEntries(
  orgId: string,
  entId: string,
  acc: number,
  range: { from: string; to: string },
  limit: number,
  after?: BookPosition,
): Promise<{ entries: (BookEntry & { sk: string })[]; next?: BookPosition | undefined }> {
  const months = monthsBetween(range.from.slice(0, 7), range.to.slice(0, 7)).filter((m) => !after || m >= after.m);
  const entries: (BookEntry & { sk: string })[] = [];
  for (const month of months) {
    let startKey: Record<string, unknown> | undefined =
      after && after.m === month ? { pk: entriesPk(orgId, entId, month), sk: after.sk } : undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': entriesPk(orgId, entId, month),
            ':from': range.from,
            ':to': `${range.to}#~`,
          },
          // Read well past the page: most entries of a busy month are not this account's.
          Limit: Math.max(limit, 500),
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of (page.Items ?? []) as EntryItem[]) {
        const mine = item.Lines.filter((l) => l.Acc === acc);
        if (mine.length === 0) continue;
        entries.push({
          sk: item.sk,
          Date: item.Date,
          Kind: item.Kind,
          DocId: item.DocId,
          Num: item.Num,
          Step: item.Step,
          ...(item.Party ? { Party: item.Party } : {}),
          ...(item.Memo ? { Memo: item.Memo } : {}),
          DrP: mine.reduce((s, l) => s + l.DrP, 0),
          CrP: mine.reduce((s, l) => s + l.CrP, 0),
        });
        if (entries.length === limit) return { entries, next: { m: month, sk: item.sk, b: 0 } };
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return { entries };
}
