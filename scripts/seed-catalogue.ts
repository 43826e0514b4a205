/**
 * Writes the system service catalogue (SYS#CAT) into a deployed table, once per
 * catalogue data version: `TABLE_NAME=<table> AWS_REGION=ap-south-1 npx tsx scripts/seed-catalogue.ts`
 * with credentials that may write the table (docs/deploy.md). `npm start` and the
 * integration tests seed their own tables by themselves.
 */
export {};
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME to the deployed table (the stack output) and AWS_REGION.');
  process.exit(1);
}
// The seed only writes the table; the other settings the functions read are not used here.
process.env.FILES_BUCKET ??= 'unused';
process.env.JWT_SECRET ??= 'unused-by-the-catalogue-seed';
const { seedSystemCatalogue } = await import('../functions/data/catalogue/system-seed');
const started = Date.now();
const result = await seedSystemCatalogue();
console.log(`System catalogue ${result} in ${process.env.TABLE_NAME} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
