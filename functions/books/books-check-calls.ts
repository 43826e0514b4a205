import type { booksCheckRoutes } from '@shared/api/routes/books-check';
import { booksCheck as check, type BooksCheckAnswer } from '@shared/books/books-check';
import { readBooksCheckFigures } from '../data/ledger/books-check-read';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';

type Routes = typeof booksCheckRoutes;

/**
 * GET Accounting/Reports/BooksCheck (docs/books.md §6.8): the trial balance's
 * two sides, 1300 against the inventory's stock value and 1200 against the
 * unpaid invoices, in the session's branch, as of now.
 */
export async function booksCheck(call: Call<Routes['booksCheck']>): Promise<BooksCheckAnswer> {
  const { orgId, entityId } = call.session;
  const today = branchNow(serviceContext(call.session)).date;
  return check(await readBooksCheckFigures(orgId, entityId), today);
}
