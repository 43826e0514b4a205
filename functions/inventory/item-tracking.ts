import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { serialsRefusal, writesOffExpired, type TrackMode } from '@shared/inventory/tracking';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { getItems } from '../data/inventory/items-repo';
import type { TrackingIntent } from '../data/inventory/tracking-writes';
import type { SessionContext } from '../lib/http/call';

/**
 * Which items a movement tracks, and how (docs/inventory-batches.md §5): the
 * item master's `Track` (BN batch, SN serial number), honoured only while the
 * branch's entity configuration has the Inventory feature of the same name on.
 * With the feature off the item moves as an untracked one and its batches or
 * serials are left as they are.
 */
export async function trackedItems(
  session: SessionContext,
  itemIds: readonly string[],
): Promise<Map<string, TrackMode>> {
  const config = session.entity?.Config;
  const on = { BN: isInventoryFeatureOn(config, 'BN'), SN: isInventoryFeatureOn(config, 'SN') };
  const tracked = new Map<string, TrackMode>();
  if (!on.BN && !on.SN) return tracked;
  const unique = [...new Set(itemIds)];
  const items = await getItems(session.orgId, unique);
  unique.forEach((id, i) => {
    const track = items[i]?.Track;
    if (track && on[track]) tracked.set(id, track);
  });
  return tracked;
}

/** A line's batch or serials as entered. */
export type TrackingInput = {
  Batch?: string | undefined;
  Exp?: string | undefined;
  Serials?: readonly string[] | undefined;
  Reason?: string | undefined;
};

export type LineTracking =
  { ok: true; Tracking?: TrackingIntent } | { ok: false; field: 'Batch' | 'Serials' | 'Qty'; message: string };

/**
 * The checks a line of a tracked (or untracked) item makes before anything is
 * read: stock in names its batch; serials as many as the units, none twice; an
 * untracked item names neither. `qtyM` is the movement's signed thousandths.
 */
export function lineTracking(
  mode: TrackMode | undefined,
  line: TrackingInput,
  qtyM: number,
  today: string,
  desc: string,
): LineTracking {
  const serials = line.Serials && line.Serials.length > 0 ? line.Serials : undefined;
  if (!mode) {
    if (line.Batch) return { ok: false, field: 'Batch', message: TrackingMessages.notTracked(desc) };
    if (serials) return { ok: false, field: 'Serials', message: TrackingMessages.notTracked(desc) };
    return { ok: true };
  }
  if (mode === 'SN') {
    const why = serialsRefusal(qtyM, serials, desc);
    if (why) return { ok: false, field: 'Serials', message: why };
    return { ok: true, Tracking: { Track: 'SN', today, Serials: serials } };
  }
  if (serials) return { ok: false, field: 'Serials', message: TrackingMessages.notTracked(desc) };
  if (qtyM > 0 && !line.Batch) return { ok: false, field: 'Batch', message: TrackingMessages.batchNeeded(desc) };
  return {
    ok: true,
    Tracking: {
      Track: 'BN',
      today,
      Batch: line.Batch,
      ...(qtyM > 0 && line.Exp ? { Exp: line.Exp } : {}),
      // Only a write-off of expired stock may take an expired batch out (§4).
      allowExpired: qtyM < 0 && writesOffExpired(line.Reason),
    },
  };
}
