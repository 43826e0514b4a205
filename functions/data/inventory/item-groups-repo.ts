import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { ItemGroup } from '@shared/inventory/item-schemas';
import { ItemMessages } from '@shared/inventory/item-messages';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso } from '../table/keys';
import { queryAll } from '../table/query-all';
import { updateVersioned } from '../table/versioned-update';
import { groupKey, groupsPk } from './item-keys';

/**
 * Item groups of an organisation (items/ItemGroups; docs/inventory-items.md §7,
 * IM6): a short list in one partition, read whole; each group edited at its `ver`.
 */

type GroupRecord = ItemGroup & { CrAt: string; UpDt: string };

const strip = ({ _id, Name, Desc, Act, ver }: GroupRecord): ItemGroup => ({
  _id,
  Name,
  ...(Desc ? { Desc } : {}),
  Act,
  ver,
});

export async function listGroups(orgId: string): Promise<ItemGroup[]> {
  const items = await queryAll<GroupRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': groupsPk(orgId) },
    ConsistentRead: true,
  });
  return items.map(strip).sort((a, b) => a.Name.localeCompare(b.Name));
}

export async function createGroup(orgId: string, group: Omit<ItemGroup, 'ver' | 'Act'>): Promise<ItemGroup> {
  const now = nowIso();
  const record: GroupRecord = { ...group, Act: true, ver: 1, CrAt: now, UpDt: now };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...groupKey(orgId, group._id), type: 'ItemGroup', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return strip(record);
}

/** Only the fields named change; 409 when the group was saved by someone else since `ver`, 404 when it is gone. */
export async function updateGroup(
  orgId: string,
  id: string,
  ver: number,
  change: { Name?: string | undefined; Desc?: string | undefined; Act?: boolean | undefined },
): Promise<ItemGroup> {
  const set: Record<string, unknown> = { UpDt: nowIso() };
  for (const [k, v] of Object.entries(change)) if (v !== undefined) set[k] = v;
  const groups = await listGroups(orgId);
  if (!groups.some((g) => g._id === id)) throw new ApiError(ErrorCode.NotFound, ItemMessages.groupNotFound);
  return strip(await updateVersioned<GroupRecord>({ key: groupKey(orgId, id), expectedVer: ver, set }));
}
