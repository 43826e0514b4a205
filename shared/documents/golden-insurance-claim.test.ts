import { describe, expect, it } from 'vitest';
import { calculateServiceDocument } from './calculate-service-document';
import { calc, claim, D20_ORDER, opts } from './test/insurance-claim-fixtures';

/**
 * Golden cases of insurance claims (docs/insurance-depreciation.md): depreciation of
 * insurer-paid lines moves to the customer with its tax, and the compulsory excess moves
 * from the insurer to the customer. Worked by hand in each comment; @106 is 9% CGST + 9%
 * SGST, @114 is 18% IGST. Figures in the expectations are rupees on the document and
 * paise in totals.
 */

describe('metal parts by the vehicle’s age', () => {
  it('D1 door panel ₹10,000 @106, insurer-paid, car 3½ years old: 25% → insurer 8,850, customer 2,950, line 11,800', () => {
    // Dep = 25% × 10,000 = 2,500. Insurer: 10,000 − 2,500 = 7,500; 9% = 675 ×2 → 8,850.
    // Customer: 2,500; 9% = 225 ×2 → 2,950. Line: 8,850 + 2,950 = 11,800 (= 10,000 × 1.18).
    const { document, totals } = calc({
      Claim: claim,
      Parts: [{ _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }],
    });
    expect(document.Parts?.[0]).toMatchObject({
      AssAmt: 10_000,
      Dep: 2_500,
      DepPct: 25,
      ACGST: 675,
      ASGST: 675,
      CCGST: 225,
      CSGST: 225,
      NetAmt: 10_000,
      Total: 11_800,
    });
    expect(totals.byPayer.insurer).toMatchObject({
      amount: 1_000_000,
      dep: 250_000,
      taxable: 750_000,
      tax: 135_000,
      total: 885_000,
    });
    expect(totals.byPayer.customer).toMatchObject({
      amount: 0,
      dep: -250_000,
      taxable: 250_000,
      tax: 45_000,
      total: 295_000,
    });
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
    const { document, totals } = calc({
      Claim: claim,
      Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, Disc: 10, Perc: true, PBy: 'Ins', TCode: 106 }],
    });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_250, ACGST: 607.5, CCGST: 202.5, Total: 10_620 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([796_500, 265_500]);
  });

  it('D3 the depreciation is rounded once, half up: AssPr 999.99 × 25% = 249.9975 → 250.00; insurer 749.99 → 67.4991 → 67.50 ×2 = 884.99; customer 250 → 22.50 ×2 = 295', () => {
    const { document, totals } = calc({
      Claim: claim,
      Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 999.99, PBy: 'Ins', TCode: 106 }],
    });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 250, ACGST: 67.5, CCGST: 22.5, Total: 1_179.99 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([88_499, 29_500]);
  });

  it('D4 the date of loss defaults to CrDate: registered 1 Apr 2022, created 1 Apr 2025 = exactly 3 years → 15% (not the 25% of the calculation date)', () => {
    // 15% × 10,000 = 1,500.
    const { document } = calc({
      CrDate: '2025-04-01',
      Claim: { RegDt: '2022-04-01' },
      Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }],
    });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 1_500, DepPct: 15 });
  });

  it('D5 and to the calculation date without CrDate: 1 Oct 2025 is 3½ years after 1 Apr 2022 → 25%', () => {
    const { document } = calc({
      Claim: { RegDt: '2022-04-01' },
      Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }],
    });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_500, DepPct: 25 });
  });

  it('D6 a metal part without the registration date is not guessed at: no depreciation (validation asks for the date on approve)', () => {
    const { document, totals } = calc({
      Claim: { ClaimNo: 'C-1' },
      Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }],
    });
    expect(document.Parts?.[0]).toMatchObject({ Dep: 0, DepPct: 0, Total: 11_800 });
    expect(totals.claim.insurerPays).toBe(1_180_000);
  });
});

