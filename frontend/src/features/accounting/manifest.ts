import { inModule, moduleAdmin, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName =
  | 'invoiceDashboard'
  | 'invoice'
  | 'receivePayment'
  | 'paymentSearch'
  | 'chartOfAccounts'
  | 'trialBalance'
  | 'profitAndLoss'
  | 'journalEntry'
  | 'expensesDashboard'
  | 'expense'
  | 'expenseCategories'
  | 'receivablesAgeing'
  | 'balanceSheet'
  | 'booksCheck'
  | 'tallyExport'
  | 'cashBook'
  | 'payablesAgeing'
  | 'customerStatement'
  | 'vendorStatement';
/** One dynamic import for the accounting screens (routes/screens.ts). */
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.accountingScreens[name]);

/**
 * Permissions equal those of the call each screen makes first (pinned by
 * manifest.test.ts against shared/api/routes/invoices.ts), written with the
 * access model's builders so the login bundle does not carry the route table.
 */
const INVOICE_READ: Permission = inModule('Accounting', resource('Accounting', 'Invoice', 'R'));
const PAYMENT_READ: Permission = inModule('Accounting', resource('Accounting', 'CPay', 'R'));
const PAYMENT_CREATE: Permission = inModule('Accounting', resource('Accounting', 'CPay', 'C'));
/** The books (docs/books.md §5): the chart as invoices read it; the statements as reports 802 and 501. */
const TRIAL_BALANCE: Permission = resource('Reports', '802', 'R');
const PROFIT_AND_LOSS: Permission = resource('Reports', '501', 'R');
const BOOKS_ADMIN: Permission = inModule('Accounting', moduleAdmin('Accounting'));
/** Expenses (docs/books.md §5): the Accounting VPay resource; the reports 202, 802 (balance sheet) and 801 (cash book). */
const EXPENSE_READ: Permission = inModule('Accounting', resource('Accounting', 'VPay', 'R'));
const EXPENSE_CREATE: Permission = inModule('Accounting', resource('Accounting', 'VPay', 'C'));
const AGEING: Permission = resource('Reports', '202', 'R');
const DAY_BOOK: Permission = resource('Reports', '801', 'R');
/** The Tally export (docs/books.md §10): report 517 'Tally import (AUTO2)'. */
const TALLY: Permission = resource('Reports', '517', 'R');
/** Payables ageing and the party statements (docs/books.md §6.9–6.10): reports 204, 205 and 206. */
const PAYABLES_AGEING: Permission = resource('Reports', '204', 'R');
const CUSTOMER_STATEMENT: Permission = resource('Reports', '205', 'R');
const VENDOR_STATEMENT: Permission = resource('Reports', '206', 'R');

/**
 * The Accounting module's invoice and payment screens (spec platform §2
 * 'Accounting'; docs/invoice-screens.md). Accounting/Invoice/New and an invoice's own
 * address check their record-dependent right themselves ('New' needs create).
 */
export const accountingManifest: FeatureManifest = [
  {
    path: 'Accounting/Invoices',
    title: 'Invoices',
    module: 'Accounting',
    permission: INVOICE_READ,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('invoiceDashboard'),
  },
  {
    path: 'Accounting/Invoice/:Id/*',
    title: 'Invoice',
    module: 'Accounting',
    permission: INVOICE_READ,
    guard: 'screen',
    lazy: load('invoice'),
  },
  {
    path: 'Accounting/PaymentSearch',
    title: 'Payments',
    module: 'Accounting',
    permission: PAYMENT_READ,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('paymentSearch'),
  },
  {
    path: 'Accounting/ReceivePayment/New',
    title: 'Receive Payment',
    module: 'Accounting',
    permission: PAYMENT_CREATE,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('receivePayment'),
  },
  {
    path: 'Accounting/Chartofaccounts',
    title: 'Chart of accounts',
    module: 'Accounting',
    permission: INVOICE_READ,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('chartOfAccounts'),
  },
  {
    path: 'Accounting/TrialBalance',
    title: 'Trial balance',
    module: 'Accounting',
    permission: TRIAL_BALANCE,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('trialBalance'),
  },
  {
    path: 'Accounting/ProfitAndLoss',
    title: 'Profit and loss',
    module: 'Accounting',
    permission: PROFIT_AND_LOSS,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('profitAndLoss'),
  },
  {
    path: 'Accounting/Journal/New',
    title: 'Journal entry',
    module: 'Accounting',
    permission: BOOKS_ADMIN,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('journalEntry'),
  },
  {
    path: 'expenses/expensesdashboard',
    title: 'Expenses',
    module: 'Accounting',
    permission: EXPENSE_READ,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('expensesDashboard'),
  },
  {
    path: 'expenses/expense/New',
    title: 'Expense',
    module: 'Accounting',
    permission: EXPENSE_CREATE,
    lazy: load('expense'),
  },
  {
    path: 'expenses/expense/:Id',
    title: 'Expense',
    module: 'Accounting',
    permission: EXPENSE_READ,
    lazy: load('expense'),
  },
  {
    path: 'settings/expensecategories',
    title: 'Expense categories',
    module: 'Accounting',
    permission: BOOKS_ADMIN,
    group: 'General',
    description: 'What expenses are recorded under, each posting to an account of the chart.',
    lazy: load('expenseCategories'),
  },
  {
    path: 'reports/receivables',
    title: 'Receivables ageing',
    permission: AGEING,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('receivablesAgeing'),
  },
  {
    path: 'Accounting/BalanceSheet',
    title: 'Balance sheet',
    module: 'Accounting',
    permission: TRIAL_BALANCE,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('balanceSheet'),
  },
  {
    // The books' check (docs/books.md §6.8): the call's permission, Accounting Invoice R.
    path: 'Accounting/BooksCheck',
    title: 'Books check',
    module: 'Accounting',
    permission: INVOICE_READ,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('booksCheck'),
  },
  {
    path: 'Accounting/CashBook',
    title: 'Cash and bank book',
    module: 'Accounting',
    permission: DAY_BOOK,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('cashBook'),
  },
  {
    path: 'reports/payables',
    title: 'Payables ageing',
    permission: PAYABLES_AGEING,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('payablesAgeing'),
  },
  {
    path: 'reports/customerstatement',
    title: 'Customer statement',
    permission: CUSTOMER_STATEMENT,
    lazy: load('customerStatement'),
  },
  {
    path: 'reports/vendorstatement',
    title: 'Vendor statement',
    permission: VENDOR_STATEMENT,
    lazy: load('vendorStatement'),
  },
  {
    path: 'Accounting/TallyExport',
    title: 'Tally export',
    module: 'Accounting',
    permission: TALLY,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('tallyExport'),
  },
];
