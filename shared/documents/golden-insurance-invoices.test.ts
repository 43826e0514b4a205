import { describe, expect, it } from 'vitest';
import { calculateInvoice } from './calculate-invoice';
import { invoiceBillsSomething } from './invoice-content';
import { splitRepairOrder } from './split-invoices';
import { PAYER_BUCKETS } from './statuses';
import type { RepairOrder } from './schemas';
import { calc, claim, D20_ORDER, opts } from './test/insurance-claim-fixtures';

/**
 * Golden cases of a claim's invoices (calculation-rules §7, docs/insurance-depreciation.md
 * §6): a claim repair order split into the insurer's and the customer's invoices, and, with
 * the branch setting Acc.ExcessSettle (`settle`), the compulsory excess as a settlement
 * adjustment on them; the default (the excess billed to the insured with its GST) is in
 * golden-insurance-excess.test.ts. Worked by hand in each comment;
 * @106 is 9% CGST + 9% SGST. Figures in the expectations are rupees on the document and
 * paise in totals.
 */

describe('a claim repair order split into invoices (calculation-rules §7)', () => {
  it('D30 door panel ₹10,000 (25%) and painting ₹6,000 (12.5%): the insurer is billed net of depreciation, the customer gets "Depreciation on …" lines, and each adds up to its share', () => {
    // Panel: insurer 7,500 + 18% = 8,850; customer 2,500 + 18% = 2,950.
    // Painting: 6,000 × 25% material × 50% = 750 → insurer 5,250 + 18% = 6,195; customer 750 + 18% = 885.
    const ro: RepairOrder = {
      Claim: claim,
      Ops: [
        { _id: 'WO1', Desc: 'Painting, front door', Paint: true, AssPr: 6_000, PBy: 'Ins', TCode: 106, SAC: '9987' },
      ],
      Parts: [{ _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106, HSN: '8708' }],
    };
    const { totals } = calc(ro);
    const { invoices } = splitRepairOrder(ro, opts);
    expect(invoices.insurer.Ops).toEqual([
      {
        _id: 'IO1',
        Desc: 'Painting, front door',
        Pr: 6_000,
        Disc: 750,
        Perc: false,
        NoDisc: true,
        TCode: 106,
        SAC: '9987',
      },
    ]);
    expect(invoices.insurer.Items).toEqual([
      { _id: 'IP1', Desc: 'Door panel', UnPr: 10_000, Disc: 2_500, Perc: false, NoDisc: true, TCode: 106, HSN: '8708' },
    ]);
    expect(invoices.customer.Ops).toEqual([
      {
        _id: 'IO1',
        Desc: 'Depreciation on Painting, front door',
        Qty: 1,
        Pr: 750,
        Disc: 0,
        Perc: false,
        NoDisc: true,
        TCode: 106,
        SAC: '9987',
      },
    ]);
    expect(invoices.customer.Items).toEqual([
      {
        _id: 'IP1',
        Desc: 'Depreciation on Door panel',
        Qty: 1,
        UnPr: 2_500,
        Disc: 0,
        Perc: false,
        NoDisc: true,
        TCode: 106,
        HSN: '8708',
      },
    ]);
    const ins = calculateInvoice(invoices.insurer, opts).totals.overall;
    const cus = calculateInvoice(invoices.customer, opts).totals.overall;
    expect([ins.total, cus.total]).toEqual([885_000 + 619_500, 295_000 + 88_500]);
    expect([ins.total, cus.total]).toEqual([totals.byPayer.insurer.total, totals.byPayer.customer.total]);
    expect(ins.tax).toBe(totals.byPayer.insurer.tax);
    expect(cus.tax).toBe(totals.byPayer.customer.tax);
  });
});

/** The branch setting Acc.ExcessSettle: the excess as a settlement adjustment below the invoices' totals. */
const settle = { ...opts, excessAsSettlement: true };

