import { describe, expect, it } from 'vitest';
import { buildGstr2, type ItcBill } from './gstr2';
import { buildGstr3b, gstr3bCsvTable, setOff, type Tax } from './gstr3b';

/**
 * GSTR-3B's set-off (CGST Act s.49(5), s.49A, Rule 88A) and the summary of the
 * worked month of docs/gst-returns.md 'GSTR-3B', by hand, to the paisa.
 */

const tax = (IGST: number, CGST: number, SGST: number, Cess = 0): Tax => ({ IGST, CGST, SGST, Cess });
const NONE = tax(0, 0, 0);

describe('set-off in the legal order', () => {
  it('IGST credit pays IGST first, then CGST, then SGST; what is left is cash', () => {
    const s = setOff(tax(1000_00, 500_00, 500_00), tax(1200_00, 100_00, 300_00), NONE);
    expect(s.paidByItc.IGST).toEqual(tax(1000_00, 0, 0));
    expect(s.paidByItc.CGST).toEqual(tax(200_00, 100_00, 0));
    expect(s.paidByItc.SGST).toEqual(tax(0, 0, 300_00));
    expect(s.cash).toEqual(tax(0, 200_00, 200_00));
    expect(s.creditLeft).toEqual(NONE);
  });

  it('IGST credit goes where CGST or SGST credit falls short, so no cash is paid while credit is left (Rule 88A)', () => {
    // CGST first would leave SGST ₹100 in cash and ₹100 of CGST credit unused.
    const s = setOff(tax(0, 100_00, 100_00), tax(100_00, 100_00, 0), NONE);
    expect(s.paidByItc.SGST).toEqual(tax(100_00, 0, 0));
    expect(s.paidByItc.CGST).toEqual(tax(0, 100_00, 0));
    expect(s.cash).toEqual(NONE);
    expect(s.creditLeft).toEqual(NONE);
  });

  it('IGST credit is used up before CGST credit (s.49A)', () => {
    const s = setOff(tax(0, 100_00, 0), tax(60_00, 100_00, 0), NONE);
    expect(s.paidByItc.CGST).toEqual(tax(60_00, 40_00, 0));
    expect(s.creditLeft).toEqual(tax(0, 60_00, 0));
  });

  it('CGST credit pays CGST then IGST, never SGST; SGST credit never CGST', () => {
    const s = setOff(tax(300_00, 100_00, 500_00), tax(0, 250_00, 0), NONE);
    expect(s.paidByItc.CGST).toEqual(tax(0, 100_00, 0));
    expect(s.paidByItc.IGST).toEqual(tax(0, 150_00, 0));
    expect(s.paidByItc.SGST).toEqual(NONE);
    expect(s.cash).toEqual(tax(150_00, 0, 500_00));
    const t = setOff(tax(0, 500_00, 0), tax(0, 0, 1000_00), NONE);
    expect(t.cash).toEqual(tax(0, 500_00, 0));
    expect(t.creditLeft).toEqual(tax(0, 0, 1000_00));
  });

  it('cess credit pays cess only; reverse-charge tax is cash whatever the credit', () => {
    const s = setOff(tax(0, 0, 0, 50_00), tax(500_00, 0, 0, 20_00), tax(0, 90_00, 90_00));
    expect(s.paidByItc.Cess).toEqual(tax(0, 0, 0, 20_00));
    expect(s.cash).toEqual(tax(0, 0, 0, 30_00));
    expect(s.cashTotal).toEqual(tax(0, 90_00, 90_00, 30_00));
    expect(s.creditLeft).toEqual(tax(500_00, 0, 0));
  });

  it('a head negative after credit notes owes nothing', () => {
    expect(setOff(tax(-10_00, 5_00, 5_00), NONE, NONE).payable).toEqual(tax(0, 5_00, 5_00));
  });
});

