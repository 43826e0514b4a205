import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { settingsRoutes } from '@shared/api/routes/settings';
import { BooksMessages } from '@shared/books/books-messages';
import type { LedgerAccount } from '@shared/books/chart';
import { applyBankSettings, type BankSettings } from '@shared/settings/bank-accounts';
import { readChart } from '../data/ledger/chart-repo';
import { readBankSettings, writeBankSettings } from '../data/settings/bank-settings-repo';
import type { Call } from '../lib/http/call';

type Routes = typeof settingsRoutes;

const answerOf = ({ Accounts, Map, ver }: BankSettings): BankSettings => ({ Accounts, Map, ver });

/** GET Accounting/BankSettings: the branch's bank accounts and payment-type map (none yet: empty at `ver` 0). */
export async function bankSettings(call: Call<Routes['bankSettings']>): Promise<BankSettings> {
  return answerOf(await readBankSettings(call.session.orgId, call.session.entityId));
}

/**
 * PUT Accounting/BankSettings (docs/books.md §1.1): at the `ver` read; what is
 * left out is kept. A new account gets the next free ledger code from 1110
 * under Cash and bank, named as the account; a renamed account renames its
 * ledger account. Settings and chart are written together or not at all.
 */
export async function putBankSettings(call: Call<Routes['putBankSettings']>): Promise<BankSettings> {
  const { orgId, entityId, userId } = call.session;
  const { ver, ...body } = call.body;
  const [stored, chart] = await Promise.all([readBankSettings(orgId, entityId), readChart(orgId)]);
  if (stored.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.settingsUpdated);
  const change = applyBankSettings(stored, body, new Set(chart.Accounts.map((a) => a.Code)), ulid);
  if ('message' in change) throw new ApiError(ErrorCode.BadRequest, change.message, [change]);

  let accounts: LedgerAccount[] | undefined;
  if (change.ledger.size > 0) {
    accounts = chart.Accounts.map((a) =>
      change.ledger.has(a.Code) ? { ...a, Name: change.ledger.get(a.Code) ?? a.Name } : a,
    );
    for (const [Code, Name] of change.ledger)
      if (!accounts.some((a) => a.Code === Code)) accounts.push({ Code, Name, Group: 'CashBank', System: true });
    // The chart's names are unique: a bank account named as another ledger account is refused, naming it.
    const clash = [...change.ledger].find(([code, name]) =>
      accounts?.some((a) => a.Code !== code && a.Name.trim().toLowerCase() === name.trim().toLowerCase()),
    );
    if (clash) {
      const message = BooksMessages.nameTaken(clash[1]);
      throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Accounts', message }]);
    }
    accounts.sort((a, b) => a.Code - b.Code);
  }
  const saved = await writeBankSettings({
    orgId,
    entId: entityId,
    before: stored,
    next: change.next,
    chart: accounts ? { before: chart, accounts } : undefined,
    by: userId,
  });
  return answerOf(saved);
}
