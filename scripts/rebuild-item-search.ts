/**
 * Gives the items written before the counter's item search index existed their rows (docs/inventory-items.md
 * §13.2), once after deploying it and again after a shipped system catalogue changed its parts' facts:
 * `TABLE_NAME=<table> AWS_REGION=ap-south-1 npx tsx scripts/rebuild-item-search.ts [orgId]` with
 * credentials that may read and write the table (docs/deploy.md). The organisation given, or every
 * organisation (one Scan of the organisation items: a one-off tool, never a request path). Running it
 * again writes the same rows.
 */
import { setUpDeployedTable } from './deployed-table';

setUpDeployedTable('the-item-search-rebuild');
const { rebuildEveryItemSearch } = await import('../infra/local/item-search-rebuild-all');

await rebuildEveryItemSearch(process.argv[2] ? [process.argv[2]] : undefined, ({ orgId, items, put, deleted }) =>
  console.log(`${orgId}: ${items} items, ${put} search rows written, ${deleted} stray rows deleted`),
);
