import { orgPk, type Key } from '../table/keys';

/**
 * Keys of the books (docs/books.md §4). Every key starts with `ORG#<orgId>`.
 * - the chart of accounts: one item per organisation;
 * - period balances: one partition per branch, an item per month × account,
 *   sorted by month first so a month range is one key-condition Query;
 * - ledger entries (the postings themselves): one partition per branch and
 *   month, so their volume never shares a partition with the balances a report reads.
 */
export const chartKey = (orgId: string): Key => ({ pk: `${orgPk(orgId)}#BOOKS`, sk: 'CHART' });

export const balancesPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#BOOKS#BAL#${entId}`;
export const balanceKey = (orgId: string, entId: string, month: string, acc: number): Key => ({
  pk: balancesPk(orgId, entId),
  sk: `${month}#${acc}`,
});

export const entriesPk = (orgId: string, entId: string, month: string): string =>
  `${orgPk(orgId)}#BOOKS#GL#${entId}#${month}`;
export const entryKey = (orgId: string, entId: string, date: string, docId: string, step: string): Key => ({
  pk: entriesPk(orgId, entId, date.slice(0, 7)),
  sk: `${date}#${docId}#${step}`,
});
