import { ApiError, ErrorCode } from '@shared/api/errors';
import type { booksTallyRoutes } from '@shared/api/routes/books-tally';
import { TallyMessages, tallyRangeProblem } from '@shared/books/tally-messages';
import type { TallyAnswer } from '@shared/books/tally-schemas';
import { accountMap, readChart } from '../data/ledger/chart-repo';
import { tallyEntries, tallyParties, type TallyPosition } from '../data/ledger/tally-read';
import { getOrganisation } from '../data/identity/identity-repo';
import { decodeCursor, encodeCursor } from '../data/table/cursor';
import type { Call } from '../lib/http/call';

type Routes = typeof booksTallyRoutes;

const TAG = 'tally';
/** A page's cursor: where it stopped and how many vouchers were read before (the screen's progress). */
type TallyCursor = TallyPosition & { n: number };

function positionOf(cursor: string, from: string, to: string): TallyCursor {
  const v = decodeCursor(cursor, TAG, TallyMessages.badCursor) as Partial<TallyCursor> | null;
  const ok =
    typeof v === 'object' &&
    v !== null &&
    typeof v.m === 'string' &&
    /^\d{4}-\d{2}$/.test(v.m) &&
    typeof v.sk === 'string' &&
    v.sk.startsWith(v.m) &&
    // A cursor of other dates would resume outside this period.
    v.sk.slice(0, 10) >= from &&
    v.sk.slice(0, 10) <= to &&
    Number.isSafeInteger(v.n);
  if (!ok) throw new ApiError(ErrorCode.BadRequest, TallyMessages.badCursor);
  return { m: v.m as string, sk: v.sk as string, n: Number(v.n) };
}

/**
 * GET Accounting/Reports/Tally?From&To[&Cursor] (docs/books.md §10): a page
 * of the session's branch's postings in the period (at most 500, the month
 * partitions in turn) with the parties they name; the first page also the
 * company and the chart. The screen builds the file from the pages with
 * shared/books/tally-export.ts, so no answer grows with the period.
 */
export async function tallyExport(call: Call<Routes['tallyExport']>): Promise<TallyAnswer> {
  const { orgId, entityId } = call.session;
  const { From, To, Cursor } = call.query;
  const fyStart = call.session.entity?.Settings.Common.General?.FYStart ?? 4;
  const problem = tallyRangeProblem(From, To, fyStart);
  if (problem) throw new ApiError(ErrorCode.BadRequest, problem, [{ path: 'To', message: problem }]);
  const after = Cursor ? positionOf(Cursor, From, To) : undefined;
  const [page, first] = await Promise.all([
    tallyEntries(orgId, entityId, { from: From, to: To }, after),
    after ? undefined : Promise.all([getOrganisation(orgId), readChart(orgId)]),
  ]);
  const Parties = await tallyParties(orgId, entityId, page.vouchers);
  const Read = (after?.n ?? 0) + page.vouchers.length;
  const head = first
    ? {
        Company: first[0]?.Name ?? '',
        Accounts: [...accountMap(first[1]).values()].map((a) => ({ Code: a.Code, Name: a.Name, Group: a.Group })),
      }
    : {};
  return {
    From,
    To,
    ...head,
    Parties,
    Vouchers: page.vouchers,
    Read,
    Month: page.month,
    ...(page.next ? { Next: encodeCursor(TAG, { ...page.next, n: Read }) } : {}),
  };
}
