/**
 * The warehouse a stock form starts with (docs/inventory-settings.md §5), one
 * rule for the screens and the server's reservations:
 * - `stock` (adjustments, material in and out, Issue Parts, reservations): the
 *   branch's default warehouse `DefWId`, else its main one `MainWId`;
 * - `main` (purchase orders and their receipts, a transfer's source): `MainWId`,
 *   else `DefWId`;
 * each only while it is an active warehouse of the branch; else the only active
 * warehouse, or with `orFirst` the first active one; else none ('': the user
 * chooses, as on a branch of several warehouses with neither setting).
 */
export type StartingWarehouseSettings = { DefWId?: string | undefined; MainWId?: string | undefined };
export type WarehousePurpose = 'stock' | 'main';

export function startingWarehouse(
  settings: StartingWarehouseSettings,
  active: readonly { _id: string }[],
  purpose: WarehousePurpose,
  { orFirst = false }: { orFirst?: boolean } = {},
): string {
  const named = (id: string | undefined) => (id ? active.find((w) => w._id === id)?._id : undefined);
  const [first, second] =
    purpose === 'stock' ? [settings.DefWId, settings.MainWId] : [settings.MainWId, settings.DefWId];
  const fallback = orFirst || active.length === 1 ? active[0]?._id : undefined;
  return named(first) ?? named(second) ?? fallback ?? '';
}
