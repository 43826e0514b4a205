import { BooksMessages } from '@shared/books/books-messages';
import type { ChartAnswer, ProfitAndLossAnswer, TrialBalanceAnswer } from '@shared/books/books-schemas';
import { ACCOUNT_GROUPS, SEED_ACCOUNTS } from '@shared/books/chart';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import {
  accountantSession,
  ok,
  refuse,
  renderAccounting,
  SLOW,
  stubServer,
  type Sent,
} from '../../testing/accounting-test-kit';

/** The books' screens (docs/books.md §6) against the fake server: figures in ₹ with Indian grouping. */
const CHART: ChartAnswer = {
  Groups: ACCOUNT_GROUPS.map((g) => ({ ...g })),
  Accounts: SEED_ACCOUNTS.map((a) => ({ ...a })),
  ver: 3,
};

const TB: TrialBalanceAnswer = {
  From: '2026-04',
  To: '2026-11',
  Rows: [
    {
      Code: 1000,
      Name: 'Cash in hand',
      Group: 'Cash and bank',
      Top: 'Assets',
      OpeningP: 0,
      DrP: 12_345_678,
      CrP: 0,
      ClosingP: 12_345_678,
    },
    {
      Code: 4000,
      Name: 'Labour Income',
      Group: 'Sales',
      Top: 'Income',
      OpeningP: 0,
      DrP: 0,
      CrP: 12_345_678,
      ClosingP: -12_345_678,
    },
  ],
  Totals: { DrP: 12_345_678, CrP: 12_345_678, ClosingDrP: 12_345_678, ClosingCrP: 12_345_678 },
};

const PNL: ProfitAndLossAnswer = {
  From: '2026-10',
  To: '2026-11',
  Months: ['2026-10', '2026-11'],
  Income: [{ Code: 4000, Name: 'Labour Income', Group: 'Sales', Months: [10_000_000, 25_000_050], TotalP: 35_000_050 }],
  Expenses: [
    { Code: 6100, Name: 'Rent', Group: 'Indirect expenses', Months: [1_200_000, 1_200_000], TotalP: 2_400_000 },
  ],
  IncomeP: [10_000_000, 25_000_050],
  ExpensesP: [1_200_000, 1_200_000],
  ProfitP: [8_800_000, 23_800_050],
  TotalProfitP: 32_600_050,
  Valuation: 'AVG',
};

