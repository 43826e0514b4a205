import type { LineCalc, PortionCalc } from '../documents/calculate-line';
import { QTY_DIGITS, RATE_DIVISOR, fromScaled, toScaled } from '../documents/money-math';
import type { Invoice } from '../documents/schemas';
import type { GstDocument, GstItem, GstRateRow } from '../gst/returns/gst-document';

/**
 * The `Gst` a return reads of one issued invoice or credit note (shared/gst/
 * returns/gst-document.ts), built once when the document is issued, from the
 * engine's per-line figures: rows grouped per HSN/SAC, rate and UQC, amounts
 * in paise added up (never rounded again), and the lines themselves kept as
 * `Items` for the e-invoice (one item per line).
 */

/** One line's part of a GST document. */
export type GstLine = GstItem;

/** Unique quantity codes: parts are counted in numbers; services have none ('OTH'). */
export const UQC = { part: 'NOS', service: 'OTH' } as const;

const portionOf = (line: LineCalc): PortionCalc | undefined => line.C;

/** Total GST rate of a line in percent (CGST+SGST, or IGST), from the engine's resolved tax. */
const ratePercent = (line: LineCalc): number => {
  if (!line.tax) return 0;
  const scaled = line.tax.intra ? 2 * line.tax.halfRate : line.tax.igstRate;
  return (scaled * 100) / RATE_DIVISOR;
};

/** The invoice's lines (labour first, as the engine lists them) as GST lines. */
export function gstLinesOf(inv: Invoice, lines: readonly LineCalc[]): GstLine[] {
  const ops = inv.Ops ?? [];
  const items = inv.Items ?? [];
  return lines.flatMap((line, i): GstLine[] => {
    const p = portionOf(line);
    if (!p || !line.counted) return [];
    const source = i < ops.length ? ops[i] : items[i - ops.length];
    const service = i < ops.length;
    const code = service
      ? (source as { SAC?: string } | undefined)?.SAC
      : (source as { HSN?: string } | undefined)?.HSN;
    return [
      {
        HSN: code ?? '',
        Desc: source?.Desc ?? '',
        UQC: service ? UQC.service : UQC.part,
        Qty: source?.Qty ?? 1,
        Rate: ratePercent(line),
        Gross: p.amount,
        Discount: p.amount - p.taxable,
        Taxable: p.taxable,
        IGST: p.igst,
        CGST: p.cgst,
        SGST: p.sgst,
        Cess: 0,
      },
    ];
  });
}

/** Rows per (HSN, rate, UQC): amounts and quantities added up, the first description kept. */
export function groupGstRows(lines: readonly GstLine[]): GstRateRow[] {
  const rows = new Map<string, GstRateRow & { qtyMilli: number }>();
  for (const l of lines) {
    const key = `${l.HSN}|${l.Rate}|${l.UQC}`;
    const row = rows.get(key) ?? {
      HSN: l.HSN,
      Desc: l.Desc,
      UQC: l.UQC,
      Qty: 0,
      qtyMilli: 0,
      Rate: l.Rate,
      Taxable: 0,
      IGST: 0,
      CGST: 0,
      SGST: 0,
      Cess: 0,
    };
    row.qtyMilli += toScaled(l.Qty, QTY_DIGITS);
    row.Taxable += l.Taxable;
    row.IGST += l.IGST;
    row.CGST += l.CGST;
    row.SGST += l.SGST;
    row.Cess += l.Cess;
    rows.set(key, row);
  }
  return [...rows.values()].map(({ qtyMilli, ...row }) => ({ ...row, Qty: fromScaled(qtyMilli, QTY_DIGITS) }));
}

export type GstDocumentInput = Omit<GstDocument, 'Rows'> & { lines: readonly GstLine[] };

/**
 * The lines are kept on the header, which DynamoDB holds to 400 KB: about 130 KB for
 * 1,000 lines of 30-character descriptions, 200 KB at 100 characters. Past this budget
 * (an estimate in bytes: the texts plus about 120 bytes of names and numbers a line)
 * a document keeps its rows only, and its e-invoice lists those (docs/gst-returns.md
 * 'E-invoice file').
 */
export const GST_ITEMS_BUDGET = 150_000;
const itemsSize = (lines: readonly GstLine[]): number =>
  lines.reduce((t, l) => t + l.Desc.length + l.HSN.length + l.UQC.length + 120, 0);

export const gstDocumentOf = ({ lines, ...head }: GstDocumentInput): GstDocument => ({
  ...head,
  Rows: groupGstRows(lines),
  ...(itemsSize(lines) <= GST_ITEMS_BUDGET ? { Items: [...lines] } : {}),
});
