import { paiseInWords } from '../documents/amount-in-words';
import { formatQuantity } from '../documents/quantity-format';
import { type Paise, rupeesToPaise } from '../documents/money-math';
import { addressLines, stateWithCode } from '../documents/print/invoice-parties';
import { lineRate } from '../documents/print/invoice-lines';
import { formatPercent, formatRate, moneyRow } from '../documents/print/print-figures';
import type { PrintModel, PrintOptions, PrintParty, PrintTotalRow } from '../documents/print/print-model';
import type { PoPrintAnswer } from './po-step-schemas';

/**
 * A purchase order's print (docs/purchasing.md §19): the order as the server
 * answered it → the neutral PrintModel every print draws (page and PDF). The
 * branch is the masthead as the buyer (name, address, GSTIN), the vendor the
 * party block; lines with HSN, quantity and unit, rate, taxable value and tax
 * per head; totals per head and rate to the paisa (the lines' own heads, so
 * they add up to the order's tax), the total in words, the expected date and
 * the branch's terms. Nothing is recomputed but sums of the answer's paise.
 */

export const PoPrintTexts = {
  title: 'Purchase Order',
  vendor: 'Vendor',
  draft: 'Draft: not yet approved or sent to the vendor.',
  cancelled: 'Cancelled: this order is withdrawn.',
  terms: (t: string): string => `Terms: ${t}`,
} as const;

type Line = PoPrintAnswer['Order']['Lines'][number];
const p = (rupees: number): Paise => rupeesToPaise(rupees);

const party = (title: string, v: PoPrintAnswer['Vendor']): PrintParty => ({
  title,
  name: v.Name,
  addressLines: addressLines(v.Addr),
  gstin: v.GSTIN,
  state: stateWithCode(v.StCode),
  phone: v.Ph,
});

/** Tax per head and rate ('CGST @ 9%'), summed from the lines' own heads. */
function taxRows(lines: readonly Line[]): PrintTotalRow[] {
  const byKey = new Map<string, Paise>();
  for (const l of lines) {
    const rate = lineRate(p(l.Amount), p(l.CGST), p(l.SGST), p(l.IGST));
    const pct = rate === undefined ? '' : ` @ ${l.IGST > 0 ? formatPercent(rate) : formatPercent(rate / 2)}%`;
    const add = (head: string, amount: number) => {
      if (amount === 0) return;
      const key = `${head}${pct}`;
      byKey.set(key, (byKey.get(key) ?? 0) + p(amount));
    };
    add('CGST', l.CGST);
    add('SGST', l.SGST);
    add('IGST', l.IGST);
  }
  return [...byKey].map(([label, paise]) => moneyRow(label, paise));
}

export function buildPurchaseOrderPrintModel(answer: PoPrintAnswer, options: PrintOptions = {}): PrintModel {
  const o = answer.Order;
  const intra = o.IntraState;
  const columns = [
    { key: 'no', label: '#', align: 'right' as const },
    { key: 'desc', label: 'Description', align: 'left' as const },
    { key: 'hsn', label: 'HSN', align: 'left' as const },
    { key: 'qty', label: 'Qty', align: 'right' as const },
    { key: 'unit', label: 'Unit', align: 'left' as const },
    { key: 'rate', label: 'Rate', align: 'right' as const },
    { key: 'taxable', label: 'Taxable value', align: 'right' as const },
    ...(intra
      ? [
          { key: 'cgst', label: 'CGST', align: 'right' as const },
          { key: 'sgst', label: 'SGST', align: 'right' as const },
        ]
      : [{ key: 'igst', label: 'IGST', align: 'right' as const }]),
    { key: 'total', label: 'Total', align: 'right' as const },
  ];
  const money = (r: number) => moneyRow('', p(r)).value;
  const rows = o.Lines.map((l, i) => ({
    kind: 'line' as const,
    cells: {
      no: String(i + 1),
      desc: l.PCode ? `${l.Desc} (${l.PCode})` : l.Desc,
      hsn: l.HSN ?? '',
      qty: formatQuantity(l.Qty),
      unit: l.UoM ?? 'NOS',
      rate: formatRate(l.Rate),
      taxable: money(l.Amount),
      cgst: money(l.CGST),
      sgst: money(l.SGST),
      igst: money(l.IGST),
      total: money(l.Total),
    },
  }));
  const total = p(o.Total);
  const notes = [
    ...(o.Sts === 'Draft' || o.Sts === 'Need To Be Sent' ? [PoPrintTexts.draft] : []),
    ...(o.Sts === 'Cancelled' ? [PoPrintTexts.cancelled] : []),
    ...(o.Notes ? [o.Notes] : []),
    ...(answer.Terms ? [PoPrintTexts.terms(answer.Terms)] : []),
  ];
  return {
    variant: 'withTax',
    title: PoPrintTexts.title,
    subtitle: '',
    number: o.Num,
    meta: [
      { label: 'PO No.', value: o.Num },
      { label: 'Date', value: o.Date, date: true },
      ...(o.ExpDate ? [{ label: 'Expected by', value: o.ExpDate, date: true }] : []),
      { label: 'Status', value: o.Sts },
    ],
    branch: {
      name: answer.Buyer.Name,
      addressLines: addressLines(answer.Buyer.Addr),
      gstin: answer.Buyer.GSTIN,
      phone: answer.Buyer.Ph,
      showLogo: false,
    },
    customer: [],
    sections: [{ id: 'lines', title: 'Items', columns, rows, totals: [] }],
    totals: [moneyRow('Taxable value', p(o.Sub)), ...taxRows(o.Lines), moneyRow('Total', total, true)],
    amountInWords: paiseInWords(total),
    notes,
    header: options.Header?.trim() || undefined,
    footer: options.Footer?.trim() || undefined,
    showSignature: false,
    paperSize: options.PaperSize ?? 'A4',
    copies: 1,
    priced: true,
    tax: {
      recipient: party(PoPrintTexts.vendor, answer.Vendor),
      supply: [
        ...(answer.Buyer.StCode ? [{ label: 'Place of supply', value: stateWithCode(answer.Buyer.StCode) ?? '' }] : []),
        { label: 'Supply', value: intra ? 'Within the state (CGST + SGST)' : 'Inter-state (IGST)' },
      ],
      signatory: `For ${answer.Buyer.Name}`,
    },
  };
}
