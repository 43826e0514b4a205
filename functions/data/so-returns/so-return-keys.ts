import type { Paise } from '@shared/documents/money-math';
import { SoReturnMessages } from '@shared/so-returns/so-return-messages';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import type { StartKey } from '../table/index-query';
import { orgPk } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * The branch's returns of sales orders' goods (docs/sales-returns-orders.md §1, R1): one small item per return,
 * written in the return's own transaction (only if absent), in the partition `ORG#<o>#ENT#<e>#SORET` sorted by
 * `<Date>#<credit note id>` — newest first with one Query. The credit note itself is the invoices' document.
 */

export const soReturnsPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#SORET`;
export const soReturnSortKey = (date: string, noteId: string): string => `${date}#${noteId}`;

/** The list's item: what the Sales Returns screen shows of a return, paise and thousandths. */
export type SoReturnItem = {
  pk: string;
  sk: string;
  type: 'SoReturn';
  Id: string;
  Num: string;
  Date: string;
  SoId: string;
  SoNum: string;
  InvId: string;
  InvNum: string;
  CustName: string;
  Reason: string;
  TotalP: Paise;
  CostP: Paise;
  Lines: { Desc: string; UoM?: string; QtyM: number }[];
  By: string;
  At: string;
};

export const soReturnItemWrite = (
  orgId: string,
  entId: string,
  item: Omit<SoReturnItem, 'pk' | 'sk' | 'type'>,
): Write => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: soReturnsPartition(orgId, entId),
        sk: soReturnSortKey(item.Date, item.Id),
        type: 'SoReturn',
        ...item,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
});

const TAG = 'SO_RETURNS';

/** R1: the branch's returns, newest first, a page at a time. */
export async function listSoReturns(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<{ items: SoReturnItem[]; next?: string }> {
  const pk = soReturnsPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, { tag: TAG, orgId, pk: { is: pk }, refusal: SoReturnMessages.badCursor });
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: q.limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const last = answer.LastEvaluatedKey as StartKey | undefined;
  return { items: (answer.Items ?? []) as SoReturnItem[], ...(last ? { next: encodePageCursor(TAG, last) } : {}) };
}
