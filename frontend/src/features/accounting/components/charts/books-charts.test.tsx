import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { UserAndEntity } from '@shared/api/routes/iam';
import type { AgeingAnswer } from '@shared/books/ageing';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import type { SalesByPayerAnswer } from '@shared/books/sales-by-payer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { stubResizeObserver } from '../../../../components/testing/resize-observer';
import { renderRoutes } from '../../../../components/testing/render';
import { accountingScreens } from '../../routes/screens';
import { accountantSession, ok, SLOW, stubServer } from '../../testing/accounting-test-kit';

/**
 * The books' charts (docs/books.md 'Charts') on their screens, against the fake
 * server: drawn from the figures of the table below, each figure in the
 * picture's accessible name in ₹ with Indian grouping, nothing drawn for an
 * empty statement, and the chart code in a chunk of its own.
 */
const PNL: ProfitAndLossAnswer = {
  From: '2026-09',
  To: '2026-11',
  Months: ['2026-09', '2026-10', '2026-11'],
  Income: [{ Code: 4000, Name: 'Labour Income', Group: 'Sales', Months: [0, 1_00_000_00, 2_50_000_50], TotalP: 0 }],
  Expenses: [
    { Code: 6100, Name: 'Rent', Group: 'Indirect expenses', Months: [12_000_00, 12_000_00, 12_000_00], TotalP: 0 },
  ],
  IncomeP: [0, 1_00_000_00, 2_50_000_50],
  ExpensesP: [12_000_00, 12_000_00, 12_000_00],
  ProfitP: [-12_000_00, 88_000_00, 2_38_000_50],
  TotalProfitP: 3_14_000_50,
  Valuation: 'AVG',
};
const SALES: SalesByPayerAnswer = {
  Months: ['2026-09', '2026-10', '2026-11'],
  CustomersP: [0, 70_800_00, 1_18_000_59],
  InsurersP: [0, 47_200_00, 1_77_000_00],
};
const EMPTY_PNL: ProfitAndLossAnswer = {
  ...PNL,
  Income: [],
  Expenses: [],
  IncomeP: [0, 0, 0],
  ExpensesP: [0, 0, 0],
  ProfitP: [0, 0, 0],
  TotalProfitP: 0,
};
const AGEING: AgeingAnswer = {
  AsOf: '2026-11-28',
  Basis: 'Due',
  Buckets: ['0-30', '31-60', '61-90', '90+'],
  Rows: [
    { Party: 'I#NIA', Name: 'New India Assurance', Buckets: [2_00_000_00, 0, 0, 0], CreditsP: 0, TotalP: 2_00_000_00 },
    { Party: 'C#asha', Name: 'Asha Rao', Buckets: [50_050, 0, 1_18_000_00, 0], CreditsP: -1_000_00, TotalP: 0 },
  ],
  Totals: { Buckets: [2_00_500_50, 0, 1_18_000_00, 0], CreditsP: -1_000_00, TotalP: 3_17_500_50 },
  Invoices: [],
  Credits: [],
  ControlP: 3_17_500_50,
};

/** The two report screens that draw charts, in a memory router. */
const renderAccounting = (at: string, session: UserAndEntity) =>
  renderRoutes(
    [
      { path: '/Accounting/ProfitAndLoss', Component: accountingScreens.profitAndLoss.Component },
      { path: '/reports/receivables', Component: accountingScreens.receivablesAgeing.Component },
    ],
    at,
    session,
  );

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const pnlServer = (pnl: ProfitAndLossAnswer) =>
  stubServer(({ path }) => {
    if (path === 'Accounting/Reports/ProfitAndLoss') return ok(pnl);
    if (path === 'Accounting/Reports/SalesByPayer') return ok(SALES);
    return undefined;
  });

