import { calculateLines } from './calculate-document';
import type { EngineLine, LineCalc } from './calculate-line';
import type { CalculationOptions } from './calculate-invoice';
import { claimTerms, type ClaimTerms, type DepreciableLine, depreciationRates } from './depreciation';
import { paiseToRupees, rupeesToPaise } from './money-math';
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

const engineLines = (doc: ServiceDocument, rate: ((line: DepreciableLine) => number) | undefined): EngineLine[] => [
  ...(doc.Ops ?? []).map((o): EngineLine => ({
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
    DepPct: rate === undefined ? undefined : rate({ kind: 'Labor', PBy: o.PBy, Paint: o.Paint }),
  })),
  ...(doc.Parts ?? []).map((p): EngineLine => ({
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
    DepPct: rate === undefined ? undefined : rate({ kind: 'Part', PBy: p.PBy, Mat: p.Mat }),
  })),
];

/** The claim terms of a document (LossDt defaulted to CrDate, then `date`); undefined without a claim. */
export const documentClaimTerms = (doc: ServiceDocument, date: string): ClaimTerms | undefined =>
  claimTerms(doc.Claim, doc.CrDate, date);

/**
 * The engine's view of a repair order or estimate. `date` is the calculation date, the date
 * of loss when neither Claim.LossDt nor CrDate gives one. Depreciation rates are looked up
 * only when the document has a claim without zero-depreciation cover.
 */
export const serviceEngineLines = (doc: ServiceDocument, date: string): EngineLine[] => {
  const terms = documentClaimTerms(doc, date);
  return engineLines(doc, terms === undefined || terms.ZeroDep === true ? undefined : depreciationRates(terms));
};

const r = paiseToRupees;

/** Dep and DepPct on every line of a claim document (0 when the line is not depreciated). */
const depreciationFields = (line: LineCalc, DepPct: number | undefined) => ({
  Dep: r(line.A?.dep ?? 0),
  DepPct: DepPct ?? 0,
});
/** Stale Dep / DepPct on a document that no longer has a claim are cleared (undefined is dropped on save). */
const NO_DEPRECIATION = { Dep: undefined, DepPct: undefined };

/** The computed fields common to labour and part lines, with C/A/E-prefixed taxes. */
const computedFields = (line: LineCalc) => {
  // The depreciation portion D is the customer's: its taxes join the C-prefixed (customer) taxes.
  const { C, A, E, D } = line;
  return {
    NetAmt: r((C?.taxable ?? 0) + (A?.taxable ?? 0) + (D?.taxable ?? 0)),
    RecDisc: r((C?.recDisc ?? 0) + (A?.recDisc ?? 0)),
    CCGST: r((C?.cgst ?? 0) + (D?.cgst ?? 0)),
    CSGST: r((C?.sgst ?? 0) + (D?.sgst ?? 0)),
    CIGST: r((C?.igst ?? 0) + (D?.igst ?? 0)),
    ACGST: r(A?.cgst ?? 0),
    ASGST: r(A?.sgst ?? 0),
    AIGST: r(A?.igst ?? 0),
    ECGST: r(E.cgst),
    ESGST: r(E.sgst),
    EIGST: r(E.igst),
    Total: r((C?.total ?? 0) + (A?.total ?? 0) + (D?.total ?? 0)),
    EstTotal: r(E.total),
  };
};
type ComputedFields = ReturnType<typeof computedFields>;

/**
 * A copy of `line` with the computed fields. It starts from the computed-fields literal (a
 * fast in-object shape), copies the line in, then sets the computed values again over any
 * stale ones. `{ ...line, x }` and spread-then-set take V8's slow dictionary path (~10x on
 * the 1,000-line benchmark).
 */
const withComputed = <L extends object>(line: L, computed: ComputedFields, extra?: object): L =>
  Object.assign(
    {
      NetAmt: 0,
      RecDisc: 0,
      CCGST: 0,
      CSGST: 0,
      CIGST: 0,
      ACGST: 0,
      ASGST: 0,
      AIGST: 0,
      ECGST: 0,
      ESGST: 0,
      EIGST: 0,
      Total: 0,
      EstTotal: 0,
    },
    line,
    extra,
    computed,
  );

/**
 * Recomputes a repair order or an estimate: every line's amounts (UnAmt,
 * AssAmt, EstAmt on parts), NetAmt, RecDisc, C/A/E taxes, Total and EstTotal,
 * Dep and DepPct on a claim, and the document's Adjust.
 */
export const calculateServiceDocument = <T extends ServiceDocument>(
  doc: T,
  opts: CalculationOptions,
): ServiceDocumentCalculation<T> => {
  const engine = serviceEngineLines(doc, opts.date);
  const { lines, totals } = calculateLines(engine, doc, {
    resolveTax: taxResolver(opts.taxCodes, opts.date),
    taxable: doc.Settings?.Tax ?? true,
    round: opts.round ?? false,
    claimExcess: doc.Claim?.Excess === undefined ? 0 : rupeesToPaise(doc.Claim.Excess),
  });
  const ops = doc.Ops ?? [];
  const hasClaim = doc.Claim !== undefined;
  const lineAt = (i: number): LineCalc => lines[i] as LineCalc;
  // Only claim documents carry Dep / DepPct, so ordinary documents keep their shape (and speed).
  const depFields = (src: { Dep?: number | undefined; DepPct?: number | undefined }, i: number): object | undefined =>
    hasClaim
      ? depreciationFields(lineAt(i), engine[i]?.DepPct)
      : src.Dep !== undefined || src.DepPct !== undefined
        ? NO_DEPRECIATION
        : undefined;
  const Ops = ops.map((o, i): ServiceLaborLine => withComputed(o, computedFields(lineAt(i)), depFields(o, i)));
  const Parts = (doc.Parts ?? []).map((p, i): ServicePartLine => {
    const line = lineAt(ops.length + i);
    const amounts = { UnAmt: r(line.C?.amount ?? 0), AssAmt: r(line.A?.amount ?? 0), EstAmt: r(line.E.amount) };
    const dep = depFields(p, ops.length + i);
    return withComputed(p, computedFields(line), dep === undefined ? amounts : Object.assign(amounts, dep));
  });
  const document = { ...doc, Ops, Parts, Adjust: r(totals.adjust) } as T;
  return { document, lines, totals };
};
