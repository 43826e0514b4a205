import { describe, expect, it } from 'vitest';
import { ExcessTexts } from '../../invoices/excess-adjustment';
import { buildInvoicePrintModel } from './build-invoice-print-model';
import { InvoicePrintTexts } from './invoice-print-texts';
import type { PrintTotalRow } from './print-model';
import { customerInvoice, excessOnlyInvoice, insurerInvoice } from './test/invoice-fixtures';

/**
 * The compulsory excess on the prints of generated claim invoices
 * (docs/insurance-depreciation.md §6, docs/printing.md §7): a settlement row
 * under the GST totals and the net payable; the UPI amount and the words follow
 * the payable; the GST figures do not move.
 *
 * The fixtures' invoices with a ₹1,000 excess (rupees):
 * - insurer INV/2627/00008: grand total 8,496.00, less 1,000.00 → net payable 7,496.00, nothing paid;
 * - customer INV/2627/00007: grand total 4,411.00, add 1,000.00 → 5,411.00, paid 2,000.00 → due 3,411.00.
 * 7,496 + 5,411 = 12,907 = 8,496 + 4,411: the payables add up to the two invoices' value.
 */
const insurer = {
  ...insurerInvoice,
  Excess: -1000,
  UPI: 'karkhana@okaxis',
  Totals: { ...insurerInvoice.Totals, Excess: -1000, Payable: 7496, Due: 7496 },
};
const customer = {
  ...customerInvoice,
  Excess: 1000,
  Totals: { ...customerInvoice.Totals, Excess: 1000, Payable: 5411, Due: 3411 },
};
const rows = (r: readonly PrintTotalRow[]): [string, string][] => r.map((x) => [x.label, x.value]);

describe('the excess on the invoice prints', () => {
  it('With Tax, insurer: the GST totals, less the excess, net payable by insurer; the UPI QR and the words are for 7,496', () => {
    const m = buildInvoicePrintModel({ kind: 'invoice', invoice: insurer }, 'withTax');
    expect(rows(m.totals)).toEqual([
      ['Taxable value', '₹7,200.00'],
      ['IGST @ 18%', '₹1,296.00'],
      ['Total', '₹8,496.00'],
      [ExcessTexts.insurerLess, '-₹1,000.00'],
      [ExcessTexts.insurerNet, '₹7,496.00'],
    ]);
    expect(m.totals.at(-1)?.strong).toBe(true);
    expect(m.tax?.upi?.caption).toBe('Scan to pay ₹7,496.00 by UPI');
    expect(m.tax?.upi?.uri).toContain('&am=7496.00&');
    expect(m.amountInWords).toMatch(/Seven Thousand Four Hundred Ninety[- ]Six/);
  });

  it('With Tax, customer: grand total, add the excess (GST charged on the insurer’s invoice), net payable, then paid and balance due', () => {
    const m = buildInvoicePrintModel({ kind: 'invoice', invoice: customer }, 'withTax');
    expect(rows(m.totals).slice(-6)).toEqual([
      ['Rounding', '-₹0.07'],
      ['Grand total', '₹4,411.00'],
      [ExcessTexts.customerAdd, '₹1,000.00'],
      [ExcessTexts.customerNet, '₹5,411.00'],
      ['Less paid', '-₹2,000.00'],
      ['Balance due', '₹3,411.00'],
    ]);
    expect(m.tax?.upi?.caption).toBe('Scan to pay ₹3,411.00 by UPI');
    expect(m.amountInWords).toMatch(/Five Thousand Four Hundred Eleven/);
  });

  it('Insurance Only ends in what the insurer pays after the excess; Insurance + Customer’s payers add up to the two invoices', () => {
    const only = buildInvoicePrintModel({ kind: 'invoice', invoice: insurer }, 'insuranceOnly');
    expect(rows(only.totals).slice(-2)).toEqual([
      [ExcessTexts.insurerLess, '-₹1,000.00'],
      ['Insurer pays', '₹7,496.00'],
    ]);
    const both = buildInvoicePrintModel(
      { kind: 'invoice', invoice: customer, companions: [insurer] },
      'insurancePlusCustomer',
    );
    expect(both.sections.map((s) => rows(s.totals).at(-1))).toEqual([
      ['Insurer pays', '₹7,496.00'],
      ['Customer pays', '₹5,411.00'],
    ]);
    expect(rows(both.totals)).toEqual([[InvoicePrintTexts.orderTotal, '₹12,907.00']]);
    // Insurance | Customer: each invoice whole on its own page, insurer first, each ending in its payable.
    const split = buildInvoicePrintModel(
      { kind: 'invoice', invoice: customer, companions: [insurer] },
      'insuranceSplitCustomer',
    );
    const pages = [split, ...(split.followedBy ?? [])];
    expect(
      pages.map((p) => rows(p.totals).find(([label]) => label === 'Insurer pays' || label === 'Customer pays')),
    ).toEqual([
      ['Insurer pays', '₹7,496.00'],
      ['Customer pays', '₹5,411.00'],
    ]);
  });

  it('Without Tax shows no excess (it is not a supply and has no place among amounts before tax); an invoice without one has no row', () => {
    const m = buildInvoicePrintModel({ kind: 'invoice', invoice: customer }, 'withoutTax');
    expect(rows(m.totals)).toEqual([['Total (before tax)', '₹3,776.75']]);
    const plain = buildInvoicePrintModel({ kind: 'invoice', invoice: customerInvoice }, 'withTax');
    expect(plain.totals.map((r) => r.label)).not.toContain(ExcessTexts.customerAdd);
  });
});

