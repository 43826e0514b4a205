import { describe, expect, it } from 'vitest';
import { calculateInvoice } from './calculate-invoice';
import type { Invoice } from './schemas';
import { DEFAULT_TAX_CODES } from './tax-codes';

/**
 * Golden cases G1–G29 worked by hand (docs/calculation-rules.md §12 has the same
 * arithmetic). Tax codes: 106 = CGST 9% + SGST 9%, 114 = IGST 18%, 103 = 2.5% +
 * 2.5%, 101 = 0%, 107 = 14% + 14% until 21 Sep 2025 and 9% + 9% from 22 Sep 2025,
 * 104 = 6% + 6% until 21 Sep 2025 and 2.5% + 2.5% after. Rounding: half up.
 */
const AFTER_REFORM = '2025-10-01';
const calc = (inv: Invoice, date = AFTER_REFORM, round = false) =>
  calculateInvoice(inv, { date, taxCodes: DEFAULT_TAX_CODES, round });

describe('golden invoices — single lines (service-documents §1, §3)', () => {
  it('G1 labour intra-state 18%: 1000 → CGST 90 + SGST 90 = 1180', () => {
    const { invoice, totals } = calc({ Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }] });
    expect(invoice.Ops?.[0]).toMatchObject({ Amt: 1000, CGST: 90, SGST: 90, IGST: 0, RecDisc: 0, Total: 1180 });
    expect(totals.overall.total).toBe(118000);
  });

  it('G2 labour inter-state 18%: 1000 → IGST 180 = 1180', () => {
    const { invoice } = calc({ Ops: [{ _id: 'IO1', Pr: 1000, TCode: 114 }] });
    expect(invoice.Ops?.[0]).toMatchObject({ Amt: 1000, CGST: 0, SGST: 0, IGST: 180, Total: 1180 });
  });

  it('G3 part 2 × 499.99 = 999.98; 9% = 89.9982 → 90.00 each; total 1179.98', () => {
    const { invoice } = calc({ Items: [{ _id: 'IP1', Qty: 2, UnPr: 499.99, TCode: 106 }] });
    expect(invoice.Items?.[0]).toMatchObject({ UnAmt: 999.98, CGST: 90, SGST: 90, Total: 1179.98 });
  });

  it('G4 zero-rated part 4 × 250 = 1000, tax code 101 (0%) → total 1000', () => {
    const { invoice, totals } = calc({ Items: [{ _id: 'IP1', Qty: 4, UnPr: 250, TCode: 101 }] });
    expect(invoice.Items?.[0]).toMatchObject({ UnAmt: 1000, CGST: 0, SGST: 0, IGST: 0, Total: 1000 });
    expect(totals.overall.tax).toBe(0);
  });

  it('G5 record not taxable (Settings.Tax false): tax code ignored, 1000 → 1000', () => {
    const { invoice } = calc({ Settings: { Tax: false }, Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }] });
    expect(invoice.Ops?.[0]).toMatchObject({ CGST: 0, SGST: 0, IGST: 0, Total: 1000 });
  });

  it('G6 half-paisa boundary intra: 9% of 150.50 = 13.545 → 13.55 each (half up, not 13.54); total 177.60', () => {
    const { invoice } = calc({ Ops: [{ _id: 'IO1', Pr: 150.5, TCode: 106 }] });
    expect(invoice.Ops?.[0]).toMatchObject({ CGST: 13.55, SGST: 13.55, Total: 177.6 });
  });

  it('G7 half-paisa boundary inter: 18% of 100.25 = 18.045 → 18.05; total 118.30', () => {
    const { invoice } = calc({ Items: [{ _id: 'IP1', UnPr: 100.25, TCode: 114 }] });
    expect(invoice.Items?.[0]).toMatchObject({ IGST: 18.05, Total: 118.3 });
  });

  it('G8 half-paisa at 2.5%: 2.5% of 10.20 = 0.255 → 0.26 each; total 10.72', () => {
    const { invoice } = calc({ Items: [{ _id: 'IP1', UnPr: 10.2, TCode: 103 }] });
    expect(invoice.Items?.[0]).toMatchObject({ CGST: 0.26, SGST: 0.26, Total: 10.72 });
  });

  it('G9 fractional quantity: 1.5 × 33.33 = 49.995 → 50.00; 9% = 4.50 each; total 59.00', () => {
    const { invoice } = calc({ Items: [{ _id: 'IP1', Qty: 1.5, UnPr: 33.33, TCode: 106 }] });
    expect(invoice.Items?.[0]).toMatchObject({ UnAmt: 50, CGST: 4.5, SGST: 4.5, Total: 59 });
  });

  it('G10 line percent discount: 1000 − 10% (100) = 900; 81 + 81; total 1062', () => {
    const { invoice, totals } = calc({ Ops: [{ _id: 'IO1', Pr: 1000, Disc: 10, Perc: true, TCode: 106 }] });
    expect(invoice.Ops?.[0]).toMatchObject({ Amt: 1000, CGST: 81, SGST: 81, Total: 1062 });
    expect(totals.overall.lineDisc).toBe(10000);
  });

  it('G11 line amount discount: 2 × 750 − 125.50 = 1374.50; 9% = 123.705 → 123.71 each; total 1621.92', () => {
    const { invoice } = calc({ Items: [{ _id: 'IP1', Qty: 2, UnPr: 750, Disc: 125.5, TCode: 106 }] });
    expect(invoice.Items?.[0]).toMatchObject({ UnAmt: 1500, CGST: 123.71, SGST: 123.71, Total: 1621.92 });
  });

  it('G12 percent discount at a half paisa: 12.5% of 333.33 = 41.66625 → 41.67; taxable 291.66; IGST 52.4988 → 52.50; total 344.16', () => {
    const { invoice, totals } = calc({ Items: [{ _id: 'IP1', UnPr: 333.33, Disc: 12.5, Perc: true, TCode: 114 }] });
    expect(totals.overall.lineDisc).toBe(4167);
    expect(invoice.Items?.[0]).toMatchObject({ IGST: 52.5, Total: 344.16 });
  });
});

