import { calculateLines } from './calculate-document';
import { type EngineLine, type LineCalc, lineFigures, type PortionCalc } from './calculate-line';
import type { CalculationOptions } from './calculate-invoice';
import { paiseToRupees } from './money-math';
import type { ServiceDocument, ServiceLaborLine, ServicePartLine } from './schemas';
import { taxResolver } from './tax-codes';
import type { DocumentTotals } from './totals';

export type ServiceDocumentCalculation<T extends ServiceDocument> = {
  /** The document with every computed field written (rupees, 2 decimals). */
  document: T;
  /** Per-line figures in paise, labour lines (Ops) first, then Parts. */
  lines: LineCalc[];
  totals: DocumentTotals;
};

export const serviceEngineLines = (doc: ServiceDocument): EngineLine[] => [
  ...(doc.Ops ?? []).map(
    (o): EngineLine => ({
      _id: o._id,
      kind: 'Labor',
      Qty: o.Qty,
      CPr: o.Pr,
      AssPr: o.AssPr,
      EstPr: o.EstPr,
      Disc: o.Disc,
      Perc: o.Perc,
      NoDisc: o.NoDisc,
      PBy: o.PBy,
      Sts: o.Sts,
      TCode: o.TCode,
    }),
  ),
  ...(doc.Parts ?? []).map(
    (p): EngineLine => ({
      _id: p._id,
      kind: 'Part',
      Qty: p.Qty,
      CPr: p.UnPr,
      AssPr: p.AssPr,
      EstPr: p.EstPr,
      Disc: p.Disc,
      Perc: p.Perc,
      NoDisc: p.NoDisc,
      PBy: p.PBy,
      Sts: p.Sts,
      TCode: p.TCode,
    }),
  ),
];

const r = paiseToRupees;
const heads = (p: PortionCalc | undefined) => ({ cgst: r(p?.cgst ?? 0), sgst: r(p?.sgst ?? 0), igst: r(p?.igst ?? 0) });

/** The computed fields common to labour and part lines, with C/A/E-prefixed taxes. */
const computedFields = (line: LineCalc) => {
  const c = heads(line.C);
  const a = heads(line.A);
  const e = heads(line.E);
  const f = lineFigures(line);
  return {
    NetAmt: r(f.netAmt),
    RecDisc: r(f.recDisc),
    CCGST: c.cgst,
    CSGST: c.sgst,
    CIGST: c.igst,
    ACGST: a.cgst,
    ASGST: a.sgst,
    AIGST: a.igst,
    ECGST: e.cgst,
    ESGST: e.sgst,
    EIGST: e.igst,
    Total: r(f.total),
    EstTotal: r(f.estTotal),
  };
};

/**
 * Recomputes a repair order or an estimate: every line's amounts (UnAmt,
 * AssAmt, EstAmt on parts), NetAmt, RecDisc, C/A/E taxes, Total and EstTotal,
 * and the document's Adjust.
 */
export const calculateServiceDocument = <T extends ServiceDocument>(
  doc: T,
  opts: CalculationOptions,
): ServiceDocumentCalculation<T> => {
  const { lines, totals } = calculateLines(serviceEngineLines(doc), doc, {
    resolveTax: taxResolver(opts.taxCodes, opts.date),
    taxable: doc.Settings?.Tax ?? true,
    round: opts.round ?? false,
  });
  const ops = doc.Ops ?? [];
  const lineAt = (i: number): LineCalc => lines[i] as LineCalc;
  // Start from a fresh computed-fields literal (fast in-object shape), copy the line in, then
  // overwrite with the computed values. `{ ...o, x }` and spread-then-set fall into V8's slow
  // dictionary path: ~10x slower on the 1,000-line benchmark.
  const Ops = ops.map((o, i): ServiceLaborLine => Object.assign(computedFields(lineAt(i)), o, computedFields(lineAt(i))));
  const Parts = (doc.Parts ?? []).map((p, i): ServicePartLine => {
    const line = lineAt(ops.length + i);
    const amounts = { UnAmt: r(line.C?.amount ?? 0), AssAmt: r(line.A?.amount ?? 0), EstAmt: r(line.E.amount) };
    return Object.assign(computedFields(line), p, amounts, computedFields(line));
  });
  const document = { ...doc, Ops, Parts, Adjust: r(totals.adjust) } as T;
  return { document, lines, totals };
};
