import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Posting } from '@shared/books/posting';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk } from '../table/keys';
import { queryAll } from '../table/query-all';
import { balancesPk, creditAttr, debitAttr, entryKey } from './ledger-keys';

/** What a branch's account took in one month (from one shard), each side summed (paise). */
export type PeriodBalance = { Month: string; Acc: number; DrP: number; CrP: number };

/** A document's posting of one step, as written (the reversal of a cancellation reads it). */
export async function readPosting(
  orgId: string,
  entId: string,
  date: string,
  docId: string,
  step = 'P',
): Promise<Posting | undefined> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: entryKey(orgId, entId, date, docId, step), ConsistentRead: true }),
  );
  return found.Item as Posting | undefined;
}

/** The accounts' sums on one period-balance item (`D<code>` debits, `C<code>` credits), one Balance per account. */
export function balancesOf(item: Record<string, unknown>): PeriodBalance[] {
  const byAcc = new Map<number, PeriodBalance>();
  const Month = String(item.Month);
  for (const [attr, value] of Object.entries(item)) {
    const m = /^([DC])(\d+)$/.exec(attr);
    if (!m || typeof value !== 'number') continue;
    const Acc = Number(m[2]);
    const b = byAcc.get(Acc) ?? { Month, Acc, DrP: 0, CrP: 0 };
    byAcc.set(Acc, m[1] === 'D' ? { ...b, DrP: b.DrP + value } : { ...b, CrP: b.CrP + value });
  }
  return [...byAcc.values()];
}

/**
 * A branch's period balances up to `through` (YYYY-MM), from `from` when given:
 * ONE key-condition Query of the branch's balances partition, months × shards
 * items however many postings made them (the statements sum the shards).
 */
export async function periodBalances(
  orgId: string,
  entId: string,
  through: string,
  from?: string,
): Promise<PeriodBalance[]> {
  return (await periodBalanceItems(orgId, entId, through, from)).flatMap(balancesOf);
}

/** The period-balance items themselves (B3), for a statement that reads more of them than the accounts' sums. */
export async function periodBalanceItems(
  orgId: string,
  entId: string,
  through: string,
  from?: string,
): Promise<Record<string, unknown>[]> {
  return queryAll<Record<string, unknown>>({
    KeyConditionExpression: from ? 'pk = :pk AND sk BETWEEN :from AND :to' : 'pk = :pk AND sk <= :to',
    ExpressionAttributeValues: {
      ':pk': balancesPk(orgId, entId),
      ':to': `${through}#~`,
      ...(from ? { ':from': from } : {}),
    },
  });
}

/**
 * Has any branch of the organisation posted to the account? Read before an
 * account is deleted (rare, by an accountant): each branch's balances
 * partition, filtered to the account (a Query per branch, never a Scan).
 */
export async function accountUsed(orgId: string, acc: number): Promise<boolean> {
  const branches = await queryAll<{ EntId: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ent)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':ent': 'ENTITY#' },
    ProjectionExpression: 'EntId',
  });
  for (const { EntId } of branches) {
    const used = await queryAll<unknown>({
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'attribute_exists(#d) OR attribute_exists(#c)',
      ExpressionAttributeNames: { '#d': debitAttr(acc), '#c': creditAttr(acc) },
      ExpressionAttributeValues: { ':pk': balancesPk(orgId, EntId) },
      ProjectionExpression: 'sk',
    });
    if (used.length > 0) return true;
  }
  return false;
}