describe('flat rates by material', () => {
  it('D7 plastic bumper ₹4,000 @106 insurer-paid: 50% → insurer 2,000 → 2,360; customer 2,000 → 2,360', () => {
    // 50% × 4,000 = 2,000 each side; 9% of 2,000 = 180 ×2 → 2,360.
    const { document, totals } = calc({
      Claim: claim,
      Parts: [{ _id: 'WP1', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 }],
    });
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
    const { document, totals } = calc({
      Claim: claim,
      Parts: [{ _id: 'WP1', Mat: 'Metal', UnPr: 2_000, AssPr: 8_000, PBy: 'InCu', TCode: 106 }],
    });
    expect(document.Parts?.[0]).toMatchObject({
      UnAmt: 2_000,
      AssAmt: 8_000,
      Dep: 2_000,
      DepPct: 25,
      CCGST: 360,
      ACGST: 540,
      Total: 11_800,
    });
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
    const stale = calc({
      Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106, Dep: 2_500, DepPct: 25 }],
    });
    expect(stale.document.Parts?.[0]?.Dep).toBeUndefined();
    expect(stale.document.Parts?.[0]?.DepPct).toBeUndefined();
    expect(stale.document.Parts?.[0]?.Total).toBe(11_800);
  });
});

describe('compulsory excess', () => {
  it('D16 excess ₹1,000 on D1 moves from the insurer to the customer: insurer 7,850, customer 3,950; together the grand total 11,800', () => {
    // Insurer 8,850 − 1,000 = 7,850; customer 2,950 + 1,000 = 3,950; 7,850 + 3,950 = 11,800.
    const { totals } = calc({
      Claim: { ...claim, Excess: 1_000 },
      Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }],
    });
    expect(totals.claim).toMatchObject({
      excessRequested: 100_000,
      excess: 100_000,
      excessCapped: false,
      insurerPays: 785_000,
      customerPays: 395_000,
    });
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
    expect(totals.claim).toMatchObject({
      excessRequested: 200_000,
      excess: 59_000,
      excessCapped: true,
      insurerPays: 0,
      customerPays: 177_000,
    });
    expect(totals.claim.insurerPays + totals.claim.customerPays).toBe(totals.grandTotal);
  });

  it('D18 rounding to the rupee: the adjustment is the customer’s, so insurer + customer is still the grand total', () => {
    // D3 (insurer 884.99, customer 295, total 1,179.99) rounded: Adjust +0.01 → 1,180.
    // Excess 500: insurer 884.99 − 500 = 384.99; customer 295 + 500 + 0.01 = 795.01; 384.99 + 795.01 = 1,180.
    const { totals } = calc(
      {
        Claim: { ...claim, Excess: 500 },
        Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 999.99, PBy: 'Ins', TCode: 106 }],
      },
      true,
    );
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
    expect(
      totals.claim.insurerPays +
        totals.claim.customerPays +
        totals.byPayer.internal.total +
        totals.byPayer.warranty.total,
    ).toBe(totals.grandTotal);
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
    const { totals } = calc(D20_ORDER);
    expect([totals.byPayer.insurer.total, totals.byPayer.customer.total, totals.grandTotal]).toEqual([
      2_920_500, 619_500, 3_540_000,
    ]);
    expect(totals.claim).toMatchObject({
      depreciation: 525_000,
      depreciationTax: 94_500,
      excess: 100_000,
      insurerPays: 2_820_500,
      customerPays: 719_500,
    });
  });
});

describe('estimates carry claims like repair orders', () => {
  it('D21 an estimate with a plastic part ₹4,000 @114 and excess ₹500: insurer 2,360 − 500 = 1,860, customer 2,360 + 500 = 2,860', () => {
    // 50% of 4,000 = 2,000 each side; 18% IGST of 2,000 = 360 → 2,360 each.
    const { document, totals } = calculateServiceDocument(
      {
        Sts: 'New',
        Claim: { ...claim, Excess: 500 },
        Parts: [{ _id: 'EP1', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 114 }],
      },
      opts,
    );
    expect(document.Parts?.[0]).toMatchObject({ Dep: 2_000, DepPct: 50, AIGST: 360, CIGST: 360, Total: 4_720 });
    expect([totals.claim.insurerPays, totals.claim.customerPays]).toEqual([186_000, 286_000]);
  });
});
