import { formatQuantity } from '@shared/documents/quantity-format';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import type { TrackMode } from '@shared/inventory/tracking';
import type { BatchRow } from '@shared/inventory/tracking-schemas';
import { useId } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useItemTracking } from '../api/tracking-calls';

/**
 * A stock line's batch (and expiry) or serial numbers, for an item tracked by
 * batch or serial number (docs/inventory-batches.md §9). Shown only for such an
 * item; what is in stock is offered to pick from (a datalist, so the keyboard
 * stays in the field).
 */

/** Serial numbers as typed: separated by commas, spaces or new lines. */
export const serialsOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A stock line's tracking fields as typed (docs/inventory-batches.md §9). */
export type TrackingValues = { Batch: string; Exp: string; Serials: string };
export const EMPTY_TRACKING: TrackingValues = { Batch: '', Exp: '', Serials: '' };

/** What a line names of its batch or serials for the body; empty fields are left out. */
export const trackingBody = (l: TrackingValues) => ({
  ...(l.Batch.trim() ? { Batch: l.Batch.trim() } : {}),
  ...(l.Exp ? { Exp: l.Exp } : {}),
  ...(serialsOf(l.Serials).length > 0 ? { Serials: serialsOf(l.Serials) } : {}),
});

/** 'OIL-C · exp 31 Dec 2031 · 4' (and 'expired'): a batch as a list shows it. */
export const batchText = (b: BatchRow): string =>
  [b.Batch, b.Exp ? `exp ${formatDate(b.Exp)}` : '', formatQuantity(b.OnHand), b.Expired ? 'expired' : '']
    .filter(Boolean)
    .join(' · ');

/**
 * How the item is tracked: the item's answer, or (when that cannot be read, a
 * user without Inventory Item) the branch's features, so the fields still show.
 */
export function useTrackMode(itemId: string | undefined): { mode: TrackMode | undefined; batches: BatchRow[] } {
  const config = useSession().Entity.Config;
  const tracking = useItemTracking(itemId);
  if (!itemId) return { mode: undefined, batches: [] };
  if (tracking.data) return { mode: tracking.data.Track, batches: tracking.data.Batches };
  if (!tracking.isError) return { mode: undefined, batches: [] };
  const mode = isInventoryFeatureOn(config, 'BN') ? 'BN' : isInventoryFeatureOn(config, 'SN') ? 'SN' : undefined;
  return { mode, batches: [] };
}

/** Batches in stock as the field's suggestions. */
export function BatchOptions({ id, batches }: { id: string; batches: readonly BatchRow[] }) {
  return (
    <datalist id={id}>
      {batches.map((b) => (
        <option key={`${b.WhId}#${b.Batch}`} value={b.Batch}>
          {batchText(b)}
        </option>
      ))}
    </datalist>
  );
}

type TrackedLines = FieldValues & { Lines: { ItemId: string; Qty: string }[] };

/**
 * A stock line's batch and expiry (stock coming in) or serial numbers, when its
 * item is tracked. `out` says the line takes stock out whatever its sign
 * (material out); otherwise a negative quantity does (an adjustment's loss).
 */
export function LineTrackingFields<T extends TrackedLines>({ index, out: always }: { index: number; out?: boolean }) {
  const itemId = useWatch<TrackedLines>({ name: `Lines.${index}.ItemId` }) as string;
  const whId = useWatch<TrackedLines>({ name: `Lines.${index}.WhId` }) as string | undefined;
  const qty = Number(useWatch<TrackedLines>({ name: `Lines.${index}.Qty` }) ?? '');
  const { mode, batches } = useTrackMode(itemId || undefined);
  const listId = useId();
  if (mode === 'SN')
    return (
      <FormTextField<T>
        name={`Lines.${index}.Serials` as never}
        label="Serial numbers"
        hint="One per unit, separated by commas or spaces."
        autoCapitalize="characters"
        spellCheck={false}
      />
    );
  if (mode !== 'BN') return null;
  const here = batches.filter((b) => !whId || b.WhId === whId);
  const out = always ?? qty < 0;
  return (
    <>
      <FormTextField<T>
        name={`Lines.${index}.Batch` as never}
        label="Batch"
        hint={out ? 'Empty: earliest expiry first.' : 'The batch number on the pack.'}
        list={listId}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <BatchOptions id={listId} batches={here} />
      {out ? null : <FormTextField<T> name={`Lines.${index}.Exp` as never} label="Expiry date" type="date" />}
    </>
  );
}
