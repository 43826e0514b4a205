import { fromScaled, paiseToRupees, QTY_DIGITS } from '@shared/documents/money-math';
import type { NoteAnswer, NoteRow, ReturnAnswer, ReturnRow } from '@shared/purchasing/return-schemas';
import type {
  NoteHead,
  NoteLine,
  PurchaseReturnHead,
  PurchaseReturnLine,
  StoredNote,
  StoredPurchaseReturn,
} from '../data/purchasing/return-records';

/** Stored returns and notes as the wire carries them: paise to rupees through the engine's converter only. */

const rupees = paiseToRupees;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const pick = (source: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((n) => (text(source[n]) ? [[n, String(source[n])]] : [])));

export const toReturnRow = (h: PurchaseReturnHead): ReturnRow => ({
  _id: h.DocId,
  Num: h.Num,
  Date: h.Date,
  Sts: 'Returned',
  RecId: h.RecId,
  RecNum: h.RecNum,
  BillId: h.BillId,
  BillNum: h.BillNum,
  VendId: h.VendId,
  VendName: h.VendName,
  WhId: h.WhId,
  Reason: h.Reason,
  Value: rupees(h.ValueP),
  NoteId: h.NoteId,
  NoteNum: h.NoteNum,
  Total: rupees(h.TotP),
  ...pick(h, ['PoNum', 'WhName', 'CrByName']),
});

export const toReturnAnswer = (doc: StoredPurchaseReturn): ReturnAnswer => ({
  ...toReturnRow(doc.head),
  Lines: (doc.lines.Lines as unknown as PurchaseReturnLine[]).map((l) => ({
    _id: l._id,
    RecLineId: l.RecLineId,
    ItemId: l.ItemId,
    Desc: l.Desc,
    Qty: fromScaled(l.QtyM, QTY_DIGITS),
    Value: rupees(l.ValueP),
    ...(l.Serials ? { Serials: l.Serials } : {}),
    ...pick(l, ['PCode', 'UoM', 'Batch']),
  })),
});

export const toNoteRow = (h: NoteHead): NoteRow => ({
  _id: h.DocId,
  Kind: h.NoteKind,
  Reason: h.Reason,
  Num: h.Num,
  Date: h.Date,
  Sts: h.Sts,
  VendId: h.VendId,
  VendName: h.VendName,
  POS: h.POS,
  IntraState: h.IntraState,
  BillId: h.BillId,
  BillNum: h.BillNum,
  VendBillNo: h.VendBillNo,
  VendBillDate: h.VendBillDate,
  Note: h.Note,
  Taxable: rupees(h.TaxableP),
  CGST: rupees(h.CgstP),
  SGST: rupees(h.SgstP),
  IGST: rupees(h.IgstP),
  Total: rupees(h.TotP),
  Applied: rupees(h.AppliedP),
  Advance: rupees(h.AdvanceP),
  ...(h.Later?.length
    ? {
        Later: h.Later.map((a) => ({
          BillId: a.BillId,
          BillNum: a.BillNum,
          VendBillNo: a.VendBillNo,
          Amount: rupees(a.AmtP),
        })),
      }
    : {}),
  ver: h.ver,
  ...pick(h, ['VendNoteNo', 'VendNoteDate', 'VendGSTIN', 'VendState', 'ReturnId', 'ReturnNum', 'CrByName']),
});

export const toNoteAnswer = (doc: StoredNote): NoteAnswer => ({
  ...toNoteRow(doc.head),
  Lines: (doc.lines.Lines as unknown as NoteLine[]).map((l) => ({
    _id: l._id,
    BillLineId: l.BillLineId,
    Desc: l.Desc,
    ...(l.QtyM !== undefined ? { Qty: fromScaled(l.QtyM, QTY_DIGITS) } : {}),
    Taxable: rupees(l.TaxableP),
    CGST: rupees(l.CgstP),
    SGST: rupees(l.SgstP),
    IGST: rupees(l.IgstP),
    Total: rupees(l.TotP),
    ...pick(l, ['ItemId', 'HSN', 'UoM']),
  })),
});
