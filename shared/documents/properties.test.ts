import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion } from './apportion';
import { calculateInvoice } from './calculate-invoice';
import { calculateServiceDocument } from './calculate-service-document';
import { rupeesToPaise } from './money-math';
import type { RepairOrder, ServiceLaborLine, ServicePartLine } from './schemas';
import { PART_MATERIALS } from './depreciation';
import { invoiceBillsSomething } from './invoice-content';
import { splitRepairOrder } from './split-invoices';
import { LINE_STATUSES, PAYER_BUCKETS, PAYERS } from './statuses';
import { DEFAULT_TAX_CODES } from './tax-codes';

/** Property tests of the calculation (service-documents §1, §3; platform §5 'General'). */

const opts = { date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES };
const money = (max: number) => fc.integer({ min: 0, max }).map((p) => p / 100);
const qty = fc.integer({ min: 1, max: 20_000 }).map((m) => m / 1000);
const tcode = fc.constantFrom(101, 102, 103, 104, 106, 107, 111, 114, 115);
const lineDisc = fc.oneof(
  fc.constant({}),
  fc.integer({ min: 0, max: 10_000 }).map((bp) => ({ Disc: bp / 100, Perc: true })),
  money(200_000).map((Disc) => ({ Disc })),
  fc.constant({ NoDisc: true }),
);
const commonLine = fc.record({
  Qty: qty,
  price: money(10_000_000),
  AssPr: money(10_000_000),
  EstPr: money(10_000_000),
  PBy: fc.constantFrom(...PAYERS),
  Sts: fc.constantFrom(...LINE_STATUSES),
  TCode: tcode,
  disc: lineDisc,
});
const docDisc = fc.record({
  LDisc: fc.oneof(
    money(500_000),
    fc.integer({ min: 0, max: 10_000 }).map((b) => b / 100),
  ),
  LPerc: fc.boolean(),
  PDisc: fc.oneof(
    money(500_000),
    fc.integer({ min: 0, max: 10_000 }).map((b) => b / 100),
  ),
  PPerc: fc.boolean(),
  Disc: fc.oneof(
    money(500_000),
    fc.integer({ min: 0, max: 10_000 }).map((b) => b / 100),
  ),
  Perc: fc.boolean(),
});

const repairOrderArb: fc.Arbitrary<RepairOrder> = fc
  .record({
    ops: fc.array(commonLine, { maxLength: 12 }),
    parts: fc.array(commonLine, { maxLength: 12 }),
    disc: docDisc,
    tax: fc.boolean(),
  })
  .map(({ ops, parts, disc, tax }) => ({
    ...disc,
    Settings: { Tax: tax || ops.length % 3 !== 0 },
    Ops: ops.map((l, i): ServiceLaborLine => ({
      _id: `WO${i + 1}`,
      Qty: l.Qty,
      Pr: l.price,
      AssPr: l.AssPr,
      EstPr: l.EstPr,
      PBy: l.PBy,
      Sts: l.Sts,
      TCode: l.TCode,
      ...l.disc,
    })),
    Parts: parts.map((l, i): ServicePartLine => ({
      _id: `WP${i + 1}`,
      Qty: l.Qty,
      UnPr: l.price,
      AssPr: l.AssPr,
      EstPr: l.EstPr,
      PBy: l.PBy,
      Sts: l.Sts,
      TCode: l.TCode,
      ...l.disc,
    })),
  }));

const RUNS = { numRuns: 200 };

