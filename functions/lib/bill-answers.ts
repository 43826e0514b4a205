import { paiseToRupees } from '@shared/documents/money-math';
import type { PaymentType } from '@shared/invoices/payment-types';
import type { BillAnswer, BillPaymentAnswer, BillRow } from '@shared/purchasing/bill-schemas';
import { billCancelRefusal } from '@shared/purchasing/bill-cancel-rules';
import type { BillStatus } from '@shared/purchasing/bill-statuses';
import type { BillHead, BillLine, BillPaymentHead, StoredBill } from '../data/purchasing/bill-records';

/** Stored bills and payments made as the wire carries them: paise to rupees through the engine's converter only. */

const rupees = paiseToRupees;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const pick = (source: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((n) => (text(source[n]) ? [[n, String(source[n])]] : [])));

export const toBillRow = (h: BillHead): BillRow => ({
  _id: h.DocId,
  Num: h.Num,
  Date: h.Date,
  VendBillNo: h.VendBillNo,
  VendBillDate: h.VendBillDate,
  Sts: h.Sts as BillStatus,
  VendId: h.VendId,
  VendName: h.VendName,
  POS: h.POS,
  IntraState: h.IntraState,
  RevCharge: h.RevCharge === true,
  LineCount: Number(h.LineCount ?? 0),
  Sub: rupees(h.SubP),
  Charges: rupees(h.ChgP),
  CGST: rupees(h.CgstP),
  SGST: rupees(h.SgstP),
  IGST: rupees(h.IgstP),
  Total: rupees(h.TotP),
  Payable: rupees(h.PayableP),
  Paid: rupees(h.PaidP),
  Due: rupees(h.PayableP - h.PaidP),
  ver: h.ver,
  ...pick(h, ['VendGSTIN', 'ItcPeriod', 'RecId', 'RecNum', 'PoNum', 'Notes', 'CrByName', 'CancelReason']),
});

export const toBillAnswer = (doc: StoredBill): BillAnswer => ({
  ...toBillRow(doc.head),
  Lines: doc.lines.Lines.map((stored) => {
    const l = stored as unknown as BillLine;
    return {
      _id: l._id,
      Kind: l.Kind,
      Desc: l.Desc,
      Qty: l.Qty,
      Rate: l.Rate,
      Amount: rupees(l.AmtP),
      Charge: rupees(l.ChgP),
      CGST: rupees(l.CgstP),
      SGST: rupees(l.SgstP),
      IGST: rupees(l.IgstP),
      Total: rupees(l.TotP),
      ...(typeof l.Acc === 'number' ? { Acc: l.Acc } : {}),
      ...(typeof l.TCode === 'number' ? { TCode: l.TCode } : {}),
      ...(typeof l.RecRate === 'number' ? { RecRate: l.RecRate } : {}),
      ...(typeof l.RecValP === 'number' ? { RecValue: rupees(l.RecValP), PriceDiff: rupees(l.AmtP - l.RecValP) } : {}),
      ...pick(stored, ['RecLineId', 'ItemId', 'PCode', 'UoM', 'HSN']),
    };
  }),
  ChargeLines: (doc.head.Charges ?? []).map((c) => ({ Desc: c.Desc, Amount: rupees(c.AmtP) })),
  Payments: (doc.head.Payments ?? []).map((p) => ({
    PayId: p.PayId,
    PayNum: p.PayNum,
    Date: p.Date,
    Amount: rupees(p.AmtP),
  })),
  Cancellable: billCancelRefusal(doc.head, doc.lines.Lines) === undefined,
});

export const toBillPaymentAnswer = (h: BillPaymentHead): BillPaymentAnswer => ({
  _id: h.DocId,
  Num: h.Num,
  Date: h.Date,
  VendId: h.VendId,
  VendName: h.VendName,
  Type: h.Type as PaymentType,
  Amount: rupees(h.AmountP),
  Advance: rupees(h.AdvanceP),
  Applied: h.Applied.map((a) => ({
    BillId: a.BillId,
    BillNum: a.BillNum,
    VendBillNo: a.VendBillNo,
    Amount: rupees(a.AmtP),
  })),
  ver: h.ver,
  ...pick(h, ['Ref', 'Notes', 'CrByName']),
});
