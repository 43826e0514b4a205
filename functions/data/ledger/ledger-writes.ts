import { ApiError, ErrorCode } from '@shared/api/errors';
import { BooksMessages } from '@shared/books/books-messages';
import { monthOf, postingProblem, type Posting } from '@shared/books/posting';
import { tableName } from '../../lib/aws-clients';
import { nowIso } from '../table/keys';
import type { Write } from '../table/transact';
import { balanceKey, balanceShard, entryKey } from './ledger-keys';

/**
 * The writes of one or more postings, to join a document's own transaction
 * (the store's `AlsoWrites`, or a payment's writes): each posting's ledger
 * entry (only if that document's step was never posted) and one ADD per
 * branch × month × account to the period balances (in the document's shard,
 * ledger-keys.ts). A transaction may touch an item once, so postings of one
 * commit are joined per balance item here.
 *
 * Debits must equal credits in every posting: otherwise nothing is written
 * (the refusal is thrown before any write is built). An empty posting (a zero
 * invoice) writes nothing at all.
 */
export function ledgerWrites(orgId: string, postings: readonly Posting[], at: string = nowIso()): Write[] {
  const posted = postings.filter((p) => p.Lines.length > 0);
  for (const p of posted) {
    const problem = postingProblem(p.Lines);
    if (problem) throw new ApiError(ErrorCode.BadRequest, problem);
  }
  type Sum = { entId: string; month: string; acc: number; shard: number; drP: number; crP: number };
  const balances = new Map<string, Sum>();
  for (const p of posted)
    for (const l of p.Lines) {
      const shard = balanceShard(p.DocId);
      const id = `${p.EntId}|${monthOf(p.Date)}|${l.Acc}|${shard}`;
      const b = balances.get(id) ?? { entId: p.EntId, month: monthOf(p.Date), acc: l.Acc, shard, drP: 0, crP: 0 };
      balances.set(id, { ...b, drP: b.drP + l.DrP, crP: b.crP + l.CrP });
    }
  const entries: Write[] = posted.map((p) => ({
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...entryKey(orgId, p.EntId, p.Date, p.DocId, p.Step),
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
          Lines: p.Lines.map((l) => ({ Acc: l.Acc, DrP: l.DrP, CrP: l.CrP })),
          CrAt: at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    conflict: BooksMessages.alreadyPosted,
  }));
  const adds: Write[] = [...balances.values()].map((b) => ({
    item: {
      Update: {
        TableName: tableName(),
        Key: balanceKey(orgId, b.entId, b.month, b.acc, b.shard),
        UpdateExpression: 'SET #t = :t, Acc = :acc, #m = :m ADD DrP :dr, CrP :cr',
        ExpressionAttributeNames: { '#t': 'type', '#m': 'Month' },
        ExpressionAttributeValues: { ':t': 'PeriodBalance', ':acc': b.acc, ':m': b.month, ':dr': b.drP, ':cr': b.crP },
      },
    },
  }));
  return [...entries, ...adds];
}
