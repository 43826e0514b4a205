import { inModule, moduleAdmin, type Permission } from '../../access/permission';
import { defineRoute } from '../route';
import { bankSettingsAnswer, bankSettingsBody } from '../../settings/bank-settings';

/**
 * settings/banksettings (docs/books.md §1.1): the branch's bank accounts and the
 * payment types each takes. Each account is a ledger account of the chart, so
 * reading and changing them is the chart's keeper's: the Accounting module
 * admin (SA/EA included), as for the chart and the expense categories.
 */
const BOOKS_ADMIN: Permission = inModule('Accounting', moduleAdmin('Accounting'));

export const bankSettingsRoutes = {
  bankSettings: defineRoute({
    method: 'GET',
    path: 'Accounting/BankSettings',
    family: 'settings',
    permission: BOOKS_ADMIN,
    response: bankSettingsAnswer,
  }),
  putBankSettings: defineRoute({
    method: 'PUT',
    path: 'Accounting/BankSettings',
    family: 'settings',
    permission: BOOKS_ADMIN,
    body: bankSettingsBody,
    response: bankSettingsAnswer,
  }),
} as const;
