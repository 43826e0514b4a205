import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseUnitPrice } from './reverse';
import { calculateInvoice } from './calculate-invoice';
import { DEFAULT_TAX_CODES } from './tax-codes';
import { rupeesToPaise } from './money-math';

/** Golden cases G41–G47 and properties of the reverse calculation (service-documents §5, last rule). */
const GST28_INTRA = { _id: 107, Type: 1, CGST: 14, SGST: 14, IGST: 0 };
const GST28_INTER = { _id: 115, Type: 2, CGST: 0, SGST: 0, IGST: 28 };
const GST18_INTRA = { _id: 106, Type: 1, CGST: 9, SGST: 9, IGST: 0 };

describe('reverse calculation — golden cases (service-documents §5)', () => {
  it('G41 ₹24,900 at 28% intra → taxable 19,453.12; CGST = SGST = 14% × 19,453.12 = 2,723.4368 → 2,723.44; total exactly 24,900.00', () => {
    const r = reverseUnitPrice({ total: 24900, taxCode: GST28_INTRA });
    expect(r).toMatchObject({
      unitPrice: 19453.12,
      decimals: 2,
      exact: true,
      total: 24900,
      cgst: 272344,
      sgst: 272344,
    });
    // The well-known failure: rounding 24,900 / 1.28 = 19,453.125 up to 19,453.13 gives 2,723.44 × 2 → 24,900.01.
    const naive = calculateInvoice(
      { Items: [{ _id: 'IP1', UnPr: 19453.13, TCode: 107 }] },
      { date: '2025-09-01', taxCodes: DEFAULT_TAX_CODES },
    );
    expect(naive.invoice.Items?.[0]?.Total).toBe(24900.01);
  });

  it('G42 ₹24,900 at 28% IGST cannot be reached: 19,453.12 → IGST 5,446.87 (5,446.8736) = 24,899.99; 19,453.13 → 5,446.88 = 24,900.01; the lower is taken and flagged', () => {
    const r = reverseUnitPrice({ total: 24900, taxCode: GST28_INTER });
    expect(r).toMatchObject({ unitPrice: 19453.12, exact: false, total: 24899.99, igst: 544687 });
  });

  it('G43 ₹1,180 at 18% intra → 1,000.00 + 90 + 90', () => {
    expect(reverseUnitPrice({ total: 1180, taxCode: GST18_INTRA })).toMatchObject({
      unitPrice: 1000,
      exact: true,
      total: 1180,
    });
  });

  it('G44 ₹1,000 at 18% intra for Qty 3 → taxable 847.46 (tax 76.2714 → 76.27 × 2); 282.49 × 3 = 847.47 and 282.48 × 3 = 847.44 miss, so 3 decimals: 282.487 × 3 = 847.461 → 847.46', () => {
    const r = reverseUnitPrice({ total: 1000, Qty: 3, taxCode: GST18_INTRA });
    expect(r).toMatchObject({ unitPrice: 282.487, decimals: 3, exact: true, total: 1000, amount: 84746 });
  });

  it('G45 ₹1,000 with a 10% line discount at 18% intra → amount 941.62 (10% = 94.162 → 94.16; 941.61 would give 847.45)', () => {
    const r = reverseUnitPrice({ total: 1000, Disc: 10, Perc: true, taxCode: GST18_INTRA });
    expect(r).toMatchObject({ unitPrice: 941.62, exact: true, total: 1000, lineDisc: 9416, taxable: 84746 });
  });

  it('G46 ₹1,180 with a ₹50 amount discount at 18% → amount 1,050', () => {
    expect(reverseUnitPrice({ total: 1180, Disc: 50, taxCode: GST18_INTRA })).toMatchObject({
      unitPrice: 1050,
      exact: true,
    });
  });

  it('G47 ₹1,000 at 28% intra is unreachable (999.98 → 1,000.01 jumps by 3 paise): the nearest total below, 999.98, is returned', () => {
    const r = reverseUnitPrice({ total: 1000, taxCode: GST28_INTRA });
    expect(r).toMatchObject({ exact: false, total: 999.98 });
  });

  it('no tax code or a non-taxable record: the unit price is total ÷ quantity', () => {
    expect(reverseUnitPrice({ total: 100, Qty: 4 })).toMatchObject({ unitPrice: 25, exact: true });
    expect(reverseUnitPrice({ total: 100, Qty: 3, taxCode: GST18_INTRA, taxable: false })).toMatchObject({
      unitPrice: 33.333,
      exact: true,
    });
  });

  it('rejects a zero quantity and a negative total', () => {
    expect(() => reverseUnitPrice({ total: 100, Qty: 0 })).toThrow(RangeError);
    expect(() => reverseUnitPrice({ total: -1 })).toThrow(RangeError);
  });
});