describe('calculation properties (service-documents §1, §3)', () => {
  it('the overall total equals the sum of the counted lines’ Totals, and totals are sums of line figures', () => {
    fc.assert(
      fc.property(repairOrderArb, (ro) => {
        const { document, lines, totals } = calculateServiceDocument(ro, opts);
        const all = [...(document.Ops ?? []), ...(document.Parts ?? [])];
        const counted = all.filter((_, i) => lines[i]?.counted);
        expect(counted.reduce((s, l) => s + rupeesToPaise(l.Total ?? 0), 0)).toBe(totals.overall.total);
        const o = totals.overall;
        expect(o.total).toBe(o.taxable + o.cgst + o.sgst + o.igst);
        expect(o.taxable).toBe(o.amount - o.lineDisc - o.recDisc);
        expect(totals.labor.total + totals.parts.total).toBe(o.total);
      }),
      RUNS,
    );
  });

  it('CGST equals SGST on every intra-state line and column', () => {
    fc.assert(
      fc.property(repairOrderArb, (ro) => {
        const { lines } = calculateServiceDocument(ro, opts);
        for (const l of lines) for (const p of [l.C, l.A, l.E]) if (p) expect(p.cgst).toBe(p.sgst);
      }),
      RUNS,
    );
  });

  it('apportioned document discounts add up exactly to the discounts, per labour and parts', () => {
    fc.assert(
      fc.property(repairOrderArb, (ro) => {
        const { lines, totals } = calculateServiceDocument(ro, opts);
        const d = totals.discounts;
        let labor = 0;
        let parts = 0;
        for (const l of lines) {
          const rec = (l.C?.recDisc ?? 0) + (l.A?.recDisc ?? 0);
          if (l.kind === 'Labor') labor += rec;
          else parts += rec;
          if (!l.eligible) expect(rec).toBe(0);
        }
        expect(labor).toBe(d.LDisc + d.DiscLabor);
        expect(parts).toBe(d.PDisc + d.DiscParts);
        expect(d.DiscLabor + d.DiscParts).toBe(d.Disc);
      }),
      RUNS,
    );
  });

  it('per-payer totals add up to the overall total', () => {
    fc.assert(
      fc.property(repairOrderArb, (ro) => {
        const { totals } = calculateServiceDocument(ro, opts);
        for (const key of ['amount', 'taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
          expect(PAYER_BUCKETS.reduce((s, b) => s + totals.byPayer[b][key], 0)).toBe(totals.overall[key]);
        }
      }),
      RUNS,
    );
  });

  it('no taxable value is ever negative', () => {
    fc.assert(
      fc.property(repairOrderArb, (ro) => {
        const { lines } = calculateServiceDocument(ro, opts);
        for (const l of lines) for (const p of [l.C, l.A, l.E]) if (p) expect(p.taxable).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('totals and every line’s figures do not depend on line order', () => {
    fc.assert(
      fc.property(repairOrderArb, fc.integer(), (ro, seed) => {
        const shuffle = <T>(xs: readonly T[]): T[] => {
          const out = [...xs];
          let s = Math.abs(seed) + 1;
          for (let i = out.length - 1; i > 0; i--) {
            s = (s * 48_271) % 2_147_483_647;
            const j = s % (i + 1);
            [out[i], out[j]] = [out[j] as T, out[i] as T];
          }
          return out;
        };
        const a = calculateServiceDocument(ro, opts);
        const b = calculateServiceDocument({ ...ro, Ops: shuffle(ro.Ops ?? []), Parts: shuffle(ro.Parts ?? []) }, opts);
        expect(b.totals).toEqual(a.totals);
        const byId = (xs: typeof a.lines) => Object.fromEntries(xs.map((l) => [l._id, l]));
        expect(byId(b.lines)).toEqual(byId(a.lines));
      }),
      RUNS,
    );
  });

  it('a repair order split into per-payer invoices adds up exactly to the repair order, per payer', () => {
    fc.assert(
      fc.property(repairOrderArb, (ro) => {
        const { totals } = calculateServiceDocument(ro, opts);
        const { invoices } = splitRepairOrder(ro, opts);
        let sum = 0;
        for (const b of PAYER_BUCKETS) {
          const inv = calculateInvoice(invoices[b], opts).totals.overall;
          expect(inv.total).toBe(totals.byPayer[b].total);
          expect(inv.cgst + inv.sgst + inv.igst).toBe(totals.byPayer[b].tax);
          sum += inv.total;
        }
        expect(sum).toBe(totals.overall.total);
      }),
      RUNS,
    );
  });
});

/** The same orders as an insurance claim: materials, painting charges, registration date, excess. */
const claimArb: fc.Arbitrary<RepairOrder> = fc
  .record({
    ro: repairOrderArb,
    mats: fc.array(fc.option(fc.constantFrom(...PART_MATERIALS), { nil: undefined }), { minLength: 12, maxLength: 12 }),
    paint: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    regDays: fc.option(fc.integer({ min: 0, max: 6_000 }), { nil: undefined }),
    excess: fc.option(money(500_000), { nil: undefined }),
    zeroDep: fc.boolean(),
  })
  .map(({ ro, mats, paint, regDays, excess, zeroDep }) => ({
    ...ro,
    Claim: {
      ZeroDep: zeroDep,
      ...(excess !== undefined ? { Excess: excess } : {}),
      ...(regDays !== undefined
        ? { RegDt: new Date(Date.UTC(2025, 9, 1) - regDays * 86_400_000).toISOString().slice(0, 10) }
        : {}),
    },
    Ops: (ro.Ops ?? []).map((o, i) => ({ ...o, Paint: paint[i] })),
    Parts: (ro.Parts ?? []).map((p, i) => ({ ...p, Mat: mats[i] })),
  }));

/**
 * Claims whose every line the insurer pays (zero-depreciation cover, no customer
 * lines): the customer is billed only the excess, on an invoice with no lines.
 */
const allInsurerClaimArb: fc.Arbitrary<RepairOrder> = claimArb.map((ro) => ({
  ...ro,
  Claim: { ...ro.Claim, ZeroDep: true },
  Ops: (ro.Ops ?? []).map((o) => ({ ...o, PBy: 'Ins' as const })),
  Parts: (ro.Parts ?? []).map((p) => ({ ...p, PBy: 'Ins' as const })),
}));
/** Mixed claims and all-insurer ones, in about equal numbers. */
const anyClaimArb = fc.oneof(claimArb, allInsurerClaimArb);

describe('insurance claim properties (docs/insurance-depreciation.md)', () => {
  it('insurer pays + customer pays + internal + warranty = grand total; per-payer figures still add up to the overall, field by field', () => {
    fc.assert(
      fc.property(claimArb, fc.boolean(), (ro, round) => {
        const { totals } = calculateServiceDocument(ro, { ...opts, round });
        const c = totals.claim;
        expect(c.insurerPays + c.customerPays + totals.byPayer.internal.total + totals.byPayer.warranty.total).toBe(
          totals.grandTotal,
        );
        expect(c.insurerPays).toBeGreaterThanOrEqual(0);
        expect(c.excess).toBeLessThanOrEqual(c.excessRequested);
        expect(c.excess).toBeLessThanOrEqual(totals.byPayer.insurer.total);
        for (const key of ['amount', 'dep', 'taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
          expect(PAYER_BUCKETS.reduce((s, b) => s + totals.byPayer[b][key], 0)).toBe(totals.overall[key]);
        }
        expect(totals.overall.dep).toBe(0);
        expect(totals.byPayer.insurer.dep).toBe(c.depreciation);
        for (const b of PAYER_BUCKETS) {
          const t = totals.byPayer[b];
          expect(t.taxable).toBe(t.amount - t.lineDisc - t.recDisc - t.dep);
        }
      }),
      RUNS,
    );
  });

  it('depreciation only moves value: the taxable total is the zero-dep one, each line’s total within a paisa per tax head, and nothing goes negative', () => {
    fc.assert(
      fc.property(claimArb, (ro) => {
        const dep = calculateServiceDocument(ro, opts);
        const none = calculateServiceDocument({ ...ro, Claim: { ...ro.Claim, ZeroDep: true } }, opts);
        expect(dep.totals.overall.taxable).toBe(none.totals.overall.taxable);
        dep.lines.forEach((l, i) => {
          const before = none.lines[i];
          const total = (x: typeof l | undefined) => (x?.C?.total ?? 0) + (x?.A?.total ?? 0) + (x?.D?.total ?? 0);
          // Two portions are rounded instead of one: at most one paisa per head (CGST + SGST, or IGST).
          expect(Math.abs(total(l) - total(before))).toBeLessThanOrEqual(2);
          for (const p of [l.C, l.A, l.D]) if (p) expect(p.taxable).toBeGreaterThanOrEqual(0);
          if (l.D) expect(l.D.taxable).toBe(l.A?.dep);
        });
      }),
      RUNS,
    );
  });
});

/** The branch setting Acc.ExcessSettle: the excess as a settlement adjustment below the invoices' totals. */
const settle = { ...opts, excessAsSettlement: true };

describe('claim split properties (calculation-rules §7, docs/insurance-depreciation.md)', () => {
  it('the excess billed to the insured (default): the invoices add up to the order to the paisa, head by head, and the excess lines to the excess', () => {
    fc.assert(
      fc.property(anyClaimArb, fc.boolean(), (ro, round) => {
        const o = { ...opts, round };
        const { totals } = calculateServiceDocument(ro, o);
        const { invoices, excess } = splitRepairOrder(ro, o);
        const inv = Object.fromEntries(PAYER_BUCKETS.map((b) => [b, calculateInvoice(invoices[b], o)])) as Record<
          (typeof PAYER_BUCKETS)[number],
          ReturnType<typeof calculateInvoice>
        >;
        for (const b of PAYER_BUCKETS) expect(invoices[b].Excess).toBeUndefined();
        // What leaves the insurer's invoice is what the customer's gains, taxable value and every head.
        const moved = (b: 'insurer' | 'customer', k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') =>
          inv[b].totals.overall[k] - totals.byPayer[b][k];
        for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const)
          expect(moved('customer', k) + moved('insurer', k)).toBe(0);
        expect(moved('customer', 'total')).toBe(excess);
        // The excess lines miss the excess only where keeping each line's tax whole forbids the exact figure, by the
        // last line's rounding: at most 4 paise at 18 %, 18 at 3 % (docs/insurance-depreciation.md §8 'Rounding').
        expect(Math.abs(excess - totals.claim.excess)).toBeLessThanOrEqual(18);
        expect(inv.internal.totals.overall.total).toBe(totals.byPayer.internal.total);
        expect(inv.warranty.totals.overall.total).toBe(totals.byPayer.warranty.total);
        expect(PAYER_BUCKETS.reduce((t, b) => t + inv[b].totals.overall.total, 0)).toBe(totals.overall.total);
        for (const b of PAYER_BUCKETS) {
          expect(inv[b].payable).toBeGreaterThanOrEqual(0);
          for (const l of [...(inv[b].invoice.Ops ?? []), ...(inv[b].invoice.Items ?? [])])
            expect(l.Total ?? 0).toBeGreaterThanOrEqual(0);
          if (inv[b].totals.overall.total !== 0) expect(invoiceBillsSomething(invoices[b])).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('a claim repair order split into per-payer invoices adds up exactly to the order, per payer, depreciation included (setting ExcessSettle)', () => {
    fc.assert(
      fc.property(claimArb, (ro) => {
        const { totals } = calculateServiceDocument(ro, opts);
        const { invoices } = splitRepairOrder(ro, settle);
        for (const b of PAYER_BUCKETS) {
          const inv = calculateInvoice(invoices[b], opts).totals.overall;
          expect(inv.total).toBe(totals.byPayer[b].total);
          expect(inv.cgst + inv.sgst + inv.igst).toBe(totals.byPayer[b].tax);
        }
      }),
      RUNS,
    );
  });

  it('setting ExcessSettle: with the compulsory excess, each invoice’s payable is its payer’s share of the order, and the payables add up to the order', () => {
    fc.assert(
      fc.property(anyClaimArb, (ro) => {
        const { totals } = calculateServiceDocument(ro, opts);
        const { invoices, excess } = splitRepairOrder(ro, settle);
        const payable = (b: (typeof PAYER_BUCKETS)[number]) => calculateInvoice(invoices[b], opts).payable;
        // All-insurer claims too: the customer is billed the excess, on an invoice with no lines when it has none.
        expect(excess).toBe(totals.claim.excess);
        expect(payable('insurer')).toBe(totals.byPayer.insurer.total - excess);
        expect(payable('customer')).toBe(totals.byPayer.customer.total + excess);
        expect([payable('insurer'), payable('customer')]).toEqual([
          totals.claim.insurerPays,
          totals.claim.customerPays,
        ]);
        // Every payable above zero is on an invoice GenerateInvoice issues.
        for (const b of PAYER_BUCKETS) if (payable(b) !== 0) expect(invoiceBillsSomething(invoices[b])).toBe(true);
        expect(payable('internal')).toBe(totals.byPayer.internal.total);
        expect(payable('warranty')).toBe(totals.byPayer.warranty.total);
        expect(PAYER_BUCKETS.reduce((s, b) => s + payable(b), 0)).toBe(totals.grandTotal);
        // The excess never touches the supply: each invoice's grand total is its payer's tax-invoice total.
        for (const b of PAYER_BUCKETS)
          expect(calculateInvoice(invoices[b], opts).totals.grandTotal).toBe(totals.byPayer[b].total);
      }),
      RUNS,
    );
  });

  it('setting ExcessSettle: rounded to the rupee, no invoice’s payable goes below zero and the excess moved is the same on both sides', () => {
    fc.assert(
      fc.property(anyClaimArb, (ro) => {
        const rounded = { ...opts, round: true };
        const { invoices, excess } = splitRepairOrder(ro, { ...settle, round: true });
        for (const b of PAYER_BUCKETS) expect(calculateInvoice(invoices[b], rounded).payable).toBeGreaterThanOrEqual(0);
        expect(rupeesToPaise(invoices.customer.Excess ?? 0)).toBe(excess);
        expect(rupeesToPaise(invoices.insurer.Excess ?? 0) + excess).toBe(0);
      }),
      RUNS,
    );
  });
});

describe('apportionment properties (service-documents §1: discounts split proportionally)', () => {
  const weights = fc
    .array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 40 })
    .filter((w) => w.some((x) => x > 0));
  it('shares add up exactly, never exceed their weight, and stay within one paisa of the exact proportion', () => {
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (ws, f) => {
        const sum = ws.reduce((s, w) => s + w, 0);
        const total = Math.floor(sum * f);
        const shares = apportion(
          total,
          ws.map((weight, i) => ({ key: `k${i}`, weight })),
        );
        expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
        shares.forEach((s, i) => {
          const w = ws[i] as number;
          expect(s).toBeLessThanOrEqual(w);
          // |share × Σw − total × w| < Σw, checked in BigInt to stay exact.
          const gap = BigInt(s) * BigInt(sum) - BigInt(total) * BigInt(w);
          expect(gap < BigInt(sum) && gap > -BigInt(sum)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
