import { UNITS_OF_MEASURE } from '../catalogue/catalogue-fields';

export type UnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];

/**
 * The unit a new item's part starts with (setting `DUoM`, docs/inventory-settings.md
 * §5): its position in `UNITS_OF_MEASURE`; −1 (none chosen), or a position the
 * list does not have, is NOS. The item form starts with it and the part import
 * takes it for a row whose unit is empty.
 */
export const defaultUnitOf = (settings: { DUoM?: number | undefined } | undefined): UnitOfMeasure =>
  UNITS_OF_MEASURE[settings?.DUoM ?? -1] ?? 'NOS';
