import type { LineCalc } from '../calculate-line';
import type { Paise } from '../money-math';
import type { LineStatus } from '../statuses';
import type { PrintableDocument, PrintCalculation } from './print-model';

/**
 * A document's lines joined with their calculation, in print order (labour,
 * then parts), with what the print reads from the document: description,
 * codes, prices, technician, and the insurance depreciation when the engine
 * wrote one (`Dep`, `DepPct`, read only if present).
 */
export type PrintLine = {
  readonly id: string;
  readonly kind: 'Labor' | 'Part';
  readonly desc: string;
  /** SAC on labour, part number (PCode, else MPN) on parts. */
  readonly code: string;
  readonly qty: number;
  readonly uom: string;
  /** Customer price (Pr / UnPr) and insurer-assessed price (AssPr). */
  readonly cPrice: number | undefined;
  readonly aPrice: number | undefined;
  readonly tech: string | undefined;
  readonly sts: LineStatus | undefined;
  /** The claim depreciation moved to the customer (the engine's, paise) and its rate (scaled percent, 0 for none). */
  readonly dep: Paise;
  readonly depRate: number;
  readonly calc: LineCalc;
};

const text = (...parts: (string | undefined)[]): string =>
  parts.filter((p) => p !== undefined && p.trim() !== '').join(' — ');

export const printLines = (doc: PrintableDocument, calculation: PrintCalculation): PrintLine[] => {
  const byId = new Map(calculation.lines.map((l) => [l._id, l]));
  const out: PrintLine[] = [];
  for (const o of doc.Ops ?? []) {
    const calc = byId.get(o._id);
    if (!calc) continue;
    out.push({
      id: o._id,
      kind: 'Labor',
      desc: text(o.Desc, o.Desc1),
      code: o.SAC ?? '',
      qty: o.Qty ?? 1,
      uom: '',
      cPrice: o.Pr,
      aPrice: o.AssPr,
      tech: o.Tech,
      sts: o.Sts,
      dep: calc.A?.dep ?? 0,
      depRate: calc.depRate,
      calc,
    });
  }
  for (const p of doc.Parts ?? []) {
    const calc = byId.get(p._id);
    if (!calc) continue;
    out.push({
      id: p._id,
      kind: 'Part',
      desc: text(p.Desc),
      code: p.PCode ?? p.MPN ?? '',
      qty: p.Qty ?? 1,
      uom: p.UoM ?? '',
      cPrice: p.UnPr,
      aPrice: p.AssPr,
      tech: undefined,
      sts: p.Sts,
      dep: calc.A?.dep ?? 0,
      depRate: calc.depRate,
      calc,
    });
  }
  return out;
};
