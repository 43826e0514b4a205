import { fromScaled, paiseToRupees, QTY_DIGITS } from '@shared/documents/money-math';
import type { AdjustmentAnswer, AdjustmentRow, MovementRow, StockRow } from '@shared/inventory/call-schemas';
import { averageCostP } from '@shared/inventory/valuation';
import type { AdjustmentHead, StoredAdjustment } from '../data/inventory/adjustments-repo';
import type { BalanceRecord, MovementRecord } from '../data/inventory/stock-records';
import { trackedLineAnswer, trackedMovementFields } from './tracking-answers';

/**
 * Stored stock as the wire carries it: thousandths back to units, paise to
 * rupees (docs/inventory.md §8), through the engine's converters only.
 */

const units = (thousandths: number): number => fromScaled(thousandths, QTY_DIGITS);

export const toStockRow = (b: BalanceRecord): StockRow => ({
  ItemId: b.ItemId,
  ...(b.PCode ? { PCode: b.PCode } : {}),
  Desc: b.Desc,
  ...(b.UoM ? { UoM: b.UoM } : {}),
  WhId: b.WhId,
  OnHand: units(b.OnHand),
  Reserved: units(b.Resv ?? 0),
  // Below zero only when stock left the shelf after it was reserved (an adjustment of a loss).
  Available: units(b.OnHand - (b.Resv ?? 0)),
  Value: paiseToRupees(b.ValueP),
  AvgCost: paiseToRupees(averageCostP(b)),
  ...(b.Layers ? { Val: 'FIFO' as const } : {}),
  UpDt: b.UpDt,
});

export const toMovementRow = (m: MovementRecord): MovementRow => ({
  MovId: m.MovId,
  At: m.At,
  WhId: m.WhId,
  Kind: m.Kind,
  Qty: units(m.Qty),
  UnCost: paiseToRupees(m.UnCostP),
  Value: paiseToRupees(m.ValueP),
  OnHand: units(m.OnHand),
  Balance: paiseToRupees(m.BalP),
  DocType: m.DocType,
  DocId: m.DocId,
  ...(m.DocNum ? { DocNum: m.DocNum } : {}),
  LineId: m.LineId,
  ...(m.Reason ? { Reason: m.Reason } : {}),
  By: m.By,
  ...(m.ByName ? { ByName: m.ByName } : {}),
  ...trackedMovementFields(m),
});

export const toAdjustmentRow = (h: AdjustmentHead): AdjustmentRow => ({
  _id: h.DocId,
  Num: h.Num,
  Date: h.Date,
  Sts: String(h.Sts ?? 'Adjusted'),
  ...(h.Notes ? { Notes: h.Notes } : {}),
  CrBy: h.CrBy,
  ...(h.CrByName ? { CrByName: h.CrByName } : {}),
  CrAt: h.CrAt,
  LineCount: Number(h.LineCount ?? 0),
  Value: paiseToRupees(h.ValueP),
  ver: h.ver,
});

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The unit and quantity a line was entered in, when another than the item's own (feature MUoM). */
export const enteredUnitOf = (line: Record<string, unknown>): { EnUoM?: string; EnQty?: number } => {
  const EnUoM = text(line.EnUoM);
  return EnUoM ? { EnUoM, EnQty: Number(line.EnQty) } : {};
};

export const toAdjustmentAnswer = (doc: StoredAdjustment): AdjustmentAnswer => ({
  ...toAdjustmentRow(doc.head),
  Lines: doc.lines.Lines.map((line) => {
    const PCode = text(line.PCode);
    const UoM = text(line.UoM);
    return {
      _id: line._id,
      ItemId: String(line.ItemId),
      ...(PCode ? { PCode } : {}),
      Desc: String(line.Desc),
      ...(UoM ? { UoM } : {}),
      WhId: String(line.WhId),
      Qty: Number(line.Qty),
      ...enteredUnitOf(line),
      Reason: String(line.Reason),
      UnCost: paiseToRupees(Number(line.UnCostP)),
      Value: paiseToRupees(Number(line.ValueP)),
      ...trackedLineAnswer(line),
    };
  }),
});
