import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ServiceMessages } from '@shared/service/service-messages';
import { db, tableName } from '../../lib/aws-clients';
import { docPk } from '../documents/document-keys';
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

type IndexKey = Record<string, string>;

function listIndex(q: PaymentListQuery): { index: 'gsi1' | 'gsi2'; partition: string } {
  const tag = q.Cust ? payerTag({ Cust: q.Cust }) : undefined;
  if (q.unapplied) return tag ? { index: 'gsi2', partition: payerUnappliedPartition(q.orgId, q.entId, tag) } : { index: 'gsi1', partition: unappliedPartition(q.orgId, q.entId) };
  return tag ? { index: 'gsi2', partition: payerPaymentsPartition(q.orgId, q.entId, tag) } : { index: 'gsi1', partition: branchPaymentsPartition(q.orgId, q.entId) };
}

/** The sort-key range of From/To: dates are the sort key's first part; '~' sorts after every id. */
function dateRange(From?: string, To?: string): { condition: string; values: Record<string, string> } {
  if (From && To) return { condition: ' AND #sk BETWEEN :from AND :to', values: { ':from': From, ':to': `${To}#~` } };
  if (From) return { condition: ' AND #sk >= :from', values: { ':from': From } };
  if (To) return { condition: ' AND #sk <= :to', values: { ':to': `${To}#~` } };
  return { condition: '', values: {} };
}

const badCursor = (): ApiError => new ApiError(ErrorCode.BadRequest, ServiceMessages.badCursor);

/** Reads a `Next` back, refusing one of another list, organisation or branch (tampered or stale). */
function decodeCursor(cursor: string, orgId: string, index: string, partition: string): IndexKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const k = key as Record<string, unknown> | null;
  const names = ['pk', 'sk', `${index}pk`, `${index}sk`];
  if (typeof k !== 'object' || k === null || Object.keys(k).sort().join() !== [...names].sort().join()) throw badCursor();
  if (Object.values(k).some((v) => typeof v !== 'string')) throw badCursor();
  if (!String(k.pk).startsWith(`${docPk(orgId, '')}`) || k[`${index}pk`] !== partition) throw badCursor();
  return k as IndexKey;
}

export async function listPayments(q: PaymentListQuery): Promise<{ items: PaymentRecord[]; next?: string }> {
  const { index, partition } = listIndex(q);
  const range = dateRange(q.From, q.To);
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `#pk = :pk${range.condition}`,
      ExpressionAttributeNames: { '#pk': `${index}pk`, ...(range.condition ? { '#sk': `${index}sk` } : {}) },
      ExpressionAttributeValues: { ':pk': partition, ...range.values },
      ScanIndexForward: false,
      Limit: q.limit,
      ...(q.cursor ? { ExclusiveStartKey: decodeCursor(q.cursor, q.orgId, index, partition) } : {}),
    }),
  );
  const last = answer.LastEvaluatedKey;
  return {
    items: (answer.Items ?? []) as PaymentRecord[],
    ...(last ? { next: Buffer.from(JSON.stringify(last), 'utf8').toString('base64url') } : {}),
  };
}
