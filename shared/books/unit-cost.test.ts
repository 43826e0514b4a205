import { describe, expect, it } from 'vitest';
import { receiptPostings, type ReceiptForBooks } from '../sales/receipt-postings';
import { cancelPostings, returnPostings } from '../sales/return-postings';
import { SEED_ACCOUNTS, type LedgerAccount } from './chart';
import { reversalOf, type Posting } from './posting';
import { stockMovementPosting } from './stock-postings';
import { profitAtUnitCost, unitCostText } from './unit-cost';
import { countersOf, turnedCounters, unitCostOfGoods } from './unit-cost-counters';
import type { Balance } from './statements';

const chart = new Map<number, LedgerAccount>(SEED_ACCOUNTS.map((a) => [a.Code, a]));
const b = (Month: string, Acc: number, DrP: number, CrP: number): Balance => ({ Month, Acc, DrP, CrP });
const ref = { EntId: 'E1', DocId: 'D1', Num: 'RO/1', Date: '2026-10-05', Step: 'M1' };

/**
 * The worked example of docs/books.md §6.11: 15 brake pads sold at ₹150.00 out of 10 at ₹100.00 and 10 at
 * ₹120.00, rent ₹100.00; the pads' unit cost ₹110.00. Posted cost of goods: ₹1,650.00 on the moving average,
 * ₹1,600.00 by FIFO.
 */
const month = (postedCogsP: number): Balance[] => [
  b('2026-10', 4100, 0, 2_25_000),
  b('2026-10', 5000, postedCogsP, 0),
  b('2026-10', 6100, 10_000, 0),
];

