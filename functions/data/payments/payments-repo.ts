import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { readDocumentHead, readDocumentHeads } from '../documents/document-read';
import { cancellationReasons } from '../table/cancellation';
import { epochSeconds } from '../table/keys';
import { joinStatusCounts } from '../table/status-counts';
import { idempotencyKey } from './payment-keys';
import type { IdempotencyRecord, InvoiceHeadRecord, PaymentRecord } from './payment-records';
import type { PaymentWriteRole, RoledWrite } from './payment-writes';

/** Reads of the payment calls: strongly consistent, since each decides a write. */

export async function getIdempotency(
  orgId: string,
  userId: string,
  key: string,
  now = new Date(),
): Promise<IdempotencyRecord | undefined> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: idempotencyKey(orgId, userId, key), ConsistentRead: true }),
  );
  const record = found.Item as IdempotencyRecord | undefined;
  // Expired but not yet deleted by DynamoDB's TTL: the key is free again.
  return record && record.ttl >= epochSeconds(now) ? record : undefined;
}

/** A payment of this branch (another branch's or organisation's reads as absent). */
export async function getPayment(orgId: string, entId: string, payId: string): Promise<PaymentRecord | undefined> {
  const record = await readDocumentHead<PaymentRecord & { ver: number }>(orgId, payId, true);
  return record?.type === 'Payment' && record.EntId === entId ? record : undefined;
}

/** Invoice headers of this branch in the order asked, undefined where absent, another branch's or not an invoice. */
export async function getInvoiceHeads(
  orgId: string,
  entId: string,
  ids: readonly string[],
): Promise<(InvoiceHeadRecord | undefined)[]> {
  const found = await readDocumentHeads<InvoiceHeadRecord & { EntId: string; ver: number }>(orgId, ids, true);
  return found.map((inv, i) =>
    inv?.type === 'Invoice' && inv.EntId === entId ? { ...inv, _id: ids[i] ?? '' } : undefined,
  );
}

/** The outcome of a payment transaction: done, or which roles' conditions failed (or collided). */
export type TransactionOutcome = { ok: true } | { ok: false; lost: ReadonlySet<PaymentWriteRole> };

/**
 * Runs the writes as ONE TransactWriteItems (the status counts of one item
 * joined first). A cancellation is answered with the roles whose condition
 * failed or that collided with another transaction (`TransactionConflict`), so
 * the caller can re-read and retry; any other error is thrown.
 */
export async function runPaymentTransaction(all: readonly RoledWrite[]): Promise<TransactionOutcome> {
  const writes = joinStatusCounts(all);
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes.map((w) => w.item) }));
    return { ok: true };
  } catch (error) {
    if ((error as Error).name === 'TransactionConflictException') return { ok: false, lost: new Set(['other']) };
    const codes = cancellationReasons(error)?.codes;
    if (codes === undefined) throw error;
    const lost = new Set<PaymentWriteRole>();
    codes.forEach((code, i) => {
      const role = writes[i]?.role;
      if (role && (code === 'ConditionalCheckFailed' || code === 'TransactionConflict')) lost.add(role);
    });
    // Cancelled for another reason (throughput, validation): not a race to retry.
    if (lost.size === 0) throw error;
    return { ok: false, lost };
  }
}
