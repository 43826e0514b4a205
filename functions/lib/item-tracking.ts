import { serialsRefusal, writesOffExpired, type TrackMode } from '@shared/inventory/tracking';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { trackedItemsOf } from '../data/inventory/tracked-items';
import type { TrackingIntent } from '../data/inventory/tracking-writes';
import type { SessionContext } from './http/call';

/**
 * The batch and serial checks of a line that moves stock (docs/inventory-batches.md),
 * shared by the inventory and purchasing families.
 */

/** Which items a movement tracks, and how: the item's `Track` with the branch's BN/SN feature on (tracked-items.ts). */
export const trackedItems = (session: SessionContext, itemIds: readonly string[]): Promise<Map<string, TrackMode>> =>
  trackedItemsOf(session.orgId, session.entity?.Config, itemIds);

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
