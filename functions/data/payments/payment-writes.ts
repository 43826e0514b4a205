import type { AppliedEntry } from '@shared/invoices/payment-rules';
import type { InvoiceStatus } from '@shared/documents/statuses';
import { tableName } from '../../lib/aws-clients';
import { invoiceStatusPartition, statusCountsIndex, statusCountsKey } from '../documents/document-keys';
import type { TransactItem } from '../table/transact';
import { epochSeconds } from '../table/keys';
import { addToStatusCounts } from '../table/status-counts';
import { payerTag, payerUnappliedPartition, unappliedItemKey, unappliedPartition } from './payment-keys';
import type { IdempotencyRecord, InvoiceHeadRecord, PaymentRecord } from './payment-records';

/**
 * The items of a payment's transaction (docs/payments.md §2). Each write is
 * tagged with its role so a cancelled transaction tells which race was lost:
 * the idempotency key, the receipt number, an invoice, or the payment itself.
 */
export type PaymentWriteRole = 'idempotency' | 'payment' | 'number' | 'invoice' | 'other';
export type RoledWrite = { role: PaymentWriteRole; item: TransactItem };

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

/**
 * The payment header (new: only if absent; changed: only if still at
 * `expectedVer`) and its Unapplied item: a copy of the header on the
 * Unapplied lists while money is left, removed when none is.
 */
export function paymentWrites(record: PaymentRecord, expectedVer: number | undefined): RoledWrite[] {
  const head: RoledWrite = {
    role: 'payment',
    item: {
      Put: {
        TableName: tableName(),
        Item: record,
        ...(expectedVer === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: '#ver = :ver',
              ExpressionAttributeNames: { '#ver': 'ver' },
              ExpressionAttributeValues: { ':ver': expectedVer },
            }),
      },
    },
  };
  const key = unappliedItemKey(record.OrgId, record.DocId);
  if (record.UnappliedP > 0) {
    const tag = payerTag(record);
    const item = {
      ...record,
      ...key,
      type: 'PaymentUnapplied',
      gsi1pk: unappliedPartition(record.OrgId, record.EntId),
      gsi2pk: payerUnappliedPartition(record.OrgId, record.EntId, tag),
    };
    return [head, { role: 'other', item: { Put: { TableName: tableName(), Item: item } } }];
  }
  // Nothing to remove on a new payment applied in full.
  return expectedVer === undefined
    ? [head]
    : [head, { role: 'other', item: { Delete: { TableName: tableName(), Key: key } } }];
}

export type InvoicePaymentChange = { Sts: InvoiceStatus; PaidP: number; entry: AppliedEntry };

/**
 * One invoice taking a payment: appends to `Payments`, sets the paid total and
 * the status (and with it the dashboard partition), ver + 1, all only if the
 * invoice is still at the `ver` it was read at (a concurrent payment re-reads).
 */
export function invoicePaymentWrite(
  orgId: string,
  inv: InvoiceHeadRecord,
  change: InvoicePaymentChange,
  by: string,
  now: string,
): RoledWrite {
  return {
    role: 'invoice',
    item: {
      Update: {
        TableName: tableName(),
        Key: { pk: inv.pk, sk: inv.sk },
        UpdateExpression:
          'SET #payments = list_append(if_not_exists(#payments, :none), :entry), #paid = :paid, #sts = :sts, #gsi1pk = :gsi1pk, #ver = :next, #upBy = :by, #upDt = :now',
        ConditionExpression: '#ver = :ver',
        ExpressionAttributeNames: {
          '#payments': 'Payments',
          '#paid': 'PaidP',
          '#sts': 'Sts',
          '#gsi1pk': 'gsi1pk',
          '#ver': 'ver',
          '#upBy': 'UpBy',
          '#upDt': 'UpDt',
        },
        ExpressionAttributeValues: {
          ':none': [],
          ':entry': [change.entry],
          ':paid': change.PaidP,
          ':sts': change.Sts,
          ':gsi1pk': invoiceStatusPartition(orgId, inv.EntId, 'INV', change.Sts),
          ':next': inv.ver + 1,
          ':ver': inv.ver,
          ':by': by,
          ':now': now,
        },
      },
    },
  };
}

/**
 * The branch's invoice status counts after the moves, as ONE update (a
 * transaction may touch an item once): ADD keeps concurrent writers exact.
 */
export function invoiceCountsWrite(
  orgId: string,
  entId: string,
  moves: readonly { from: string; to: string }[],
): RoledWrite | undefined {
  const item = addToStatusCounts(statusCountsKey(orgId, entId, 'INV'), moves, statusCountsIndex(orgId, entId, 'INV'));
  return item ? { role: 'other', item } : undefined;
}