describe('golden invoices — document discounts (service-documents §3, platform §5)', () => {
  it('G13 LDisc amount 100 over labour 600 + 400 → RecDisc 60 / 40; taxable 540 / 360; total 1062', () => {
    const { invoice, totals } = calc({
      LDisc: 100,
      Ops: [
        { _id: 'IO1', Pr: 600, TCode: 106 },
        { _id: 'IO2', Pr: 400, TCode: 106 },
      ],
    });
    expect(invoice.Ops?.map((o) => [o.RecDisc, o.CGST, o.Total])).toEqual([
      [60, 48.6, 637.2],
      [40, 32.4, 424.8],
    ]);
    expect(totals.overall.total).toBe(106200);
  });

  it('G14 LDisc 10% of labour 1000 = 100, parts untouched (500 → 590); total 1652', () => {
    const { invoice, totals } = calc({
      LDisc: 10,
      LPerc: true,
      Ops: [
        { _id: 'IO1', Pr: 600, TCode: 106 },
        { _id: 'IO2', Pr: 400, TCode: 106 },
      ],
      Items: [{ _id: 'IP1', UnPr: 500, TCode: 106 }],
    });
    expect(invoice.Ops?.map((o) => o.RecDisc)).toEqual([60, 40]);
    expect(invoice.Items?.[0]).toMatchObject({ RecDisc: 0, Total: 590 });
    expect(totals.overall.total).toBe(165200);
  });

  it('G15 PDisc 1.00 over three equal parts: 33 + 33 + 33 = 99 paise, the last paisa to the first id (equal remainders) → 0.34 / 0.33 / 0.33; tax 8.97 × 6; total 352.82', () => {
    const { invoice, totals } = calc({
      PDisc: 1,
      Items: [
        { _id: 'IP1', UnPr: 100, TCode: 106 },
        { _id: 'IP2', UnPr: 100, TCode: 106 },
        { _id: 'IP3', UnPr: 100, TCode: 106 },
      ],
    });
    expect(invoice.Items?.map((i) => i.RecDisc)).toEqual([0.34, 0.33, 0.33]);
    // 9% of 99.66 = 8.9694 → 8.97; 9% of 99.67 = 8.9703 → 8.97
    expect(invoice.Items?.map((i) => i.CGST)).toEqual([8.97, 8.97, 8.97]);
    expect(totals.overall.total).toBe(35282);
  });

  it('G16 PDisc 5% of 2000 = 100: 61.728 → floor 61.72 r .8, 38.272 → 38.27 r .2; the paisa to the larger remainder → 61.73 / 38.27; taxable 1172.83 / 727.17; IGST 211.1094 → 211.11 and 130.8906 → 130.89; total 2242.00', () => {
    const { invoice, totals } = calc({
      PDisc: 5,
      PPerc: true,
      Items: [
        { _id: 'IP1', UnPr: 1234.56, TCode: 114 },
        { _id: 'IP2', UnPr: 765.44, TCode: 114 },
      ],
    });
    expect(invoice.Items?.map((i) => [i.RecDisc, i.IGST])).toEqual([
      [61.73, 211.11],
      [38.27, 130.89],
    ]);
    expect(totals.overall.total).toBe(224200);
  });

  it('G17 overall Disc 200 split labour:parts = 1000:3000 → 50 / 150; taxable 950 / 2850; total 4484', () => {
    const { invoice, totals } = calc({
      Disc: 200,
      Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }],
      Items: [{ _id: 'IP1', UnPr: 3000, TCode: 106 }],
    });
    expect(totals.discounts).toMatchObject({ Disc: 20000, DiscLabor: 5000, DiscParts: 15000 });
    expect(invoice.Ops?.[0]).toMatchObject({ RecDisc: 50, CGST: 85.5, Total: 1121 });
    expect(invoice.Items?.[0]).toMatchObject({ RecDisc: 150, CGST: 256.5, Total: 3363 });
    expect(totals.overall.total).toBe(448400);
  });

  it('G18 overall Disc 5% of 4000 = 200 → same as G17', () => {
    const { totals } = calc({
      Disc: 5,
      Perc: true,
      Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }],
      Items: [{ _id: 'IP1', UnPr: 3000, TCode: 106 }],
    });
    expect(totals.overall.recDisc).toBe(20000);
    expect(totals.overall.total).toBe(448400);
  });

  it('G19 combined: LDisc 100, PDisc 10% (300), then Disc 10% of what is left (900 + 2700 = 3600) = 360 → 90 / 270; RecDisc 190 / 570; total 3823.20', () => {
    const { invoice, totals } = calc({
      LDisc: 100,
      PDisc: 10,
      PPerc: true,
      Disc: 10,
      Perc: true,
      Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }],
      Items: [{ _id: 'IP1', UnPr: 3000, TCode: 106 }],
    });
    expect(totals.discounts).toMatchObject({
      LDisc: 10000,
      PDisc: 30000,
      Disc: 36000,
      DiscLabor: 9000,
      DiscParts: 27000,
    });
    expect(invoice.Ops?.[0]).toMatchObject({ RecDisc: 190, CGST: 72.9, Total: 955.8 });
    expect(invoice.Items?.[0]).toMatchObject({ RecDisc: 570, CGST: 218.7, Total: 2867.4 });
    expect(totals.overall.total).toBe(382320);
  });

  it('G20 line discount then LDisc by net amounts: 1000 − 10% = 900 and 500; LDisc 140 → 90 / 50; IGST 145.80 + 81; total 1486.80', () => {
    const { invoice, totals } = calc({
      LDisc: 140,
      Ops: [
        { _id: 'IO1', Pr: 1000, Disc: 10, Perc: true, TCode: 114 },
        { _id: 'IO2', Pr: 500, TCode: 114 },
      ],
    });
    expect(invoice.Ops?.map((o) => [o.RecDisc, o.IGST])).toEqual([
      [90, 145.8],
      [50, 81],
    ]);
    expect(totals.overall.total).toBe(148680);
  });

  it('G21 NoDisc line takes no share: LDisc 100 all on the other line → taxable 1000 / 900; total 2242', () => {
    const { invoice, totals } = calc({
      LDisc: 100,
      Ops: [
        { _id: 'IO1', Pr: 1000, NoDisc: true, TCode: 114 },
        { _id: 'IO2', Pr: 1000, TCode: 114 },
      ],
    });
    expect(invoice.Ops?.map((o) => o.RecDisc)).toEqual([0, 100]);
    expect(totals.overall.total).toBe(224200);
  });

  it('G22 NoDisc labour is out of the overall split: Disc 10% of parts 1000 only = 100 → all to parts; total 2242', () => {
    const { invoice, totals } = calc({
      Disc: 10,
      Perc: true,
      Ops: [{ _id: 'IO1', Pr: 1000, NoDisc: true, TCode: 106 }],
      Items: [{ _id: 'IP1', UnPr: 1000, TCode: 106 }],
    });
    expect(totals.discounts).toMatchObject({ DiscLabor: 0, DiscParts: 10000 });
    expect(invoice.Items?.[0]).toMatchObject({ RecDisc: 100, CGST: 81, Total: 1062 });
    expect(totals.overall.total).toBe(224200);
  });

  it('G23 a discount above its base is capped at the base (taxable never negative) and the request is kept for validation', () => {
    const { invoice, totals } = calc({ LDisc: 5000, Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }] });
    expect(invoice.Ops?.[0]).toMatchObject({ RecDisc: 1000, CGST: 0, Total: 0 });
    expect(totals.discounts.requested.LDisc).toBe(500000);
    expect(totals.discounts.LDisc).toBe(100000);
  });

  it('G24 overall split tie: Disc 0.01 over labour 1.00 and parts 1.00 → half a paisa each; the tie goes to labour (key L before P)', () => {
    const { totals } = calc({
      Disc: 0.01,
      Ops: [{ _id: 'IO1', Pr: 1, TCode: 101 }],
      Items: [{ _id: 'IP1', UnPr: 1, TCode: 101 }],
    });
    expect(totals.discounts).toMatchObject({ DiscLabor: 1, DiscParts: 0 });
  });

  it('G25 intra and inter lines together: 1000 @106 + 500 @114 → CGST 90, SGST 90, IGST 90; total 1770', () => {
    const { totals } = calc({
      Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }],
      Items: [{ _id: 'IP1', UnPr: 500, TCode: 114 }],
    });
    expect(totals.overall).toMatchObject({ cgst: 9000, sgst: 9000, igst: 9000, total: 177000 });
  });
});