let sent: Sent[];
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('Accounting/TrialBalance', () => {
  it('shows each account with Dr and Cr in rupees, Indian grouping, and the totals that balance', async () => {
    sent = stubServer(({ path }) => (path === 'Accounting/Reports/TrialBalance' ? ok(TB) : undefined));
    renderAccounting('/Accounting/TrialBalance?From=2026-04&To=2026-11', accountantSession());
    const table = await screen.findByRole('table', { name: 'Trial balance' }, SLOW);
    const rows = within(table).getAllByTestId('trial-balance-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('₹1,23,456.78 Dr')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('₹1,23,456.78 Cr')).toBeTruthy();
    expect(sent.find((s) => s.path === 'Accounting/Reports/TrialBalance')?.query).toEqual({
      From: '2026-04',
      To: '2026-11',
    });
    expect(within(screen.getByLabelText('Totals')).getAllByText('₹1,23,456.78')).toHaveLength(4);
  });
});

describe('Accounting/ProfitAndLoss', () => {
  it('shows income, expenses and profit month by month with a total column', async () => {
    sent = stubServer(({ path }) => (path === 'Accounting/Reports/ProfitAndLoss' ? ok(PNL) : undefined));
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-10&To=2026-11', accountantSession());
    const table = await screen.findByRole('table', { name: 'Profit and loss' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Oct 26' })).toBeTruthy();
    const profit = within(table).getAllByTestId('profit-row').at(-1) as HTMLElement;
    expect(within(profit).getByText('Profit')).toBeTruthy();
    expect(within(profit).getByText('₹3,26,000.50')).toBeTruthy();
  });
});

describe('Accounting/Chartofaccounts', () => {
  it('lists the accounts by group; a cashier may not change them', async () => {
    sent = stubServer(({ path }) => (path === 'Accounting/ChartOfAccounts' ? ok(CHART) : undefined));
    renderAccounting('/Accounting/Chartofaccounts');
    const table = await screen.findByRole('table', { name: 'Chart of accounts' }, SLOW);
    expect(within(table).getByText('GST output CGST')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });

  it('the accountant adds an account at the chart’s ver; a taken code is shown in the form', async () => {
    let taken = true;
    sent = stubServer(({ path, method }) => {
      if (path === 'Accounting/ChartOfAccounts' && method === 'GET') return ok(CHART);
      if (path === 'Accounting/ChartOfAccounts/Accounts' && method === 'POST') {
        if (taken) return refuse(400, BooksMessages.codeTaken(6100));
        return ok({
          ...CHART,
          Accounts: [...CHART.Accounts, { Code: 6200, Name: 'Tea', Group: 'IndirectExpenses' }],
          ver: 4,
        });
      }
      return undefined;
    });
    renderAccounting('/Accounting/Chartofaccounts', accountantSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Add account' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '6100' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Tea' } });
    fireEvent.change(within(dialog).getByLabelText('Group'), { target: { value: 'IndirectExpenses' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText(BooksMessages.codeTaken(6100))).toBeTruthy();
    taken = false;
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '6200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ ver: 3, Code: 6200, Name: 'Tea', Group: 'IndirectExpenses' });
    expect(await screen.findByText('Tea')).toBeTruthy();
  });

  it('the accountant closes the books through a month at the chart’s ver', async () => {
    sent = stubServer(({ path, method, body }) => {
      if (path === 'Accounting/ChartOfAccounts' && method === 'GET') return ok(CHART);
      if (path === 'Accounting/ChartOfAccounts/ClosedThrough' && method === 'PUT')
        return ok({ ...CHART, ClosedThrough: (body as { Through: string }).Through, ver: 4 });
      return undefined;
    });
    renderAccounting('/Accounting/Chartofaccounts', accountantSession());
    const form = await screen.findByRole('form', { name: 'Close the books' }, SLOW);
    fireEvent.change(within(form).getByLabelText('Books closed up to'), { target: { value: '2026-10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sent.some((s) => s.path === 'Accounting/ChartOfAccounts/ClosedThrough')).toBe(true));
    expect(sent.find((s) => s.path === 'Accounting/ChartOfAccounts/ClosedThrough')?.body).toEqual({
      ver: 3,
      Through: '2026-10',
    });
  });
});

describe('Accounting/Journal/New', () => {
  it('shows an unbalanced entry’s message and sends nothing; a balanced one is recorded', async () => {
    sent = stubServer(({ path, method }) => {
      if (path === 'Accounting/ChartOfAccounts') return ok(CHART);
      if (path === 'Accounting/Journals' && method === 'POST') return ok({ _id: 'J1', Date: '2026-11-20', Lines: [] });
      return undefined;
    });
    renderAccounting('/Accounting/Journal/New', accountantSession());
    const form = await screen.findByRole('form', { name: 'Journal entry' }, SLOW);
    await waitFor(() => expect(within(form).getAllByRole('option', { name: '6100 Rent' }).length).toBeGreaterThan(0));
    fireEvent.change(within(form).getByLabelText('Account 1'), { target: { value: '6100' } });
    fireEvent.change(within(form).getByLabelText('Debit 1'), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText('Account 2'), { target: { value: '1000' } });
    fireEvent.change(within(form).getByLabelText('Credit 2'), { target: { value: '499.99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record entry' }));
    expect(await within(form).findByText(BooksMessages.unbalanced(50_000, 49_999))).toBeTruthy();
    expect(sent.some((s) => s.path === 'Accounting/Journals')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Credit 2'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(sent.some((s) => s.path === 'Accounting/Journals')).toBe(true));
    expect(sent.find((s) => s.path === 'Accounting/Journals')?.body).toMatchObject({
      Lines: [
        { Acc: 6100, Dr: 500 },
        { Acc: 1000, Cr: 500 },
      ],
    });
  });
});
