import type { LineCalc } from '../documents/calculate-line';
import type { Invoice } from '../documents/schemas';

/**
 * A tax invoice names the HSN (goods) or SAC (services) code of every line it
 * charges GST on (CGST Rules, rule 46(g)); the GSTR-1 HSN summary reports the
 * same codes. docs/decisions-service.md 'HSN/SAC of catalogue lines' says why a
 * line without tax is left alone.
 */
export type LineWithoutCode = {
  readonly group: 'Ops' | 'Items';
  readonly _id: string;
  readonly field: 'SAC' | 'HSN';
  readonly Desc: string | undefined;
};

const blank = (code: string | undefined): boolean => code === undefined || code.trim() === '';

/** The taxed lines without an HSN/SAC code, labour first (the order the engine lists lines in). */
export function linesWithoutCode(inv: Invoice, lines: readonly LineCalc[]): LineWithoutCode[] {
  const ops = inv.Ops ?? [];
  const items = inv.Items ?? [];
  return lines.flatMap((line, i): LineWithoutCode[] => {
    const p = line.C;
    if (!line.counted || !p || p.cgst + p.sgst + p.igst === 0) return [];
    if (i < ops.length) {
      const o = ops[i];
      return o && blank(o.SAC) ? [{ group: 'Ops', _id: line._id, field: 'SAC', Desc: o.Desc }] : [];
    }
    const item = items[i - ops.length];
    return item && blank(item.HSN) ? [{ group: 'Items', _id: line._id, field: 'HSN', Desc: item.Desc }] : [];
  });
}
