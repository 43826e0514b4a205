import { taxCodesInForce, type TaxCode } from '@shared/documents/tax-codes';
import type { ComboboxOption, ComboboxSearch, LineGridColumn } from '../../../components/line-grid/line-grid-columns';
import { lineAmount } from '../utils/line-amount';
import { taxCodeLabel, type LabourLine, type PartLine } from '../utils/invoice-form';

/**
 * The invoice's labour (IO{n}) and part (IP{n}) grids: description, quantity,
 * price, discount, tax code and SAC/HSN, with the line's amount before discounts
 * and tax (the totals panel has the rest). A tax code is picked by number or name,
 * each named as it is in force on the invoice's date (`date`): a code whose rate
 * changed (107, 28 % → 18 % from 22 Sep 2025) reads as the rate the invoice charges.
 */
export function taxCodeSearch(codes: readonly TaxCode[], date: string): ComboboxSearch {
  return (text) => {
    const typed = text.trim().toLowerCase();
    const options: ComboboxOption[] = taxCodesInForce(codes, date)
      .filter((c) => typed === '' || String(c._id).startsWith(typed) || c.Desc.toLowerCase().includes(typed))
      .map((c) => ({ value: taxCodeLabel(c._id, codes, date), label: taxCodeLabel(c._id, codes, date) }));
    return Promise.resolve(options.slice(0, 20));
  };
}
const codeOf = (option: ComboboxOption): number | undefined => {
  const code = Number(option.value.split(' ')[0]);
  return Number.isInteger(code) ? code : undefined;
};

/** The amount beside its quantity, price and discount: at a laptop's width the codes after it may need a sideways scroll. */
export function labourColumns(codes: readonly TaxCode[], date: string): LineGridColumn<LabourLine>[] {
  return [
    { key: 'Desc', header: 'Labour', kind: 'text', required: true, maxLength: 2000, placeholder: 'Description' },
    { key: 'Qty', header: 'Qty', kind: 'number', width: '5rem' },
    { key: 'Pr', header: 'Price', kind: 'money', width: '7rem' },
    { key: 'Disc', header: 'Disc.', kind: 'money', width: '6rem' },
    {
      key: 'Amount',
      header: 'Amount',
      kind: 'computed',
      format: 'money',
      total: true,
      compute: (row) => lineAmount(row.Qty, row.Pr),
    },
    {
      key: 'TaxName',
      header: 'Tax code',
      kind: 'combobox',
      width: '10rem',
      search: taxCodeSearch(codes, date),
      onPick: (option, line) => line.set('TCode', codeOf(option)),
    },
    { key: 'SAC', header: 'SAC', kind: 'text', width: '6rem', maxLength: 20 },
  ];
}

export function partColumns(codes: readonly TaxCode[], date: string): LineGridColumn<PartLine>[] {
  return [
    { key: 'Desc', header: 'Part', kind: 'text', required: true, maxLength: 2000, placeholder: 'Description' },
    { key: 'Qty', header: 'Qty', kind: 'number', width: '5rem' },
    { key: 'UnPr', header: 'Unit price', kind: 'money', width: '7rem' },
    { key: 'Disc', header: 'Disc.', kind: 'money', width: '6rem' },
    {
      key: 'Amount',
      header: 'Amount',
      kind: 'computed',
      format: 'money',
      total: true,
      compute: (row) => lineAmount(row.Qty, row.UnPr),
    },
    {
      key: 'TaxName',
      header: 'Tax code',
      kind: 'combobox',
      width: '10rem',
      search: taxCodeSearch(codes, date),
      onPick: (option, line) => line.set('TCode', codeOf(option)),
    },
    { key: 'HSN', header: 'HSN', kind: 'text', width: '6rem', maxLength: 20 },
  ];
}