describe('the customer’s invoice of the excess alone (every line the insurer’s)', () => {
  it('With Tax: titled Invoice (no supply on it), no lines and no GST rows, the excess and the net payable, words and UPI QR for ₹1,000', () => {
    const m = buildInvoicePrintModel({ kind: 'invoice', invoice: excessOnlyInvoice }, 'withTax');
    expect(m.title).toBe('Invoice');
    expect(m.sections).toEqual([]);
    expect(rows(m.totals)).toEqual([
      [ExcessTexts.customerAdd, '₹1,000.00'],
      [ExcessTexts.customerNet, '₹1,000.00'],
    ]);
    expect(m.notes).toContain(ExcessTexts.excessOnlyNote);
    expect(m.amountInWords).toMatch(/One Thousand/);
    expect(m.tax?.upi?.caption).toBe('Scan to pay ₹1,000.00 by UPI');
    expect(m.tax?.upi?.uri).toContain('&am=1000.00&');
  });

  it('paid, it shows the payment and nothing due, and no QR; Customer Only ends in what the customer pays', () => {
    const paid = {
      ...excessOnlyInvoice,
      Sts: 'Closed' as const,
      Totals: { ...excessOnlyInvoice.Totals, Paid: 1000, Due: 0 },
    };
    const m = buildInvoicePrintModel({ kind: 'invoice', invoice: paid }, 'withTax');
    expect(rows(m.totals).slice(-2)).toEqual([
      ['Less paid', '-₹1,000.00'],
      ['Balance due', '₹0.00'],
    ]);
    expect(m.tax?.upi).toBeUndefined();
    const only = buildInvoicePrintModel({ kind: 'invoice', invoice: excessOnlyInvoice }, 'customerOnly');
    expect(only.title).toBe('Invoice');
    expect(rows(only.totals)).toEqual([
      [ExcessTexts.customerAdd, '₹1,000.00'],
      ['Customer pays', '₹1,000.00'],
    ]);
  });

  it('Summary and No Tax: no labour or parts summaries of zeros, the excess and the net payable', () => {
    for (const variant of ['summary', 'noTax'] as const) {
      const m = buildInvoicePrintModel({ kind: 'invoice', invoice: excessOnlyInvoice }, variant);
      expect([m.title, m.sections.length]).toEqual(['Invoice', 0]);
      expect(rows(m.totals)).toEqual([
        [ExcessTexts.customerAdd, '₹1,000.00'],
        [ExcessTexts.customerNet, '₹1,000.00'],
      ]);
    }
  });

  it('an invoice with lines stays a Tax Invoice', () => {
    expect(buildInvoicePrintModel({ kind: 'invoice', invoice: customerInvoice }, 'withTax').title).toBe('Tax Invoice');
  });
});

describe('the excess billed as lines (the default, docs/insurance-depreciation.md §8)', () => {
  it('a customer’s invoice with a "Compulsory excess on …" line prints as a Tax Invoice with the line among the parts and no adjustment rows', () => {
    const line = {
      _id: 'IP3',
      Desc: 'Compulsory excess on Windscreen',
      HSN: '8708',
      Qty: 1,
      UnPr: 847.46,
      UnAmt: 847.46,
      CGST: 76.27,
      SGST: 76.27,
      IGST: 0,
      Total: 1000,
    };
    const invoice = { ...customerInvoice, Items: [...(customerInvoice.Items ?? []), line] };
    const m = buildInvoicePrintModel({ kind: 'invoice', invoice }, 'withTax');
    expect(m.title).toBe('Tax Invoice');
    expect(JSON.stringify(m.sections)).toContain('Compulsory excess on Windscreen');
    const labels = m.totals.map((r) => r.label);
    for (const text of [
      ExcessTexts.customerAdd,
      ExcessTexts.customerNet,
      ExcessTexts.insurerLess,
      ExcessTexts.insurerNet,
    ])
      expect(labels).not.toContain(text);
  });
});
