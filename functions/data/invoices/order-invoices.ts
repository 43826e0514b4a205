import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { headKey } from '../documents/document-keys';
import { readInvoice, type StoredInvoice } from './invoices-repo';

/**
 * I8 of docs/data-model-invoices.md: the invoices generated from one repair
 * order. GenerateInvoice writes the order's header (`InvIds`: every draft it
 * made, one per payer) in the same transaction as the drafts, so the order's
 * header is the index: one GetItem of `ORG#o#DOC#<orderId> / HEAD`, then each
 * invoice's own partition (I1), in parallel. No new item, no GSI key, no
 * Scan, and orders invoiced before this call existed are covered too.
 */

type OrderHead = { type?: string; EntId?: string; InvIds?: string[]; InvId?: string };

/**
 * The invoices of `orderId`, or undefined when the order is not a repair
 * order of this organisation and branch (the key starts with the caller's
 * organisation, so another organisation's order is simply absent). An
 * invoice that is missing or not of this branch and order is left out.
 */
export async function readOrderInvoices(
  orgId: string,
  entId: string,
  orderId: string,
): Promise<StoredInvoice[] | undefined> {
  const found = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: headKey(orgId, orderId),
      ProjectionExpression: '#type, EntId, InvIds, InvId',
      ExpressionAttributeNames: { '#type': 'type' },
    }),
  );
  const order = found.Item as OrderHead | undefined;
  if (order?.type !== 'RepairOrder' || order.EntId !== entId) return undefined;
  // Orders closed before InvIds was kept name only the customer's invoice.
  const ids = order.InvIds ?? (order.InvId ? [order.InvId] : []);
  const invoices = await Promise.all([...new Set(ids)].map((id) => readInvoice(orgId, id)));
  return invoices.filter(
    (inv): inv is StoredInvoice => inv !== undefined && inv.head.EntId === entId && inv.head.WOId === orderId,
  );
}
