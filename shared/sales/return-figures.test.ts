import { describe, expect, it } from 'vitest';
import { totalsOf } from '../books/posting';
import { returnShare, returnTotals, type SoldLine } from './return-figures';
import { cancelPostings, returnPostings } from './return-postings';
import { decideReturn, type StoredSaleLine } from './return-lines';
import { InventoryMessages } from '../inventory/inventory-messages';
import { SalesMessages } from './sales-messages';

/** The worked example of docs/sales.md §12: returns of the §3 sale's lines. */
const pads: SoldLine = { QtyM: 2000, TaxableP: 240000, DiscP: 0, CGSTP: 21600, SGSTP: 21600, IGSTP: 0, CostP: 160000 };
const oil: SoldLine = { QtyM: 1500, TaxableP: 14999, DiscP: 0, CGSTP: 1350, SGSTP: 1350, IGSTP: 0, CostP: 9000 };
/** The oil at a unit cost (docs/books.md §6.11) of ₹63.33 a litre: 1.5 litres 9,500 p (9,499.5 rounded half up). */
const costedOil: SoldLine = { ...oil, CostUnitP: 9500 };

describe('a sales return’s figures', () => {
  it('takes a share of the line by quantity, at the receipt’s rates and cost', () => {
    expect(returnShare(pads, 0, 1000)).toEqual({
      TaxableP: 120000,
      DiscP: 0,
      CGSTP: 10800,
      SGSTP: 10800,
      IGSTP: 0,
      TotalP: 141600,
      CostP: 80000,
      // A receipt saved before unit costs takes back none (its sale added none).
      CostUnitP: 0,
      CostNoUnitP: 0,
    });
  });

  it('shares the cost at unit cost like the posted cost: the returns of a line take back what its sale added', () => {
    const first = returnShare(costedOil, 0, 1000);
    const rest = returnShare(costedOil, 1000, 500);
    expect([first.CostUnitP, rest.CostUnitP]).toEqual([6333, 3167]);
    expect(returnTotals([first, rest], 0, true)).toMatchObject({ CostP: 9000, CostUnitP: 9500, CostNoUnitP: 0 });
  });

  it('rounds cumulatively: the returns of a whole line add up to it to the paisa', () => {
    const first = returnShare(oil, 0, 1000);
    const rest = returnShare(oil, 1000, 500);
    expect([first.TaxableP, first.CGSTP, first.CostP]).toEqual([9999, 900, 6000]);
    expect([rest.TaxableP, rest.CGSTP, rest.CostP]).toEqual([5000, 450, 3000]);
    expect(first.TotalP + rest.TotalP).toBe(14999 + 1350 + 1350);
    const thirds = [0, 1, 2].map((i) => returnShare({ ...oil, QtyM: 3000 }, i * 1000, 1000).TaxableP);
    expect(thirds).toEqual([5000, 4999, 5000]);
  });

  it('leaves the round off to the return that completes the receipt', () => {
    const share = returnShare(pads, 0, 2000);
    expect(returnTotals([share], 9, false)).toMatchObject({ AdjustP: 0, GrandTotalP: 283200 });
    expect(returnTotals([share], 9, true)).toMatchObject({ AdjustP: 9, GrandTotalP: 283209 });
  });
});

describe('which lines a return takes back', () => {
  const sold: StoredSaleLine[] = [
    { _id: 'SL1', ItemId: 'P1', Desc: 'Headlamp bulb', UoM: 'NOS', Qty: 2, UnPrP: 25000, ...pads, CostP: 30000 },
    { _id: 'SL2', ItemId: 'P2', Desc: 'Battery', UoM: 'NOS', Qty: 2, UnPrP: 400000, ...pads, Serials: ['B1', 'B2'] },
  ];

  it('refuses half a unit of an item counted in whole units, and more than is left', () => {
    const half = decideReturn(sold, {}, [{ LineId: 'SL1', Qty: 0.5 }]);
    expect(half).toEqual({
      ok: false,
      errors: [{ path: 'Lines.0.Qty', message: InventoryMessages.wholeQuantity('NOS') }],
    });
    const more = decideReturn(sold, { SL1: { QtyM: 1000 } }, [{ LineId: 'SL1', Qty: 2 }]);
    expect(more.ok ? [] : more.errors.map((e) => e.message)).toEqual([
      SalesMessages.returnTooMuch('Headlamp bulb', '1'),
    ]);
  });

  it('takes the rest of a serial line without naming its serials, and completes the receipt', () => {
    const rest = decideReturn(sold, { SL1: { QtyM: 2000 }, SL2: { QtyM: 1000, Serials: ['B1'] } }, [
      { LineId: 'SL2', Qty: 1 },
    ]);
    expect(rest).toMatchObject({ ok: true, completes: true, lines: [{ Serials: ['B2'] }] });
  });
});

describe('a sales return in the books', () => {
  const ref = { EntId: 'E1', DocId: 'R1', Num: 'SRN/2627/00001', Date: '2026-11-28' };
  const figures = { CGSTP: 10800, SGSTP: 10800, IGSTP: 0, AdjustP: 0, GrandTotalP: 141600, CostP: 80000 };
  const lines = [{ TaxableP: 120000, DiscP: 0 }];

  it('turns the sale round: income and GST debited, the refund out of cash, the stock back from cost of goods', () => {
    const [sale, stock] = returnPostings({ ...ref, ...figures, lines, RefundType: 'Cash' });
    const byAcc = Object.fromEntries((sale?.Lines ?? []).map((l) => [l.Acc, l.DrP - l.CrP]));
    expect(byAcc).toEqual({ 4100: 120000, 2100: 10800, 2110: 10800, 1000: -141600 });
    expect(sale).toMatchObject({ Kind: 'CreditNote', Step: 'P' });
    expect(stock?.Lines).toEqual([
      { Acc: 5000, DrP: 0, CrP: 80000 },
      { Acc: 1300, DrP: 80000, CrP: 0 },
    ]);
  });

  it('leaves a credit on the customer in 1200 Customers under their name', () => {
    const [sale] = returnPostings({ ...ref, ...figures, lines, Cust: 'C9' });
    expect(sale?.Party).toBe('C#C9');
    expect(sale?.Lines.find((l) => l.Acc === 1200)).toEqual({ Acc: 1200, DrP: 0, CrP: 141600 });
    expect(totalsOf(sale?.Lines ?? [])).toEqual({ drP: 141600, crP: 141600 });
  });

  it('cancels a receipt with its postings turned round, steps RP and RS', () => {
    const posts = cancelPostings({ ...ref, ...figures, lines, Pays: [{ Type: 'UPI', AmtP: 141600 }] }, '2026-11-28');
    expect(posts.map((p) => p.Step)).toEqual(['RP', 'RS']);
    expect(posts[0]?.Lines.find((l) => l.Acc === 1100)).toEqual({ Acc: 1100, DrP: 0, CrP: 141600 });
  });
});
