import { paiseInWords } from '../documents/amount-in-words';
import { formatMoney, formatPaise } from '../documents/money-format';
import { rupeesToPaise } from '../documents/money-math';
import { addressLines, fields, stateWithCode } from '../documents/print/invoice-parties';
import type { PrintColumn, PrintModel, PrintOptions, PrintTotalRow } from '../documents/print/print-model';
import type { ChallanAnswer } from './challan-schemas';
import { CHALLAN_PURPOSES, CHALLAN_STATUS } from './challan-statuses';

/**
 * The print of a delivery challan (CGST Rule 55(2); docs/challans.md §8): the
 * document print model (shared/documents/print) drawn by the page and the PDF
 * alike. Rule 55(3) asks for three copies, each marked: 'Original for
 * consignee', 'Duplicate for transporter', 'Triplicate for consignor' — the
 * model is the original, followed by the other two, each from a new page.
 */

export const CHALLAN_COPIES = [
  'Original for consignee',
  'Duplicate for transporter',
  'Triplicate for consignor',
] as const;

const money = (rupees: number): string => formatMoney(rupees);
const row = (label: string, rupees: number, strong = false): PrintTotalRow => ({
  label,
  value: money(rupees),
  paise: rupeesToPaise(rupees),
  ...(strong ? { strong } : {}),
});

export function buildChallanPrintModel(c: ChallanAnswer, options: PrintOptions = {}, hasLogo = false): PrintModel {
  const taxed = c.CGST + c.SGST + c.IGST > 0;
  const columns: PrintColumn[] = [
    { key: 'n', label: '#', align: 'right' },
    { key: 'desc', label: 'Description of goods', align: 'left' },
    { key: 'hsn', label: 'HSN', align: 'left' },
    { key: 'qty', label: 'Qty', align: 'right' },
    { key: 'rate', label: 'Rate', align: 'right' },
    { key: 'taxable', label: 'Taxable value', align: 'right' },
    ...(taxed
      ? c.IntraState
        ? [
            { key: 'cgst', label: 'CGST', align: 'right' as const },
            { key: 'sgst', label: 'SGST', align: 'right' as const },
          ]
        : [{ key: 'igst', label: 'IGST', align: 'right' as const }]
      : []),
  ];
  const rows = c.Lines.map((l, i) => ({
    kind: 'line' as const,
    cells: {
      n: String(i + 1),
      desc: [l.PCode, l.Desc].filter(Boolean).join(' · '),
      hsn: l.HSN ?? '',
      qty: `${l.Qty}${l.UoM ? ` ${l.UoM}` : ''}`,
      rate: money(l.Rate),
      taxable: money(l.Taxable),
      cgst: l.CGST ? `${money(l.CGST)} @ ${l.TaxPct / 2}%` : '',
      sgst: l.SGST ? `${money(l.SGST)} @ ${l.TaxPct / 2}%` : '',
      igst: l.IGST ? `${money(l.IGST)} @ ${l.TaxPct}%` : '',
    },
  }));
  const totals: PrintTotalRow[] = [
    row('Taxable value', c.Taxable),
    ...(c.CGST ? [row('CGST', c.CGST), row('SGST', c.SGST)] : []),
    ...(c.IGST ? [row('IGST', c.IGST)] : []),
    row('Total value', c.Total, true),
  ];
  const purpose = c.Purpose === 'Other' && c.PurposeNote ? c.PurposeNote : CHALLAN_PURPOSES[c.Purpose];
  const notes = [
    ...(c.Sts === CHALLAN_STATUS.draft ? ['DRAFT: not issued. Goods may not travel on a draft.'] : []),
    ...(c.Sts === CHALLAN_STATUS.cancelled ? [`CANCELLED${c.CancelReason ? `: ${c.CancelReason}` : ''}`] : []),
    ...(taxed ? [] : ['Not a supply: no tax charged.']),
    ...(c.Notes ? [c.Notes] : []),
  ];
  const copy = (subtitle: string): PrintModel => ({
    variant: 'withTax',
    title: 'Delivery Challan',
    subtitle,
    number: c.Num ?? '',
    meta: fields([
      ['Challan No.', c.Num ?? 'Draft'],
      ['Date', c.Date, true],
      ['Purpose', purpose],
      ['Vehicle No.', c.VehicleNo],
    ]),
    branch: {
      name: c.Seller.Name,
      addressLines: addressLines(c.Seller.Addr),
      gstin: c.Seller.GSTIN,
      showLogo: (options.ShowLogo ?? true) && hasLogo,
    },
    customer: [],
    sections: [{ id: 'goods', title: 'Goods', columns, rows, totals: [] }],
    totals,
    amountInWords: paiseInWords(rupeesToPaise(c.Total)),
    notes,
    header: options.Header?.trim() || undefined,
    footer: options.Footer?.trim() || undefined,
    showSignature: options.ShowSignature ?? false,
    // A challan's table of goods needs a page: a thermal roll's branch prints it on A4.
    paperSize: options.PaperSize === 'Thermal80' ? 'A4' : (options.PaperSize ?? 'A4'),
    copies: 1,
    priced: true,
    tax: {
      recipient: {
        title: 'Consignee',
        name: c.To.Name,
        addressLines: addressLines(c.To.Addr),
        gstin: c.To.GSTIN,
        state: stateWithCode(c.To.Addr?.StCode),
      },
      supply: fields([
        ['Place of supply', stateWithCode(c.POS)],
        ['Value of goods', formatPaise(rupeesToPaise(c.Total))],
      ]),
      signatory: `For ${c.Seller.Name}`,
    },
  });
  const [first, ...rest] = CHALLAN_COPIES.map(copy);
  return { ...first!, followedBy: rest };
}
