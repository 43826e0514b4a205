import { describe, expect, it } from 'vitest';
import { calculateInvoice } from './calculate-invoice';
import { taxHeads } from './calculate-line';
import { excessTaxableShares } from './excess-split';
import { invoiceBillsSomething } from './invoice-content';
import { splitRepairOrder } from './split-invoices';
import { PAYER_BUCKETS } from './statuses';
import type { RepairOrder } from './schemas';
import { calc, claim, D20_ORDER, opts } from './test/insurance-claim-fixtures';

/**
 * Golden cases of the compulsory excess on the insured's invoice, the default
 * (CBIC Circular 217/11/2024-GST; docs/insurance-depreciation.md §6 and §8, where
 * the same examples are worked by hand). The excess, tax-inclusive, leaves the
 * insurer's invoice and is billed to the customer as taxable value and tax at the
 * rates of the insurer's lines. @106 is 9% CGST + 9% SGST; @107 is 14% + 14%
 * before 22 September 2025. Rupees on the documents, paise in totals.
 */

const lineTotals = (inv: ReturnType<typeof calculateInvoice>) =>
  [...(inv.invoice.Ops ?? []), ...(inv.invoice.Items ?? [])].map((l) => [l.Desc, l.CGST, l.SGST, l.Total]);

describe('the compulsory excess on the insured’s invoice (default)', () => {
  it('D38 windscreen ₹8,000 @18%, zero-dep, excess ₹1,000: taxable 847.46 + GST 152.54 move to the customer; insurer 8,440, customer 1,000', () => {
    // Insurer's line: 8,000 + 720 + 720 = 9,440. The whole excess is its share.
    // 1,000 × 100 / 118 = 847.457… → 847.46; 9% of 847.46 = 76.27 (76.2714) × 2 = 152.54; 847.46 + 152.54 = 1,000.00.
    // Insurer keeps 8,000 − 847.46 = 7,152.54; 9% = 643.73 (643.7286) × 2 = 1,287.46; 7,152.54 + 1,287.46 = 8,440.00.
    // Tax kept whole: 643.73 + 76.27 = 720.00 per head. 8,440 + 1,000 = 9,440 = the order.
    const ro: RepairOrder = {
      Claim: { ...claim, ZeroDep: true, Excess: 1_000 },
      Parts: [{ _id: 'WP1', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 }],
    };
    const { totals } = calc(ro);
    const { invoices, excess } = splitRepairOrder(ro, opts);
    expect(excess).toBe(100_000);
    expect(invoices.insurer.Items).toEqual([
      { _id: 'IP1', Desc: 'Windscreen', UnPr: 8_000, Disc: 847.46, Perc: false, NoDisc: true, TCode: 106 },
    ]);
    expect(invoices.customer.Items).toEqual([
      {
        _id: 'IP1',
        Desc: 'Compulsory excess on Windscreen',
        Qty: 1,
        UnPr: 847.46,
        Disc: 0,
        Perc: false,
        NoDisc: true,
        TCode: 106,
      },
    ]);
    expect([invoices.insurer.Excess, invoices.customer.Excess]).toEqual([undefined, undefined]);
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    expect([
      ins.totals.overall.taxable,
      ins.totals.overall.cgst,
      ins.totals.overall.sgst,
      ins.totals.grandTotal,
      ins.payable,
    ]).toEqual([715_254, 64_373, 64_373, 844_000, 844_000]);
    expect([
      cus.totals.overall.taxable,
      cus.totals.overall.cgst,
      cus.totals.overall.sgst,
      cus.totals.grandTotal,
      cus.payable,
    ]).toEqual([84_746, 7_627, 7_627, 100_000, 100_000]);
    expect([ins.payable, cus.payable]).toEqual([totals.claim.insurerPays, totals.claim.customerPays]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
    // The customer's invoice is now a tax invoice of a supply, and both are issued.
    expect(PAYER_BUCKETS.filter((b) => invoiceBillsSomething(invoices[b]))).toEqual(['customer', 'insurer']);
  });

  it('D39 two rates: denting ₹2,000 @18% and door panel ₹10,000 @28% (before the 2025 reform), excess ₹1,000 apportioned 155.67 / 844.33', () => {
    // Insurer's lines: denting 2,000 + 180 + 180 = 2,360; door panel 10,000 + 1,400 + 1,400 = 12,800; together 15,160.
    // Apportioned in paise: 100,000 × 2,360 / 15,160 = 15,567.28 → 15,567; 100,000 × 12,800 / 15,160 = 84,432.72 → 84,432;
    // the paisa left goes to the larger remainder (.72): 155.67 and 844.33.
    // Denting: 155.67 × 100 / 118 = 131.924 → 131.92 gives 131.92 + 2 × 11.87 = 155.66, a paisa short;
    //   131.93 + 2 × 11.87 (11.8737) = 155.67, and 9% of the insurer's 1,868.07 is 168.13 (168.1263): 168.13 + 11.87 = 180.00. So 131.93.
    // Door panel: 844.33 × 100 / 128 = 659.633 → 659.63; 14% = 92.35 (92.3482) × 2 = 184.70; 659.63 + 184.70 = 844.33;
    //   the insurer's 9,340.37 × 14% = 1,307.65 (1,307.6518): 1,307.65 + 92.35 = 1,400.00.
    // Insurer: 1,868.07 + 336.26 = 2,204.33 and 9,340.37 + 2,615.30 = 11,955.67 → 14,160.00 = 15,160 − 1,000.
    // Customer: 155.67 + 844.33 = 1,000.00. Together 15,160 = the order.
    const before = { ...opts, date: '2025-09-01' };
    const ro: RepairOrder = {
      Claim: { ...claim, ZeroDep: true, Excess: 1_000 },
      Ops: [{ _id: 'WO1', Desc: 'Denting', AssPr: 2_000, PBy: 'Ins', TCode: 106, SAC: '998714' }],
      Parts: [{ _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 107 }],
    };
    const { invoices, excess } = splitRepairOrder(ro, before);
    expect(excess).toBe(100_000);
    expect(invoices.insurer.Ops?.[0]).toMatchObject({ Pr: 2_000, Disc: 131.93 });
    expect(invoices.insurer.Items?.[0]).toMatchObject({ UnPr: 10_000, Disc: 659.63 });
    expect(invoices.customer.Ops).toEqual([
      {
        _id: 'IO1',
        Desc: 'Compulsory excess on Denting',
        Qty: 1,
        Pr: 131.93,
        Disc: 0,
        Perc: false,
        NoDisc: true,
        TCode: 106,
        SAC: '998714',
      },
    ]);
    expect(invoices.customer.Items).toEqual([
      {
        _id: 'IP1',
        Desc: 'Compulsory excess on Door panel',
        Qty: 1,
        UnPr: 659.63,
        Disc: 0,
        Perc: false,
        NoDisc: true,
        TCode: 107,
      },
    ]);
    const ins = calculateInvoice(invoices.insurer, before);
    const cus = calculateInvoice(invoices.customer, before);
    expect(lineTotals(ins)).toEqual([
      ['Denting', 168.13, 168.13, 2_204.33],
      ['Door panel', 1_307.65, 1_307.65, 11_955.67],
    ]);
    expect(lineTotals(cus)).toEqual([
      ['Compulsory excess on Denting', 11.87, 11.87, 155.67],
      ['Compulsory excess on Door panel', 92.35, 92.35, 844.33],
    ]);
    expect([ins.totals.grandTotal, cus.totals.grandTotal]).toEqual([1_416_000, 100_000]);
    expect(ins.totals.grandTotal + cus.totals.grandTotal).toBe(
      calculateInvoice(
        { Ops: [{ _id: 'IO1', Pr: 2_000, TCode: 106 }], Items: [{ _id: 'IP1', UnPr: 10_000, TCode: 107 }] },
        before,
      ).totals.grandTotal,
    );
  });

  it('D40 the worked example (D20) with ₹1,000 excess: the insurer is invoiced 28,205 and the customer 7,195, the excess lines add up to 1,000.00', () => {
    const { totals } = calc(D20_ORDER);
    const { invoices, excess } = splitRepairOrder(D20_ORDER, opts);
    expect(excess).toBe(100_000);
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    expect([ins.totals.grandTotal, cus.totals.grandTotal]).toEqual([2_820_500, 719_500]);
    expect([ins.payable, cus.payable]).toEqual([totals.claim.insurerPays, totals.claim.customerPays]);
    const excessLines = [...(cus.invoice.Ops ?? []), ...(cus.invoice.Items ?? [])].filter((l) =>
      l.Desc?.startsWith('Compulsory excess on '),
    );
    expect(excessLines.map((l) => l.Desc)).toEqual([
      'Compulsory excess on Painting',
      'Compulsory excess on Denting',
      'Compulsory excess on Door panel',
      'Compulsory excess on Front bumper',
      'Compulsory excess on Windscreen',
    ]);
    expect(excessLines.reduce((s, l) => s + Math.round((l.Total ?? 0) * 100), 0)).toBe(100_000);
    // Every insurer line keeps its tax whole: insurer's and customer's heads add up to the order's, field by field.
    expect(ins.totals.overall.tax + cus.totals.overall.tax).toBe(totals.overall.tax);
    expect(ins.totals.overall.taxable + cus.totals.overall.taxable).toBe(totals.overall.taxable);
  });

  it('D41 the excess capped at the insurer’s share (bumper ₹4,000 plastic, excess ₹5,000 → 2,360): the whole insurer line moves; insurer 0, customer 4,720', () => {
    // Insurer 2,000 + 360 = 2,360 after 50% depreciation; the capped excess is all of it: taxable 2,000 + 360 move.
    const ro: RepairOrder = {
      Claim: { ...claim, Excess: 5_000 },
      Parts: [{ _id: 'WP1', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 }],
    };
    const { invoices, excess } = splitRepairOrder(ro, opts);
    expect(excess).toBe(236_000);
    expect(invoices.insurer.Items?.[0]).toMatchObject({ UnPr: 4_000, Disc: 4_000 });
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    expect([ins.totals.grandTotal, cus.totals.grandTotal]).toEqual([0, 472_000]);
    expect(lineTotals(cus)).toEqual([
      ['Depreciation on Front bumper', 180, 180, 2_360],
      ['Compulsory excess on Front bumper', 180, 180, 2_360],
    ]);
  });

  it('D43 a document not taxed (Settings.Tax false): the excess moves at face value, 1,000 off the insurer’s 8,000', () => {
    const ro: RepairOrder = {
      Settings: { Tax: false },
      Claim: { ...claim, ZeroDep: true, Excess: 1_000 },
      Parts: [{ _id: 'WP1', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 }],
    };
    const { invoices, excess } = splitRepairOrder(ro, opts);
    expect(excess).toBe(100_000);
    expect(invoices.customer.Items?.map((l) => [l.Desc, l.UnPr])).toEqual([['Compulsory excess on Windscreen', 1_000]]);
    expect([
      calculateInvoice(invoices.insurer, opts).totals.grandTotal,
      calculateInvoice(invoices.customer, opts).totals.grandTotal,
    ]).toEqual([700_000, 100_000]);
  });

  it('D42 rounded to the rupee: each invoice rounds its own total, and nobody’s payable goes below zero', () => {
    // Denting 100.30 @106 insurer (118.36), wash 100 @106 customer (118.00); excess 500 capped at 118.36: the whole
    // insurer line moves (100.30 + 9.03 + 9.03). Insurer 0; customer 118.00 + 118.36 = 236.36 → 236.00 (Adjust −0.36).
    const ro: RepairOrder = {
      Claim: { ...claim, Excess: 500 },
      Ops: [
        { _id: 'WO1', Desc: 'Denting', AssPr: 100.3, PBy: 'Ins', TCode: 106 },
        { _id: 'WO2', Desc: 'Wash', Pr: 100, PBy: 'Cus', TCode: 106 },
      ],
    };
    const rounded = { ...opts, round: true };
    const { invoices, excess } = splitRepairOrder(ro, rounded);
    expect(excess).toBe(11_836);
    const ins = calculateInvoice(invoices.insurer, rounded);
    const cus = calculateInvoice(invoices.customer, rounded);
    expect([ins.totals.grandTotal, ins.payable]).toEqual([0, 0]);
    expect([cus.totals.grandTotal, cus.totals.adjust, cus.payable]).toEqual([23_600, -36, 23_600]);
    expect(ins.payable + cus.payable).toBe(calc(ro, true).totals.grandTotal);
  });
});

describe('the excess lines add up to the excess (docs/insurance-depreciation.md §8 ‘Rounding’)', () => {
  it('over 1,000 three-line claims at 18 %, what the last line misses moves to the others: exact in at least 95 %, never more than 3 paise off', () => {
    const tax = { _id: 106, intra: true, halfRate: 90_000, igstRate: 180_000 };
    const worth = (x: number) => x + 2 * taxHeads(x, tax).cgst;
    let seed = 7;
    const next = (m: number) => (seed = (seed * 48_271) % 2_147_483_647) % m;
    let exact = 0;
    for (let n = 0; n < 1_000; n++) {
      const lines = [0, 1, 2].map((k) => {
        const taxable = 1_000 + next(2_000_000);
        return { key: `IP${k + 1}`, taxable, total: worth(taxable), tax };
      });
      const excess = 1 + next(lines.reduce((t, l) => t + l.total, 0) - 1);
      const moved = excessTaxableShares(lines, excess, true).reduce((t, x) => t + worth(x), 0);
      expect(Math.abs(moved - excess)).toBeLessThanOrEqual(3);
      if (moved === excess) exact++;
    }
    expect(exact).toBeGreaterThanOrEqual(950);
  });
});
