import { ulid } from 'ulid';
import type { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { ItemMessages } from '@shared/inventory/item-messages';
import { createGroup, listGroups, updateGroup } from '../data/inventory/item-groups-repo';
import type { Call } from '../lib/http/call';
import { refuseTakenName } from './taken-name';

/** Item groups (items/ItemGroups, items/ItemGroup/New; docs/inventory-items.md §7). */

type R = typeof inventoryItemRoutes;

const nameFree = async (orgId: string, name: string, exceptId?: string): Promise<void> =>
  refuseTakenName(await listGroups(orgId), name, ItemMessages.groupNameTaken, exceptId);

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
