import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { Messages } from '@shared/api/messages';
import { SEED_ACCOUNTS, type LedgerAccount } from '@shared/books/chart';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso } from '../table/keys';
import { transact } from '../table/transact';
import { chartKey } from './ledger-keys';

/**
 * The organisation's chart of accounts: ONE item (`ORG#o#BOOKS / CHART`) with
 * every account and the chart's `ver`, seeded on first use (docs/books.md §1).
 * A few dozen accounts fit one item many times over; one item makes an edit a
 * single conditional write and a read a single GetItem.
 */
export type ChartRecord = {
  Accounts: LedgerAccount[];
  /** Per branch, the last month whose books are closed (YYYY-MM): manual entries dated in it are refused. */
  Closed?: Record<string, string>;
  ver: number;
  UpBy?: string;
  UpAt?: string;
};

const SEED_BY = 'system';

/** A short-lived copy per organisation: a posting resolves its lines' accounts without a read per invoice. */
const cache = new Map<string, { at: number; chart: ChartRecord }>();
const CACHE_MS = 60_000;

const strip = (item: Record<string, unknown>): ChartRecord => {
  const { pk: _pk, sk: _sk, type: _type, OrgId: _org, ...rest } = item;
  return withSystemAccounts(rest as ChartRecord);
};

/**
 * A chart stored before a system account joined the seed (1310, 2210 and 3200 came with the stock postings,
 * docs/books.md §1) gains it on read, in code order; the next edit of the chart writes it. A code the
 * organisation already gave an account of its own keeps that account.
 */
function withSystemAccounts(chart: ChartRecord): ChartRecord {
  const have = new Set(chart.Accounts.map((a) => a.Code));
  const missing = SEED_ACCOUNTS.filter((a) => a.System && !have.has(a.Code));
  if (missing.length === 0) return chart;
  return { ...chart, Accounts: [...chart.Accounts, ...missing].sort((a, b) => a.Code - b.Code) };
}

/** The chart (consistent), seeded when the organisation has none yet. */
export async function readChart(orgId: string): Promise<ChartRecord> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: chartKey(orgId), ConsistentRead: true }));
  const chart = found.Item ? strip(found.Item) : await seedChart(orgId);
  cache.set(orgId, { at: Date.now(), chart });
  return chart;
}

/** Reads of the chart under way, so concurrent postings of a cold process read (and seed) it once. */
const reading = new Map<string, Promise<ChartRecord>>();

const hasAll = (chart: ChartRecord, need: readonly number[]) =>
  need.every((code) => chart.Accounts.some((a) => a.Code === code));

/** The chart as recently read, for postings; `need` (an account a line names) not in it reads again. */
export async function chartForPosting(orgId: string, need: readonly number[] = []): Promise<ChartRecord> {
  const hit = cache.get(orgId);
  if (hit && Date.now() - hit.at < CACHE_MS && hasAll(hit.chart, need)) return hit.chart;
  let read = reading.get(orgId);
  if (!read) {
    read = readChart(orgId).finally(() => reading.delete(orgId));
    reading.set(orgId, read);
  }
  const chart = await read;
  // A read that began before an account was added may lack it: read once more.
  return hasAll(chart, need) ? chart : readChart(orgId);
}

/** Forgets the copy (after an edit in this process). */
export const forgetChart = (orgId: string): void => void cache.delete(orgId);

export const accountMap = (chart: ChartRecord): Map<number, LedgerAccount> =>
  new Map(chart.Accounts.map((a) => [a.Code, a]));

async function seedChart(orgId: string): Promise<ChartRecord> {
  const chart: ChartRecord = { Accounts: [...SEED_ACCOUNTS], ver: 1, UpBy: SEED_BY, UpAt: nowIso() };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...chartKey(orgId), type: 'Chart', OrgId: orgId, ...chart },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return chart;
  } catch (error) {
    // Another request seeded it first: theirs is the chart.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const found = await db().send(
      new GetCommand({ TableName: tableName(), Key: chartKey(orgId), ConsistentRead: true }),
    );
    if (!found.Item) throw error;
    return strip(found.Item);
  }
}

/** Writes the chart at the `ver` read (409 with `conflict` when someone changed it first). */
export async function writeChart(
  orgId: string,
  before: ChartRecord,
  next: Omit<ChartRecord, 'ver'>,
): Promise<ChartRecord> {
  const chart: ChartRecord = { ...next, ver: before.ver + 1 };
  await transact([
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...chartKey(orgId), type: 'Chart', OrgId: orgId, ...chart },
          ConditionExpression: 'ver = :ver',
          ExpressionAttributeValues: { ':ver': before.ver },
        },
      },
      conflict: Messages.conflict,
    },
  ]);
  forgetChart(orgId);
  return chart;
}
