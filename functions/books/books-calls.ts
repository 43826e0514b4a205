import type { booksRoutes } from '@shared/api/routes/books';
import type { FamilyImplementation } from '../lib/http/call';
import { addAccount, chartOfAccounts, closeBooks, deleteAccount, renameAccount } from './chart-calls';
import {
  cancelExpense,
  createExpense,
  expenseCategories,
  expenses,
  getExpense,
  saveExpenseCategories,
  updateExpense,
} from './expense-calls';
import { booksCheck } from './books-check-calls';
import { postJournal } from './journal-calls';
import { profitMargin, profitUnitCost } from './profit-margin-calls';
import { balanceSheet, cashBook, receivablesAgeing } from './report-calls';
import { customerStatement, payablesAgeing, vendorStatement } from './statement-party-calls';
import { salesByPayer } from './sales-by-payer-calls';
import { profitAndLoss, trialBalance } from './statement-calls';
import { tallyExport } from './tally-calls';

/** The books' calls (docs/books.md §5), served by the Accounting Lambda (family `invoices`). */
export const booksCalls: FamilyImplementation<typeof booksRoutes> = {
  chartOfAccounts,
  addAccount,
  renameAccount,
  deleteAccount,
  closeBooks,
  postJournal,
  trialBalance,
  profitAndLoss,
  expenseCategories,
  saveExpenseCategories,
  expenses,
  expense: getExpense,
  createExpense,
  updateExpense,
  cancelExpense,
  receivablesAgeing,
  balanceSheet,
  cashBook,
  booksCheck,
  payablesAgeing,
  customerStatement,
  vendorStatement,
  salesByPayer,
  tallyExport,
  profitMargin,
  profitUnitCost,
};
