import * as z from 'zod';
import { partRow } from '../catalogue/call-schemas';
import { pageOf } from '../fields/paging';

/**
 * A row of the item lookups (service-documents §7, docs/inventory-items.md §8):
 * the catalogue part, with what the branch keeps of its item: the SKU (setting
 * `SKU`) and the other units it may be counted in (feature `MUoM`, `1 UoM = Per`
 * of the part's unit). A part that is not an item, or a branch without those, has neither.
 */
export const itemLookupRow = partRow.extend({
  SKU: z.string().optional(),
  UoMs: z.array(z.object({ UoM: z.string(), Per: z.number() })).optional(),
  /** The item's tracking (batches `BN`, serials `SN`), from the counter's item search (docs/inventory-items.md §13.2). */
  Track: z.enum(['BN', 'SN']).optional(),
  /** The sale searches: the price list that priced it (`UnPr`), by name; absent: the part's own price. */
  PrList: z.string().optional(),
});
export type ItemLookupRow = z.infer<typeof itemLookupRow>;
export const itemLookupPage = pageOf(itemLookupRow);

/** A lookup row's second line in a picker: code, SKU where it has one, unit ("OF-1001 · SKU FLT-0001 · NOS"). */
export const itemLookupDetail = (row: ItemLookupRow): string =>
  [row.PCode, row.SKU ? `SKU ${row.SKU}` : undefined, row.UoM].filter(Boolean).join(' · ');