describe('Accounting/ProfitAndLoss charts', () => {
  it('draws income and expenses as bars and the profit as a line, and sales by payer stacked, above the table', async () => {
    const sent = pnlServer(PNL);
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-09&To=2026-11', accountantSession());
    const pnl = await screen.findByRole('img', { name: /^Profit and loss by month\./ }, SLOW);
    expect(pnl.getAttribute('aria-label')).toBe(
      'Profit and loss by month. Sep 26: Income ₹0.00, Expenses ₹12,000.00, Profit -₹12,000.00; ' +
        'Oct 26: Income ₹1,00,000.00, Expenses ₹12,000.00, Profit ₹88,000.00; ' +
        'Nov 26: Income ₹2,50,000.50, Expenses ₹12,000.00, Profit ₹2,38,000.50.',
    );
    const figure = pnl.closest('figure') as HTMLElement;
    expect(within(figure).getByText('Profit and loss by month')).toBeTruthy();
    // Two bars a month (the zero income of September is a bar of no height), a point of profit a month.
    expect(within(figure).getAllByTestId('chart-bar')).toHaveLength(6);
    expect(within(figure).getAllByTestId('chart-point')).toHaveLength(3);
    const tips = [...figure.querySelectorAll('title')].map((t) => t.textContent);
    expect(tips).toContain('Nov 26 · Income: ₹2,50,000.50');
    expect(tips).toContain('Sep 26 · Profit: -₹12,000.00');
    // The axis in whole rupees with Indian grouping, a loss below zero.
    const ticks = within(figure)
      .getAllByText(/^-?₹[\d,]+$/)
      .map((t) => t.textContent);
    expect(ticks).toContain('₹1,00,000');
    // September's loss is drawn below the zero line.
    const zero = Number(figure.querySelector('.kk-chart__zero')?.getAttribute('y1'));
    const points = within(figure).getAllByTestId('chart-point');
    expect(Number(points[0]?.getAttribute('cy'))).toBeGreaterThan(zero);
    expect(Number(points[1]?.getAttribute('cy'))).toBeLessThan(zero);

    const sales = await screen.findByRole('img', { name: /^Sales by payer\./ }, SLOW);
    expect(sales.getAttribute('aria-label')).toContain('Nov 26: Customers ₹1,18,000.59, Insurers ₹1,77,000.00');
    expect(sent.find((s) => s.path === 'Accounting/Reports/SalesByPayer')?.query).toEqual({
      From: '2026-09',
      To: '2026-11',
    });
    // The figures are the table's too.
    const table = screen.getByRole('table', { name: 'Profit and loss' });
    expect(within(table).getByRole('columnheader', { name: 'Nov 26' })).toBeTruthy();
  });

  it('"Last 12 months" sets the range to the year that ends with the last month', async () => {
    const sent = pnlServer(PNL);
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-09&To=2026-11', accountantSession());
    await screen.findByRole('img', { name: /^Profit and loss by month\./ }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.path === 'Accounting/Reports/SalesByPayer').at(-1)?.query).toEqual({
        From: '2025-12',
        To: '2026-11',
      }),
    );
    expect(sent.filter((s) => s.path === 'Accounting/Reports/ProfitAndLoss').at(-1)?.query).toEqual({
      From: '2025-12',
      To: '2026-11',
    });
  });

  it('draws nothing for months without income or expenses: the table says so', async () => {
    const sent = pnlServer(EMPTY_PNL);
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-09&To=2026-11', accountantSession());
    expect(await screen.findByText('No income or expenses were posted in these months.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('figure')).toBeNull();
    expect(sent.some((s) => s.path === 'Accounting/Reports/SalesByPayer')).toBe(false);
  });

  it('fits a phone: drawn at the width of its box, a month label every so often', async () => {
    const report = stubResizeObserver();
    pnlServer({
      ...PNL,
      Months: Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      IncomeP: Array.from({ length: 12 }, () => 1_000_00),
      ExpensesP: Array.from({ length: 12 }, () => 500_00),
      ProfitP: Array.from({ length: 12 }, () => 500_00),
    });
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-01&To=2026-12', accountantSession());
    const pnl = await screen.findByRole('img', { name: /^Profit and loss by month\./ }, SLOW);
    report(358);
    await waitFor(() => expect(pnl.getAttribute('width')).toBe('358'));
    const figure = pnl.closest('figure') as HTMLElement;
    const months = within(figure).queryAllByText(/^[A-Z][a-z]{2} 26$/);
    expect(months.length).toBeGreaterThan(2);
    expect(months.length).toBeLessThan(12);
    expect(within(figure).getAllByTestId('chart-bar')).toHaveLength(24);
  });
});

describe('reports/receivables chart', () => {
  it('draws what customers and insurers owe in each age bucket, stacked', async () => {
    stubServer(({ path }) => (path === 'Accounting/Reports/ReceivablesAgeing' ? ok(AGEING) : undefined));
    renderAccounting('/reports/receivables', accountantSession());
    const chart = await screen.findByRole('img', { name: /^Receivables by age\./ }, SLOW);
    expect(chart.getAttribute('aria-label')).toBe(
      'Receivables by age. 0-30 days: Customers ₹500.50, Insurers ₹2,00,000.00; ' +
        '31-60 days: Customers ₹0.00, Insurers ₹0.00; 61-90 days: Customers ₹1,18,000.00, Insurers ₹0.00; ' +
        '90+ days: Customers ₹0.00, Insurers ₹0.00.',
    );
    expect(screen.getByRole('table', { name: 'Receivables ageing' })).toBeTruthy();
    // The totals under the table add up: the buckets and the credits make the total.
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('Credits')).toBeTruthy();
    expect(totals.getByText('-₹1,000.00')).toBeTruthy();
    expect(totals.getByText('₹3,17,500.50')).toBeTruthy();
  });

  it('draws nothing when nobody owes anything', async () => {
    stubServer(({ path }) =>
      path === 'Accounting/Reports/ReceivablesAgeing'
        ? ok({ ...AGEING, Rows: [], Totals: { Buckets: [0, 0, 0, 0], CreditsP: 0, TotalP: 0 }, ControlP: 0 })
        : undefined,
    );
    renderAccounting('/reports/receivables', accountantSession());
    expect(await screen.findByText('Nobody owes anything.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('the chart code is a chunk of its own', () => {
  // The tests run from the project's root (vitest.config.ts); jsdom's import.meta.url is not a file.
  const SRC = join(process.cwd(), 'frontend', 'src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('only the charts import the chart library, and only lazy-charts.tsx loads them, by a dynamic import', () => {
    const sources = files(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
    const library = sources.filter((s) => /from '@visx\//.test(s.text)).map((s) => s.path);
    expect(library).toEqual(['components/charts/money-chart.tsx']);
    const staticCharts = sources
      .filter((s) => /from '[./]*(components\/charts\/money-chart|books-charts|home-charts)'/.test(s.text))
      .map((s) => s.path)
      .sort();
    // The books' charts and Home's, each loaded by a dynamic import of its own screen.
    expect(staticCharts).toEqual([
      'features/accounting/components/charts/books-charts.tsx',
      'features/basic/components/home-charts.tsx',
    ]);
    const lazy = sources.find((s) => s.path.endsWith('charts/lazy-charts.tsx'));
    expect(lazy?.text).toContain("import('./books-charts')");
  });
});
