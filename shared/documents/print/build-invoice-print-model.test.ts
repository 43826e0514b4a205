import { describe, expect, it } from 'vitest';
import { buildInvoicePrintModel } from './build-invoice-print-model';
import { companionInvoices, InvoicePrintTexts } from './invoice-print-texts';
import { upiPayLink } from './invoice-parties';
import { lineRate } from './invoice-lines';
import type { PrintModel, PrintSection, PrintTotalRow } from './print-model';
import { creditNote, customerInvoice, insurerInvoice } from './test/invoice-fixtures';

/**
 * The invoice prints per variant (docs/printing.md §7), against invoices worked by hand in
 * test/invoice-fixtures.ts.
 */
const cust = { kind: 'invoice', invoice: customerInvoice, hasLogo: true } as const;

const section = (m: PrintModel, id: string): PrintSection => {
  const s = m.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id} in ${m.sections.map((x) => x.id).join(', ')}`);
  return s;
};
const cells = (s: PrintSection, key: string): string[] =>
  s.rows.flatMap((r) => (r.kind === 'line' ? [r.cells[key] ?? ''] : []));
const totals = (rows: readonly PrintTotalRow[]): [string, string][] => rows.map((r) => [r.label, r.value]);
const keys = (s: PrintSection): string[] => s.columns.map((c) => c.key);

describe('With Tax: the Rule 46 tax invoice', () => {
  const m = buildInvoicePrintModel(cust, 'withTax', { ShowSignature: true });

  it('an invoice without a due date prints it as due on its date (on receipt)', () => {
    const { DueDate: _due, ...withoutDue } = customerInvoice;
    const meta = buildInvoicePrintModel({ ...cust, invoice: withoutDue }, 'withTax').meta;
    expect(meta.find((f) => f.label === 'Due date')).toEqual({
      label: 'Due date',
      value: customerInvoice.InvDate,
      date: true,
    });
  });

  it('supplier (masthead), recipient, serial number and date, place of supply with the state, reverse charge, signatory', () => {
    expect(m.title).toBe('Tax Invoice');
    expect(m.branch).toEqual({
      name: 'Karkhana Motors, Indiranagar',
      addressLines: ['12, 100 Feet Road', 'HAL 2nd Stage', 'Bengaluru, Karnataka - 560038'],
      gstin: '29ABCDE1234F1Z5',
      phone: '080 4000 1234',
      showLogo: true,
    });
    expect(m.tax?.recipient).toEqual({
      title: 'Bill to',
      name: 'Asha Rao',
      addressLines: ['4, 2nd Cross', 'Bengaluru, Karnataka - 560075'],
      gstin: '29AAAPL1234C1Z5',
      state: 'Karnataka (29)',
      phone: '98450 12345',
    });
    expect(m.meta).toEqual([
      { label: 'Invoice No.', value: 'INV/2627/00007' },
      { label: 'Invoice date', value: '2026-10-05', date: true },
      { label: 'Due date', value: '2026-10-20', date: true },
      { label: 'Repair order No.', value: 'WO/2627/00031' },
    ]);
    expect(m.tax?.supply).toEqual([
      { label: 'Place of supply', value: 'Karnataka (29)' },
      { label: 'Reverse charge', value: 'No' },
    ]);
    expect(m.tax?.signatory).toBe('Karkhana Motors, Indiranagar');
    expect(m.amountInWords).toBe(customerInvoice.Words);
  });

  it('per line: HSN/SAC, description, quantity and unit, taxable value, rate and each head; no IGST column within a state', () => {
    const labour = section(m, 'labour');
    const parts = section(m, 'parts');
    expect(keys(parts)).toEqual([
      'no',
      'desc',
      'code',
      'qty',
      'unit',
      'rate',
      'amount',
      'taxable',
      'gst',
      'cgst',
      'sgst',
      'total',
    ]);
    expect(keys(labour)).toContain('disc');
    expect(cells(labour, 'code')).toEqual(['998714', '998714']);
    expect(cells(labour, 'unit')).toEqual(['OTH', 'OTH']);
    expect(cells(labour, 'disc')).toEqual(['₹150.00', '']);
    expect(cells(labour, 'taxable')).toEqual(['₹1,350.00', '₹500.00']);
    expect(cells(parts, 'desc')).toEqual(['Engine oil 5W30', 'Oil filter']);
    expect(cells(parts, 'qty')).toEqual(['3.5', '1']);
    expect(cells(parts, 'unit')).toEqual(['NOS', 'NOS']);
    expect(cells(parts, 'rate')).toEqual(['₹450.50', '₹350.00']);
    expect(cells(parts, 'gst')).toEqual(['18%', '5%']);
    expect(cells(parts, 'cgst')).toEqual(['₹141.91', '₹8.75']);
    expect(cells(parts, 'total')).toEqual(['₹1,860.57', '₹367.50']);
  });

  it('totals: taxable, each head per rate (adding up to the invoice tax), total, rounding, grand total, then paid and balance due', () => {
    expect(totals(m.totals)).toEqual([
      ['Taxable value', '₹3,776.75'],
      ['CGST @ 2.5%', '₹8.75'],
      ['CGST @ 9%', '₹308.41'],
      ['SGST @ 2.5%', '₹8.75'],
      ['SGST @ 9%', '₹308.41'],
      ['Total', '₹4,411.07'],
      ['Rounding', '-₹0.07'],
      ['Grand total', '₹4,411.00'],
      ['Less paid', '-₹2,000.00'],
      ['Balance due', '₹2,411.00'],
    ]);
  });

  it('UPI QR for the amount due (NPCI deep link, the invoice number as note); none when nothing is due, no UPI id, or a Draft', () => {
    expect(m.tax?.upi).toEqual({
      uri: 'upi://pay?pa=karkhana%40okaxis&pn=Karkhana%20Motors%2C%20Indiranagar&am=2411.00&cu=INR&tn=INV%2F2627%2F00007',
      caption: 'Scan to pay ₹2,411.00 by UPI',
    });
    const paid = {
      ...customerInvoice,
      Sts: 'Closed' as const,
      Totals: { ...customerInvoice.Totals, Paid: 4411, Due: 0 },
    };
    expect(buildInvoicePrintModel({ kind: 'invoice', invoice: paid }, 'withTax').tax?.upi).toBeUndefined();
    expect(
      buildInvoicePrintModel({ kind: 'invoice', invoice: { ...customerInvoice, UPI: undefined } }, 'withTax').tax?.upi,
    ).toBeUndefined();
    expect(
      buildInvoicePrintModel({ kind: 'invoice', invoice: { ...customerInvoice, Sts: 'Draft', Num: '' } }, 'withTax').tax
        ?.upi,
    ).toBeUndefined();
    expect(upiPayLink('a@b', 'X', 12345678, 'N')).toContain('&am=123456.78&');
  });

  it('IRN and signed QR when the e-invoice is attached; a Draft says it is not a tax invoice yet', () => {
    const irn = 'a'.repeat(64);
    const withIrn = buildInvoicePrintModel(
      {
        kind: 'invoice',
        invoice: { ...customerInvoice, IRN: irn, AckNo: '112010036563310', SignedQR: 'eyJhbGciOi.signed' },
      },
      'withTax',
    );
    expect(withIrn.tax?.einvoice).toEqual({
      irn,
      ackNo: '112010036563310',
      ackDt: undefined,
      signedQr: 'eyJhbGciOi.signed',
    });
    expect(m.tax?.einvoice).toBeUndefined();
    const draft = buildInvoicePrintModel(
      { kind: 'invoice', invoice: { ...customerInvoice, Sts: 'Draft', Num: '' } },
      'withTax',
    );
    expect(draft.notes).toContain(InvoicePrintTexts.draft);
    expect(draft.meta[0]).toEqual({ label: 'Invoice No.', value: 'Draft' });
  });

  it('inter-state: IGST column and IGST @ 18% only; reverse charge Yes when set', () => {
    const ins = buildInvoicePrintModel({ kind: 'invoice', invoice: { ...insurerInvoice, RevCharge: true } }, 'withTax');
    expect(keys(section(ins, 'parts'))).toEqual([
      'no',
      'desc',
      'code',
      'qty',
      'unit',
      'rate',
      'amount',
      'taxable',
      'gst',
      'igst',
      'total',
    ]);
    expect(totals(ins.totals)).toEqual([
      ['Taxable value', '₹7,200.00'],
      ['IGST @ 18%', '₹1,296.00'],
      ['Total', '₹8,496.00'],
    ]);
    expect(ins.tax?.supply).toContainEqual({ label: 'Place of supply', value: 'Maharashtra (27)' });
    expect(ins.tax?.supply).toContainEqual({ label: 'Reverse charge', value: 'Yes' });
  });
});

describe('the other invoice variants', () => {
  it('No Tax: lines up to the taxable value, tax once in the totals', () => {
    const m = buildInvoicePrintModel(cust, 'noTax');
    expect(keys(section(m, 'parts'))).toEqual(['no', 'desc', 'code', 'qty', 'unit', 'rate', 'amount', 'taxable']);
    expect(m.totals.map((r) => r.label)).toContain('CGST @ 9%');
    expect(m.title).toBe('Tax Invoice');
  });

  it('Without Tax: titled Invoice, taxable values only, total before tax in words, no tax row, no UPI QR', () => {
    const m = buildInvoicePrintModel(cust, 'withoutTax');
    expect(m.title).toBe('Invoice');
    expect(totals(m.totals)).toEqual([['Total (before tax)', '₹3,776.75']]);
    expect(m.notes).toEqual([InvoicePrintTexts.withoutTax]);
    expect(m.amountInWords).toMatch(/Three Thousand Seven Hundred Seventy[- ]Six/);
    expect(m.tax?.upi).toBeUndefined();
  });

  it("Insurance Only / Customer Only: the invoice whole for its own payer, ending in what that payer pays; nothing for the other's", () => {
    const ins = buildInvoicePrintModel({ kind: 'invoice', invoice: insurerInvoice }, 'insuranceOnly');
    expect(ins.totals.at(-1)).toMatchObject({ label: 'Insurer pays', value: '₹8,496.00', strong: true });
    expect(cells(section(ins, 'parts'), 'desc')).toEqual(['Front bumper']);
    const c = buildInvoicePrintModel(cust, 'customerOnly');
    expect(c.totals.at(-1)).toMatchObject({ label: 'Customer pays', value: '₹4,411.00' });
    const none = buildInvoicePrintModel(cust, 'insuranceOnly');
    expect(none.sections).toEqual([]);
    expect(none.totals).toEqual([]);
  });

  it('Insurance + Customer: one document, the insurer’s invoice then the customer’s, each with its totals, then the total of the order', () => {
    const m = buildInvoicePrintModel({ ...cust, companions: [insurerInvoice] }, 'insurancePlusCustomer');
    expect(m.followedBy).toBeUndefined();
    expect(m.sections.map((s) => s.title)).toEqual([
      'Insurance — INV/2627/00008 — New India Assurance, Mumbai',
      'Customer — INV/2627/00007 — Asha Rao',
    ]);
    const [insurer, customer] = m.sections;
    expect(insurer?.rows.map((r) => (r.kind === 'group' ? r.title : r.cells.desc))).toEqual([
      'Labour',
      'Remove and refit bumper',
      'Parts',
      'Front bumper',
    ]);
    expect(totals(insurer?.totals ?? [])).toEqual([
      ['Taxable value', '₹7,200.00'],
      ['IGST @ 18%', '₹1,296.00'],
      ['Total', '₹8,496.00'],
      ['Insurer pays', '₹8,496.00'],
    ]);
    expect(customer?.totals.at(-1)).toMatchObject({ label: 'Customer pays', value: '₹4,411.00', strong: true });
    // 8,496 + 4,411: the order's total, in words too.
    expect(totals(m.totals)).toEqual([['Total of the order', '₹12,907.00']]);
    expect(m.amountInWords).toMatch(/^Rupees Twelve Thousand Nine Hundred Seven/i);
    expect(m.notes).toEqual([]);
  });

  it('Insurance | Customer: each invoice whole from its own page (insurer first), with its own recipient, number and totals', () => {
    const m = buildInvoicePrintModel({ ...cust, companions: [insurerInvoice] }, 'insuranceSplitCustomer');
    const pages = [m, ...(m.followedBy ?? [])];
    expect(pages.map((p) => [p.number, p.tax?.recipient.name, p.subtitle])).toEqual([
      ['INV/2627/00008', 'New India Assurance, Mumbai', 'Insurance | Customer'],
      ['INV/2627/00007', 'Asha Rao', 'Insurance | Customer'],
    ]);
    expect(pages.map((p) => p.totals.find((r) => r.label.endsWith('pays'))?.value)).toEqual(['₹8,496.00', '₹4,411.00']);
    expect(pages.map((p) => p.sections.map((s) => s.id))).toEqual([
      ['labour', 'parts'],
      ['labour', 'parts'],
    ]);
    // Each is a tax invoice of its own: its place of supply and its words.
    expect(pages.map((p) => p.tax?.supply.find((f) => f.label === 'Place of supply')?.value)).toEqual([
      'Maharashtra (27)',
      'Karnataka (29)',
    ]);
    expect(pages[0]?.amountInWords).toBe(insurerInvoice.Words);
    expect(pages[1]?.amountInWords).toBe(customerInvoice.Words);
    expect(pages[1]?.followedBy).toBeUndefined();
  });

  it('the combined variants on an invoice with no companion print it alone and say why', () => {
    const plus = buildInvoicePrintModel(cust, 'insurancePlusCustomer');
    expect(plus.sections).toHaveLength(1);
    expect(plus.notes).toContain(InvoicePrintTexts.alone(false));
    const split = buildInvoicePrintModel(cust, 'insuranceSplitCustomer');
    expect(split.followedBy).toBeUndefined();
    expect(split.notes).toContain(InvoicePrintTexts.alone(false));
    const { WOId: _order, ...direct } = customerInvoice;
    expect(buildInvoicePrintModel({ kind: 'invoice', invoice: direct }, 'insuranceSplitCustomer').notes).toContain(
      InvoicePrintTexts.alone(true),
    );
  });

  it('companions: the other open invoices of the same order; none for a direct invoice', () => {
    const cancelled = { ...insurerInvoice, _id: '01JD0000000000000000000009', Sts: 'Cancelled' as const };
    const otherOrder = { ...insurerInvoice, _id: '01JD0000000000000000000010', WOId: '01JD00000000000000000000W2' };
    expect(companionInvoices(customerInvoice, [insurerInvoice, customerInvoice, cancelled, otherOrder])).toEqual([
      insurerInvoice,
    ]);
    const { WOId: _order, ...direct } = customerInvoice;
    expect(companionInvoices(direct, [insurerInvoice])).toEqual([]);
  });

  it('Summary: Labour and Parts totals without lines, then the invoice totals', () => {
    const m = buildInvoicePrintModel(cust, 'summary');
    expect(m.sections.map((s) => [s.title, s.rows.length])).toEqual([
      ['Labour', 0],
      ['Parts', 0],
    ]);
    expect(totals(section(m, 'labour').totals)).toEqual([
      ['Amount', '₹2,000.00'],
      ['Discount', '-₹150.00'],
      ['Taxable value', '₹1,850.00'],
      ['GST', '₹333.00'],
      ['Total', '₹2,183.00'],
    ]);
    expect(totals(section(m, 'parts').totals)).toEqual([
      ['Taxable value', '₹1,926.75'],
      ['GST', '₹301.32'],
      ['Total', '₹2,228.07'],
    ]);
    expect(m.totals.find((r) => r.label === 'Grand total')?.value).toBe('₹4,411.00');
  });

  it('Parts Invoice / Labor Invoice: only that kind, tax per line, its own totals and words, and the whole invoice in a note', () => {
    const p = buildInvoicePrintModel(cust, 'partsInvoice');
    expect(p.sections.map((s) => s.id)).toEqual(['parts']);
    expect(totals(p.totals)).toEqual([
      ['Taxable value', '₹1,926.75'],
      ['CGST @ 2.5%', '₹8.75'],
      ['CGST @ 9%', '₹141.91'],
      ['SGST @ 2.5%', '₹8.75'],
      ['SGST @ 9%', '₹141.91'],
      ['Total', '₹2,228.07'],
    ]);
    expect(p.notes).toEqual(["Parts of invoice INV/2627/00007 only; the invoice's grand total is ₹4,411.00."]);
    expect(p.amountInWords).toMatch(/Two Thousand Two Hundred Twenty[- ]Eight/);
    const l = buildInvoicePrintModel(cust, 'laborInvoice');
    expect(l.sections.map((s) => s.id)).toEqual(['labour']);
    expect(l.totals.at(-1)).toMatchObject({ label: 'Total', value: '₹2,183.00' });
  });
});

describe('credit note (CGST Rule 53)', () => {
  const m = buildInvoicePrintModel({ kind: 'creditNote', creditNote }, 'withTax');

  it("titled Credit Note: its number and date, the original invoice's number and date, the reason", () => {
    expect(m.title).toBe('Credit Note');
    expect(m.meta).toEqual([
      { label: 'Credit Note No.', value: 'CN/2627/00002' },
      { label: 'Date', value: '2026-10-12', date: true },
    ]);
    expect(m.tax?.supply).toEqual([
      { label: 'Original invoice No.', value: 'INV/2627/00007' },
      { label: 'Original invoice date', value: '2026-10-05', date: true },
      { label: 'Reason', value: 'Wheel alignment not done' },
      { label: 'Place of supply', value: 'Karnataka (29)' },
    ]);
  });

  it('the value and tax credited, per line and per head and rate; no UPI QR', () => {
    expect(cells(section(m, 'labour'), 'cgst')).toEqual(['₹45.00']);
    expect(totals(m.totals)).toEqual([
      ['Taxable value', '₹500.00'],
      ['CGST @ 9%', '₹45.00'],
      ['SGST @ 9%', '₹45.00'],
      ['Total credited', '₹590.00'],
    ]);
    expect(m.amountInWords).toBe(creditNote.Words);
    expect(m.tax?.upi).toBeUndefined();
  });
});

describe('lineRate: the GST rate a line bears, from its own figures', () => {
  it('finds the slab whose tax gives exactly the heads, within a state and across', () => {
    expect(lineRate(157675, 14191, 14191, 0)).toBe(180000);
    expect(lineRate(35000, 875, 875, 0)).toBe(50000);
    expect(lineRate(600000, 0, 0, 108000)).toBe(180000);
    expect(lineRate(600000, 0, 0, 0)).toBeUndefined();
  });
  it('a rate no slab explains prints as its figures give it, to two decimals of a percent', () => {
    expect(lineRate(100000, 0, 0, 13000)).toBe(130000);
  });
});
