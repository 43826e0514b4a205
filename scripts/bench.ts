import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (each exports
 * `run()`) one after another and prints their figures. Pass names to run some:
 * `npm run bench -- calc login`.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.KARKHANA_QUIET = '1';

const folder = fileURLToPath(new URL('./bench/', import.meta.url));
const wanted = process.argv.slice(2);
const names = readdirSync(folder)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

for (const name of names) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const module = (await import(`./bench/${name}.ts`)) as { run: () => Promise<void> };
  await module.run();
  console.log(`(${name} took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(0);
