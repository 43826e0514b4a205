import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setOff, TAX_HEADS, type Tax } from './gstr3b';

/**
 * GSTR-3B's set-off over random months (docs/gst-returns.md 'GSTR-3B'): every head's
 * tax is paid exactly, by credit or cash; credit is never used beyond what there is;
 * the law's walls hold (CGST credit never pays SGST, SGST never CGST, cess only cess,
 * IGST credit used up before CGST or SGST credit); and no cash is paid while a credit
 * that could pay it is left.
 */

const paise = fc.integer({ min: 0, max: 5_00_000_00 });
const tax = fc.record({ IGST: paise, CGST: paise, SGST: paise, Cess: paise });
const sum = (t: Tax): number => TAX_HEADS.reduce((s, h) => s + t[h], 0);

describe('set-off over random months', () => {
  it('pays every head exactly, within the credit, inside the law’s walls, with no cash while credit could pay', () => {
    fc.assert(
      fc.property(tax, tax, tax, (output, credit, rc) => {
        const s = setOff(output, credit, rc);
        for (const h of TAX_HEADS) {
          expect(sum(s.paidByItc[h]) + s.cash[h]).toBe(output[h]);
          expect(s.cashTotal[h]).toBe(s.cash[h] + rc[h]);
          const used = TAX_HEADS.reduce((t, l) => t + s.paidByItc[l][h], 0);
          expect(used + s.creditLeft[h]).toBe(credit[h]);
          expect(s.creditLeft[h]).toBeGreaterThanOrEqual(0);
        }
        expect(s.paidByItc.SGST.CGST).toBe(0);
        expect(s.paidByItc.CGST.SGST).toBe(0);
        expect(s.paidByItc.Cess.IGST + s.paidByItc.Cess.CGST + s.paidByItc.Cess.SGST).toBe(0);
        expect(s.paidByItc.IGST.Cess + s.paidByItc.CGST.Cess + s.paidByItc.SGST.Cess).toBe(0);
        // s.49A: CGST or SGST credit is used only once the IGST credit is used up.
        if (s.creditLeft.IGST > 0) {
          expect(TAX_HEADS.reduce((t, l) => t + s.paidByItc[l].CGST + s.paidByItc[l].SGST, 0)).toBe(0);
        }
        // No cash while a credit that may pay the head is left.
        if (s.cash.IGST > 0) expect(s.creditLeft.IGST + s.creditLeft.CGST + s.creditLeft.SGST).toBe(0);
        if (s.cash.CGST > 0) expect(s.creditLeft.IGST + s.creditLeft.CGST).toBe(0);
        if (s.cash.SGST > 0) expect(s.creditLeft.IGST + s.creditLeft.SGST).toBe(0);
        if (s.cash.Cess > 0) expect(s.creditLeft.Cess).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
