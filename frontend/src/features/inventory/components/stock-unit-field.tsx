import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import { useWatch, type FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../components/form';
import { formatQuantity } from '@shared/documents/quantity-format';
import { useSession } from '../../../lib/session';

/**
 * The unit a stock line is entered in (entity config feature MUoM;
 * docs/inventory-items.md §5): the item's own unit, or another of its units
 * (`1 BOX = 12 NOS`). The server converts the quantity exactly into the item's
 * own unit, or refuses it on the line; the stock always moves in the item's unit.
 */

/** What a line knows of its item's units, set when the item is picked (from the lookup row). */
export type LineUnitValues = { UoM: string; BaseUoM: string; Units: { UoM: string; Per: number }[] };
export const EMPTY_UNIT: LineUnitValues = { UoM: '', BaseUoM: '', Units: [] };

/** The line's units once its item is picked: its own unit first, then its other units. */
export const unitsOfPick = (part: ItemLookupRow): LineUnitValues => ({
  UoM: part.UoM,
  BaseUoM: part.UoM,
  Units: part.UoMs ?? [],
});

/** The body's `UoM`: sent only for another unit than the item's own. */
export const unitBody = (line: LineUnitValues): { UoM?: string } =>
  line.UoM && line.UoM !== line.BaseUoM ? { UoM: line.UoM } : {};

/** A choice of unit on line n, shown while MUoM is on and the picked item has another unit. */
export function StockUnitField<T extends FieldValues>({ index }: { index: number }) {
  const unitsOn = isInventoryFeatureOn(useSession().Entity.Config, 'MUoM');
  const base = useWatch({ name: `Lines.${index}.BaseUoM` }) as string | undefined;
  const units = (useWatch({ name: `Lines.${index}.Units` }) ?? []) as LineUnitValues['Units'];
  if (!unitsOn || !base || units.length === 0) return null;
  return (
    <FormSelectField<T>
      name={`Lines.${index}.UoM` as never}
      label="Unit"
      options={[
        { value: base, label: base },
        ...units.map((u) => ({ value: u.UoM, label: `${u.UoM} (${formatQuantity(u.Per)} ${base})` })),
      ]}
    />
  );
}
