import { rebuildItemSearch } from '../../functions/data/inventory/item-search-repo';
import { organisationIds } from './dashboard-backfill-all';

export type ItemSearchRebuild = { orgId: string; items: number; put: number; deleted: number };

/**
 * Rebuilds the counter's item search index (docs/inventory-items.md §13.2) of the organisations given
 * (all of them when none is): every item's rows from its item and part, stray rows deleted. Used once
 * after deploying the index and after a shipped system catalogue changed its parts
 * (scripts/rebuild-item-search.ts), by the demo seed and by `npm start` on a data folder written before
 * the index existed. Running it again writes the same rows.
 */
export async function rebuildEveryItemSearch(
  orgIds?: readonly string[],
  report: (done: ItemSearchRebuild) => void = () => undefined,
): Promise<ItemSearchRebuild[]> {
  const done: ItemSearchRebuild[] = [];
  for (const orgId of orgIds ?? (await organisationIds())) {
    const result = { orgId, ...(await rebuildItemSearch(orgId)) };
    report(result);
    done.push(result);
  }
  return done;
}
