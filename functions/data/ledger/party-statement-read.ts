import type { PartyEntry } from '@shared/books/party-statement';
import { queryIndexAll } from '../table/index-query';
import { partyEntriesPartition } from './ledger-keys';

/**
 * A party's ledger entries in one branch (docs/books.md §4 B13): ONE Query of
 * the party's GSI1 partition (read page by page), its own postings only, never
 * the branch's day book. All of them: the opening balance is the sum of those
 * before the statement's first day (a party's history is its own documents,
 * a few hundred a year at most).
 */
export const partyEntries = (orgId: string, entId: string, party: string): Promise<PartyEntry[]> =>
  queryIndexAll<PartyEntry>({
    index: 1,
    partition: partyEntriesPartition(orgId, entId, party),
    attributes: ['Date', 'Kind', 'DocId', 'Num', 'Step', 'Memo', 'Lines'],
  });
