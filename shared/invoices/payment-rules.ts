import { invoiceStatusFromPayments } from '../documents/actions';
import { paiseToRupees, type Paise } from '../documents/money-math';
import type { InvoiceStatus } from '../documents/statuses';
import { PaymentMessages } from './payment-messages';

/**
 * The payment rules (docs/payments.md §4, service-documents §4 'Invoice rules'), pure
 * so the server and the Receive Payment screen apply the same ones. Amounts are
 * integer paise; the wire's rupees are converted where they enter and leave.
 */

/** What the rules read of an invoice header (docs/data-model-invoices.md). */
export type PayableInvoice = {
  readonly _id: string;
  readonly Num?: string | undefined;
  readonly Sts: InvoiceStatus;
  /**
   * Paise; GrandTotal is the total after Adjust (the supply's invoice value). Payable is what the
   * payer is asked for: GrandTotal plus a claim's excess adjustment (docs/insurance-depreciation.md
   * §6); headers written before it existed have none, and then it is GrandTotal.
   */
  readonly Amounts: { readonly GrandTotal: Paise; readonly Payable?: Paise | undefined };
  readonly PaidP?: Paise | undefined;
  /** What sales returns credited while the invoice was open (docs/sales-returns-orders.md): no longer due. */
  readonly ReturnedP?: Paise | undefined;
  readonly Payments?: readonly AppliedEntry[] | undefined;
  readonly Payer?: string | undefined;
  readonly Cust?: string | undefined;
  readonly InsId?: string | undefined;
  readonly Claim?: { readonly InsId?: string | undefined } | undefined;
};

/** A payment as the invoice lists it (call-schemas appliedPayment: Paid in rupees). */
export type AppliedEntry = {
  readonly PayId: string;
  readonly Num: string;
  readonly Date: string;
  readonly Type: string;
  readonly Paid: number;
};

/** Who pays an invoice: its insurer for an insurer invoice, else its customer. */
export type Payer = { readonly Cust?: string; readonly InsId?: string };

export function payerOfInvoice(inv: Pick<PayableInvoice, 'Payer' | 'Cust' | 'InsId' | 'Claim'>): Payer {
  if (inv.Payer === 'insurer') {
    const insId = inv.InsId ?? inv.Claim?.InsId;
    return insId ? { InsId: insId } : {};
  }
  return inv.Cust ? { Cust: inv.Cust } : {};
}

export const samePayer = (a: Payer, b: Payer): boolean =>
  (a.Cust ?? '') === (b.Cust ?? '') && (a.InsId ?? '') === (b.InsId ?? '');

/** The invoice's reference in messages: its number, or its id while it has none. */
export const invoiceRef = (inv: Pick<PayableInvoice, '_id' | 'Num'>): string => inv.Num || inv._id;

/** What the payer is asked to pay: the grand total plus a claim's excess adjustment. */
export const invoicePayableP = (inv: Pick<PayableInvoice, 'Amounts'>): Paise =>
  inv.Amounts.Payable ?? inv.Amounts.GrandTotal;

/** What is still due on an invoice: its payable less what was paid and what returns credited while it was open. */
export const invoiceDueP = (inv: PayableInvoice): Paise =>
  invoicePayableP(inv) - (inv.PaidP ?? 0) - (inv.ReturnedP ?? 0);

/** Statuses that take a payment (service-documents §4 'Accept Payment': not Draft, Paid, Cancelled or Closed). */
const PAYABLE: ReadonlySet<InvoiceStatus> = new Set(['Unpaid', 'Partial']);

/** Why `amountP` cannot be applied to the invoice now, or undefined when it can. */
export function applicationRefusal(inv: PayableInvoice, amountP: Paise): string | undefined {
  if (inv.Sts === 'Draft') return PaymentMessages.draftNotPayable;
  if (!PAYABLE.has(inv.Sts)) return PaymentMessages.notPayable(invoiceRef(inv), inv.Sts);
  const due = invoiceDueP(inv);
  if (amountP > due) return PaymentMessages.overDue(invoiceRef(inv), due);
  return undefined;
}

/** The invoice after taking the payment: its list, paid total and status (§4 rule). */
export function invoiceAfterPayment(inv: PayableInvoice, entry: Omit<AppliedEntry, 'Paid'>, amountP: Paise) {
  const Paid = paiseToRupees(amountP);
  const Sts = invoiceStatusFromPayments({
    Sts: inv.Sts,
    total: paiseToRupees(invoicePayableP(inv) - (inv.ReturnedP ?? 0)),
    Payments: inv.Payments,
    extra: Paid,
  });
  return { Sts, PaidP: (inv.PaidP ?? 0) + amountP, entry: { ...entry, Paid } satisfies AppliedEntry };
}

/**
 * Checks applications of one payment: each invoice once, the amounts within
 * what is available. Answers the first refusal, or undefined.
 */
export function applicationsRefusal(
  apply: readonly { InvId: string; amountP: Paise }[],
  availableP: Paise,
): string | undefined {
  if (new Set(apply.map((a) => a.InvId)).size !== apply.length) return PaymentMessages.invoiceOnce;
  const total = apply.reduce((sum, a) => sum + a.amountP, 0);
  return total > availableP ? PaymentMessages.overAmount(availableP) : undefined;
}
