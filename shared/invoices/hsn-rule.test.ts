import { describe, expect, it } from 'vitest';
import { calculateInvoice } from '../documents/calculate-invoice';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import type { Invoice } from '../documents/schemas';
import { linesWithoutCode } from './hsn-rule';

const opts = { date: '2026-11-24', taxCodes: DEFAULT_TAX_CODES, round: false };
const uncoded = (inv: Invoice) => {
  const calc = calculateInvoice(inv, opts);
  return linesWithoutCode(calc.invoice, calc.lines);
};

describe('taxed lines without HSN/SAC (CGST Rule 46(g))', () => {
  it('names a taxed part without HSN and a taxed labour line without SAC, labour first', () => {
    const inv: Invoice = {
      Ops: [{ _id: 'IO1', Desc: 'Wash', Qty: 1, Pr: 500, TCode: 106 }],
      Items: [
        { _id: 'IP1', Desc: 'Brake pads', Qty: 1, UnPr: 1000, TCode: 106, HSN: '87083000' },
        { _id: 'IP2', Desc: 'Wiper', Qty: 1, UnPr: 300, TCode: 106, HSN: ' ' },
      ],
    };
    expect(uncoded(inv)).toEqual([
      { group: 'Ops', _id: 'IO1', field: 'SAC', Desc: 'Wash' },
      { group: 'Items', _id: 'IP2', field: 'HSN', Desc: 'Wiper' },
    ]);
  });

  it('leaves out lines without tax: an invoice issued without tax, and a zero-priced line', () => {
    expect(
      uncoded({
        Settings: { Tax: false },
        Items: [{ _id: 'IP1', Desc: 'Brake pads', Qty: 1, UnPr: 1000, TCode: 106 }],
      }),
    ).toEqual([]);
    expect(uncoded({ Items: [{ _id: 'IP1', Desc: 'Goodwill part', Qty: 1, UnPr: 0, TCode: 106 }] })).toEqual([]);
  });
});
