import type { UserAndEntity } from '@shared/api/routes/iam';
import type { AgeingAnswer } from '@shared/books/ageing';
import type { BalanceSheetAnswer, CashBookAnswer } from '@shared/books/balance-sheet';
import { BooksMessages } from '@shared/books/books-messages';
import type { ChartAnswer } from '@shared/books/books-schemas';
import { ACCOUNT_GROUPS, SEED_ACCOUNTS } from '@shared/books/chart';
import { DEFAULT_EXPENSE_CATEGORIES, ExpenseMessages, type ExpenseAnswer } from '@shared/books/expenses';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { renderRoutes } from '../../../../components/testing/render';
import { accountingScreens } from '../../routes/screens';
import { accountantSession, ok, refuse, SLOW, stubServer, type Sent } from '../../testing/accounting-test-kit';

/** Expenses and the books' reports (docs/books.md §3.8, §6.3–6.5) against the fake server: ₹ with Indian grouping. */
const CHART: ChartAnswer = {
  Groups: ACCOUNT_GROUPS.map((g) => ({ ...g })),
  Accounts: SEED_ACCOUNTS.map((a) => ({ ...a })),
  ver: 3,
};
const CATEGORIES = { Categories: DEFAULT_EXPENSE_CATEGORIES.map((c) => ({ ...c })), ver: 0 };
const EXPENSE: ExpenseAnswer = {
  _id: 'E1',
  Date: '2026-11-20',
  CatId: 'repairs',
  CatName: 'Repairs and maintenance',
  Acc: 6150,
  AmtP: 1_00_000_05,
  CgstP: 9_00_000,
  SgstP: 9_00_000,
  IgstP: 0,
  TotP: 1_18_000_05,
  PayType: 'UPI',
  Bill: { VendName: 'Sri Ganesh Electricals', GSTIN: '29ABCDE1234F1Z5', BillNo: 'SG/101', TCode: 106 },
  Sts: 'Recorded',
  ver: 1,
};

/** These screens in a memory router (their guards are pinned to the route table by manifest.test.ts). */
function renderAccounting(at: string, session: UserAndEntity) {
  const Elsewhere = () => <p data-testid="elsewhere">elsewhere</p>;
  return renderRoutes(
    [
      { path: '/expenses/expensesdashboard', Component: accountingScreens.expensesDashboard.Component },
      { path: '/expenses/expense/:Id', Component: accountingScreens.expense.Component },
      { path: '/settings/expensecategories', Component: accountingScreens.expenseCategories.Component },
      { path: '/reports/receivables', Component: accountingScreens.receivablesAgeing.Component },
      { path: '/Accounting/BalanceSheet', Component: accountingScreens.balanceSheet.Component },
      { path: '/Accounting/CashBook', Component: accountingScreens.cashBook.Component },
      { path: '*', Component: Elsewhere },
    ],
    at,
    session,
  );
}

