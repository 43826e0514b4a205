import { PAYMENT_SERIES } from '@shared/invoices/invoice-rules';
import {
  branchPaymentsPartition,
  payerPaymentsPartition,
  payerTag,
  payerUnappliedPartition,
  paymentSortKey,
  unappliedPartition,
} from '../../payments/payment-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Customer payments, receipts (docs/payments.md §1): no lines (what a payment
 * applies is on its header), the branch's and the payer's lists by date, the
 * `IX#UNAP` item on the Unapplied lists while money is left over, and receipt
 * numbers from an atomic counter (a receipt may skip a number, never repeat one).
 */

type PaymentHead = StoreHead & { Date: string; Cust?: string; InsId?: string; UnappliedP: number };

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as PaymentHead;
  const sortKey = paymentSortKey(head.Date, head.DocId);
  return {
    gsi1pk: branchPaymentsPartition(head.OrgId, head.EntId),
    gsi1sk: sortKey,
    gsi2pk: payerPaymentsPartition(head.OrgId, head.EntId, payerTag(head)),
    gsi2sk: sortKey,
  };
};

/** P3/P4: a copy of the header on the Unapplied lists while money is left. */
function indexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const head = stored as PaymentHead;
  const items = new Map<string, Record<string, unknown>>();
  if (head.UnappliedP > 0)
    items.set('UNAP', {
      ...head,
      ...headIndexes(head),
      type: 'PaymentUnapplied',
      gsi1pk: unappliedPartition(head.OrgId, head.EntId),
      gsi2pk: payerUnappliedPartition(head.OrgId, head.EntId, payerTag(head)),
    });
  return items;
}

export const PAYMENT: DocumentType<never> = {
  kind: 'Payment',
  code: 'PAY',
  lineGroups: {},
  headIndexes,
  indexItems,
  indexNames: ['UNAP'],
  statusCounts: false,
  numbering: { policy: 'counter', series: PAYMENT_SERIES },
  audit: { lines: false },
};
