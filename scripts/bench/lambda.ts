import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleRuntimeEnvironment, esbuildOptions } from '../../infra/cdk/bundling';
import { deployedFamilies, familyEntry, wsEntry } from '../../infra/cdk/function-profiles';

/**
 * Benchmark: bundle every Lambda exactly as the CDK stack does (the shared
 * profile in infra/cdk/bundling.ts), print each bundle's size, and time a cold
 * import of the largest bundle in a fresh `node` process (median of 5) — the
 * module-loading part of a Lambda cold start.
 */

const COLD_RUNS = 5;

/** Settings the handlers read at start-up; dummy values, nothing is called. */
const LAMBDA_ENV = {
  TABLE_NAME: 'bench-table',
  FILES_BUCKET: 'bench-files',
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:ap-south-1:000000000000:secret:bench',
  WS_MANAGEMENT_ENDPOINT: 'https://bench.execute-api.ap-south-1.amazonaws.com/live',
  NOTIFIER: 'aws',
  AWS_REGION: 'ap-south-1',
  ...bundleRuntimeEnvironment,
};

type Bundle = { name: string; file: string; bytes: number; gzipBytes: number; byPackage: Map<string, number> };

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Output bytes per npm package (or per project folder) of one bundle. */
export function weighByPackage(inputs: Record<string, { bytesInOutput: number }>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split('/').slice(0, 2).join('/');
    weights.set(pkg, (weights.get(pkg) ?? 0) + bytesInOutput);
  }
  return weights;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('median of no values');
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] ?? upper)) / 2;
};

/** One cold import in a new process; returns milliseconds spent in `import()`. */
function coldImportMs(file: string): number {
  const script = `const t0 = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t0));`;
  const { PATH, HOME } = process.env;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    // Only PATH/HOME plus the Lambda settings: no AWS credentials or profile reach the child.
    env: { ...(PATH ? { PATH } : {}), ...(HOME ? { HOME } : {}), ...LAMBDA_ENV },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Importing ${file} failed: ${result.stderr}`);
  const ms = Number(result.stdout.trim());
  if (!Number.isFinite(ms)) throw new Error(`Unexpected output from the import timer: ${result.stdout}`);
  return ms;
}

export async function run(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'karkhana-lambda-'));
  try {
    const targets = [...deployedFamilies().map(({ family }) => ({ name: family, entry: familyEntry(family) })), { name: 'ws', entry: wsEntry() }];
    const bundles: Bundle[] = [];
    for (const { name, entry } of targets) {
      const file = join(outDir, name, 'index.mjs');
      const { metafile } = await build({ ...esbuildOptions(entry, file), metafile: true });
      const bytes = (await stat(file)).size;
      const gzipBytes = gzipSync(await readFile(file), { level: 9 }).length;
      const output = Object.entries(metafile.outputs).find(([path]) => path.endsWith('.mjs'))?.[1];
      bundles.push({ name, file, bytes, gzipBytes, byPackage: weighByPackage(output?.inputs ?? {}) });
    }

    console.log('\nLambda bundles (esbuild, minified ESM, target node22, AWS SDK bundled)');
    for (const b of bundles) {
      console.log(`  ${b.name.padEnd(10)} ${String(b.bytes).padStart(9)} bytes  ${kb(b.bytes).padStart(10)}  (gzip ${kb(b.gzipBytes)})`);
    }

    const largest = bundles.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const heaviest = [...largest.byPackage].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`  heaviest parts of ${largest.name}: ${heaviest.map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`).join(', ')}`);
    const times = Array.from({ length: COLD_RUNS }, () => coldImportMs(largest.file));
    console.log(
      `  cold import of the largest bundle (${largest.name}, ${kb(largest.bytes)}): median ${median(times).toFixed(1)} ms of ${COLD_RUNS} fresh node ${process.version} processes ` +
        `[${times.map((t) => t.toFixed(1)).join(', ')}]`,
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
