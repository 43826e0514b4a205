import type { UserAndEntity } from '@shared/api/routes/iam';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import type { ProfitMarginAnswer } from '@shared/books/profit-margin';
import type { ProfitUnitCostAnswer } from '@shared/books/unit-cost';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import {
  accountantSession,
  ok,
  renderAccounting,
  SLOW,
  stubServer,
  type Sent,
} from '../../testing/accounting-test-kit';

/**
 * The profit and loss screen's choices (docs/books.md §6.11) against the fake server: the cost of goods as
 * posted or by FIFO (report 501), the margin view (report 503) for whoever holds it, each kept in the address.
 * Figures are the worked example: 15 brake pads sold at ₹150.00 on a moving-average branch, rent ₹100.00.
 */
const PNL: ProfitAndLossAnswer = {
  From: '2026-10',
  To: '2026-11',
  Months: ['2026-10', '2026-11'],
  Income: [
    { Code: 4100, Name: 'Parts Sales', Group: 'Sales and service income', Months: [2_25_000, 0], TotalP: 2_25_000 },
  ],
  Expenses: [
    { Code: 5000, Name: 'Cost of goods sold', Group: 'Direct', Months: [1_65_000, 0], TotalP: 1_65_000 },
    { Code: 6100, Name: 'Rent', Group: 'Indirect expenses', Months: [10_000, 10_000], TotalP: 20_000 },
  ],
  IncomeP: [2_25_000, 0],
  ExpensesP: [1_75_000, 10_000],
  ProfitP: [50_000, -10_000],
  TotalProfitP: 40_000,
  Valuation: 'AVG',
};
const MARGIN: ProfitMarginAnswer = {
  From: '2026-10',
  To: '2026-11',
  Months: [
    {
      Month: '2026-10',
      SalesP: 2_25_000,
      CostOfGoodsP: 1_65_000,
      GrossP: 60_000,
      GrossPct: 26.67,
      OtherExpensesP: 10_000,
      NetP: 50_000,
      NetPct: 22.22,
    },
    {
      Month: '2026-11',
      SalesP: 0,
      CostOfGoodsP: 0,
      GrossP: 0,
      GrossPct: null,
      OtherExpensesP: 10_000,
      NetP: -10_000,
      NetPct: null,
    },
  ],
  Total: {
    SalesP: 2_25_000,
    CostOfGoodsP: 1_65_000,
    GrossP: 60_000,
    GrossPct: 26.67,
    OtherExpensesP: 20_000,
    NetP: 40_000,
    NetPct: 17.78,
  },
};

/**
 * The same months at unit cost (report 502) on a FIFO branch: the pads' unit cost ₹110.00 makes October's cost of
 * goods ₹1,650.00 against ₹1,600.00 posted; November issued a part without a unit cost (₹80.00 at its posted cost).
 */
const UNIT: ProfitUnitCostAnswer = {
  ...PNL,
  Valuation: 'FIFO',
  Expenses: [
    {
      Code: 5000,
      Name: 'Cost of goods sold (at unit cost)',
      Group: 'Direct',
      Months: [1_65_000, 8_000],
      TotalP: 1_73_000,
    },
    { Code: 6100, Name: 'Rent', Group: 'Indirect expenses', Months: [10_000, 10_000], TotalP: 20_000 },
  ],
  ExpensesP: [1_75_000, 18_000],
  ProfitP: [50_000, -18_000],
  TotalProfitP: 32_000,
  PostedCogsP: [1_60_000, 8_000],
  ValuationDiffP: [5_000, 0],
  NoUnitCostP: [0, 8_000],
};

/** Someone whose report list holds the P&L (501) and not its margin view (503). */
const profitOnlySession = (): UserAndEntity => {
  const s = accountantSession();
  return { ...s, Access: { ...s.Access, Reports: { Access: true, Reports: ['501'] } } } as UserAndEntity;
};

let sent: Sent[];
const serve = (pnl: ProfitAndLossAnswer = PNL) =>
  stubServer(({ path }) => {
    if (path === 'Accounting/Reports/ProfitAndLoss') return ok(pnl);
    if (path === 'Accounting/Reports/ProfitAndLossMargin') return ok(MARGIN);
    if (path === 'Accounting/Reports/ProfitAndLossUnitCost') return ok(UNIT);
    if (path === 'Accounting/Reports/SalesByPayer')
      return ok({ Months: pnl.Months, CustomersP: [2_65_500, 0], InsurersP: [0, 0] });
    return undefined;
  });
