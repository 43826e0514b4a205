import { booksRoutes } from '@shared/api/routes/books';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { defaultLanding } from '@shared/access/default-landing';
import { describe, expect, it } from 'vitest';
import { sideMenuItems } from '../../lib/menu-items';
import { accountingManifest } from './manifest';
import { cashierSession } from './testing/accounting-test-kit';

/** Each screen opens with the permission of the call that fills it (shared/api/routes/invoices.ts). */
const CALL_OF_SCREEN = {
  'Accounting/Invoices': invoicesRoutes.invoiceDashboard,
  'Accounting/Invoice/:Id/*': invoicesRoutes.invoice,
  'Accounting/PaymentSearch': invoicesRoutes.payments,
  'Accounting/ReceivePayment/New': invoicesRoutes.createPayment,
  'Accounting/Chartofaccounts': booksRoutes.chartOfAccounts,
  'Accounting/TrialBalance': booksRoutes.trialBalance,
  'Accounting/ProfitAndLoss': booksRoutes.profitAndLoss,
  'Accounting/Journal/New': booksRoutes.postJournal,
  'expenses/expensesdashboard': booksRoutes.expenses,
  'expenses/expense/New': booksRoutes.createExpense,
  'expenses/expense/:Id': booksRoutes.expense,
  'settings/expensecategories': booksRoutes.saveExpenseCategories,
  'reports/receivables': booksRoutes.receivablesAgeing,
  'Accounting/BalanceSheet': booksRoutes.balanceSheet,
  'Accounting/CashBook': booksRoutes.cashBook,
  'Accounting/BooksCheck': booksRoutes.booksCheck,
  'Accounting/TallyExport': booksRoutes.tallyExport,
  'reports/payables': booksRoutes.payablesAgeing,
  'reports/customerstatement': booksRoutes.customerStatement,
  'reports/vendorstatement': booksRoutes.vendorStatement,
};

describe('the accounting manifest', () => {
  it.each(Object.entries(CALL_OF_SCREEN))('%s needs what its call needs', (path, call) => {
    expect(accountingManifest.find((screen) => screen.path === path)?.permission).toEqual(call.permission);
  });

  it("lists Invoices, Payments, Receive Payment and the chart of accounts under Accounting, and reaches the module's default landing", () => {
    const session = cashierSession();
    const ctx = {
      access: session.Access,
      config: session.Entity.Config,
      user: session.User,
      settings: session.Entity.Settings,
    };
    expect(sideMenuItems(ctx, accountingManifest).map((e) => `${e.group}: ${e.label} ${e.to}`)).toEqual([
      'Accounting: Invoices /Accounting/Invoices',
      'Accounting: Payments /Accounting/PaymentSearch',
      'Accounting: Receive Payment /Accounting/ReceivePayment/New',
      'Accounting: Chart of accounts /Accounting/Chartofaccounts',
      'Accounting: Books check /Accounting/BooksCheck',
    ]);
    const landing = defaultLanding('Accounting', {
      ...ctx,
      config: { ...ctx.config, Accounting: { Access: true, Features: { Inv: true } } },
    });
    expect(accountingManifest.some((screen) => `/${screen.path}` === landing)).toBe(true);
  });
});
