import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { QuickListEntry } from '@shared/reference/branch-setup-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';

/**
 * The op-code quick list of a branch as one item `ORG#o / QUICKLIST#<entId>`
 * (at most 100 short entries): positions are checked across the whole list, so
 * keeping it in one item makes every change atomic under one `ver`.
 */
export const quickListKey = (orgId: string, entityId: string): Key => ({ pk: orgPk(orgId), sk: `QUICKLIST#${entityId}` });

export type QuickList = { Entries: QuickListEntry[]; ver: number };

export async function getQuickList(orgId: string, entityId: string): Promise<QuickList> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: quickListKey(orgId, entityId), ConsistentRead: true }));
  const item = answer.Item as QuickList | undefined;
  return { Entries: item?.Entries ?? [], ver: item?.ver ?? 0 };
}

/** Saves the list if nobody changed it since it was read at `read.ver` (0: not yet created). */
export async function saveQuickList(orgId: string, entityId: string, read: QuickList, entries: QuickListEntry[]): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...quickListKey(orgId, entityId), type: 'QuickList', OrgId: orgId, EntId: entityId, Entries: entries, ver: read.ver + 1 },
      ...(read.ver === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': read.ver } }),
    }),
  );
}