describe('golden invoices — rounding to the rupee and tax-code dates (service-documents §1, §3)', () => {
  it('G26 Acc.Round: 999.99 + 90.00 + 90.00 = 1179.99 → Adjust +0.01 → 1180', () => {
    const { invoice, totals } = calc({ Ops: [{ _id: 'IO1', Pr: 999.99, TCode: 106 }] }, AFTER_REFORM, true);
    expect(invoice.Adjust).toBe(0.01);
    expect(totals.grandTotal).toBe(118000);
  });

  it('G27 Acc.Round at the half rupee: 100.42 + IGST 18.08 (18.0756) = 118.50 → Adjust +0.50 → 119 (half up)', () => {
    const { invoice, totals } = calc({ Items: [{ _id: 'IP1', UnPr: 100.42, TCode: 114 }] }, AFTER_REFORM, true);
    expect(invoice.Adjust).toBe(0.5);
    expect(totals.grandTotal).toBe(11900);
  });

  it('G27b Acc.Round downwards: 100.41 + IGST 18.07 (18.0738) = 118.48 → Adjust −0.48 → 118', () => {
    const { invoice } = calc({ Items: [{ _id: 'IP1', UnPr: 100.41, TCode: 114 }] }, AFTER_REFORM, true);
    expect(invoice.Adjust).toBe(-0.48);
  });

  it('G28 code 107 (auto parts): 28% on 21 Sep 2025 → 140 + 140 = 1280; 18% from 22 Sep 2025 → 90 + 90 = 1180', () => {
    const inv: Invoice = { Items: [{ _id: 'IP1', UnPr: 1000, TCode: 107 }] };
    expect(calc(inv, '2025-09-21').invoice.Items?.[0]).toMatchObject({ CGST: 140, SGST: 140, Total: 1280 });
    expect(calc(inv, '2025-09-22').invoice.Items?.[0]).toMatchObject({ CGST: 90, SGST: 90, Total: 1180 });
  });

  it('G29 code 104 (12% slab): 6% + 6% before the reform → 1120; 2.5% + 2.5% after → 1050', () => {
    const inv: Invoice = { Items: [{ _id: 'IP1', UnPr: 1000, TCode: 104 }] };
    expect(calc(inv, '2025-09-01').totals.overall.total).toBe(112000);
    expect(calc(inv, '2025-10-01').totals.overall.total).toBe(105000);
  });
});