describe('cost of goods at unit cost (report 502, docs/books.md §6.11)', () => {
  it('counts unit cost × quantity to the paisa, and an item without a unit cost at its posted cost', () => {
    expect(unitCostOfGoods(11_000, 15_000, 1_60_000)).toEqual({ CogsUnitP: 1_65_000, CogsNoUnitP: 0 });
    // 0.333 of a litre at ₹45.55: 1,516.815 p rounds half up to 1,517 p; coming back, away from zero.
    expect(unitCostOfGoods(4_555, 333, 1_500).CogsUnitP).toBe(1_517);
    expect(unitCostOfGoods(4_555, -333, -1_500).CogsUnitP).toBe(-1_517);
    expect(unitCostOfGoods(undefined, 4_000, 40_000)).toEqual({ CogsUnitP: 40_000, CogsNoUnitP: 40_000 });
    expect(countersOf([{ CogsUnitP: 5 }, { CogsUnitP: -5, CogsNoUnitP: 0 }])).toEqual({});
    expect(turnedCounters({ CogsUnitP: 1_65_000 })).toEqual({ CogsUnitP: -1_65_000 });
  });

  it('puts Σ CogsUnitP in 5000’s place: difference 0 on the moving average, +5,000 p on FIFO', () => {
    const items = [
      { Month: '2026-10', CogsUnitP: 1_00_000 },
      { Month: '2026-10', CogsUnitP: 65_000 },
    ];
    const avg = profitAtUnitCost(month(1_65_000), items, chart, '2026-10', '2026-10');
    expect(avg.Expenses.map((r) => [r.Code, r.Name, r.TotalP])).toEqual([
      [5000, 'Cost of goods sold (at unit cost)', 1_65_000],
      [6100, 'Rent', 10_000],
    ]);
    expect(avg.PostedCogsP).toEqual([1_65_000]);
    expect(avg.ValuationDiffP).toEqual([0]);
    expect(avg.TotalProfitP).toBe(50_000);

    const fifo = profitAtUnitCost(month(1_60_000), items, chart, '2026-10', '2026-10');
    expect(fifo.Expenses[0]?.TotalP).toBe(1_65_000);
    expect(fifo.PostedCogsP).toEqual([1_60_000]);
    expect(fifo.ValuationDiffP).toEqual([5_000]);
    // At unit cost the profit is ₹500.00; as posted (FIFO) ₹550.00 = profit + the difference.
    expect(fifo.TotalProfitP).toBe(50_000);
    expect(fifo.TotalProfitP + (fifo.ValuationDiffP[0] ?? 0)).toBe(55_000);
    expect(fifo.NoUnitCostP).toEqual([0]);
  });

  it('leaves a month without counters at zero cost of goods, names the part without a unit cost, keeps income', () => {
    const pnl = profitAtUnitCost(
      [...month(1_65_000), b('2026-11', 4100, 0, 50_000), b('2026-11', 5000, 30_000, 2_000)],
      [{ Month: '2026-11', CogsUnitP: 28_000, CogsNoUnitP: 8_000 }],
      chart,
      '2026-10',
      '2026-11',
    );
    expect(pnl.Expenses.find((r) => r.Code === 5000)?.Months).toEqual([0, 28_000]);
    expect(pnl.PostedCogsP).toEqual([1_65_000, 28_000]);
    expect(pnl.ValuationDiffP).toEqual([-1_65_000, 0]);
    expect(pnl.NoUnitCostP).toEqual([0, 8_000]);
    expect(pnl.IncomeP).toEqual([2_25_000, 50_000]);
    expect(unitCostText(8_000)).toContain('₹80.00 of the cost of goods is of items without a unit cost');
    expect(unitCostText(0)).not.toContain('without a unit cost');
  });

  it('carries the counters on the stock postings of issues and returns, and turns them round on a reversal', () => {
    const issue = stockMovementPosting(ref, [
      { Kind: 'Issue', ValueP: -40_000, Qty: -4_000, UnitCostP: 11_000 },
      { Kind: 'Issue', ValueP: -5_000, Qty: -1_000 },
      // Not cost of goods: a transfer reads no unit cost and adds nothing.
      { Kind: 'TransferOut', ValueP: -9_000, Qty: -1_000, UnitCostP: 10_000 },
    ]) as Posting;
    expect(issue.CogsUnitP).toBe(44_000 + 5_000);
    expect(issue.CogsNoUnitP).toBe(5_000);
    const back = stockMovementPosting(ref, [{ Kind: 'Return', ValueP: 10_000, Qty: 1_000, UnitCostP: 11_000 }]);
    expect(back?.CogsUnitP).toBe(-11_000);
    const reversed = reversalOf(issue, '2026-10-06');
    expect([reversed.CogsUnitP, reversed.CogsNoUnitP]).toEqual([-49_000, -5_000]);
    // Stock valued at nothing still carries its unit cost, with no lines to post.
    expect(stockMovementPosting(ref, [{ Kind: 'Issue', ValueP: 0, Qty: -1_000, UnitCostP: 500 }])).toMatchObject({
      Lines: [],
      CogsUnitP: 500,
    });
    expect(stockMovementPosting(ref, [{ Kind: 'Adjust', ValueP: 0, Qty: -1_000, UnitCostP: 500 }])).toBeUndefined();
  });

  it('a counter sale posts its unit cost on step S; its return and cancel take it back', () => {
    const receipt: ReceiptForBooks = {
      EntId: 'E1',
      DocId: 'SR1',
      Num: 'SR/1',
      Date: '2026-10-05',
      CGSTP: 20_250,
      SGSTP: 20_250,
      IGSTP: 0,
      AdjustP: 0,
      GrandTotalP: 2_65_500,
      CostP: 1_60_000,
      CostUnitP: 1_65_000,
      Pays: [{ Type: 'Cash', AmtP: 2_65_500 }],
      lines: [{ TaxableP: 2_25_000, DiscP: 0 }],
    };
    const [sale, stock] = receiptPostings(receipt);
    expect(sale?.CogsUnitP).toBeUndefined();
    expect(stock?.CogsUnitP).toBe(1_65_000);
    const returned = returnPostings({ ...receipt, Pays: undefined, RefundType: 'Cash' } as never);
    expect(returned.map((p) => p.CogsUnitP)).toEqual([undefined, -1_65_000]);
    expect(cancelPostings(receipt, '2026-10-05').map((p) => p.CogsUnitP)).toEqual([undefined, -1_65_000]);
  });
});