describe('setting ExcessSettle: the compulsory excess as a settlement adjustment on the split invoices (docs/insurance-depreciation.md §6)', () => {
  it('D31 the D20 order with ₹1,000 excess: insurer invoice 29,205 less 1,000 = 28,205 payable; customer 6,195 plus 1,000 = 7,195; 35,400 in all', () => {
    // Tax invoices as D20: insurer taxable 24,750 + 4,455 GST = 29,205; customer 5,250 + 945 = 6,195.
    // The excess is a settlement adjustment below the GST totals, never taxed:
    // insurer 29,205 − 1,000 = 28,205; customer 6,195 + 1,000 = 7,195; 28,205 + 7,195 = 35,400 = the order.
    const { totals } = calc(D20_ORDER);
    const { invoices, excess } = splitRepairOrder(D20_ORDER, settle);
    expect(excess).toBe(100_000);
    expect([
      invoices.insurer.Excess,
      invoices.customer.Excess,
      invoices.internal.Excess,
      invoices.warranty.Excess,
    ]).toEqual([-1_000, 1_000, undefined, undefined]);
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    // The supply's figures do not move: taxable, tax and invoice value are the D20 ones.
    expect([ins.totals.overall.taxable, ins.totals.overall.tax, ins.totals.grandTotal]).toEqual([
      2_475_000, 445_500, 2_920_500,
    ]);
    expect([cus.totals.overall.taxable, cus.totals.overall.tax, cus.totals.grandTotal]).toEqual([
      525_000, 94_500, 619_500,
    ]);
    expect([ins.excess, ins.payable]).toEqual([-100_000, 2_820_500]);
    expect([cus.excess, cus.payable]).toEqual([100_000, 719_500]);
    expect([ins.payable, cus.payable]).toEqual([totals.claim.insurerPays, totals.claim.customerPays]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
  });

  it('D32 the excess is capped at the insurer’s share: bumper ₹4,000 plastic, excess ₹5,000 → only 2,360 moves; insurer pays 0, customer 4,720', () => {
    // Bumper 4,000 rubber/plastic 50%: insurer 2,000 + 360 = 2,360; customer 2,000 + 360 = 2,360; order 4,720.
    // Excess asked 5,000 > insurer's 2,360 → capped at 2,360: insurer 2,360 − 2,360 = 0; customer 2,360 + 2,360 = 4,720.
    const ro: RepairOrder = {
      Claim: { ...claim, Excess: 5_000 },
      Parts: [{ _id: 'WP1', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 }],
    };
    const { totals } = calc(ro);
    expect(totals.claim).toMatchObject({ excessRequested: 500_000, excess: 236_000, excessCapped: true });
    const { invoices, excess } = splitRepairOrder(ro, settle);
    expect(excess).toBe(236_000);
    expect([invoices.insurer.Excess, invoices.customer.Excess]).toEqual([-2_360, 2_360]);
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    expect([ins.totals.grandTotal, ins.payable]).toEqual([236_000, 0]);
    expect([cus.totals.grandTotal, cus.payable]).toEqual([236_000, 472_000]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
  });

  it('D33 rounded invoices: a capped excess is never more than the insurer’s rounded invoice, so nobody’s payable goes below zero', () => {
    // Insurer denting 100.30 @106: 9.027 → 9.03 ×2 → 118.36; the insurer's invoice rounds to 118.00 (Adjust −0.36).
    // Customer wash 100 @106 → 118.00. Order 236.36 → 236.00.
    // Excess asked 500: the engine caps it at the insurer's 118.36; the insurer's rounded invoice asks 118.00,
    // so the invoices move 118.00: insurer 118 − 118 = 0; customer 118 + 118 = 236 = the order's grand total.
    const ro: RepairOrder = {
      Claim: { ...claim, Excess: 500 },
      Ops: [
        { _id: 'WO1', Desc: 'Denting', AssPr: 100.3, PBy: 'Ins', TCode: 106 },
        { _id: 'WO2', Desc: 'Wash', Pr: 100, PBy: 'Cus', TCode: 106 },
      ],
    };
    const rounded = { ...opts, round: true };
    const { totals } = calc(ro, true);
    expect([totals.claim.excess, totals.grandTotal]).toEqual([11_836, 23_600]);
    const { invoices, excess } = splitRepairOrder(ro, { ...settle, round: true });
    expect(excess).toBe(11_800);
    const ins = calculateInvoice(invoices.insurer, rounded);
    const cus = calculateInvoice(invoices.customer, rounded);
    expect([ins.totals.grandTotal, ins.payable]).toEqual([11_800, 0]);
    expect([cus.totals.grandTotal, cus.payable]).toEqual([11_800, 23_600]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
  });

  it('D34 without an excess the invoices carry no adjustment, and a direct invoice’s payable is its grand total', () => {
    const { invoices, excess } = splitRepairOrder({ ...D20_ORDER, Claim: claim }, opts);
    expect(excess).toBe(0);
    expect([invoices.insurer.Excess, invoices.customer.Excess]).toEqual([undefined, undefined]);
    const direct = calculateInvoice({ Ops: [{ _id: 'IO1', Pr: 1_000, TCode: 106 }] }, opts);
    expect([direct.excess, direct.payable]).toEqual([0, direct.totals.grandTotal]);
  });
});

describe('setting ExcessSettle: an order without customer lines', () => {
  it('D35 zero-depreciation claim, every line the insurer’s: the customer is billed the excess on an invoice with no lines; the payables add up to the order', () => {
    // Windscreen 8,000 @106 (18 % intra-state) insurer-paid, zero-dep: taxable 8,000 + CGST 720 + SGST 720 = 9,440, all the insurer's.
    // Excess 1,000 (below the insurer's 9,440, so not capped): insurer 9,440 − 1,000 = 8,440 payable;
    // customer: no lines, taxable 0, tax 0, invoice value 0, + 1,000 = 1,000 payable. 8,440 + 1,000 = 9,440 = the order.
    const ro: RepairOrder = {
      Claim: { ...claim, ZeroDep: true, Excess: 1_000 },
      Parts: [{ _id: 'WP1', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 }],
    };
    const { totals } = calc(ro);
    expect(totals.claim).toMatchObject({ excess: 100_000, insurerPays: 844_000, customerPays: 100_000 });
    const { invoices, excess } = splitRepairOrder(ro, settle);
    expect(excess).toBe(100_000);
    expect([invoices.insurer.Excess, invoices.customer.Excess]).toEqual([-1_000, 1_000]);
    expect([invoices.customer.Ops, invoices.customer.Items]).toEqual([[], []]);
    expect(PAYER_BUCKETS.filter((b) => invoiceBillsSomething(invoices[b]))).toEqual(['customer', 'insurer']);
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    expect([ins.totals.overall.taxable, ins.totals.overall.tax, ins.totals.grandTotal, ins.payable]).toEqual([
      800_000, 144_000, 944_000, 844_000,
    ]);
    expect([cus.totals.overall.taxable, cus.totals.overall.tax, cus.totals.grandTotal, cus.payable]).toEqual([
      0, 0, 0, 100_000,
    ]);
    expect([ins.payable, cus.payable]).toEqual([totals.claim.insurerPays, totals.claim.customerPays]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
  });

  it('D36 rounded to the rupee, an all-insurer order moves at most the insurer’s rounded invoice: excess 5,000 against 118.36 → 118; insurer 0, customer 118', () => {
    // Denting 100.30 @106 → 9.03 ×2 → 118.36, rounded invoice 118.00. Excess asked 5,000, capped at 118.36 by the
    // engine and at the rounded 118.00 on the invoices: insurer 118 − 118 = 0; customer 0 + 118 = 118 = the rounded order.
    const ro: RepairOrder = {
      Claim: { ...claim, ZeroDep: true, Excess: 5_000 },
      Ops: [{ _id: 'WO1', Desc: 'Denting', AssPr: 100.3, PBy: 'Ins', TCode: 106 }],
    };
    const rounded = { ...opts, round: true };
    const { invoices, excess } = splitRepairOrder(ro, { ...settle, round: true });
    expect(excess).toBe(11_800);
    const ins = calculateInvoice(invoices.insurer, rounded);
    const cus = calculateInvoice(invoices.customer, rounded);
    expect([ins.totals.grandTotal, ins.payable]).toEqual([11_800, 0]);
    expect([cus.totals.grandTotal, cus.totals.adjust, cus.payable]).toEqual([0, 0, 11_800]);
    expect(ins.payable + cus.payable).toBe(calc(ro, true).totals.grandTotal);
  });

  it('D37 an all-insurer claim without an excess makes no customer invoice', () => {
    const ro: RepairOrder = {
      Claim: { ...claim, ZeroDep: true },
      Parts: [{ _id: 'WP1', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 }],
    };
    const { invoices, excess } = splitRepairOrder(ro, opts);
    expect(excess).toBe(0);
    expect(PAYER_BUCKETS.filter((b) => invoiceBillsSomething(invoices[b]))).toEqual(['insurer']);
  });
});
