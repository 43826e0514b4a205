import { paiseToRupees } from '@shared/documents/money-math';
import type { PaymentAnswer } from '@shared/invoices/call-schemas';
import type { PaymentRecord } from '../../data/payments/payment-records';

/** The API shape of a stored payment: paise leave as rupees here, and only here. */
export function toPaymentAnswer(r: PaymentRecord): PaymentAnswer {
  return {
    _id: r.DocId,
    Num: r.Num,
    Date: r.Date,
    ...(r.Cust ? { Cust: r.Cust } : {}),
    ...(r.InsId ? { InsId: r.InsId } : {}),
    ...(r.Name ? { Name: r.Name } : {}),
    Type: r.Type,
    ...(r.Card ? { Card: r.Card } : {}),
    ...(r.Ref ? { Ref: r.Ref } : {}),
    Amount: paiseToRupees(r.AmountP),
    Applied: r.Applied.map((a) => ({ InvId: a.InvId, InvNum: a.InvNum, Amount: paiseToRupees(a.AmountP) })),
    Unapplied: paiseToRupees(r.UnappliedP),
    ...(r.Notes ? { Notes: r.Notes } : {}),
    CrBy: r.CrBy,
    ver: r.ver,
  };
}
