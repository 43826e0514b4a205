import { fromScaled, QTY_DIGITS, toScaled } from '../documents/money-math';
import { isWholeUnit } from '../inventory/adjustment-reasons';
import { InventoryMessages } from '../inventory/inventory-messages';
import type { BatchPart } from '../inventory/tracking';
import { returnShare, type LineShare, type SoldLine } from './return-figures';
import type { ReturnLineInput } from './return-schemas';
import { SalesMessages } from './sales-messages';

/**
 * Which of a receipt's lines a return takes back, and how much (docs/sales.md
 * §12): never more than was sold less what earlier returns took; a batch line's
 * stock goes back to the batches it left, the last taken first; a serial line's
 * serials are named (or all that are left, when all of the line comes back).
 * Every refusal names its line; nothing is decided until all lines pass.
 */

/** A refusal naming its line's field (the API's field error). */
export type LineRefusal = { path: string; message: string };

/** What the receipt keeps of its returns, per line: thousandths, serials and batches (thousandths) taken back. */
export type ReturnedSoFar = Record<string, { QtyM: number; Serials?: string[]; Batches?: Record<string, number> }>;

/** A receipt's line as stored (paise, units; `Batches` as the sale's movement took them, units, signed out). */
export type StoredSaleLine = Omit<SoldLine, 'QtyM'> & {
  _id: string;
  ItemId: string;
  PCode?: string;
  Desc: string;
  HSN?: string;
  UoM?: string;
  Qty: number;
  UnPrP: number;
  TCode?: number;
  Batches?: BatchPart[];
  Serials?: string[];
};

export type DecidedReturnLine = {
  line: StoredSaleLine;
  QtyM: number;
  share: LineShare;
  /** Back to their batches (thousandths, positive) or serials; absent for an untracked item. */
  Batches?: BatchPart[];
  Serials?: string[];
};

export type ReturnDecision =
  | { ok: true; lines: DecidedReturnLine[]; returned: ReturnedSoFar; completes: boolean }
  | { ok: false; errors: LineRefusal[] };

const units = (m: number): string => String(fromScaled(m, QTY_DIGITS));

/** The batches `qtyM` goes back to: the line's, the last taken first, each no more than it gave less its returns. */
export function batchesBack(
  line: Pick<StoredSaleLine, 'Batches'>,
  done: Record<string, number>,
  qtyM: number,
): BatchPart[] {
  const parts: BatchPart[] = [];
  let left = qtyM;
  for (const b of [...(line.Batches ?? [])].reverse()) {
    const room = toScaled(Math.abs(b.Qty), QTY_DIGITS) - (done[b.Batch] ?? 0);
    const take = Math.min(left, room);
    if (take <= 0) continue;
    parts.push({ Batch: b.Batch, ...(b.Exp ? { Exp: b.Exp } : {}), Qty: take });
    left -= take;
  }
  return parts;
}

export function decideReturn(
  lines: readonly StoredSaleLine[],
  before: ReturnedSoFar,
  wanted: readonly ReturnLineInput[],
): ReturnDecision {
  const errors: LineRefusal[] = [];
  // Entries are replaced, never changed in place: a copy of the record keeps `before` as it was.
  const returned: ReturnedSoFar = { ...before };
  const decided: DecidedReturnLine[] = [];
  const seen = new Set<string>();
  wanted.forEach((w, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const line = lines.find((l) => l._id === w.LineId);
    if (!line || seen.has(w.LineId)) return at('LineId', SalesMessages.returnLineUnknown(w.LineId));
    seen.add(w.LineId);
    const soldM = toScaled(line.Qty, QTY_DIGITS);
    const done = returned[line._id] ?? { QtyM: 0 };
    const qtyM = toScaled(w.Qty, QTY_DIGITS);
    // As the sale: an item counted in whole units comes back in whole units.
    if (isWholeUnit(line.UoM) && qtyM % 1000 !== 0)
      return at('Qty', InventoryMessages.wholeQuantity(line.UoM ?? 'NOS'));
    if (done.QtyM + qtyM > soldM) return at('Qty', SalesMessages.returnTooMuch(line.Desc, units(soldM - done.QtyM)));
    const share = returnShare({ ...line, QtyM: soldM }, done.QtyM, qtyM);
    const next = { ...done, QtyM: done.QtyM + qtyM };
    const back: DecidedReturnLine = { line, QtyM: qtyM, share };
    if (line.Serials) {
      const left = line.Serials.filter((s) => !(done.Serials ?? []).includes(s));
      const named = w.Serials ?? (qtyM === soldM - done.QtyM ? left : []);
      const fits = named.length * 1000 === qtyM && new Set(named).size === named.length;
      if (!fits || !named.every((s) => left.includes(s))) return at('Serials', SalesMessages.returnSerials(line.Desc));
      back.Serials = named;
      next.Serials = [...(done.Serials ?? []), ...named];
    } else if (line.Batches && line.Batches.length > 0) {
      back.Batches = batchesBack(line, done.Batches ?? {}, qtyM);
      const batches = { ...(done.Batches ?? {}) };
      for (const b of back.Batches) batches[b.Batch] = (batches[b.Batch] ?? 0) + b.Qty;
      next.Batches = batches;
    }
    returned[line._id] = next;
    decided.push(back);
  });
  if (errors.length > 0) return { ok: false, errors };
  const completes = lines.every((l) => (returned[l._id]?.QtyM ?? 0) === toScaled(l.Qty, QTY_DIGITS));
  return { ok: true, lines: decided, returned, completes };
}
