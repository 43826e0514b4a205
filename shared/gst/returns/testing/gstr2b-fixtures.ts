import type { Gstr2bDoc } from '../gstr2b';
import type { Gstr2bBill } from '../gstr2b-reconcile';

/** Documents and bills for the GSTR-2B tests and the bench (docs/purchasing.md §17). */

export const BRANCH_GSTIN = '29AAKCK4321M1Z5';
export const VENDOR_A = '29AABCS1234K1Z2';
export const VENDOR_B = '27AAPFU0939F1ZV';

/** An intra-state invoice at 18%: CGST and SGST 9% each of `taxableP`. */
export function doc2b(over: Partial<Gstr2bDoc> & { TaxableP?: number } = {}): Gstr2bDoc {
  const taxable = over.TaxableP ?? 1_000_00;
  const half = Math.round((taxable * 9) / 100);
  return {
    Sec: 'b2b',
    Kind: 'INV',
    GSTIN: VENDOR_A,
    Name: 'Sri Manjunatha Auto Spares',
    No: 'SMAS/0412',
    Date: '2026-10-05',
    POS: '29',
    Rev: false,
    Itc: 'Y',
    TaxableP: taxable,
    IgstP: 0,
    CgstP: half,
    SgstP: half,
    CessP: 0,
    ValueP: taxable + 2 * half,
    ...over,
  };
}

/** The bill the books hold for `doc` (same figures unless overridden). */
export function billOf(doc: Gstr2bDoc, over: Partial<Gstr2bBill> = {}): Gstr2bBill {
  return {
    BillId: `B-${doc.GSTIN}-${doc.No}`,
    Num: `BILL/2627/${doc.No.replace(/\D/g, '').slice(-5)}`,
    VendId: `V-${doc.GSTIN}`,
    VendName: doc.Name,
    GSTIN: doc.GSTIN,
    No: doc.No,
    Date: doc.Date,
    TaxableP: doc.TaxableP,
    IgstP: doc.IgstP,
    CgstP: doc.CgstP,
    SgstP: doc.SgstP,
    CessP: doc.CessP,
    ValueP: doc.ValueP,
    ...over,
  };
}
