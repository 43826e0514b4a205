import type { ApprovalLine } from '@shared/service/approval-schemas';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * What the customer approved, kept unchangeable (docs/customer-loop.md 'Approval by
 * link'): one record per submission under `ORG#<o>#APPROVAL#<docId>`, sort key
 * `D#<at>#<id>`, written only by the submission's own transaction with
 * `attribute_not_exists` and never updated or deleted by any call. The estimate
 * may be edited afterwards (under the approved-line locks); this record still says
 * what was shown, decided and signed: the lines with their prices and totals then.
 */
export type ApprovalRecord = {
  type: 'CustomerApproval';
  OrgId: string;
  EntId: string;
  DocId: string;
  Num: string;
  /** The typed signature, the gateway's source address and the browser, when. */
  Name: string;
  IP: string;
  UA: string;
  At: string;
  /** The estimate's ver this submission wrote. */
  ver: number;
  Decisions: { LineId: string; Decision: 'Approve' | 'Decline' }[];
  /** Every line and the totals as the customer saw them at that moment (rupees). */
  Lines: ApprovalLine[];
  Totals: Record<string, number>;
};

export const approvalPk = (orgId: string, docId: string): string => `${orgPk(orgId)}#APPROVAL#${docId}`;

/** The record's Put, for the submission's transaction; a fresh id, so the condition only guards against overwrite. */
export const approvalRecordWrite = (record: ApprovalRecord, id: string): Write => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { pk: approvalPk(record.OrgId, record.DocId), sk: `D#${record.At}#${id}`, ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
});

/** An estimate's approval records, oldest first (one Query of its own partition). */
export async function listApprovalRecords(orgId: string, docId: string): Promise<ApprovalRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :d)',
      ExpressionAttributeValues: { ':pk': approvalPk(orgId, docId), ':d': 'D#' },
    }),
  );
  return (answer.Items ?? []) as ApprovalRecord[];
}
