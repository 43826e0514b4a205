import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { BooksMessages } from '@shared/books/books-messages';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import type { ProfitMarginAnswer } from '@shared/books/profit-margin';
import type { ValuationMethod } from '@shared/inventory/fifo';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { invoke, type Answer } from '../test/invoke';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { salePart, sold } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import { setValuation } from '../test/valuation-test-kit';

/**
 * The profit and loss by FIFO (report 501) and by margin (503), docs/books.md §6.11, through the real handlers
 * and DynamoDB Local. The worked example: 10 brake pads taken in at ₹100.00 and 10 at ₹120.00 (opening stock,
 * so no income or expense moves), 15 sold over the counter at ₹150.00 + 18% GST, rent of ₹100.00 paid in cash.
 * Moving average: cost of goods 15 × ₹110.00 = ₹1,650.00; FIFO: 10 × ₹100 + 5 × ₹120 = ₹1,600.00.
 */

const PADS = 'PRT9901';
const ZONE = 'Asia/Kolkata';
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** The cost of goods, the profit and the margins each method must give, to the paisa. */
const EXPECTED: Record<
  ValuationMethod,
  { cogs: number; gross: number; grossPct: number; net: number; netPct: number }
> = {
  AVG: { cogs: 1_65_000, gross: 60_000, grossPct: 26.67, net: 50_000, netPct: 22.22 },
  FIFO: { cogs: 1_60_000, gross: 65_000, grossPct: 28.89, net: 55_000, netPct: 24.44 },
};

describe.each(['AVG', 'FIFO'] as ValuationMethod[])('the profit and loss views on a branch valuing by %s', (method) => {
  let tokens: Record<'owner' | 'cashier', string>;
  let main: Warehouse;
  const month = today().slice(0, 7);
  const range = { From: month, To: month };

  beforeAll(async () => {
    const made = await organisationWithLogins(['owner', 'cashier'] as const);
    tokens = made.tokens;
    main = await createWarehouse(tokens.owner, 'Main');
    await salePart(made.org.orgId, { _id: PADS, PCode: 'BP-R', Desc: 'Brake pads', UoM: 'NOS', UnPr: 150, TCode: 106 });
    await setValuation(tokens.owner, method);
    // Two layers, one adjustment each (a movement names its item × warehouse once): opening stock posts to equity.
    await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 100, Reason: 'Opening stock' }]);
    await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 120, Reason: 'Opening stock' }]);
    // 15 × ₹150.00 = ₹2,250.00 + CGST ₹202.50 + SGST ₹202.50 = ₹2,655.00, in cash.
    await sold(tokens.owner, main._id, { Lines: [{ ItemId: PADS, Qty: 15 }], Payments: [{ Type: 'Cash', Amt: 2655 }] });
    ok(
      await invoke(booksRoutes.createExpense, {
        token: tokens.owner,
        body: { Date: today(), CatId: 'rent', Amount: 100, PayType: 'Cash' },
      }),
    );
  }, 120_000);

  it('501: the P&L names the valuation its cost of goods was posted at, to the paisa', async () => {
    const pnl = ok(await invoke<ProfitAndLossAnswer>(booksRoutes.profitAndLoss, { token: tokens.owner, query: range }));
    const want = EXPECTED[method];
    expect(pnl.Valuation).toBe(method);
    expect(pnl.IncomeP).toEqual([2_25_000]);
    expect(pnl.Expenses.map((r) => [r.Code, r.TotalP])).toEqual([
      [5000, want.cogs],
      [6100, 10_000],
    ]);
    expect(pnl.TotalProfitP).toBe(want.net);
  });

  it('503: sales, cost of goods, gross and net margin in ₹ and %, the net equal to the P&L profit', async () => {
    const margin = ok(
      await invoke<ProfitMarginAnswer>(booksRoutes.profitMargin, { token: tokens.owner, query: range }),
    );
    const want = EXPECTED[method];
    const figures = {
      SalesP: 2_25_000,
      CostOfGoodsP: want.cogs,
      GrossP: want.gross,
      GrossPct: want.grossPct,
      OtherExpensesP: 10_000,
      NetP: want.net,
      NetPct: want.netPct,
    };
    expect(margin.Months).toEqual([{ Month: month, ...figures }]);
    expect(margin.Total).toEqual(figures);
  });

  it('refuses a cashier without the reports (403) and a range of more than 24 months (400), writing nothing', async () => {
    expectRefused(await invoke(booksRoutes.profitMargin, { token: tokens.cashier, query: range }), 403);
    expectRefused(
      await invoke(booksRoutes.profitMargin, { token: tokens.owner, query: { From: '2024-01', To: '2026-01' } }),
      400,
      BooksMessages.rangeTooLong,
    );
    expectRefused(
      await invoke(booksRoutes.profitMargin, { token: tokens.owner, query: { From: '2026-11', To: '2026-10' } }),
      400,
    );
  });
});
