import { ApiError, ErrorCode } from '@shared/api/errors';
import { rupeesToPaise, type Paise } from '@shared/documents/money-math';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import {
  applicationRefusal,
  applicationsRefusal,
  invoiceAfterPayment,
  payerOfInvoice,
  samePayer,
  type AppliedEntry,
  type Payer,
} from '@shared/invoices/payment-rules';
import type { InvoiceHeadRecord, PaymentApplication } from '../../data/payments/payment-records';
import { invoicePaymentWrites, type RoledWrite } from '../../data/payments/payment-writes';
import { getInvoiceHeads } from '../../data/payments/payments-repo';

/**
 * Applying money to invoices, for a new payment and for Apply later: reads
 * the invoices (consistently), checks every rule, and answers the writes of
 * the transaction (each invoice conditional on the `ver` read here). Called again on every retry, so a retry decides on
 * fresh invoices: the second of two cashiers is refused cleanly if the first
 * paid what was due.
 */

export type ApplyRequest = readonly { InvId: string; Amount: number }[];

export type ApplyPlan = {
  payer: Payer;
  applied: PaymentApplication[];
  totalP: Paise;
  /** The transaction's writes once the receipt number is known (read in parallel with the invoices). */
  writes: (num: string) => RoledWrite[];
  /** The first invoice's recipient name, for the payment's Name. */
  billToName?: string;
};

const badRequest = (message: string): ApiError => new ApiError(ErrorCode.BadRequest, message);

export async function planApplications(p: {
  orgId: string;
  entId: string;
  /** The payment's payer, or undefined to take it from the invoices. */
  payer: Payer | undefined;
  apply: ApplyRequest;
  availableP: Paise;
  entry: Omit<AppliedEntry, 'Paid' | 'Num'>;
  by: string;
  now: string;
}): Promise<ApplyPlan> {
  const requests = p.apply.map((a) => ({ InvId: a.InvId, amountP: rupeesToPaise(a.Amount) }));
  const refusal = applicationsRefusal(requests, p.availableP);
  if (refusal) throw badRequest(refusal);
  const heads = await getInvoiceHeads(
    p.orgId,
    p.entId,
    requests.map((r) => r.InvId),
  );
  const invoices: InvoiceHeadRecord[] = heads.map((inv, i) => {
    if (!inv) throw new ApiError(ErrorCode.NotFound, PaymentMessages.invoiceNotFound(requests[i]?.InvId ?? ''));
    return inv;
  });
  const payer = p.payer ?? (invoices[0] ? payerOfInvoice(invoices[0]) : {});
  if (!payer.Cust && !payer.InsId) throw badRequest(PaymentMessages.payerMissing);

  const applied: PaymentApplication[] = invoices.map((inv, i) => {
    const amountP = requests[i]?.amountP ?? 0;
    if (!samePayer(payerOfInvoice(inv), payer)) throw badRequest(PaymentMessages.otherPayer(inv.Num || inv._id));
    const refused = applicationRefusal(inv, amountP);
    if (refused) throw badRequest(refused);
    return { InvId: inv._id, InvNum: inv.Num ?? '', AmountP: amountP };
  });
  // Each invoice changed through its own type (its `ver`, index keys, count and audit); the counts of one
  // branch join into one update when the transaction runs.
  const writes = (num: string): RoledWrite[] =>
    invoices.flatMap((inv, i) =>
      invoicePaymentWrites(
        inv,
        invoiceAfterPayment(inv, { ...p.entry, Num: num }, applied[i]?.AmountP ?? 0),
        p.by,
        p.now,
      ),
    );
  const billToName = invoices[0]?.BillTo?.Name;
  return {
    payer,
    applied,
    totalP: applied.reduce((sum, a) => sum + a.AmountP, 0),
    writes,
    ...(billToName ? { billToName } : {}),
  };
}

/**
 * Attempts at a payment transaction before answering 'busy'. Only payments on
 * the same invoice race each other (the receipt number is an atomic counter
 * taken outside the transaction), so N cashiers on one invoice need up to N
 * rounds; 25 leaves room for the worst case the benches try.
 */
export const MAX_ATTEMPTS = 25;
