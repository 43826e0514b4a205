import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { booksRoutes } from '@shared/api/routes/books';
import { BooksMessages } from '@shared/books/books-messages';
import { rupeesToPaise } from '@shared/documents/money-math';
import { accountProblem, monthOf, postingProblem, type Posting, type PostingLine } from '@shared/books/posting';
import type { Call } from '../lib/http/call';
import { accountMap, readChart } from '../data/ledger/chart-repo';
import { ledgerWrites } from '../data/ledger/ledger-writes';
import { transact } from '../data/table/transact';

type Routes = typeof booksRoutes;

const refuse = (message: string, path?: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, path ? [{ path, message }] : undefined);

/**
 * POST Accounting/Journals (docs/books.md §3 'Manual journal entries'): every
 * line's account an account of the chart (a group is refused), each line one
 * side, debits equal to credits, the date after the branch's closed months.
 * Refused before anything is built: nothing is written. One transaction.
 */
export async function postJournal(call: Call<Routes['postJournal']>) {
  const { orgId, entityId, userId } = call.session;
  const body = call.body;
  const chart = await readChart(orgId);
  const accounts = accountMap(chart);
  const closed = chart.Closed?.[entityId];
  if (closed && monthOf(body.Date) <= closed) throw refuse(BooksMessages.closedPeriod(closed), 'Date');
  const lines: PostingLine[] = body.Lines.map((l, i) => {
    const problem = accountProblem(l.Acc, accounts);
    if (problem) throw refuse(problem, `Lines.${i}.Acc`);
    return { Acc: Number(l.Acc), DrP: rupeesToPaise(l.Dr ?? 0), CrP: rupeesToPaise(l.Cr ?? 0) };
  });
  const problem = postingProblem(lines);
  if (problem) throw refuse(problem);
  const posting: Posting = {
    EntId: entityId,
    Date: body.Date,
    Kind: 'Journal',
    DocId: ulid(),
    Num: '',
    Step: 'P',
    ...(body.Memo ? { Memo: body.Memo } : {}),
    Lines: lines,
  };
  await transact(ledgerWrites(orgId, [{ ...posting, Party: `U#${userId}` }]));
  return { _id: posting.DocId, Date: posting.Date, Lines: lines };
}
