import { describe, expect, it } from 'vitest';
import { stockMovementLines } from '../books/stock-postings';
import { needsEwayBill } from '../gst/returns/eway-bill';
import { challanGstItems, challanLineFigures, challanTotals, shareOf, stillOutM } from './challan-figures';
import { CHALLAN_STATUS, goodsOut, mayChallan } from './challan-statuses';

/** The figures of a delivery challan (docs/challans.md §5), to the paisa. */
describe('a challan line', () => {
  it('is quantity × value of a unit, rounded once; CGST and SGST each half the rate within a state', () => {
    // 3 oil filters at ₹449.50 at 5%: 1,348.50; 2.5% = 33.7125 → 33.71 each.
    expect(challanLineFigures(3_000, 44_950, 5, true)).toEqual({
      TaxableP: 134_850,
      CGSTP: 3_371,
      SGSTP: 3_371,
      IGSTP: 0,
      TotalP: 141_592,
    });
    // Across states the whole rate is IGST: 5% of 1,348.50 = 67.425 → 67.43.
    expect(challanLineFigures(3_000, 44_950, 5, false)).toMatchObject({ IGSTP: 6_743, TotalP: 141_593 });
    // 1.5 litres at ₹99.99: 149.985 → 149.99 (half up); untaxed for job work.
    expect(challanLineFigures(1_500, 9_999, 0, true)).toEqual({
      TaxableP: 14_999,
      CGSTP: 0,
      SGSTP: 0,
      IGSTP: 0,
      TotalP: 14_999,
    });
    // A fractional rate stays exact: 0.25% of ₹10,000.00 = ₹25.00, ₹12.50 each.
    expect(challanLineFigures(1_000, 1_000_000, 0.25, true)).toMatchObject({ CGSTP: 1_250, SGSTP: 1_250 });
  });

  it('adds up per head into the totals', () => {
    const lines = [challanLineFigures(2_000, 120_000, 18, true), challanLineFigures(3_000, 44_950, 5, true)];
    expect(challanTotals(lines)).toEqual({
      TaxableP: 374_850,
      CGSTP: 24_971,
      SGSTP: 24_971,
      IGSTP: 0,
      TotalP: 424_792,
    });
  });
});

describe('goods coming back', () => {
  it('carry cumulatively rounded shares of the cost that left: the parts add up to the whole', () => {
    // ₹1,000.00 out on 3 units, back 1 + 1 + 1: 333.33, 333.34, 333.33.
    const a = shareOf(100_000, 3_000, 0, 1_000);
    const b = shareOf(100_000, 3_000, 1_000, 1_000);
    const c = shareOf(100_000, 3_000, 2_000, 1_000);
    expect([a, b, c]).toEqual([33_333, 33_334, 33_333]);
    expect(a + b + c).toBe(100_000);
    expect(shareOf(252_000, 3_000, 0, 1_000)).toBe(84_000);
    expect(stillOutM({ QtyM: 3_000, RetQtyM: 1_000 })).toBe(2_000);
  });

  it('post against 1320 Goods sent on delivery challan, never income or cost of goods', () => {
    expect(stockMovementLines([{ Kind: 'ChallanOut', ValueP: -250_000 }])).toEqual(
      expect.arrayContaining([
        { Acc: 1320, DrP: 250_000, CrP: 0 },
        { Acc: 1300, DrP: 0, CrP: 250_000 },
      ]),
    );
    expect(stockMovementLines([{ Kind: 'ChallanIn', ValueP: 84_000 }])).toEqual(
      expect.arrayContaining([
        { Acc: 1300, DrP: 84_000, CrP: 0 },
        { Acc: 1320, DrP: 0, CrP: 84_000 },
      ]),
    );
  });
});

describe('statuses and the e-way bill', () => {
  it('allow only the defined moves', () => {
    expect(mayChallan('issue', CHALLAN_STATUS.draft)).toBe(true);
    expect(mayChallan('issue', CHALLAN_STATUS.issued)).toBe(false);
    expect(mayChallan('return', CHALLAN_STATUS.partlyReturned)).toBe(true);
    expect(mayChallan('return', CHALLAN_STATUS.returned)).toBe(false);
    expect(mayChallan('cancel', CHALLAN_STATUS.partlyReturned)).toBe(false);
    expect(goodsOut(CHALLAN_STATUS.issued)).toBe(true);
    expect(goodsOut(CHALLAN_STATUS.cancelled)).toBe(false);
  });

  it('needs an e-way bill above ₹50,000 with tax', () => {
    const line = (qtyM: number, unitP: number, pct: number) => ({
      HSN: '87083000',
      Desc: 'Brake pad set',
      UoM: 'SET',
      QtyM: qtyM,
      TaxPct: pct,
      ...challanLineFigures(qtyM, unitP, pct, true),
    });
    // ₹42,372.88 + 18% = ₹50,000.00 exactly (not above); a paisa more needs one.
    expect(needsEwayBill(challanGstItems([line(1_000, 4_237_288, 18)]))).toBe(false);
    expect(needsEwayBill(challanGstItems([line(1_000, 4_237_290, 18)]))).toBe(true);
    expect(challanGstItems([line(2_000, 100, 0)])[0]).toMatchObject({ UQC: 'SET', Qty: 2, Rate: 0 });
  });
});
