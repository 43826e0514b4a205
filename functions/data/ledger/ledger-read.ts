import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Posting } from '@shared/books/posting';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk } from '../table/keys';
import { queryAll } from '../table/query-all';
import { balancesPk, entryKey } from './ledger-keys';

/** One period balance (one shard of it): what a branch's account took in one month, each side summed (paise). */
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

/**
 * A branch's period balances up to `through` (YYYY-MM), from `from` when given:
 * ONE key-condition Query of the branch's balances partition, items in number
 * accounts × months × shards, however many postings made them (the statements sum the shards).
 */
export async function periodBalances(
  orgId: string,
  entId: string,
  through: string,
  from?: string,
): Promise<PeriodBalance[]> {
  const items = await queryAll<PeriodBalance>({
    KeyConditionExpression: from ? 'pk = :pk AND sk BETWEEN :from AND :to' : 'pk = :pk AND sk <= :to',
    ExpressionAttributeValues: {
      ':pk': balancesPk(orgId, entId),
      ':to': `${through}#~`,
      ...(from ? { ':from': from } : {}),
    },
    ProjectionExpression: '#m, Acc, DrP, CrP',
    ExpressionAttributeNames: { '#m': 'Month' },
  });
  return items.map((b) => ({ Month: b.Month, Acc: b.Acc, DrP: b.DrP, CrP: b.CrP }));
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
      FilterExpression: 'Acc = :acc',
      ExpressionAttributeValues: { ':pk': balancesPk(orgId, EntId), ':acc': acc },
      ProjectionExpression: 'Acc',
    });
    if (used.length > 0) return true;
  }
  return false;
}
