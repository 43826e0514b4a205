import type { AccountUse, IncomeAccount } from '../reference/accounts';
import { groupOf, type LedgerAccount } from './chart';

/**
 * The chart's income accounts for labour or part lines, in the shape the spec's
 * LaborAccountsByType / PartsAccountsByType calls answer (`_id` the code).
 */
export const incomeAccountsOf = (accounts: readonly LedgerAccount[], use: AccountUse): IncomeAccount[] =>
  accounts
    .filter((a) => a.Use === use && groupOf(a.Group)?.Top === 'Income')
    .sort((a, b) => a.Code - b.Code)
    .map((a) => ({ _id: a.Code, Name: a.Name, Type: 'Income', Use: use }));
