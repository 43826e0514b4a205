import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import { purchaseFigures, purchaseSupply, receiptValue } from './purchase-figures';

/** The figures of docs/purchasing.md §4, to the paisa. */

const DATE = '2026-11-28';

describe('purchase figures', () => {
  it('takes the supply from the vendor state against the branch state (GSTIN first, unknown as local)', () => {
    expect(purchaseSupply({ vendorState: '29', branchState: '29' })).toEqual({ POS: '29', IntraState: true });
    expect(purchaseSupply({ vendorState: '27', branchState: '29' })).toEqual({ POS: '29', IntraState: false });
    expect(purchaseSupply({ vendorGstin: '27AAPFU0939F1ZV', vendorState: '29', branchState: '29' }).IntraState).toBe(
      false,
    );
    expect(purchaseSupply({ branchState: '33' })).toEqual({ POS: '33', IntraState: true });
  });

  it('taxes 3 × ₹1,234.56 at 18%: CGST + SGST within the state, IGST across, the code following the supply', () => {
    const lines = [{ Qty: 3, Rate: 1234.56, TCode: 106 }];
    const intra = purchaseFigures(lines, { IntraState: true }, DEFAULT_TAX_CODES, DATE);
    expect(intra.lines[0]).toEqual({ TCode: 106, AmtP: 370368, CgstP: 33333, SgstP: 33333, IgstP: 0, TotP: 437034 });
    const inter = purchaseFigures(lines, { IntraState: false }, DEFAULT_TAX_CODES, DATE);
    expect(inter.lines[0]).toEqual({ TCode: 114, AmtP: 370368, CgstP: 0, SgstP: 0, IgstP: 66666, TotP: 437034 });
    expect(inter.totals).toEqual({ SubP: 370368, CgstP: 0, SgstP: 0, IgstP: 66666, TotP: 437034 });
  });

  it('values receipts at the rate, the completing one taking the rest of the line amount', () => {
    const [oil] = purchaseFigures([{ Qty: 2.5, Rate: 333.33 }], { IntraState: true }, [], DATE).lines;
    expect(oil?.AmtP).toBe(83333);
    const line = { AmtP: 83333, Rate: 333.33, QtyM: 2500, RecQtyM: 0, RecValP: 0 };
    expect(receiptValue(line, 1250)).toBe(41666);
    expect(receiptValue({ ...line, RecQtyM: 1250, RecValP: 41666 }, 1250)).toBe(41667);
  });
});
