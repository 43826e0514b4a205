import type { Paise } from '@shared/documents/money-math';
import type { AppliedEntry, PayableInvoice } from '@shared/invoices/payment-rules';
import type { CardType, PaymentType } from '@shared/invoices/payment-types';

/** One application of a payment to an invoice, in paise. */
export type PaymentApplication = { InvId: string; InvNum: string; AmountP: Paise };

/**
 * The payment header (docs/payments.md §1), a document of the store
 * (documents/types/payment-type.ts, which gives it its keys). Amounts in paise.
 */
export type PaymentRecord = {
  type: 'Payment';
  OrgId: string;
  EntId: string;
  DocId: string;
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  Cust?: string;
  InsId?: string;
  Name?: string;
  Type: PaymentType;
  Card?: CardType;
  Ref?: string;
  AmountP: Paise;
  UnappliedP: Paise;
  Applied: PaymentApplication[];
  Notes?: string;
  CrBy: string;
  CrAt: string;
  UpBy?: string;
  UpDt?: string;
  ver: number;
};

/** The invoice header as the payment calls read it (docs/data-model-invoices.md). */
export type InvoiceHeadRecord = PayableInvoice & {
  type: string;
  OrgId: string;
  DocId: string;
  EntId: string;
  ver: number;
  Payments?: AppliedEntry[];
  BillTo?: { Name?: string };
};

/** The idempotency record: which payment a key recorded, and a digest of the body it came with. */
export type IdempotencyRecord = {
  pk: string;
  sk: string;
  type: 'Idempotency';
  PayId: string;
  BodyHash: string;
  ttl: number;
  CrAt: string;
};
