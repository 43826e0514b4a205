/**
 * Writes the system service catalogue (SYS#CAT) into a deployed table, once per
 * catalogue data version: `TABLE_NAME=<table> AWS_REGION=ap-south-1 npx tsx scripts/seed-catalogue.ts`
 * with credentials that may write the table (docs/deploy.md). `npm start` and the
 * integration tests seed their own tables by themselves.
 */
import { setUpDeployedTable } from './deployed-table';

setUpDeployedTable('the-catalogue-seed');
const { seedSystemCatalogue } = await import('../functions/data/catalogue/system-seed');
const started = Date.now();
const result = await seedSystemCatalogue();
console.log(
  `System catalogue ${result} in ${process.env.TABLE_NAME} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
