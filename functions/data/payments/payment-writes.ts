import type { AppliedEntry } from '@shared/invoices/payment-rules';
import type { InvoiceStatus } from '@shared/documents/statuses';
import { tableName } from '../../lib/aws-clients';
import { documentChangeWrites, headChangeWrites } from '../documents/document-changes';
import type { StoreHead } from '../documents/document-type';
import type { Write } from '../table/transact';
import { epochSeconds } from '../table/keys';
import type { IdempotencyRecord, InvoiceHeadRecord, PaymentRecord } from './payment-records';

/**
 * The items of a payment's transaction (docs/payments.md §2), built by the
 * document store: the payment is a document of its own type
 * (documents/types/payment-type.ts) and each invoice it pays is changed through
 * the invoice's type, at the `ver` read, so no module writes another's items by
 * hand. Each write is tagged with its role so a cancelled transaction tells
 * which race was lost: the idempotency key, the receipt number, an invoice, or
 * the payment itself.
 */
export type PaymentWriteRole = 'idempotency' | 'payment' | 'number' | 'invoice' | 'other';
export type RoledWrite = Write & { role: PaymentWriteRole };

/** The first write (the header, whose condition is the race) takes `role`; the rest (index, count, audit) are `other`. */
const roled = (role: PaymentWriteRole, writes: readonly Write[]): RoledWrite[] =>
  writes.map((w, i) => ({ ...w, role: i === 0 ? role : 'other' }));

/** How long a key is remembered: a retry comes within minutes; a day covers a client offline overnight. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/**
 * Claims the key for this payment. An item whose `ttl` has passed counts as
 * absent: DynamoDB deletes expired items only eventually.
 */
export function idempotencyClaim(record: Omit<IdempotencyRecord, 'ttl'>, now = new Date()): RoledWrite {
  const nowSeconds = epochSeconds(now);
  return {
    role: 'idempotency',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...record, ttl: nowSeconds + IDEMPOTENCY_TTL_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': nowSeconds },
      },
    },
  };
}

const asHead = (record: PaymentRecord): StoreHead => record as unknown as StoreHead;

/** A new payment: its header (only if absent), its Unapplied item while money is left, its audit record. */
export function newPaymentWrites(record: PaymentRecord): RoledWrite[] {
  const { ver: _ver, ...head } = record;
  const { writes } = documentChangeWrites({
    next: { head: head as unknown as Omit<StoreHead, 'ver'>, lines: {} },
    audit: { Action: 'Create', By: record.CrBy },
    now: record.CrAt,
  });
  return roled('payment', writes);
}

/** Money of a payment applied later: the header at the `ver` read, the Unapplied item kept or removed, the audit. */
export function appliedPaymentWrites(before: PaymentRecord, next: PaymentRecord, now: string): RoledWrite[] {
  const { writes } = headChangeWrites(
    asHead(before),
    asHead(next),
    {
      Action: 'Apply',
      By: String(next.UpBy ?? before.CrBy),
      Changes: [{ Path: 'Applied', After: next.Applied.slice(before.Applied.length) }],
    },
    now,
  );
  return roled('payment', writes);
}

export type InvoicePaymentChange = { Sts: InvoiceStatus; PaidP: number; entry: AppliedEntry };

/**
 * One invoice taking a payment, through the invoice's own type: `Payments`
 * gains the entry, the paid total and the status (and with it the dashboard
 * partition and the count) change, only if the invoice is still at the `ver`
 * it was read at (a concurrent payment re-reads), with a `Payment` audit record.
 */
export function invoicePaymentWrites(
  inv: InvoiceHeadRecord,
  change: InvoicePaymentChange,
  by: string,
  now: string,
): RoledWrite[] {
  const { _id: _ignored, ...head } = inv;
  const before = head as unknown as StoreHead;
  const next = {
    ...before,
    Payments: [...(inv.Payments ?? []), change.entry],
    PaidP: change.PaidP,
    Sts: change.Sts,
    UpBy: by,
  };
  const changes = [
    { Path: 'Payments', After: change.entry },
    { Path: 'PaidP', ...(inv.PaidP !== undefined ? { Before: inv.PaidP } : {}), After: change.PaidP },
    ...(inv.Sts !== change.Sts ? [{ Path: 'Sts', Before: inv.Sts, After: change.Sts }] : []),
  ];
  const { writes } = headChangeWrites(before, next, { Action: 'Payment', By: by, Changes: changes }, now);
  return roled('invoice', writes);
}
