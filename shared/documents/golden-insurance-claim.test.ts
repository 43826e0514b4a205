import { describe, expect, it } from 'vitest';
import { calculateInvoice } from './calculate-invoice';
import { calculateServiceDocument } from './calculate-service-document';
import { invoiceBillsSomething } from './invoice-content';
import { splitRepairOrder } from './split-invoices';
import { PAYER_BUCKETS } from './statuses';
import type { Claim, RepairOrder } from './schemas';
import { DEFAULT_TAX_CODES } from './tax-codes';

/**
 * Golden cases of insurance claims (docs/insurance-depreciation.md): depreciation of
 * insurer-paid lines moves to the customer with its tax, and the compulsory excess moves
 * from the insurer to the customer. Worked by hand in each comment; @106 is 9% CGST + 9%
 * SGST, @114 is 18% IGST. Figures in the expectations are rupees on the document and
 * paise in totals.
 */
const opts = { date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES };
const calc = (ro: RepairOrder, round = false) => calculateServiceDocument(ro, { ...opts, round });
/** A car first registered on 1 Apr 2022, damaged on 1 Oct 2025: 3 years 6 months old → metal 25%. */
const claim: Claim = { InsId: 'INS1', PolicyNo: 'P-1', ClaimNo: 'C-1', RegDt: '2022-04-01', LossDt: '2025-10-01' };