const taxArb = fc.constantFrom(
  undefined,
  { _id: 1, Type: 1, CGST: 9, SGST: 9, IGST: 0 },
  { _id: 2, Type: 2, CGST: 0, SGST: 0, IGST: 18 },
  { _id: 3, Type: 1, CGST: 14, SGST: 14, IGST: 0 },
  { _id: 4, Type: 2, CGST: 0, SGST: 0, IGST: 28 },
  { _id: 5, Type: 1, CGST: 2.5, SGST: 2.5, IGST: 0 },
  { _id: 6, Type: 1, CGST: 0.125, SGST: 0.125, IGST: 0 },
  { _id: 7, Type: 2, CGST: 0, SGST: 0, IGST: 40 },
);
const paiseArb = fc.integer({ min: 0, max: 10_000_000_00 });
const qtyArb = fc.integer({ min: 1, max: 9_999_000 }).map((m) => m / 1000);
const discArb = fc.oneof(
  fc.constant({}),
  fc.integer({ min: 1, max: 9_999 }).map((bp) => ({ Disc: bp / 100, Perc: true })),
  fc.integer({ min: 1, max: 100_000 }).map((p) => ({ Disc: p / 100 })),
);

describe('reverse calculation — properties (service-documents §5)', () => {
  it('round-trips: a total produced by the forward calculation is found again exactly', () => {
    fc.assert(
      fc.property(paiseArb, qtyArb, taxArb, discArb, (amountPaise, Qty, taxCode, disc) => {
        // Produce a reachable total by computing a line forward from a price.
        const unitPrice = amountPaise / 100;
        const line = calculateInvoice(
          { Items: [{ _id: 'IP1', Qty, UnPr: unitPrice, TCode: taxCode?._id, ...disc }] },
          { date: '2025-10-01', taxCodes: taxCode ? [{ ...taxCode, EffFrom: '2017-01-01', Desc: '' }] : [] },
        );
        const total = line.invoice.Items?.[0]?.Total ?? 0;
        const r = reverseUnitPrice({ total, Qty, taxCode, ...disc });
        expect(r.exact).toBe(true);
        expect(r.total).toBe(total);
      }),
      { numRuns: 300 },
    );
  });

  it('for any entered total: exact, or the next reachable total below it with no exact answer in between', () => {
    fc.assert(
      fc.property(paiseArb, fc.integer({ min: 1, max: 100 }), taxArb, (totalPaise, Qty, taxCode) => {
        const total = totalPaise / 100;
        const r = reverseUnitPrice({ total, Qty, taxCode });
        if (r.exact) {
          expect(r.total).toBe(total);
          return;
        }
        const diff = totalPaise - rupeesToPaise(r.total);
        expect(diff).toBeGreaterThan(0);
        expect(diff).toBeLessThanOrEqual(2);
        // One paisa more of taxable value jumps past the entered total.
        const next = reverseUnitPrice({ total: (totalPaise - diff + 1) / 100, Qty, taxCode });
        expect(next.total).toBe(r.total);
      }),
      { numRuns: 300 },
    );
  });
});
