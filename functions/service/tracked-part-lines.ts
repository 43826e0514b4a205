import type { DocumentLine, DocumentLines } from '../data/documents/document-records';
import type { DocKind } from '../data/documents/types/service-types';
import { trackedItemsOf } from '../data/inventory/tracked-items';
import type { ServiceContext } from '../lib/branch-context';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const issued = (l: DocumentLine): boolean => typeof l.IQty === 'number' && l.IQty > 0;

/**
 * A repair order's part line tied to a tracked item (`In_Id`, the item's `Track`
 * with the branch's BN/SN feature on) is tracked from the save that ties it
 * (docs/inventory-batches.md §6): its `Track` is the item's, so the engine's
 * rule 'tracked parts need their full quantity issued before completion' holds
 * before anything is issued. Only lines with nothing issued are touched (an
 * issued line's tracking moves only with its stock), and only lines new or
 * re-pointed since `before` are looked up.
 */
export async function withTrackedParts(
  ctx: ServiceContext,
  kind: DocKind,
  lines: DocumentLines,
  before?: DocumentLines,
): Promise<DocumentLines> {
  if (kind !== 'RepairOrder') return lines;
  const stored = new Map((before?.Parts ?? []).map((l) => [l._id, text(l.In_Id)]));
  const asked = lines.Parts.filter(
    (l) => text(l.In_Id) && !issued(l) && (stored.get(l._id) !== text(l.In_Id) || !text(l.Track)),
  );
  if (asked.length === 0) return lines;
  const tracked = await trackedItemsOf(
    ctx.actor.orgId,
    ctx.entity.Config,
    asked.map((l) => String(l.In_Id)),
  );
  const wanted = new Set(asked.map((l) => l._id));
  return {
    ...lines,
    Parts: lines.Parts.map((l) => {
      if (!wanted.has(l._id)) return l;
      const Track = tracked.get(String(l.In_Id));
      if (Track) return { ...l, Track };
      // Re-pointed to an untracked item: the tracking of the item it no longer is goes with it.
      const { Track: _gone, ...rest } = l;
      return stored.get(l._id) !== text(l.In_Id) && text(l.Track) ? (rest as DocumentLine) : l;
    }),
  };
}
