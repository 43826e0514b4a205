import { ApiError, ErrorCode } from '@shared/api/errors';
import type { booksReportRoutes } from '@shared/api/routes/books-reports';
import { receivablesAgeing as ageing, type AgeingAnswer } from '@shared/books/ageing';
import {
  balanceSheet as sheet,
  withRunningBalance,
  type BalanceSheetAnswer,
  type CashBookAnswer,
} from '@shared/books/balance-sheet';
import { BooksMessages } from '@shared/books/books-messages';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { ExpenseMessages } from '@shared/books/expenses';
import { accountMap, readChart } from '../data/ledger/chart-repo';
import { accountEntries, balancesThrough, openingBalance, type BookPosition } from '../data/ledger/book-read';
import { periodBalances } from '../data/ledger/ledger-read';
import { openReceivables } from '../data/ledger/receivables-read';
import { decodeCursor, encodeCursor } from '../data/table/cursor';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';

type Routes = typeof booksReportRoutes;

/**
 * GET Accounting/Reports/ReceivablesAgeing?Basis=Due|Invoice (docs/books.md
 * §6.3): the open invoices and credit notes (two Queries) aged on the branch's
 * today, with the receivables control account's balance to compare.
 */
export async function receivablesAgeing(call: Call<Routes['receivablesAgeing']>): Promise<AgeingAnswer> {
  const { orgId, entityId } = call.session;
  const today = branchNow(serviceContext(call.session)).date;
  const [open, balances] = await Promise.all([
    openReceivables(orgId, entityId),
    periodBalances(orgId, entityId, '9999-12'),
  ]);
  const ControlP = balances.filter((b) => b.Acc === A.receivables).reduce((s, b) => s + b.DrP - b.CrP, 0);
  return { ...ageing(open.invoices, open.credits, today, call.query.Basis), ControlP };
}

/** GET Accounting/Reports/BalanceSheet?AsOf=YYYY-MM-DD (§6.4): period balances, and the part month's entries. */
export async function balanceSheet(call: Call<Routes['balanceSheet']>): Promise<BalanceSheetAnswer> {
  const { orgId, entityId } = call.session;
  const fyStart = call.session.entity?.Settings.Common.General?.FYStart ?? 4;
  const [chart, balances] = await Promise.all([readChart(orgId), balancesThrough(orgId, entityId, call.query.AsOf)]);
  return sheet(balances, accountMap(chart), call.query.AsOf, fyStart);
}

const TAG = 'cashbook';
const badCursor = (): ApiError => new ApiError(ErrorCode.BadRequest, ExpenseMessages.badCursor);

function positionOf(cursor: string): BookPosition {
  const v = decodeCursor(cursor, TAG, ExpenseMessages.badCursor) as Partial<BookPosition> | null;
  if (
    typeof v !== 'object' ||
    v === null ||
    typeof v.m !== 'string' ||
    !/^\d{4}-\d{2}$/.test(v.m) ||
    typeof v.sk !== 'string' ||
    !v.sk.startsWith(v.m) ||
    !Number.isSafeInteger(v.b)
  )
    throw badCursor();
  return { m: v.m, sk: v.sk, b: Number(v.b) };
}

/**
 * GET Accounting/Reports/CashBook?Acc&From&To (§6.5): a cash or bank account's
 * postings in the period, oldest first, each with the running balance; paged,
 * the cursor carrying where the page stopped and the balance there.
 */
export async function cashBook(call: Call<Routes['cashBook']>): Promise<CashBookAnswer> {
  const { orgId, entityId } = call.session;
  const { Acc, From, To, Limit } = call.query;
  const chart = await readChart(orgId);
  const account = accountMap(chart).get(Acc);
  if (!account || account.Group !== 'CashBank')
    throw new ApiError(ErrorCode.BadRequest, BooksMessages.unknownAccount(Acc), [
      { path: 'Acc', message: BooksMessages.unknownAccount(Acc) },
    ]);
  const after = call.query.Cursor ? positionOf(call.query.Cursor) : undefined;
  if (after && (after.m < From.slice(0, 7) || after.m > To.slice(0, 7))) throw badCursor();
  const OpeningP = after ? after.b : await openingBalance(orgId, entityId, Acc, From);
  const page = await accountEntries(orgId, entityId, Acc, { from: From, to: To }, Limit, after);
  const Entries = withRunningBalance(
    OpeningP,
    page.entries.map(({ sk: _sk, ...e }) => e),
  );
  const last = Entries.at(-1);
  return {
    Acc,
    Name: account.Name,
    From,
    To,
    OpeningP,
    Entries,
    ...(page.next && last ? { Next: encodeCursor(TAG, { ...page.next, b: last.BalanceP }) } : {}),
  };
}
