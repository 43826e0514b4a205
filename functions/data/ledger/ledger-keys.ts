import { orgPk, type Key } from '../table/keys';

/**
 * Keys of the books (docs/books.md §4). Every key starts with `ORG#<orgId>`.
 * - the chart of accounts: one item per organisation;
 * - period balances: one partition per branch, ONE item per month × shard
 *   holding every account's debits and credits as attributes (`D<code>`,
 *   `C<code>`), so a posting adds to one item whatever its number of lines (one
 *   UpdateItem of several ADDs) and a month range is one key-condition Query of
 *   months × shards items. Every posting of a branch adds to the same month,
 *   and transactions touching one item at once cancel each other
 *   (TransactionConflict), so each posting adds to one of BALANCE_SHARDS
 *   copies, picked by its document id: two cashiers collide one time in eight,
 *   not every time. A report sums the shards;
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

export const balanceKey = (orgId: string, entId: string, month: string, shard: number): Key => ({
  pk: balancesPk(orgId, entId),
  sk: `${month}#${shard}`,
});

/** The attributes of an account's debits and credits on a period-balance item. */
export const debitAttr = (acc: number): string => `D${acc}`;
export const creditAttr = (acc: number): string => `C${acc}`;

export const entriesPk = (orgId: string, entId: string, month: string): string =>
  `${orgPk(orgId)}#BOOKS#GL#${entId}#${month}`;
export const entryKey = (orgId: string, entId: string, date: string, docId: string, step: string): Key => ({
  pk: entriesPk(orgId, entId, date.slice(0, 7)),
  sk: `${date}#${docId}#${step}`,
});

/** The parties a statement is read for: customers, insurers and vendors (a journal's `U#<user>` is not one). */
const STATEMENT_PARTY = /^[CIV]#./;

/**
 * B13 (docs/books.md §6.10): a party's ledger entries in one branch, by date
 * (GSI1 on the entry), so a customer's or vendor's statement reads that
 * party's postings only, never the branch's day book.
 */
export const partyEntriesPartition = (orgId: string, entId: string, party: string): string =>
  `${orgPk(orgId)}#BOOKS#PTY#${entId}#${party}`;

/** The GSI1 keys a ledger entry carries when it names a statement party (none otherwise). */
export const partyEntryIndex = (
  orgId: string,
  entry: { EntId: string; Date: string; DocId: string; Step: string; Party?: string | undefined },
): { gsi1pk: string; gsi1sk: string } | Record<string, never> =>
  entry.Party && STATEMENT_PARTY.test(entry.Party)
    ? {
        gsi1pk: partyEntriesPartition(orgId, entry.EntId, entry.Party),
        gsi1sk: `${entry.Date}#${entry.DocId}#${entry.Step}`,
      }
    : {};
