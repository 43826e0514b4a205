import type { PaymentType } from '@shared/invoices/payment-types';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import type { Buyer } from './counter-buyer';
import type { CounterLine, CounterPayment } from './counter-lines';

/**
 * A saved receipt loaded into the counter screen to be re-opened (docs/sales.md
 * §13): its lines at the prices it was sold at (the save prices them again as a
 * sale does), its buyer, payments and warehouse, all to be edited and saved
 * again under its number.
 */
export type CounterStart = { lines: CounterLine[]; buyer: Buyer; payments: CounterPayment[]; WhId: string };

const text = (n: number): string => (n === 0 ? '' : String(n));

export function counterStartOf(receipt: ReceiptAnswer): CounterStart {
  return {
    WhId: receipt.WhId,
    lines: receipt.Lines.map((l) => ({
      part: {
        _id: l.ItemId,
        PCode: l.PCode ?? '',
        Desc: l.Desc,
        Cat: '',
        Make: '',
        HSN: l.HSN ?? '',
        UoM: (l.UoM ?? 'NOS') as CounterLine['part']['UoM'],
        UnPr: l.UnPr,
        TCode: l.TCode ?? 0,
      },
      Qty: String(l.Qty),
      Disc: text(l.Disc),
    })),
    buyer: receipt.Cust
      ? {
          Name: receipt.CustName ?? '',
          Ph: '',
          GSTIN: '',
          customer: {
            _id: receipt.Cust,
            DName: receipt.CustName ?? '',
            Type: 'CUST',
            ...(receipt.GSTIN ? { GSTIN: receipt.GSTIN } : {}),
          },
        }
      : { Name: receipt.CustName ?? '', Ph: receipt.Ph ?? '', GSTIN: receipt.GSTIN ?? '' },
    // One payment is left blank, so it follows the new total (as a new sale's does); a split keeps its amounts.
    payments: receipt.Payments.map((p) => ({
      Type: p.Type as PaymentType,
      Amt: receipt.Payments.length === 1 ? '' : String(p.Amt),
      Ref: p.Ref ?? '',
    })),
  };
}
