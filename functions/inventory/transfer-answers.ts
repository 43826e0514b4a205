import { paiseToRupees } from '@shared/documents/money-math';
import type { TransferAnswer, TransferRow } from '@shared/inventory/transfer-schemas';
import type { TransferStatus } from '@shared/inventory/transfer-statuses';
import type { StoredTransfer, TransferHead } from '../data/inventory/transfers-repo';

/** Stored transfers as the wire carries them: paise to rupees through the engine's converters only. */

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function toTransferRow(h: TransferHead): TransferRow {
  const row: TransferRow = {
    _id: h.DocId,
    Num: h.Num,
    Date: h.Date,
    Sts: h.Sts as TransferStatus,
    FromEntId: h.EntId,
    FromWhId: h.FromWhId,
    ToEntId: h.ToEntId,
    ToWhId: h.ToWhId,
    LineCount: Number(h.LineCount ?? 0),
    Value: paiseToRupees(h.ValueP),
    ver: h.ver,
  };
  const optional = ['FromEntName', 'FromWhName', 'ToEntName', 'ToWhName', 'Notes', 'CrByName', 'DispDate'].concat([
    'DispByName',
    'RecDate',
    'RecByName',
  ]) as (keyof TransferRow & keyof TransferHead)[];
  for (const name of optional) {
    const value = text(h[name]);
    if (value) (row as Record<string, unknown>)[name] = value;
  }
  return row;
}

export const toTransferAnswer = (doc: StoredTransfer): TransferAnswer => ({
  ...toTransferRow(doc.head),
  Lines: doc.lines.Lines.map((line) => {
    const PCode = text(line.PCode);
    const UoM = text(line.UoM);
    const dispatched = typeof line.ValueP === 'number';
    return {
      _id: line._id,
      ItemId: String(line.ItemId),
      ...(PCode ? { PCode } : {}),
      Desc: String(line.Desc),
      ...(UoM ? { UoM } : {}),
      Qty: Number(line.Qty),
      ...(dispatched ? { UnCost: paiseToRupees(Number(line.UnCostP)), Value: paiseToRupees(Number(line.ValueP)) } : {}),
      ...(typeof line.RecQty === 'number' ? { RecQty: Number(line.RecQty) } : {}),
    };
  }),
});
