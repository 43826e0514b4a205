import { ApiError, ErrorCode } from '@shared/api/errors';
import { BooksMessages } from '@shared/books/books-messages';
import { monthOf, postingProblem, type Posting } from '@shared/books/posting';
import { salesBilled, salesDayAttr } from '@shared/books/sales-by-payer';
import { UNIT_COST_ATTRS } from '@shared/books/unit-cost-counters';
import { tableName } from '../../lib/aws-clients';
import { nowIso } from '../table/keys';
import type { Write } from '../table/transact';
import { balanceKey, balanceShard, creditAttr, debitAttr, entryKey, partyEntryIndex } from './ledger-keys';

/**
 * The writes of one or more postings, to join a document's own transaction
 * (the store's `AlsoWrites`, or a payment's writes): each posting's ledger
 * entry (only if that document's step was never posted) and ONE UpdateItem
 * per branch × month adding every line to its account's sums on the period
 * balance of the document's shard (ledger-keys.ts): a posting costs its
 * document's transaction two items. A transaction may touch an item once, so
 * postings of one commit are joined per balance item here.
 *
 * Debits must equal credits in every posting: otherwise nothing is written
 * (the refusal is thrown before any write is built). An empty posting (a zero
 * invoice) writes nothing at all; one that only carries unit-cost counters
 * (stock valued at nothing) adds them to its balance item and writes no entry.
 */
export function ledgerWrites(orgId: string, postings: readonly Posting[], at: string = nowIso()): Write[] {
  const posted = postings.filter((p) => p.Lines.length > 0);
  for (const p of posted) {
    const problem = postingProblem(p.Lines);
    if (problem) throw new ApiError(ErrorCode.BadRequest, problem);
  }
  // Per branch × month × shard: each account's debit and credit sums (one item, ledger-keys.ts).
  const balances = new Map<string, { entId: string; month: string; shard: number; sums: Map<string, number> }>();
  const balanceOf = (p: Posting) => {
    const shard = balanceShard(p.DocId);
    const id = `${p.EntId}|${monthOf(p.Date)}|${shard}`;
    const b = balances.get(id) ?? { entId: p.EntId, month: monthOf(p.Date), shard, sums: new Map<string, number>() };
    balances.set(id, b);
    return b.sums;
  };
  const add = (sums: Map<string, number>, attr: string, paise: number) => sums.set(attr, (sums.get(attr) ?? 0) + paise);
  for (const p of posted) {
    const sums = balanceOf(p);
    for (const l of p.Lines) {
      if (l.DrP !== 0) add(sums, debitAttr(l.Acc), l.DrP);
      if (l.CrP !== 0) add(sums, creditAttr(l.Acc), l.CrP);
    }
    // What a sale billed its payer, on the same item (docs/books.md §6.6): the sales-by-payer chart reads no postings.
    const sale = salesBilled(p);
    if (sale) {
      add(sums, sale.attr, sale.paise);
      // The same figure by day of the month, for Home's revenue today and by day (docs/home.md).
      add(sums, salesDayAttr(p.Date), sale.paise);
    }
  }
  // The stock's cost of goods at unit cost, on the same item (report 502, docs/books.md §6.11); also of stock
  // valued at nothing, whose posting has no lines.
  for (const p of postings) {
    if (p.CogsUnitP) add(balanceOf(p), UNIT_COST_ATTRS.unit, p.CogsUnitP);
    if (p.CogsNoUnitP) add(balanceOf(p), UNIT_COST_ATTRS.noUnit, p.CogsNoUnitP);
  }
  const entries: Write[] = posted.map((p) => ({
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...entryKey(orgId, p.EntId, p.Date, p.DocId, p.Step),
          // A customer's, insurer's or vendor's entries are also theirs to read (a statement, B13).
          ...partyEntryIndex(orgId, p),
          type: 'LedgerEntry',
          OrgId: orgId,
          EntId: p.EntId,
          Date: p.Date,
          Kind: p.Kind,
          DocId: p.DocId,
          Num: p.Num,
          Step: p.Step,
          ...(p.Party ? { Party: p.Party } : {}),
          ...(p.Memo ? { Memo: p.Memo } : {}),
          // Kept on the entry, so a reversal read back takes them back too.
          ...(p.CogsUnitP ? { CogsUnitP: p.CogsUnitP } : {}),
          ...(p.CogsNoUnitP ? { CogsNoUnitP: p.CogsNoUnitP } : {}),
          Lines: p.Lines.map((l) => ({ Acc: l.Acc, DrP: l.DrP, CrP: l.CrP })),
          CrAt: at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    conflict: BooksMessages.alreadyPosted,
  }));
  const adds: Write[] = [...balances.values()].map((b) => {
    const sums = [...b.sums];
    const names = Object.fromEntries(sums.map(([attr], i) => [`#a${i}`, attr]));
    const values = Object.fromEntries(sums.map(([, paise], i) => [`:a${i}`, paise]));
    return {
      item: {
        Update: {
          TableName: tableName(),
          Key: balanceKey(orgId, b.entId, b.month, b.shard),
          UpdateExpression: `SET #t = :t, #m = :m ADD ${sums.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
          ExpressionAttributeNames: { '#t': 'type', '#m': 'Month', ...names },
          ExpressionAttributeValues: { ':t': 'PeriodBalance', ':m': b.month, ...values },
        },
      },
    };
  });
  return [...entries, ...adds];
}
