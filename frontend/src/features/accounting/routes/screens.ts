import * as invoiceDashboard from './invoice-dashboard';
import * as invoice from './invoice';
import * as receivePayment from './receive-payment';
import * as paymentSearch from './payment-search';
import * as chartOfAccounts from './chart-of-accounts';
import * as trialBalance from './trial-balance';
import * as profitAndLoss from './profit-and-loss';
import * as journalEntry from './journal-entry';
import * as expensesDashboard from './expenses-dashboard';
import * as expense from './expense';
import * as expenseCategories from './expense-categories';
import * as receivablesAgeing from './receivables-ageing';
import * as balanceSheet from './balance-sheet';
import * as booksCheck from './books-check';
import * as cashBook from './cash-book';
import * as tallyExport from './tally-export';
import * as payablesAgeing from './payables-ageing';
import { customer as customerStatement, vendor as vendorStatement } from './party-statement';

/**
 * The accounting screens' route modules in one chunk: the manifest loads them
 * through a single dynamic import, so the login page carries one preload list
 * for them (its 150 KB budget).
 */
export const accountingScreens = {
  invoiceDashboard,
  invoice,
  receivePayment,
  paymentSearch,
  chartOfAccounts,
  trialBalance,
  profitAndLoss,
  journalEntry,
  expensesDashboard,
  expense,
  expenseCategories,
  receivablesAgeing,
  balanceSheet,
  booksCheck,
  cashBook,
  payablesAgeing,
  customerStatement,
  vendorStatement,
  tallyExport,
};