let sent: Sent[];
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('expenses', () => {
  it('lists the expenses, recent first, with the amount in rupees and Indian grouping', async () => {
    sent = stubServer(({ path }) => (path === 'Accounting/Expenses' ? ok({ Items: [EXPENSE] }) : undefined));
    renderAccounting('/expenses/expensesdashboard', accountantSession());
    const table = await screen.findByRole('table', { name: 'Expenses' }, SLOW);
    const row = within(table).getByTestId('expense-row');
    expect(within(row).getByText('₹1,18,000.05')).toBeTruthy();
    expect(within(row).getByText('Sri Ganesh Electricals')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New expense' })).toBeTruthy();
  });

  it('records an expense; a closed month is shown with the server’s message', async () => {
    let closed = true;
    sent = stubServer(({ path, method }) => {
      if (path === 'Accounting/ExpenseCategories') return ok(CATEGORIES);
      if (path === 'Accounting/Expenses' && method === 'POST')
        return closed ? refuse(400, BooksMessages.closedPeriod('2026-10')) : ok({ ...EXPENSE, Bill: undefined });
      if (path === 'Accounting/Expenses') return ok({ Items: [] });
      return undefined;
    });
    renderAccounting('/expenses/expense/New', accountantSession());
    const form = await screen.findByRole('form', { name: 'Expense' }, SLOW);
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Electricity' })).toBeTruthy());
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-10-15' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'electricity' } });
    fireEvent.change(within(form).getByLabelText('Amount before GST'), { target: { value: '1234.56' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record expense' }));
    expect(await within(form).findByText(BooksMessages.closedPeriod('2026-10'))).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      Date: '2026-10-15',
      CatId: 'electricity',
      Amount: 1234.56,
      PayType: 'Cash',
    });
    closed = false;
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record expense' }));
    expect(await screen.findByText(ExpenseMessages.empty, {}, SLOW)).toBeTruthy();
  });
});

const AGEING: AgeingAnswer = {
  AsOf: '2026-11-28',
  Basis: 'Due',
  Buckets: ['0-30', '31-60', '61-90', '90+'],
  Rows: [{ Party: 'C#asha', Name: 'Asha Rao', Buckets: [50_050, 0, 1_18_000_00, 0], CreditsP: 0, TotalP: 1_18_500_50 }],
  Totals: { Buckets: [50_050, 0, 1_18_000_00, 0], CreditsP: 0, TotalP: 1_18_500_50 },
  Invoices: [
    {
      Id: 'I1',
      Num: 'INV/1',
      Party: 'C#asha',
      Name: 'Asha Rao',
      InvDate: '2026-07-31',
      DueDate: '2026-08-30',
      DueP: 1_18_000_00,
      Bucket: '61-90',
    },
    {
      Id: 'I2',
      Num: 'INV/2',
      Party: 'C#asha',
      Name: 'Asha Rao',
      InvDate: '2026-11-10',
      DueDate: '2026-11-10',
      DueP: 50_050,
      Bucket: '0-30',
    },
  ],
  Credits: [],
  ControlP: 1_18_500_50,
};

describe('reports/receivables', () => {
  it('shows each payer by age; a figure lists the invoices behind it; the toggle ages from the invoice date', async () => {
    sent = stubServer(({ path }) => (path === 'Accounting/Reports/ReceivablesAgeing' ? ok(AGEING) : undefined));
    renderAccounting('/reports/receivables', accountantSession());
    const table = await screen.findByRole('table', { name: 'Receivables ageing' }, SLOW);
    const row = within(table).getByTestId('ageing-row');
    fireEvent.click(within(row).getByRole('button', { name: '₹1,18,000.00' }));
    const behind = await screen.findByRole('region', { name: 'Invoices behind the figure' });
    expect(within(behind).getAllByTestId('ageing-invoice')).toHaveLength(1);
    expect(within(behind).getByRole('link', { name: 'INV/1' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Invoice date'));
    await waitFor(() =>
      expect(sent.some((s) => s.path === 'Accounting/Reports/ReceivablesAgeing' && s.query?.Basis === 'Invoice')).toBe(
        true,
      ),
    );
  });
});

describe('Accounting/BalanceSheet and Accounting/CashBook', () => {
  it('the balance sheet shows assets against liabilities, equity and this year’s profit', async () => {
    const sheet: BalanceSheetAnswer = {
      AsOf: '2026-11-28',
      FyStart: '2026-04-01',
      Assets: [{ Code: 1000, Name: 'Cash in hand', Group: 'Cash and bank', AmountP: 12_345_678 }],
      Liabilities: [{ Code: 2100, Name: 'GST output CGST', Group: 'Duties and taxes (output)', AmountP: 345_678 }],
      Equity: [],
      AssetsP: 12_345_678,
      LiabilitiesP: 345_678,
      EquityP: 0,
      EarlierProfitP: 0,
      ProfitP: 12_000_000,
      TotalP: 12_345_678,
    };
    sent = stubServer(({ path }) => (path === 'Accounting/Reports/BalanceSheet' ? ok(sheet) : undefined));
    renderAccounting('/Accounting/BalanceSheet?AsOf=2026-11-28', accountantSession());
    const assets = await screen.findByRole('table', { name: 'Assets' }, SLOW);
    expect(within(assets).getAllByText('₹1,23,456.78')).toHaveLength(2);
    const claims = screen.getByRole('table', { name: 'Liabilities and equity' });
    expect(within(claims).getByText('₹1,20,000.00')).toBeTruthy();
    expect(sent.find((s) => s.path === 'Accounting/Reports/BalanceSheet')?.query).toEqual({ AsOf: '2026-11-28' });
  });

  it('the cash book shows each posting with the running balance', async () => {
    const book: CashBookAnswer = {
      Acc: 1000,
      Name: 'Cash in hand',
      From: '2026-11-01',
      To: '2026-11-28',
      OpeningP: 1_000_00,
      Entries: [
        { Date: '2026-11-20', Kind: 'Expense', DocId: 'E1', Num: '', Step: 'P1', DrP: 0, CrP: 59_00, BalanceP: 941_00 },
      ],
    };
    sent = stubServer(({ path }) => {
      if (path === 'Accounting/ChartOfAccounts') return ok(CHART);
      return path === 'Accounting/Reports/CashBook' ? ok(book) : undefined;
    });
    renderAccounting('/Accounting/CashBook?Acc=1000&From=2026-11-01&To=2026-11-28', accountantSession());
    const table = await screen.findByRole('table', { name: 'Cash and bank book' }, SLOW);
    const row = within(table).getByTestId('cash-book-row');
    expect(within(row).getByText('₹941.00 Dr')).toBeTruthy();
    expect(screen.getByLabelText('Opening balance').textContent).toContain('₹1,000.00 Dr');
  });
});
