import { paiseToRupees } from '@shared/documents/money-math';
import type { TransferAnswer, TransferRow } from '@shared/inventory/transfer-schemas';
import type { TransferStatus } from '@shared/inventory/transfer-statuses';
import type { StoredTransfer, TransferHead } from '../data/inventory/transfers-repo';
import { enteredUnitOf } from './inventory-answers';

/** Stored transfers as the wire carries them: paise to rupees through the engine's converters only. */

type BatchList = { Batch: string; Exp?: string; Qty: number }[];
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
    ...(typeof h.RecValueP === 'number' ? { RecValue: paiseToRupees(h.RecValueP) } : {}),
    ...(typeof h.RetValueP === 'number' ? { RetValue: paiseToRupees(h.RetValueP) } : {}),
    ver: h.ver,
  };
  const optional = ['FromEntName', 'FromWhName', 'ToEntName', 'ToWhName', 'Notes', 'CrByName', 'DispDate'].concat([
    'DispByName',
    'RecDate',
    'RecByName',
    'CanDate',
    'CanByName',
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
      ...enteredUnitOf(line),
      ...(dispatched ? { UnCost: paiseToRupees(Number(line.UnCostP)), Value: paiseToRupees(Number(line.ValueP)) } : {}),
      ...(line.Track === 'BN' || line.Track === 'SN' ? { Track: line.Track } : {}),
      ...(text(line.Batch) ? { Batch: text(line.Batch) } : {}),
      ...(Array.isArray(line.Batches) ? { Batches: line.Batches as BatchList } : {}),
      ...(Array.isArray(line.Serials) ? { Serials: line.Serials as string[] } : {}),
      ...(typeof line.RecQty === 'number' ? { RecQty: Number(line.RecQty) } : {}),
      ...(typeof line.RecValueP === 'number' ? { RecValue: paiseToRupees(line.RecValueP) } : {}),
      ...(Array.isArray(line.RecBatches) ? { RecBatches: line.RecBatches as BatchList } : {}),
      ...(Array.isArray(line.RecSerials) ? { RecSerials: line.RecSerials as string[] } : {}),
      ...(typeof line.RetQty === 'number' ? { RetQty: Number(line.RetQty) } : {}),
      ...(typeof line.RetValueP === 'number' ? { RetValue: paiseToRupees(line.RetValueP) } : {}),
    };
  }),
});
