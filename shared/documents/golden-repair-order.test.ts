import { describe, expect, it } from 'vitest';
import { calculateInvoice } from './calculate-invoice';
import { calculateServiceDocument } from './calculate-service-document';
import type { RepairOrder } from './schemas';
import { splitRepairOrder } from './split-invoices';
import { DEFAULT_TAX_CODES } from './tax-codes';

/**
 * Golden cases G30–G40: payers, price columns and the insurer / customer split
 * (service-documents §1, §3, §5; platform §3 cost-bearer codes). Arithmetic in
 * each title and in docs/calculation-rules.md §12.
 */
const opts = { date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES };
const calc = (ro: RepairOrder) => calculateServiceDocument(ro, opts);

describe('golden repair orders — payers and price columns', () => {
  it('G30 Cus line uses the customer column: Pr 1000 (AssPr 800 ignored) → CCGST 90 + CSGST 90; customer 1180, insurer 0', () => {
    const { document, totals } = calc({ Ops: [{ _id: 'WO1', Pr: 1000, AssPr: 800, PBy: 'Cus', TCode: 106 }] });
    expect(document.Ops?.[0]).toMatchObject({ CCGST: 90, CSGST: 90, ACGST: 0, NetAmt: 1000, Total: 1180 });
    expect(totals.byPayer.customer.total).toBe(118000);
    expect(totals.byPayer.insurer.total).toBe(0);
  });

  it('G31 Ins line uses the assessed column: 2 × AssPr 450 = 900 (UnPr 500 ignored) → AIGST 162; insurer 1062', () => {
    const { document, totals } = calc({
      Parts: [{ _id: 'WP1', Qty: 2, UnPr: 500, AssPr: 450, PBy: 'Ins', TCode: 114 }],
    });
    expect(document.Parts?.[0]).toMatchObject({ UnAmt: 0, AssAmt: 900, AIGST: 162, CIGST: 0, Total: 1062 });
    expect(totals.byPayer.insurer.total).toBe(106200);
    expect(totals.byPayer.customer.total).toBe(0);
  });

  it('G32 InCu (shared): customer 300 → 27 + 27 = 354; insurer 700 → 63 + 63 = 826; line Total 1180', () => {
    const { document, totals } = calc({ Parts: [{ _id: 'WP1', UnPr: 300, AssPr: 700, PBy: 'InCu', TCode: 106 }] });
    expect(document.Parts?.[0]).toMatchObject({
      UnAmt: 300,
      AssAmt: 700,
      CCGST: 27,
      ACGST: 63,
      NetAmt: 1000,
      Total: 1180,
    });
    expect(totals.byPayer.customer.total).toBe(35400);
    expect(totals.byPayer.insurer.total).toBe(82600);
  });

  it('G33 Int (internal) labour 500 @106 → internal 590', () => {
    const { totals } = calc({ Ops: [{ _id: 'WO1', Pr: 500, PBy: 'Int', TCode: 106 }] });
    expect(totals.byPayer.internal.total).toBe(59000);
    expect(totals.byPayer.customer.total).toBe(0);
  });

  it('G34 War (warranty) part 2 × 250 @114 → IGST 90; warranty 590', () => {
    const { totals } = calc({ Parts: [{ _id: 'WP1', Qty: 2, UnPr: 250, PBy: 'War', TCode: 114 }] });
    expect(totals.byPayer.warranty).toMatchObject({ igst: 9000, total: 59000 });
  });

  it('G35 estimated column: EstPr 1200 @106 → ECGST 108 + ESGST 108; EstTotal 1416 (no discounts on the quote)', () => {
    const { document, totals } = calc({
      Ops: [{ _id: 'WO1', Pr: 1000, EstPr: 1200, Disc: 10, Perc: true, TCode: 106 }],
    });
    expect(document.Ops?.[0]).toMatchObject({ ECGST: 108, ESGST: 108, EstTotal: 1416, Total: 1062 });
    expect(totals.estimated.total).toBe(141600);
  });

  it('G36 a Declined line is shown but not summed: 1000 (Declined) + 500 @106 → total 590', () => {
    const { document, totals } = calc({
      Ops: [
        { _id: 'WO1', Pr: 1000, TCode: 106, Sts: 'Declined' },
        { _id: 'WO2', Pr: 500, TCode: 106, Sts: 'Approved' },
      ],
    });
    expect(document.Ops?.[0]?.Total).toBe(1180);
    expect(totals.overall.total).toBe(59000);
  });

  it('G37 PDisc over a shared part: portions 300 (C) and 700 (A) → 30 / 70; customer 1180 + 318.60 = 1498.60, insurer 743.40; overall 2242', () => {
    const { document, totals } = calc({
      PDisc: 100,
      Ops: [{ _id: 'WO1', Pr: 1000, PBy: 'Cus', TCode: 106 }],
      Parts: [{ _id: 'WP1', UnPr: 300, AssPr: 700, PBy: 'InCu', TCode: 106 }],
    });
    // C: 270 → 24.30 + 24.30; A: 630 → 56.70 + 56.70
    expect(document.Parts?.[0]).toMatchObject({ RecDisc: 100, CCGST: 24.3, ACGST: 56.7, NetAmt: 900, Total: 1062 });
    expect(totals.byPayer.customer.total).toBe(149860);
    expect(totals.byPayer.insurer.total).toBe(74340);
    expect(totals.overall.total).toBe(224200);
  });

  it('G38 the repair order of G37 splits into an insurer invoice (743.40) and a customer invoice (1498.60) that add up to 2242', () => {
    const ro: RepairOrder = {
      PDisc: 100,
      Ops: [{ _id: 'WO1', Pr: 1000, PBy: 'Cus', TCode: 106 }],
      Parts: [{ _id: 'WP1', UnPr: 300, AssPr: 700, PBy: 'InCu', TCode: 106 }],
    };
    const { invoices } = splitRepairOrder(ro, opts);
    expect(invoices.insurer.Items).toEqual([
      { _id: 'IP1', UnPr: 700, Disc: 70, Perc: false, NoDisc: true, TCode: 106 },
    ]);
    expect(invoices.customer.Ops?.[0]).toMatchObject({ _id: 'IO1', Pr: 1000, Disc: 0, NoDisc: true });
    expect(invoices.customer.Items?.[0]).toMatchObject({ _id: 'IP1', UnPr: 300, Disc: 30 });
    const ins = calculateInvoice(invoices.insurer, opts).totals.overall.total;
    const cus = calculateInvoice(invoices.customer, opts).totals.overall.total;
    expect([ins, cus, ins + cus]).toEqual([74340, 149860, 224200]);
  });

  it('G39 amount discount on a shared line goes to the customer portion: Disc 50 → C 250, A 700; Disc 10% → C 270, A 630', () => {
    const amount = calc({ Parts: [{ _id: 'WP1', UnPr: 300, AssPr: 700, PBy: 'InCu', Disc: 50, TCode: 101 }] });
    expect(amount.lines[0]?.C?.taxable).toBe(25000);
    expect(amount.lines[0]?.A?.taxable).toBe(70000);
    const pct = calc({ Parts: [{ _id: 'WP1', UnPr: 300, AssPr: 700, PBy: 'InCu', Disc: 10, Perc: true, TCode: 101 }] });
    expect([pct.lines[0]?.C?.taxable, pct.lines[0]?.A?.taxable]).toEqual([27000, 63000]);
  });

  it('G40 all five payers: line totals 1180 (Cus) + 1062 (Ins) + 1180 (InCu) + 590 (Int) + 590 (War) = 4602; per payer customer 1534, insurer 1888, internal 590, warranty 590', () => {
    const { totals } = calc({
      Ops: [
        { _id: 'WO1', Pr: 1000, PBy: 'Cus', TCode: 106 },
        { _id: 'WO2', Pr: 500, PBy: 'Int', TCode: 106 },
      ],
      Parts: [
        { _id: 'WP1', Qty: 2, AssPr: 450, PBy: 'Ins', TCode: 114 },
        { _id: 'WP2', UnPr: 300, AssPr: 700, PBy: 'InCu', TCode: 106 },
        { _id: 'WP3', Qty: 2, UnPr: 250, PBy: 'War', TCode: 114 },
      ],
    });
    expect(totals.byPayer.customer.total).toBe(118000 + 35400);
    expect(totals.byPayer.insurer.total).toBe(106200 + 82600);
    expect(totals.byPayer.internal.total).toBe(59000);
    expect(totals.byPayer.warranty.total).toBe(59000);
    expect(totals.overall.total).toBe(460200);
  });
});

describe('estimates compute like repair orders (service-documents §3)', () => {
  it('an estimate with EO/EP lines: labour 1000 @106 + InCu part 300/700 @114 → 1180 + 354 + 826; the input is not changed', () => {
    const est = {
      Sts: 'New' as const,
      Ops: [{ _id: 'EO1', Pr: 1000, TCode: 106 }],
      Parts: [{ _id: 'EP1', UnPr: 300, AssPr: 700, PBy: 'InCu' as const, TCode: 114 }],
    };
    const copy = structuredClone(est);
    const { document, totals } = calculateServiceDocument(est, opts);
    expect(document.Parts?.[0]).toMatchObject({ CIGST: 54, AIGST: 126, Total: 1180 });
    expect(totals.overall.total).toBe(236000);
    expect(est).toEqual(copy);
  });
});
