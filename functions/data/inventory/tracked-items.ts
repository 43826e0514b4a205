import type { EntityConfig } from '@shared/entity/entity-config';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import type { TrackMode } from '@shared/inventory/tracking';
import { getItems } from './items-repo';

/**
 * Which of the items a branch tracks, and how (docs/inventory-batches.md §10):
 * the item master's `Track` (BN batch, SN serial number), honoured only while
 * the branch's entity configuration has the Inventory feature of the same name
 * on. With the feature off the item moves as an untracked one. One BatchGetItem.
 */
export async function trackedItemsOf(
  orgId: string,
  config: EntityConfig | undefined,
  itemIds: readonly string[],
): Promise<Map<string, TrackMode>> {
  const on = { BN: isInventoryFeatureOn(config, 'BN'), SN: isInventoryFeatureOn(config, 'SN') };
  const tracked = new Map<string, TrackMode>();
  if (!on.BN && !on.SN) return tracked;
  const unique = [...new Set(itemIds)];
  const items = await getItems(orgId, unique);
  unique.forEach((id, i) => {
    const track = items[i]?.Track;
    if (track && on[track]) tracked.set(id, track);
  });
  return tracked;
}
