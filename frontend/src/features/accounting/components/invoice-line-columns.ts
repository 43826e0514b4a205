import type { TaxCode } from '@shared/documents/tax-codes';
import type { ComboboxOption, ComboboxSearch, LineGridColumn } from '../../../components/line-grid/line-grid-columns';
import { lineAmount } from '../utils/line-amount';
import { taxCodeLabel, type LabourLine, type PartLine } from '../utils/invoice-form';

/**
 * The invoice's labour (IO{n}) and part (IP{n}) grids: description, quantity,
 * price, discount, tax code and SAC/HSN, with the line's amount before discounts
 * and tax (the totals panel has the rest). A tax code is picked by number or name.
 */
export function taxCodeSearch(codes: readonly TaxCode[]): ComboboxSearch {
  return (text) => {
    const typed = text.trim().toLowerCase();
    const options: ComboboxOption[] = codes
      .filter((c) => typed === '' || String(c._id).startsWith(typed) || c.Desc.toLowerCase().includes(typed))
      .map((c) => ({ value: taxCodeLabel(c._id, codes), label: taxCodeLabel(c._id, codes) }));
    // One option per code: a code's versions over time share the label.
    return Promise.resolve(options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i).slice(0, 20));
  };
}
const codeOf = (option: ComboboxOption): number | undefined => {
  const code = Number(option.value.split(' ')[0]);
  return Number.isInteger(code) ? code : undefined;
};

export function labourColumns(codes: readonly TaxCode[]): LineGridColumn<LabourLine>[] {
  return [
    { key: 'Desc', header: 'Labour', kind: 'text', required: true, maxLength: 2000, placeholder: 'Description' },
    { key: 'Qty', header: 'Qty', kind: 'number', width: '5rem' },
    { key: 'Pr', header: 'Price', kind: 'money', width: '7rem' },
    { key: 'Disc', header: 'Disc.', kind: 'money', width: '6rem' },
    { key: 'TaxName', header: 'Tax code', kind: 'combobox', width: '10rem', search: taxCodeSearch(codes), onPick: (option, line) => line.set('TCode', codeOf(option)) },
    { key: 'SAC', header: 'SAC', kind: 'text', width: '6rem', maxLength: 20 },
    { key: 'Amount', header: 'Amount', kind: 'computed', format: 'money', total: true, compute: (row) => lineAmount(row.Qty, row.Pr) },
  ];
}

export function partColumns(codes: readonly TaxCode[]): LineGridColumn<PartLine>[] {
  return [
    { key: 'Desc', header: 'Part', kind: 'text', required: true, maxLength: 2000, placeholder: 'Description' },
    { key: 'Qty', header: 'Qty', kind: 'number', width: '5rem' },
    { key: 'UnPr', header: 'Unit price', kind: 'money', width: '7rem' },
    { key: 'Disc', header: 'Disc.', kind: 'money', width: '6rem' },
    { key: 'TaxName', header: 'Tax code', kind: 'combobox', width: '10rem', search: taxCodeSearch(codes), onPick: (option, line) => line.set('TCode', codeOf(option)) },
    { key: 'HSN', header: 'HSN', kind: 'text', width: '6rem', maxLength: 20 },
    { key: 'Amount', header: 'Amount', kind: 'computed', format: 'money', total: true, compute: (row) => lineAmount(row.Qty, row.UnPr) },
  ];
}
