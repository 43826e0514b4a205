import { ApiError, ErrorCode } from '@shared/api/errors';
import type { booksRoutes } from '@shared/api/routes/books';
import { BooksMessages } from '@shared/books/books-messages';
import { ACCOUNT_GROUPS, groupOf, type LedgerAccount } from '@shared/books/chart';
import type { ChartAnswer } from '@shared/books/books-schemas';
import { Messages } from '@shared/api/messages';
import type { Call } from '../lib/http/call';
import { readChart, writeChart, type ChartRecord } from '../data/ledger/chart-repo';
import { accountUsed } from '../data/ledger/ledger-read';
import { nowIso } from '../data/table/keys';

type Routes = typeof booksRoutes;

/**
 * The chart of accounts (docs/books.md §1): read (seeded on first use), an
 * account added or renamed under its group, an unused account deleted, a
 * branch's months closed. Every change is written at the chart's `ver`.
 */
export const chartAnswerOf = (chart: ChartRecord, entId: string): ChartAnswer => ({
  Groups: ACCOUNT_GROUPS.map((g) => ({ Id: g.Id, Name: g.Name, Top: g.Top })),
  Accounts: [...chart.Accounts].sort((a, b) => a.Code - b.Code),
  ...(chart.Closed?.[entId] ? { ClosedThrough: chart.Closed[entId] } : {}),
  ver: chart.ver,
});

const bad = (message: string, path: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);
const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The chart at the `ver` the user saw, else 409. */
async function chartAt(orgId: string, ver: number): Promise<ChartRecord> {
  const chart = await readChart(orgId);
  if (chart.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  return chart;
}

const stamp = (userId: string) => ({ UpBy: userId, UpAt: nowIso() });

export async function chartOfAccounts(call: Call<Routes['chartOfAccounts']>): Promise<ChartAnswer> {
  return chartAnswerOf(await readChart(call.session.orgId), call.session.entityId);
}

export async function addAccount(call: Call<Routes['addAccount']>): Promise<ChartAnswer> {
  const { orgId, entityId, userId } = call.session;
  const { Code, Name, Group, Use, ver } = call.body;
  const chart = await chartAt(orgId, ver);
  const group = groupOf(Group);
  if (!group) throw bad(BooksMessages.unknownGroup(Group), 'Group');
  if (Use && group.Top !== 'Income') throw bad(BooksMessages.useNeedsIncome, 'Use');
  if (chart.Accounts.some((a) => a.Code === Code)) throw bad(BooksMessages.codeTaken(Code), 'Code');
  if (chart.Accounts.some((a) => sameName(a.Name, Name))) throw bad(BooksMessages.nameTaken(Name), 'Name');
  const account: LedgerAccount = { Code, Name, Group, ...(Use ? { Use } : {}) };
  const next = await writeChart(orgId, chart, { ...chart, Accounts: [...chart.Accounts, account], ...stamp(userId) });
  return chartAnswerOf(next, entityId);
}

export async function renameAccount(call: Call<Routes['renameAccount']>): Promise<ChartAnswer> {
  const { orgId, entityId, userId } = call.session;
  const chart = await chartAt(orgId, call.body.ver);
  const account = chart.Accounts.find((a) => a.Code === call.params.Code);
  if (!account) throw new ApiError(ErrorCode.NotFound, BooksMessages.unknownAccount(call.params.Code));
  const Name = call.body.Name;
  if (chart.Accounts.some((a) => a.Code !== account.Code && sameName(a.Name, Name)))
    throw bad(BooksMessages.nameTaken(Name), 'Name');
  const Accounts = chart.Accounts.map((a) => (a.Code === account.Code ? { ...a, Name } : a));
  return chartAnswerOf(await writeChart(orgId, chart, { ...chart, Accounts, ...stamp(userId) }), entityId);
}

export async function deleteAccount(call: Call<Routes['deleteAccount']>): Promise<ChartAnswer> {
  const { orgId, entityId, userId } = call.session;
  const chart = await chartAt(orgId, call.query.ver);
  const account = chart.Accounts.find((a) => a.Code === call.params.Code);
  if (!account) throw new ApiError(ErrorCode.NotFound, BooksMessages.unknownAccount(call.params.Code));
  if (account.System) throw new ApiError(ErrorCode.Conflict, BooksMessages.systemAccount(account.Name));
  if (await accountUsed(orgId, account.Code))
    throw new ApiError(ErrorCode.Conflict, BooksMessages.accountUsed(account.Name));
  const Accounts = chart.Accounts.filter((a) => a.Code !== account.Code);
  return chartAnswerOf(await writeChart(orgId, chart, { ...chart, Accounts, ...stamp(userId) }), entityId);
}

/** Closes this branch's books through a month: manual entries dated in or before it are refused. */
export async function closeBooks(call: Call<Routes['closeBooks']>): Promise<ChartAnswer> {
  const { orgId, entityId, userId } = call.session;
  const chart = await chartAt(orgId, call.body.ver);
  const Closed = { ...(chart.Closed ?? {}), [entityId]: call.body.Through };
  return chartAnswerOf(await writeChart(orgId, chart, { ...chart, Closed, ...stamp(userId) }), entityId);
}
