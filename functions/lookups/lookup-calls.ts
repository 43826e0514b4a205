import { ApiError, ErrorCode } from '@shared/api/errors';
import type { lookupsRoutes } from '@shared/api/routes/lookups';
import { byTaxRate, taxCodesInForce, type TaxCode } from '@shared/documents/tax-codes';
import { incomeAccountsOf } from '@shared/books/income-accounts';
import type { IncomeAccount } from '@shared/reference/accounts';
import type { Category } from '@shared/reference/categories';
import type { Insurer } from '@shared/reference/insurers';
import { currentStates, findState, StateMessages } from '@shared/gst/states';
import { timeZoneIds, timeZoneOffset } from '@shared/fields/time-zone';
import { readChart } from '../data/ledger/chart-repo';
import { getReferenceSet } from '../data/reference/reference-repo';
import { Reply, type Call } from '../lib/http/call';

/**
 * Reference lookups (spec service-documents §7). Global data under SYS#; the
 * answers are the same for everyone, so the ones the spec marks cached but that
 * are not under System/Lookups get a Cache-Control of their own here.
 */
const CACHED = { 'cache-control': 'private, max-age=3600' };

/** GET System/StatesCities/States. */
export async function states(call: Call<typeof lookupsRoutes.states>) {
  const all = await getReferenceSet('States');
  const listed = call.query.All === 'true' ? all : currentStates(all);
  return listed.map(({ StCode, Name, Kind, Legacy }) => ({ StCode, Name, Kind, ...(Legacy ? { Legacy } : {}) }));
}

/** GET System/StatesCities/{state}/Cities: by GST code or name. */
export async function cities(call: Call<typeof lookupsRoutes.cities>): Promise<string[]> {
  const state = findState(call.params.state, await getReferenceSet('States'));
  if (!state) throw new ApiError(ErrorCode.NotFound, StateMessages.unknown(call.params.state));
  return [...state.Cities].sort((a, b) => a.localeCompare(b));
}

/** GET System/Lookups/TimeZones: IANA zones with their current UTC offset. */
export async function timeZones(): Promise<{ Id: string; Offset: string }[]> {
  const now = new Date();
  return timeZoneIds().map((Id) => ({ Id, Offset: timeZoneOffset(Id, now) }));
}

/** GET System/TaxCodes: every version with its dates, or only those in force on Date. */
export async function taxCodes(call: Call<typeof lookupsRoutes.taxCodes>): Promise<TaxCode[]> {
  const codes = await getReferenceSet('TaxCodes');
  if (call.query.Date) return taxCodesInForce(codes, call.query.Date);
  return [...codes].sort(byTaxRate);
}

/** GET System/Insurance. */
export async function insurers(): Promise<Insurer[]> {
  return [...(await getReferenceSet('Insurers'))];
}

/** The organisation's income accounts offered on labour or part lines: its chart of accounts (docs/books.md §1). */
const accounts = async (orgId: string, use: IncomeAccount['Use']): Promise<Reply> =>
  new Reply(200, incomeAccountsOf((await readChart(orgId)).Accounts, use), CACHED);

/** GET Settings/ChartOfAccounts/LaborAccountsByType/Income (cached, §9 default 4000). */
export const laborIncomeAccounts = (call: Call<typeof lookupsRoutes.laborIncomeAccounts>): Promise<Reply> =>
  accounts(call.session.orgId, 'Labor');
/** GET Settings/ChartOfAccounts/PartsAccountsByType/Income (cached, §9 default 4100). */
export const partsIncomeAccounts = (call: Call<typeof lookupsRoutes.partsIncomeAccounts>): Promise<Reply> =>
  accounts(call.session.orgId, 'Parts');

/** GET Common/Categories (cached). */
export async function categories(): Promise<Reply> {
  const list: Category[] = [...(await getReferenceSet('Categories'))].sort((a, b) => a.Pos - b.Pos);
  return new Reply(200, list, CACHED);
}
