import { orgPk, type Key } from '../table/keys';

/**
 * Keys of the books (docs/books.md §4). Every key starts with `ORG#<orgId>`.
 * - the chart of accounts: one item per organisation;
 * - period balances: one partition per branch, an item per month × account ×
 *   shard, sorted by month first so a month range is one key-condition Query.
 *   Every posting of a branch adds to the same few accounts (cash, receivables,
 *   GST), and transactions touching one item at once cancel each other
 *   (TransactionConflict), so each posting adds to one of BALANCE_SHARDS copies,
 *   picked by its document id: two cashiers collide one time in eight, not
 *   every time. A report sums the shards (still accounts × months × 8 items);
 * - ledger entries (the postings themselves): one partition per branch and
 *   month, so their volume never shares a partition with the balances a report reads.
 */
export const chartKey = (orgId: string): Key => ({ pk: `${orgPk(orgId)}#BOOKS`, sk: 'CHART' });

export const balancesPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#BOOKS#BAL#${entId}`;
export const BALANCE_SHARDS = 8;

/** The shard a document's postings add to: the same for all its steps, spread evenly over ULIDs and UUIDs. */
export const balanceShard = (docId: string): number => {
  let h = 0;
  for (let i = 0; i < docId.length; i += 1) h = (h * 31 + docId.charCodeAt(i)) % 1_000_003;
  return h % BALANCE_SHARDS;
};

export const balanceKey = (orgId: string, entId: string, month: string, acc: number, shard: number): Key => ({
  pk: balancesPk(orgId, entId),
  sk: `${month}#${acc}#${shard}`,
});

export const entriesPk = (orgId: string, entId: string, month: string): string =>
  `${orgPk(orgId)}#BOOKS#GL#${entId}#${month}`;
export const entryKey = (orgId: string, entId: string, date: string, docId: string, step: string): Key => ({
  pk: entriesPk(orgId, entId, date.slice(0, 7)),
  sk: `${date}#${docId}#${step}`,
});
