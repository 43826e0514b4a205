import { paiseInWords } from '../documents/amount-in-words';
import { formatMoney } from '../documents/money-format';
import { rupeesToPaise, type Paise } from '../documents/money-math';
import { addressLines, fields, stateWithCode } from '../documents/print/invoice-parties';
import type { PrintColumn, PrintModel, PrintOptions, PrintTotalRow } from '../documents/print/print-model';
import type { EntitySettings } from '../entity/entity-settings';
import type { SalesDocAnswer } from './so-schemas';

/**
 * The A4 print of a sales order or a sales estimate (docs/sales-settings.md §3): the document print model
 * (shared/documents/print) the page and the PDF both draw, as the challan's and the invoice's prints do.
 * The branch's letterhead, the customer, the lines with their GST, the GST by rate, the totals in words,
 * and the branch's terms for the kind (settings/salessettings). Figures are the server's, in rupees, summed
 * in paise.
 */

export type SalesPrintBranch = {
  name: string;
  address?: EntitySettings['Address'] | undefined;
  gstin?: string | undefined;
  hasLogo: boolean;
};

const TITLE = { SalesOrder: 'Sales Order', SalesEstimate: 'Sales Estimate' } as const;
const money = (rupees: number): string => formatMoney(rupees);
const row = (label: string, paise: Paise, strong = false): PrintTotalRow => ({
  label,
  value: money(paise / 100),
  paise,
  ...(strong ? { strong } : {}),
});

type Line = SalesDocAnswer['Lines'][number];
const taxPaise = (l: Line): Paise => rupeesToPaise(l.CGST) + rupeesToPaise(l.SGST) + rupeesToPaise(l.IGST);
/** The line's GST rate in whole hundredths of a percent, from its paise (18 % → 1800). */
const rateBp = (l: Line): number => {
  const taxable = rupeesToPaise(l.Taxable);
  return taxable > 0 ? Math.round((taxPaise(l) * 10_000) / taxable / 25) * 25 : 0;
};
const percent = (bp: number): string => `${bp / 100}%`;

/** The GST of the lines summed per rate: taxable value and each head, in paise. */
export function gstByRate(doc: SalesDocAnswer) {
  const rates = new Map<number, { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }>();
  for (const l of doc.Lines) {
    const r = rateBp(l);
    const sum = rates.get(r) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += rupeesToPaise(l.Taxable);
    sum.cgst += rupeesToPaise(l.CGST);
    sum.sgst += rupeesToPaise(l.SGST);
    sum.igst += rupeesToPaise(l.IGST);
    rates.set(r, sum);
  }
  return [...rates.entries()].sort(([a], [b]) => a - b).map(([bp, sum]) => ({ rate: percent(bp), ...sum }));
}

export function buildSalesDocPrintModel(
  kind: 'SalesOrder' | 'SalesEstimate',
  doc: SalesDocAnswer,
  branch: SalesPrintBranch,
  terms: string | undefined,
  options: PrintOptions = {},
): PrintModel {
  const intra = doc.IntraState;
  const heads: PrintColumn[] = intra
    ? [
        { key: 'cgst', label: 'CGST', align: 'right' },
        { key: 'sgst', label: 'SGST', align: 'right' },
      ]
    : [{ key: 'igst', label: 'IGST', align: 'right' }];
  const columns: PrintColumn[] = [
    { key: 'n', label: '#', align: 'right' },
    { key: 'desc', label: 'Item', align: 'left' },
    { key: 'hsn', label: 'HSN', align: 'left' },
    { key: 'qty', label: 'Qty', align: 'right' },
    { key: 'rate', label: 'Rate', align: 'right' },
    { key: 'disc', label: 'Discount', align: 'right' },
    { key: 'taxable', label: 'Taxable value', align: 'right' },
    { key: 'gst', label: 'GST %', align: 'right' },
    ...heads,
    { key: 'total', label: 'Total', align: 'right' },
  ];
  const rows = doc.Lines.map((l, i) => ({
    kind: 'line' as const,
    cells: {
      n: String(i + 1),
      desc: [l.PCode, l.Desc].filter(Boolean).join(' · '),
      hsn: l.HSN ?? '',
      qty: `${l.Qty}${l.UoM ? ` ${l.UoM}` : ''}`,
      rate: money(l.UnPr),
      disc: l.Disc ? money(l.Disc) : '',
      taxable: money(l.Taxable),
      gst: percent(rateBp(l)),
      cgst: money(l.CGST),
      sgst: money(l.SGST),
      igst: money(l.IGST),
      total: money(l.Total),
    },
  }));
  const byRate = gstByRate(doc).map((r) => ({
    kind: 'line' as const,
    cells: {
      rate: r.rate,
      taxable: money(r.taxable / 100),
      cgst: money(r.cgst / 100),
      sgst: money(r.sgst / 100),
      igst: money(r.igst / 100),
    },
  }));
  const p = (rupees: number) => rupeesToPaise(rupees);
  const totals: PrintTotalRow[] = [
    row('Amount', p(doc.Amt)),
    ...(doc.DiscAmt ? [row('Discount', p(doc.DiscAmt))] : []),
    row('Taxable value', p(doc.Taxable)),
    ...(intra ? [row('CGST', p(doc.CGST)), row('SGST', p(doc.SGST))] : [row('IGST', p(doc.IGST))]),
    ...(doc.Adjust ? [row('Rounding', p(doc.Adjust))] : []),
    row('Total', p(doc.GrandTotal), true),
  ];
  const addr = branch.address;
  return {
    variant: 'withTax',
    title: TITLE[kind],
    // The print's window is named '<title> <number> - <subtitle>': the customer tells orders apart.
    subtitle: doc.CustName,
    number: doc.Num,
    meta: fields([
      [kind === 'SalesOrder' ? 'Order No.' : 'Estimate No.', doc.Num],
      ['Date', doc.CrDate, true],
      [kind === 'SalesOrder' ? 'Expected delivery' : 'Valid until', doc.ExpDate, true],
      ['Customer reference', doc.RefNo],
      ['Status', doc.Sts],
    ]),
    branch: {
      name: branch.name,
      addressLines: addr
        ? addressLines({ A1: addr.Add1, A2: addr.Add2, Ct: addr.Ct, St: addr.StCode, Pin: addr.Pin })
        : [],
      gstin: branch.gstin,
      showLogo: (options.ShowLogo ?? true) && branch.hasLogo,
    },
    customer: fields([
      ['Customer', doc.CustName],
      ['GSTIN', doc.GSTIN],
      ['Phone', doc.Ph],
      ['Place of supply', stateWithCode(doc.POS)],
    ]),
    sections: [
      { id: 'lines', title: 'Items', columns, rows, totals: [] },
      {
        id: 'gst',
        title: 'GST by rate',
        columns: [
          { key: 'rate', label: 'GST %', align: 'right' },
          { key: 'taxable', label: 'Taxable value', align: 'right' },
          ...heads,
        ],
        rows: byRate,
        totals: [],
      },
    ],
    totals,
    amountInWords: paiseInWords(p(doc.GrandTotal)),
    notes: [...(doc.Notes ? [doc.Notes] : []), ...(terms?.trim() ? [terms.trim()] : [])],
    header: options.Header?.trim() || undefined,
    footer: options.Footer?.trim() || undefined,
    showSignature: options.ShowSignature ?? false,
    // An order's table of items needs a page: a thermal roll's branch prints it on A4.
    paperSize: options.PaperSize === 'Thermal80' ? 'A4' : (options.PaperSize ?? 'A4'),
    copies: 1,
    priced: true,
  };
}
