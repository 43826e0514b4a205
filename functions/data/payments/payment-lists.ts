import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ServiceMessages } from '@shared/service/service-messages';
import { db, tableName } from '../../lib/aws-clients';
import { docPk } from '../documents/document-keys';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { indexKeyNames, type StartKey } from '../table/index-query';
import {
  branchPaymentsPartition,
  payerPaymentsPartition,
  payerTag,
  payerUnappliedPartition,
  unappliedPartition,
} from './payment-keys';
import type { PaymentRecord } from './payment-records';

/**
 * The payment lists (docs/payments.md §1, P1–P4): one index partition per
 * branch and list, read newest first with the date range as a key condition.
 * Items on the index are the header (P1, P2) or its Unapplied copy (P3, P4),
 * so a page needs no second read.
 */

export type PaymentListQuery = {
  orgId: string;
  entId: string;
  Cust?: string | undefined;
  From?: string | undefined;
  To?: string | undefined;
  unapplied: boolean;
  limit: number;
  cursor?: string | undefined;
};

/** A payer's lists are on GSI2, a branch's on GSI1. */
function listIndex(q: PaymentListQuery): { number: 1 | 2; partition: string } {
  const tag = q.Cust ? payerTag({ Cust: q.Cust }) : undefined;
  if (q.unapplied)
    return tag
      ? { number: 2, partition: payerUnappliedPartition(q.orgId, q.entId, tag) }
      : { number: 1, partition: unappliedPartition(q.orgId, q.entId) };
  return tag
    ? { number: 2, partition: payerPaymentsPartition(q.orgId, q.entId, tag) }
    : { number: 1, partition: branchPaymentsPartition(q.orgId, q.entId) };
}

/** The sort-key range of From/To: dates are the sort key's first part; '~' sorts after every id. */
function dateRange(From?: string, To?: string): { condition: string; values: Record<string, string> } {
  if (From && To) return { condition: ' AND #sk BETWEEN :from AND :to', values: { ':from': From, ':to': `${To}#~` } };
  if (From) return { condition: ' AND #sk >= :from', values: { ':from': From } };
  if (To) return { condition: ' AND #sk <= :to', values: { ':to': `${To}#~` } };
  return { condition: '', values: {} };
}

/** The lists' cursors carry one tag: the index partition tells the list, the branch and the payer apart. */
const PAYMENTS = 'PAYMENTS';

export async function listPayments(q: PaymentListQuery): Promise<{ items: PaymentRecord[]; next?: string }> {
  const { number, partition } = listIndex(q);
  const index = indexKeyNames(number);
  const range = dateRange(q.From, q.To);
  // Payments and their Unapplied copies sit in their own document partitions.
  const startKey = decodePageCursor(q.cursor, {
    tag: PAYMENTS,
    orgId: q.orgId,
    pk: { startsWith: docPk(q.orgId, '') },
    index: { number, partition },
    refusal: ServiceMessages.badCursor,
  });
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: `#pk = :pk${range.condition}`,
      ExpressionAttributeNames: { '#pk': index.pk, ...(range.condition ? { '#sk': index.sk } : {}) },
      ExpressionAttributeValues: { ':pk': partition, ...range.values },
      ScanIndexForward: false,
      Limit: q.limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const last = answer.LastEvaluatedKey as StartKey | undefined;
  return {
    items: (answer.Items ?? []) as PaymentRecord[],
    ...(last ? { next: encodePageCursor(PAYMENTS, last) } : {}),
  };
}