const bill = (b: Partial<ItcBill> & Pick<ItcBill, 'DocId' | 'ItcRows'>): ItcBill => ({
  Num: `BILL/2627/${b.DocId}`,
  VendId: 'V1',
  VendName: 'Vendor',
  VendBillNo: b.DocId,
  VendBillDate: '2026-10-10',
  POS: '29',
  RevCharge: false,
  ItcPeriod: '102026',
  TotP: 0,
  ...b,
});
const row = (Rate: number, TxvalP: number, IgstP: number, CgstP: number, SgstP: number) => ({
  Rate,
  TxvalP,
  IgstP,
  CgstP,
  SgstP,
  CessP: 0,
});

/** The worked month (docs/gst-returns.md 'GSTR-3B'): the golden GSTR-1 October and four bills. */
const WORKED_BILLS: ItcBill[] = [
  bill({ DocId: 'A', VendBillDate: '2026-10-04', ItcRows: [row(18, 10000_50, 0, 900_05, 900_05)], TotP: 11800_60 }),
  bill({
    DocId: 'B',
    POS: '29',
    VendBillDate: '2026-10-08',
    ItcRows: [row(5, 1000_00, 50_00, 0, 0), row(18, 20000_00, 3600_00, 0, 0)],
    TotP: 24650_00,
  }),
  bill({
    DocId: 'C',
    VendBillDate: '2026-10-15',
    RevCharge: true,
    ItcRows: [row(18, 1000_00, 0, 90_00, 90_00)],
    TotP: 1180_00,
  }),
];
const OUTWARD = { Taxable: 95000_24, IGST: 16650_04, CGST: 225_00, SGST: 225_00, Cess: 0 };

describe('GSTR-3B of the worked month', () => {
  const inward = buildGstr2(WORKED_BILLS, '2026-10');
  const r = buildGstr3b('2026-10', OUTWARD, inward);

  it('GSTR-2 rows per bill and rate, totals per rate', () => {
    expect(inward.rows.map((x) => [x.bill.DocId, x.Rate])).toEqual([
      ['A', 18],
      ['B', 5],
      ['B', 18],
      ['C', 18],
    ]);
    expect(inward.byRate).toEqual([
      { Rate: 5, Heads: { Taxable: 1000_00, IGST: 50_00, CGST: 0, SGST: 0, Cess: 0 } },
      { Rate: 18, Heads: { Taxable: 31000_50, IGST: 3600_00, CGST: 990_05, SGST: 990_05, Cess: 0 } },
    ]);
    expect(inward.total).toEqual({ Taxable: 32000_50, IGST: 3650_00, CGST: 990_05, SGST: 990_05, Cess: 0 });
  });

  it('3.1(d), 4(A) and 6.1 to the paisa', () => {
    expect(r.inwardReverseCharge).toEqual({ Taxable: 1000_00, IGST: 0, CGST: 90_00, SGST: 90_00, Cess: 0 });
    expect(r.itcReverseCharge).toEqual(tax(0, 90_00, 90_00));
    expect(r.itcOther).toEqual(tax(3650_00, 900_05, 900_05));
    expect(r.itcNet).toEqual(tax(3650_00, 990_05, 990_05));
    expect(r.payment.paidByItc.IGST).toEqual(tax(3650_00, 765_05, 765_05));
    expect(r.payment.paidByItc.CGST).toEqual(tax(0, 225_00, 0));
    expect(r.payment.paidByItc.SGST).toEqual(tax(0, 0, 225_00));
    expect(r.payment.cash).toEqual(tax(11469_94, 0, 0));
    expect(r.payment.cashTotal).toEqual(tax(11469_94, 90_00, 90_00));
    expect(r.payment.creditLeft).toEqual(NONE);
  });

  it('the CSV lists every table line in rupees', () => {
    const t = gstr3bCsvTable(r);
    expect(t.header).toEqual([
      'Table',
      'Description',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess',
    ]);
    expect(t.rows[0]).toEqual([
      '3.1(a)',
      'Outward taxable supplies (other than zero rated, nil rated and exempted)',
      '95000.24',
      '16650.04',
      '225.00',
      '225.00',
      '0.00',
    ]);
    expect(t.rows.find((x) => x[1] === 'Cash payable in all')).toEqual([
      '6.1',
      'Cash payable in all',
      '',
      '11469.94',
      '90.00',
      '90.00',
      '0.00',
    ]);
  });
});