describe('metal parts by the vehicle’s age', () => {
  it('D1 door panel ₹10,000 @106, insurer-paid, car 3½ years old: 25% → insurer 8,850, customer 2,950, line 11,800', () => {
    // Dep = 25% × 10,000 = 2,500. Insurer: 10,000 − 2,500 = 7,500; 9% = 675 ×2 → 8,850.
    // Customer: 2,500; 9% = 225 ×2 → 2,950. Line: 8,850 + 2,950 = 11,800 (= 10,000 × 1.18).
    const { document, totals } = calc({ Claim: claim, Parts: [{ _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ AssAmt: 10_000, Dep: 2_500, DepPct: 25, ACGST: 675, ASGST: 675, CCGST: 225, CSGST: 225, NetAmt: 10_000, Total: 11_800 });
    expect(totals.byPayer.insurer).toMatchObject({ amount: 1_000_000, dep: 250_000, taxable: 750_000, tax: 135_000, total: 885_000 });
    expect(totals.byPayer.customer).toMatchObject({ amount: 0, dep: -250_000, taxable: 250_000, tax: 45_000, total: 295_000 });
    expect(totals.overall).toMatchObject({ amount: 1_000_000, dep: 0, taxable: 1_000_000, total: 1_180_000 });
    expect(totals.claim).toEqual({
      excessRequested: 0,
      excess: 0,
      excessCapped: false,
      depreciation: 250_000,
      depreciationTax: 45_000,
      insurerPays: 885_000,
      customerPays: 295_000,
    });
    expect(totals.claim.insurerPays + totals.claim.customerPays).toBe(totals.grandTotal);
  });

  it('D2 depreciation is on the assessed value after discounts: door panel ₹10,000 less 10% → 9,000; 25% = 2,250 → insurer 7,965, customer 2,655', () => {
    // 9,000 × 25% = 2,250. Insurer 6,750 → 607.50 ×2 → 7,965. Customer 2,250 → 202.50 ×2 → 2,655. 7,965 + 2,655 = 10,620 = 9,000 × 1.18.
    const { document, totals } = calc({ Claim: claim, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, Disc: 10, Perc: true, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_250, ACGST: 607.5, CCGST: 202.5, Total: 10_620 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([796_500, 265_500]);
  });

  it('D3 the depreciation is rounded once, half up: AssPr 999.99 × 25% = 249.9975 → 250.00; insurer 749.99 → 67.4991 → 67.50 ×2 = 884.99; customer 250 → 22.50 ×2 = 295', () => {
    const { document, totals } = calc({ Claim: claim, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 999.99, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 250, ACGST: 67.5, CCGST: 22.5, Total: 1_179.99 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([88_499, 29_500]);
  });

  it('D4 the date of loss defaults to CrDate: registered 1 Apr 2022, created 1 Apr 2025 = exactly 3 years → 15% (not the 25% of the calculation date)', () => {
    // 15% × 10,000 = 1,500.
    const { document } = calc({ CrDate: '2025-04-01', Claim: { RegDt: '2022-04-01' }, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 1_500, DepPct: 15 });
  });

  it('D5 and to the calculation date without CrDate: 1 Oct 2025 is 3½ years after 1 Apr 2022 → 25%', () => {
    const { document } = calc({ Claim: { RegDt: '2022-04-01' }, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_500, DepPct: 25 });
  });

  it('D6 a metal part without the registration date is not guessed at: no depreciation (validation asks for the date on approve)', () => {
    const { document, totals } = calc({ Claim: { ClaimNo: 'C-1' }, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 0, DepPct: 0, Total: 11_800 });
    expect(totals.claim.insurerPays).toBe(1_180_000);
  });
});

describe('flat rates by material', () => {
  it('D7 plastic bumper ₹4,000 @106 insurer-paid: 50% → insurer 2,000 → 2,360; customer 2,000 → 2,360', () => {
    // 50% × 4,000 = 2,000 each side; 9% of 2,000 = 180 ×2 → 2,360.
    const { document, totals } = calc({ Claim: claim, Parts: [{ _id: 'WP1', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_000, DepPct: 50, ACGST: 180, CCGST: 180, Total: 4_720 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([236_000, 236_000]);
  });

  it('D8 painting ₹6,000 not split (12.5%) + paint material ₹1,200 (50%) + denting labour ₹2,000 (never) @106', () => {
    // Painting: 25% material × 50% = 12.5% × 6,000 = 750. Insurer 5,250 → 472.50 ×2 → 6,195; customer 750 → 67.50 ×2 → 885.
    // Paint material: 50% × 1,200 = 600. Insurer 600 → 54 ×2 → 708; customer 600 → 708.
    // Denting: no depreciation on labour → insurer 2,000 → 180 ×2 → 2,360.
    // Insurer 6,195 + 708 + 2,360 = 9,263; customer 885 + 708 = 1,593; total 10,856 = 9,200 × 1.18.
    const { document, totals } = calc({
      Claim: claim,
      Ops: [
        { _id: 'WO1', Desc: 'Painting, front door', Paint: true, AssPr: 6_000, PBy: 'Ins', TCode: 106 },
        { _id: 'WO2', Desc: 'Denting', AssPr: 2_000, PBy: 'Ins', TCode: 106 },
      ],
      Parts: [{ _id: 'WP1', Desc: 'Paint', Mat: 'Paint', AssPr: 1_200, PBy: 'Ins', TCode: 106 }],
    });
    expect(document.Ops?.[0]).toMatchObject({ Dep: 750, DepPct: 12.5, ACGST: 472.5, CCGST: 67.5, Total: 7_080 });
    expect(document.Ops?.[1]).toMatchObject({ Dep: 0, DepPct: 0, ACGST: 180, CCGST: 0, Total: 2_360 });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 600, DepPct: 50, Total: 1_416 });
    expect(totals.claim).toMatchObject({ depreciation: 135_000, insurerPays: 926_300, customerPays: 159_300 });
    expect(totals.grandTotal).toBe(1_085_600);
  });

  it('D9 glass nil, fibreglass 30% @114: windscreen ₹8,000 → insurer 9,440; fibreglass spoiler ₹5,000 → 1,500 to the customer', () => {
    // Glass: 0 → insurer 8,000 → 18% = 1,440 → 9,440.
    // Fibreglass: 30% × 5,000 = 1,500. Insurer 3,500 → 630 → 4,130; customer 1,500 → 270 → 1,770.
    const { document, totals } = calc({
      Claim: claim,
      Parts: [
        { _id: 'WP1', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 114 },
        { _id: 'WP2', Mat: 'Fibreglass', AssPr: 5_000, PBy: 'Ins', TCode: 114 },
      ],
    });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 0, DepPct: 0, AIGST: 1_440, Total: 9_440 });
    expect(document.Parts?.[1]).toMatchObject({ Dep: 1_500, DepPct: 30, AIGST: 630, CIGST: 270, Total: 5_900 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([944_000 + 413_000, 177_000]);
  });

  it('D10 a part without a material is not depreciated', () => {
    const { document } = calc({ Claim: claim, Parts: [{ _id: 'WP1', AssPr: 1_000, PBy: 'Ins', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 0, DepPct: 0, Total: 1_180 });
  });
});

describe('who the depreciation applies to', () => {
  it('D11 zero-depreciation cover turns it all off: D1 and D8 lines, insurer pays everything', () => {
    const { document, totals } = calc({
      Claim: { ...claim, ZeroDep: true },
      Ops: [{ _id: 'WO1', Paint: true, AssPr: 6_000, PBy: 'Ins', TCode: 106 }],
      Parts: [
        { _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 },
        { _id: 'WP2', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 },
      ],
    });
    for (const l of [...(document.Ops ?? []), ...(document.Parts ?? [])]) expect([l.Dep, l.DepPct]).toEqual([0, 0]);
    // 20,000 × 1.18 = 23,600.
    expect(totals.claim).toMatchObject({ depreciation: 0, insurerPays: 2_360_000, customerPays: 0 });
  });

  it('D12 a shared (InCu) metal part, customer ₹2,000 / assessed ₹8,000 @106: only the assessed portion is depreciated (25% = 2,000)', () => {
    // C: 2,000 → 180 ×2 → 2,360. A: 8,000 − 2,000 = 6,000 → 540 ×2 → 7,080. D: 2,000 → 180 ×2 → 2,360.
    // Customer 2,360 + 2,360 = 4,720; insurer 7,080; line 11,800. CCGST on the line = 180 + 180 = 360.
    const { document, totals } = calc({ Claim: claim, Parts: [{ _id: 'WP1', Mat: 'Metal', UnPr: 2_000, AssPr: 8_000, PBy: 'InCu', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({ UnAmt: 2_000, AssAmt: 8_000, Dep: 2_000, DepPct: 25, CCGST: 360, ACGST: 540, Total: 11_800 });
    expect([totals.byPayer.customer.total, totals.byPayer.insurer.total]).toEqual([472_000, 708_000]);
  });

  it('D13 customer-paid, internal and warranty lines are never depreciated, whatever their material', () => {
    const { document, totals } = calc({
      Claim: claim,
      Parts: [
        { _id: 'WP1', Mat: 'Metal', UnPr: 1_000, PBy: 'Cus', TCode: 106 },
        { _id: 'WP2', Mat: 'Rubber', UnPr: 1_000, PBy: 'Int', TCode: 106 },
        { _id: 'WP3', Mat: 'Rubber', UnPr: 1_000, PBy: 'War', TCode: 106 },
      ],
    });
    for (const l of document.Parts ?? []) expect(l.Dep).toBe(0);
    expect(totals.claim.depreciation).toBe(0);
  });

  it('D14 a Cancelled line shows its depreciation but it is not summed (like its Total)', () => {
    const { document, totals } = calc({
      Claim: claim,
      Parts: [
        { _id: 'WP1', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106, Sts: 'Cancelled' },
        { _id: 'WP2', Mat: 'Rubber', AssPr: 1_000, PBy: 'Ins', TCode: 106 },
      ],
    });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_000, Total: 4_720 });
    expect(totals.claim.depreciation).toBe(50_000);
  });

  it('D15 documents without a claim carry no Dep fields; stale ones are cleared when the claim is removed', () => {
    const plain = calc({ Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }] });
    expect(plain.document.Parts?.[0]).not.toHaveProperty('Dep');
    expect(plain.totals.claim).toMatchObject({ depreciation: 0, insurerPays: 1_180_000, customerPays: 0 });
    const stale = calc({ Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106, Dep: 2_500, DepPct: 25 }] });
    expect(stale.document.Parts?.[0]?.Dep).toBeUndefined();
    expect(stale.document.Parts?.[0]?.DepPct).toBeUndefined();
    expect(stale.document.Parts?.[0]?.Total).toBe(11_800);
  });
});

describe('compulsory excess', () => {
  it('D16 excess ₹1,000 on D1 moves from the insurer to the customer: insurer 7,850, customer 3,950; together the grand total 11,800', () => {
    // Insurer 8,850 − 1,000 = 7,850; customer 2,950 + 1,000 = 3,950; 7,850 + 3,950 = 11,800.
    const { totals } = calc({ Claim: { ...claim, Excess: 1_000 }, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }] });
    expect(totals.claim).toMatchObject({ excessRequested: 100_000, excess: 100_000, excessCapped: false, insurerPays: 785_000, customerPays: 395_000 });
    expect(totals.claim.insurerPays + totals.claim.customerPays).toBe(totals.grandTotal);
    // The excess is no supply: the per-payer tax-invoice figures do not change.
    expect([totals.byPayer.insurer.total, totals.byPayer.customer.total]).toEqual([885_000, 295_000]);
  });

  it('D17 the excess never exceeds the insurer’s share: ₹2,000 against an insurer share of ₹590 is capped at 590', () => {
    // Insurer labour 500 @106 → 590; customer labour 1,000 → 1,180. Excess capped at 590: insurer 0, customer 1,180 + 590 = 1,770.
    const { totals } = calc({
      Claim: { Excess: 2_000 },
      Ops: [
        { _id: 'WO1', AssPr: 500, PBy: 'Ins', TCode: 106 },
        { _id: 'WO2', Pr: 1_000, PBy: 'Cus', TCode: 106 },
      ],
    });
    expect(totals.claim).toMatchObject({ excessRequested: 200_000, excess: 59_000, excessCapped: true, insurerPays: 0, customerPays: 177_000 });
    expect(totals.claim.insurerPays + totals.claim.customerPays).toBe(totals.grandTotal);
  });

  it('D18 rounding to the rupee: the adjustment is the customer’s, so insurer + customer is still the grand total', () => {
    // D3 (insurer 884.99, customer 295, total 1,179.99) rounded: Adjust +0.01 → 1,180.
    // Excess 500: insurer 884.99 − 500 = 384.99; customer 295 + 500 + 0.01 = 795.01; 384.99 + 795.01 = 1,180.
    const { totals } = calc({ Claim: { ...claim, Excess: 500 }, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 999.99, PBy: 'Ins', TCode: 106 }] }, true);
    expect(totals.adjust).toBe(1);
    expect(totals.claim).toMatchObject({ insurerPays: 38_499, customerPays: 79_501 });
    expect(totals.claim.insurerPays + totals.claim.customerPays).toBe(totals.grandTotal);
  });

  it('D19 internal and warranty lines are nobody’s in the claim: insurer + customer + internal + warranty = grand total', () => {
    const { totals } = calc({
      Claim: { ...claim, Excess: 1_000 },
      Ops: [{ _id: 'WO1', Pr: 500, PBy: 'Int', TCode: 106 }],
      Parts: [
        { _id: 'WP1', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 },
        { _id: 'WP2', UnPr: 250, PBy: 'War', TCode: 106 },
      ],
    });
    // Insurer 2,360 − 1,000 = 1,360; customer 2,360 + 1,000 = 3,360; internal 590; warranty 295.
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([136_000, 336_000]);
    expect(totals.claim.insurerPays + totals.claim.customerPays + totals.byPayer.internal.total + totals.byPayer.warranty.total).toBe(totals.grandTotal);
  });
});

describe('the worked example of docs/insurance-depreciation.md', () => {
  it('D20 door panel, bumper, windscreen, painting and denting on a 3½-year-old car with ₹1,000 excess: insurer pays 28,205, customer 7,195, total 35,400', () => {
    // Door panel 10,000 metal 25%: dep 2,500 → insurer 7,500 + 1,350 = 8,850; customer 2,500 + 450 = 2,950.
    // Bumper 4,000 rubber/plastic 50%: dep 2,000 → insurer 2,360; customer 2,360.
    // Windscreen 8,000 glass nil → insurer 9,440.
    // Painting 6,000 unsplit 12.5%: dep 750 → insurer 5,250 + 945 = 6,195; customer 750 + 135 = 885.
    // Denting 2,000: labour, no depreciation → insurer 2,360.
    // Insurer 29,205, customer 6,195 (= 5,250 depreciation + 945 tax), total 35,400 = 30,000 × 1.18.
    // Excess 1,000: insurer pays 28,205, customer pays 7,195.
    const { totals } = calc({
      Claim: { ...claim, Excess: 1_000 },
      Ops: [
        { _id: 'WO1', Desc: 'Painting', Paint: true, AssPr: 6_000, PBy: 'Ins', TCode: 106 },
        { _id: 'WO2', Desc: 'Denting', AssPr: 2_000, PBy: 'Ins', TCode: 106 },
      ],
      Parts: [
        { _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 },
        { _id: 'WP2', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 },
        { _id: 'WP3', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 },
      ],
    });
    expect([totals.byPayer.insurer.total, totals.byPayer.customer.total, totals.grandTotal]).toEqual([2_920_500, 619_500, 3_540_000]);
    expect(totals.claim).toMatchObject({ depreciation: 525_000, depreciationTax: 94_500, excess: 100_000, insurerPays: 2_820_500, customerPays: 719_500 });
  });
});

describe('estimates carry claims like repair orders', () => {
  it('D21 an estimate with a plastic part ₹4,000 @114 and excess ₹500: insurer 2,360 − 500 = 1,860, customer 2,360 + 500 = 2,860', () => {
    // 50% of 4,000 = 2,000 each side; 18% IGST of 2,000 = 360 → 2,360 each.
    const { document, totals } = calculateServiceDocument(
      { Sts: 'New', Claim: { ...claim, Excess: 500 }, Parts: [{ _id: 'EP1', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 114 }] },
      opts,
    );
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_000, DepPct: 50, AIGST: 360, CIGST: 360, Total: 4_720 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([186_000, 286_000]);
  });
});

describe('a claim repair order split into invoices (calculation-rules §7)', () => {
  it('D30 door panel ₹10,000 (25%) and painting ₹6,000 (12.5%): the insurer is billed net of depreciation, the customer gets "Depreciation on …" lines, and each adds up to its share', () => {
    // Panel: insurer 7,500 + 18% = 8,850; customer 2,500 + 18% = 2,950.
    // Painting: 6,000 × 25% material × 50% = 750 → insurer 5,250 + 18% = 6,195; customer 750 + 18% = 885.
    const ro: RepairOrder = {
      Claim: claim,
      Ops: [{ _id: 'WO1', Desc: 'Painting, front door', Paint: true, AssPr: 6_000, PBy: 'Ins', TCode: 106, SAC: '9987' }],
      Parts: [{ _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }],
    };
    const { totals } = calc(ro);
    const { invoices } = splitRepairOrder(ro, opts);
    expect(invoices.insurer.Ops).toEqual([{ _id: 'IO1', Desc: 'Painting, front door', Pr: 6_000, Disc: 750, Perc: false, NoDisc: true, TCode: 106, SAC: '9987' }]);
    expect(invoices.insurer.Items).toEqual([{ _id: 'IP1', Desc: 'Door panel', UnPr: 10_000, Disc: 2_500, Perc: false, NoDisc: true, TCode: 106 }]);
    expect(invoices.customer.Ops).toEqual([{ _id: 'IO1', Desc: 'Depreciation on Painting, front door', Qty: 1, Pr: 750, Disc: 0, Perc: false, NoDisc: true, TCode: 106 }]);
    expect(invoices.customer.Items).toEqual([{ _id: 'IP1', Desc: 'Depreciation on Door panel', Qty: 1, UnPr: 2_500, Disc: 0, Perc: false, NoDisc: true, TCode: 106 }]);
    const ins = calculateInvoice(invoices.insurer, opts).totals.overall;
    const cus = calculateInvoice(invoices.customer, opts).totals.overall;
    expect([ins.total, cus.total]).toEqual([885_000 + 619_500, 295_000 + 88_500]);
    expect([ins.total, cus.total]).toEqual([totals.byPayer.insurer.total, totals.byPayer.customer.total]);
    expect(ins.tax).toBe(totals.byPayer.insurer.tax);
    expect(cus.tax).toBe(totals.byPayer.customer.tax);
  });
});

describe('the compulsory excess on the split invoices (docs/insurance-depreciation.md §6)', () => {
  const d20: RepairOrder = {
    Claim: { ...claim, Excess: 1_000 },
    Ops: [
      { _id: 'WO1', Desc: 'Painting', Paint: true, AssPr: 6_000, PBy: 'Ins', TCode: 106 },
      { _id: 'WO2', Desc: 'Denting', AssPr: 2_000, PBy: 'Ins', TCode: 106 },
    ],
    Parts: [
      { _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 },
      { _id: 'WP2', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 },
      { _id: 'WP3', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 },
    ],
  };

  it('D31 the D20 order with ₹1,000 excess: insurer invoice 29,205 less 1,000 = 28,205 payable; customer 6,195 plus 1,000 = 7,195; 35,400 in all', () => {
    // Tax invoices as D20: insurer taxable 24,750 + 4,455 GST = 29,205; customer 5,250 + 945 = 6,195.
    // The excess is a settlement adjustment below the GST totals, never taxed:
    // insurer 29,205 − 1,000 = 28,205; customer 6,195 + 1,000 = 7,195; 28,205 + 7,195 = 35,400 = the order.
    const { totals } = calc(d20);
    const { invoices, excess } = splitRepairOrder(d20, opts);
    expect(excess).toBe(100_000);
    expect([invoices.insurer.Excess, invoices.customer.Excess, invoices.internal.Excess, invoices.warranty.Excess]).toEqual([-1_000, 1_000, undefined, undefined]);
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    // The supply's figures do not move: taxable, tax and invoice value are the D20 ones.
    expect([ins.totals.overall.taxable, ins.totals.overall.tax, ins.totals.grandTotal]).toEqual([2_475_000, 445_500, 2_920_500]);
    expect([cus.totals.overall.taxable, cus.totals.overall.tax, cus.totals.grandTotal]).toEqual([525_000, 94_500, 619_500]);
    expect([ins.excess, ins.payable]).toEqual([-100_000, 2_820_500]);
    expect([cus.excess, cus.payable]).toEqual([100_000, 719_500]);
    expect([ins.payable, cus.payable]).toEqual([totals.claim.insurerPays, totals.claim.customerPays]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
  });

  it('D32 the excess is capped at the insurer’s share: bumper ₹4,000 plastic, excess ₹5,000 → only 2,360 moves; insurer pays 0, customer 4,720', () => {
    // Bumper 4,000 rubber/plastic 50%: insurer 2,000 + 360 = 2,360; customer 2,000 + 360 = 2,360; order 4,720.
    // Excess asked 5,000 > insurer's 2,360 → capped at 2,360: insurer 2,360 − 2,360 = 0; customer 2,360 + 2,360 = 4,720.
    const ro: RepairOrder = { Claim: { ...claim, Excess: 5_000 }, Parts: [{ _id: 'WP1', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 }] };
    const { totals } = calc(ro);
    expect(totals.claim).toMatchObject({ excessRequested: 500_000, excess: 236_000, excessCapped: true });
    const { invoices, excess } = splitRepairOrder(ro, opts);
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
    const { invoices, excess } = splitRepairOrder(ro, rounded);
    expect(excess).toBe(11_800);
    const ins = calculateInvoice(invoices.insurer, rounded);
    const cus = calculateInvoice(invoices.customer, rounded);
    expect([ins.totals.grandTotal, ins.payable]).toEqual([11_800, 0]);
    expect([cus.totals.grandTotal, cus.payable]).toEqual([11_800, 23_600]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
  });

  it('D34 without an excess the invoices carry no adjustment, and a direct invoice’s payable is its grand total', () => {
    const { invoices, excess } = splitRepairOrder({ ...d20, Claim: claim }, opts);
    expect(excess).toBe(0);
    expect([invoices.insurer.Excess, invoices.customer.Excess]).toEqual([undefined, undefined]);
    const direct = calculateInvoice({ Ops: [{ _id: 'IO1', Pr: 1_000, TCode: 106 }] }, opts);
    expect([direct.excess, direct.payable]).toEqual([0, direct.totals.grandTotal]);
  });
});

describe('an order without customer lines', () => {
  it('D35 zero-depreciation claim, every line the insurer’s: the customer is billed the excess on an invoice with no lines; the payables add up to the order', () => {
    // Windscreen 8,000 @106 (18 % intra-state) insurer-paid, zero-dep: taxable 8,000 + CGST 720 + SGST 720 = 9,440, all the insurer's.
    // Excess 1,000 (below the insurer's 9,440, so not capped): insurer 9,440 − 1,000 = 8,440 payable;
    // customer: no lines, taxable 0, tax 0, invoice value 0, + 1,000 = 1,000 payable. 8,440 + 1,000 = 9,440 = the order.
    const ro: RepairOrder = { Claim: { ...claim, ZeroDep: true, Excess: 1_000 }, Parts: [{ _id: 'WP1', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 }] };
    const { totals } = calc(ro);
    expect(totals.claim).toMatchObject({ excess: 100_000, insurerPays: 844_000, customerPays: 100_000 });
    const { invoices, excess } = splitRepairOrder(ro, opts);
    expect(excess).toBe(100_000);
    expect([invoices.insurer.Excess, invoices.customer.Excess]).toEqual([-1_000, 1_000]);
    expect([invoices.customer.Ops, invoices.customer.Items]).toEqual([[], []]);
    expect(PAYER_BUCKETS.filter((b) => invoiceBillsSomething(invoices[b]))).toEqual(['customer', 'insurer']);
    const ins = calculateInvoice(invoices.insurer, opts);
    const cus = calculateInvoice(invoices.customer, opts);
    expect([ins.totals.overall.taxable, ins.totals.overall.tax, ins.totals.grandTotal, ins.payable]).toEqual([800_000, 144_000, 944_000, 844_000]);
    expect([cus.totals.overall.taxable, cus.totals.overall.tax, cus.totals.grandTotal, cus.payable]).toEqual([0, 0, 0, 100_000]);
    expect([ins.payable, cus.payable]).toEqual([totals.claim.insurerPays, totals.claim.customerPays]);
    expect(ins.payable + cus.payable).toBe(totals.grandTotal);
  });

  it('D36 rounded to the rupee, an all-insurer order moves at most the insurer’s rounded invoice: excess 5,000 against 118.36 → 118; insurer 0, customer 118', () => {
    // Denting 100.30 @106 → 9.03 ×2 → 118.36, rounded invoice 118.00. Excess asked 5,000, capped at 118.36 by the
    // engine and at the rounded 118.00 on the invoices: insurer 118 − 118 = 0; customer 0 + 118 = 118 = the rounded order.
    const ro: RepairOrder = { Claim: { ...claim, ZeroDep: true, Excess: 5_000 }, Ops: [{ _id: 'WO1', Desc: 'Denting', AssPr: 100.3, PBy: 'Ins', TCode: 106 }] };
    const rounded = { ...opts, round: true };
    const { invoices, excess } = splitRepairOrder(ro, rounded);
    expect(excess).toBe(11_800);
    const ins = calculateInvoice(invoices.insurer, rounded);
    const cus = calculateInvoice(invoices.customer, rounded);
    expect([ins.totals.grandTotal, ins.payable]).toEqual([11_800, 0]);
    expect([cus.totals.grandTotal, cus.totals.adjust, cus.payable]).toEqual([0, 0, 11_800]);
    expect(ins.payable + cus.payable).toBe(calc(ro, true).totals.grandTotal);
  });

  it('D37 an all-insurer claim without an excess makes no customer invoice', () => {
    const ro: RepairOrder = { Claim: { ...claim, ZeroDep: true }, Parts: [{ _id: 'WP1', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 }] };
    const { invoices, excess } = splitRepairOrder(ro, opts);
    expect(excess).toBe(0);
    expect(PAYER_BUCKETS.filter((b) => invoiceBillsSomething(invoices[b]))).toEqual(['insurer']);
  });
});