const rowNamed = (table: HTMLElement, testId: string, name: string): HTMLElement =>
  within(table)
    .getAllByTestId(testId)
    .find((r) => within(r).queryByText(name)) as HTMLElement;

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('Accounting/ProfitAndLoss: cost of goods', () => {
  it('by FIFO on a moving-average branch names the method beside the posted figures, and keeps the choice in the address', async () => {
    sent = serve();
    const router = renderAccounting('/Accounting/ProfitAndLoss?From=2026-10&To=2026-11', accountantSession());
    const table = await screen.findByRole('table', { name: 'Profit and loss' }, SLOW);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'FIFO' }));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('This branch values its stock by moving average');
    expect(note.textContent).toContain('A FIFO cost is not kept for stock valued by moving average.');
    // The figure is the posted one: no other number is made up for it.
    expect(rowNamed(table, 'profit-row', '5000 Cost of goods sold').textContent).toBe(
      '5000 Cost of goods sold₹1,650.00₹0.00₹1,650.00',
    );
    expect(router.state.location.search).toContain('Cost=FIFO');
    expect(sent.filter((s) => s.path === 'Accounting/Reports/ProfitAndLossMargin')).toHaveLength(0);
  });

  it('by FIFO on a FIFO branch says the posted cost is the FIFO cost', async () => {
    sent = serve({ ...PNL, Valuation: 'FIFO' });
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-10&To=2026-11&Cost=FIFO', accountantSession());
    const note = await screen.findByRole('status', {}, SLOW);
    expect(note.textContent).toBe(
      'This branch values its stock by FIFO: cost of goods below is the FIFO cost, as posted.',
    );
  });
});

describe('Accounting/ProfitAndLoss: margin', () => {
  it('shows sales, cost of goods, gross and net margin in ₹ and %, a dash for a month without sales', async () => {
    sent = serve();
    const router = renderAccounting('/Accounting/ProfitAndLoss?From=2026-10&To=2026-11', accountantSession());
    await screen.findByRole('table', { name: 'Profit and loss' }, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: 'Margin' }));
    const table = await screen.findByRole('table', { name: 'Profit and loss by margin' }, SLOW);
    expect(router.state.location.search).toContain('View=Margin');
    await waitFor(() =>
      expect(sent.find((s) => s.path === 'Accounting/Reports/ProfitAndLossMargin')?.query).toEqual({
        From: '2026-10',
        To: '2026-11',
      }),
    );
    const rows = within(table).getAllByTestId('margin-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Sales₹2,250.00₹0.00₹2,250.00',
      'Cost of goods₹1,650.00₹0.00₹1,650.00',
      'Gross margin₹600.00₹0.00₹600.00',
      'Gross margin %26.67 %—26.67 %',
      'Other expenses₹100.00₹100.00₹200.00',
      'Net profit₹500.00-₹100.00₹400.00',
      'Net margin %22.22 %—17.78 %',
    ]);
    // The cost of goods choice belongs to the statement.
    expect(screen.queryByRole('radio', { name: 'FIFO' })).toBeNull();
  });

  it('is not offered without report 503, even from an address that asks for it', async () => {
    sent = serve();
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-10&To=2026-11&View=Margin', profitOnlySession());
    await screen.findByRole('table', { name: 'Profit and loss' }, SLOW);
    expect(screen.queryByRole('radio', { name: 'Margin' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Profit and loss by margin' })).toBeNull();
    expect(sent.filter((s) => s.path === 'Accounting/Reports/ProfitAndLossMargin')).toHaveLength(0);
  });
});

describe('Accounting/ProfitAndLoss: unit cost (report 502)', () => {
  it('puts cost of goods at unit cost, the valuation difference and the profit as posted below, kept in the address', async () => {
    sent = serve();
    const router = renderAccounting('/Accounting/ProfitAndLoss?From=2026-10&To=2026-11', accountantSession());
    await screen.findByRole('table', { name: 'Profit and loss' }, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: 'Unit cost' }));
    await waitFor(() => expect(router.state.location.search).toContain('Cost=Unit'));
    const note = await screen.findByRole('status', {}, SLOW);
    expect(note.textContent).toContain("Cost of goods below is at each item's unit cost");
    expect(note.textContent).toContain('₹80.00 of the cost of goods is of items without a unit cost');
    const table = screen.getByRole('table', { name: 'Profit and loss' });
    await waitFor(() =>
      expect(rowNamed(table, 'profit-row', '5000 Cost of goods sold (at unit cost)').textContent).toBe(
        '5000 Cost of goods sold (at unit cost)₹1,650.00₹80.00₹1,730.00',
      ),
    );
    expect(rowNamed(table, 'profit-row', 'Valuation difference').textContent).toBe(
      'Valuation difference₹50.00₹0.00₹50.00',
    );
    // Profit at unit cost ₹500.00 in October; as posted (FIFO) ₹550.00.
    expect(rowNamed(table, 'profit-row', 'Profit as posted').textContent).toBe(
      'Profit as posted₹550.00-₹180.00₹370.00',
    );
    expect(sent.find((s) => s.path === 'Accounting/Reports/ProfitAndLossUnitCost')?.query).toEqual({
      From: '2026-10',
      To: '2026-11',
    });
  });

  it('is not offered without report 502, even from an address that asks for it: the statement as posted instead', async () => {
    sent = serve();
    renderAccounting('/Accounting/ProfitAndLoss?From=2026-10&To=2026-11&Cost=Unit', profitOnlySession());
    const table = await screen.findByRole('table', { name: 'Profit and loss' }, SLOW);
    expect(screen.getByRole('radio', { name: 'FIFO' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Unit cost' })).toBeNull();
    await waitFor(() =>
      expect(rowNamed(table, 'profit-row', '5000 Cost of goods sold').textContent).toBe(
        '5000 Cost of goods sold₹1,650.00₹0.00₹1,650.00',
      ),
    );
    expect(sent.filter((s) => s.path === 'Accounting/Reports/ProfitAndLossUnitCost')).toHaveLength(0);
  });
});
