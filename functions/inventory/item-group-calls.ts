import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { ItemMessages } from '@shared/inventory/item-messages';
import { createGroup, listGroups, updateGroup } from '../data/inventory/item-groups-repo';
import type { Call } from '../lib/http/call';

/** Item groups (items/ItemGroups, items/ItemGroup/New; docs/inventory-items.md §7). */

type R = typeof inventoryItemRoutes;

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A name another group of the organisation has is refused (409 on the field), read from the whole short list. */
async function nameFree(orgId: string, name: string, exceptId?: string): Promise<void> {
  const taken = (await listGroups(orgId)).some((g) => g._id !== exceptId && sameName(g.Name, name));
  if (taken)
    throw new ApiError(ErrorCode.Conflict, ItemMessages.groupNameTaken(name.trim()), [
      { path: 'Name', message: ItemMessages.groupNameTaken(name.trim()) },
    ]);
}

export const searchItemGroups = async (call: Call<R['itemGroups']>) => ({
  Items: await listGroups(call.session.orgId),
});

export async function createItemGroup(call: Call<R['createItemGroup']>) {
  await nameFree(call.session.orgId, call.body.Name);
  return createGroup(call.session.orgId, {
    _id: `IGR${ulid()}`,
    Name: call.body.Name,
    ...(call.body.Desc ? { Desc: call.body.Desc } : {}),
  });
}

export async function updateItemGroup(call: Call<R['updateItemGroup']>) {
  const { ver, ...change } = call.body;
  if (change.Name !== undefined) await nameFree(call.session.orgId, change.Name, call.params.Id);
  return updateGroup(call.session.orgId, call.params.Id, ver, change);
}
