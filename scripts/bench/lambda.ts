import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import {
  bundleLambdas,
  bundleScratchDir,
  LAMBDA_BUDGET_BYTES,
  lambdaProcessEnv,
  schemasBuiltAtLoad,
} from '../budgets/lambda-bundles';

/**
 * Benchmark: bundle every Lambda exactly as the CDK stack does (the shared
 * profile in infra/cdk/bundling.ts), print each bundle's size, and time a cold
 * load of each bundle in fresh `node` processes (median of 15; single loads on
 * this shared machine vary by ±30 %) — the module-loading part of a Lambda
 * cold start. The bundles are CommonJS, which the Lambda runtime loads with
 * `require`, so the bench does too. The bundles sit inside the project, so the
 * AWS SDK they leave to the runtime loads from node_modules and is part of the
 * time, as it is in Lambda.
 */

const COLD_RUNS = 15;
/** The largest family's cold import (docs/decisions.md 'Lambda bundles'; timings stay here, never in tests). */
const COLD_IMPORT_BUDGET_MS = 150;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('median of no values');
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] ?? upper)) / 2;
};

/**
 * One cold load in a new process: wall milliseconds spent in `require()`, and
 * the CPU milliseconds of that import (steadier than wall time on a shared machine).
 */
function coldImport(file: string): { wallMs: number; cpuMs: number } {
  const script =
    `const c0 = process.cpuUsage(); const t0 = performance.now(); require(${JSON.stringify(file)}); ` +
    `const c = process.cpuUsage(c0); process.stdout.write(JSON.stringify([performance.now() - t0, (c.user + c.system) / 1000]));`;
  const result = spawnSync(process.execPath, ['-e', script], { env: lambdaProcessEnv(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Importing ${file} failed: ${result.stderr}`);
  const [wallMs, cpuMs] = JSON.parse(result.stdout.trim()) as [number, number];
  if (!Number.isFinite(wallMs) || !Number.isFinite(cpuMs))
    throw new Error(`Unexpected output from the import timer: ${result.stdout}`);
  return { wallMs, cpuMs };
}

export async function run(): Promise<void> {
  const outDir = await bundleScratchDir('karkhana-lambda-');
  try {
    const bundles = await bundleLambdas(outDir);

    console.log('\nLambda bundles (esbuild, minified CommonJS, target node22, AWS SDK from the runtime)');
    for (const b of bundles) {
      console.log(
        `  ${b.name.padEnd(10)} ${String(b.bytes).padStart(9)} bytes  ${kb(b.bytes).padStart(10)}  (gzip ${kb(b.gzipBytes)})`,
      );
    }

    const largest = bundles.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const within = largest.bytes <= LAMBDA_BUDGET_BYTES;
    console.log(
      `  largest ${largest.name} ${kb(largest.bytes)}, budget ${kb(LAMBDA_BUDGET_BYTES)} — ${within ? 'within' : 'OVER'} budget`,
    );
    const heaviest = [...largest.byPackage].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      `  heaviest parts of ${largest.name}: ${heaviest.map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`).join(', ')}`,
    );
    // Every family, not only the largest: a smaller bundle that builds more
    // schemas at load can be the slower one. The runs go round the families in
    // turn, so a slow spell of this shared machine weighs on all of them alike.
    console.log(
      `\nCold import of each bundle with the SDK clients it imports (median of ${COLD_RUNS} fresh node ${process.version} processes):`,
    );
    const runs = bundles.map(() => [] as { wallMs: number; cpuMs: number }[]);
    for (let round = 0; round < COLD_RUNS; round++) bundles.forEach((b, i) => runs[i]?.push(coldImport(b.file)));
    const timed = bundles.map((b, i) => {
      const own = runs[i] ?? [];
      const wall = median(own.map((r) => r.wallMs));
      const cpu = median(own.map((r) => r.cpuMs));
      const schemas = schemasBuiltAtLoad(b.file);
      console.log(
        `  ${b.name.padEnd(10)} ${wall.toFixed(1).padStart(6)} ms wall ${cpu.toFixed(1).padStart(6)} ms CPU ${String(schemas).padStart(5)} schemas built  [${own.map((r) => r.wallMs.toFixed(0)).join(', ')}]`,
      );
      return { name: b.name, wall };
    });
    const verdict = (ms: number) =>
      `budget ${COLD_IMPORT_BUDGET_MS} ms — ${ms <= COLD_IMPORT_BUDGET_MS ? 'within' : 'OVER'} budget`;
    const ofLargest = timed.find((t) => t.name === largest.name)?.wall ?? Number.NaN;
    const slowest = timed.reduce((a, b) => (b.wall > a.wall ? b : a));
    console.log(
      `  largest bundle (${largest.name}, ${kb(largest.bytes)}): median ${ofLargest.toFixed(1)} ms, ${verdict(ofLargest)}`,
    );
    console.log(`  slowest import (${slowest.name}): median ${slowest.wall.toFixed(1)} ms, ${verdict(slowest.wall)}`);
    if (ofLargest > COLD_IMPORT_BUDGET_MS) process.exitCode = 1;
    if (!within) process.exitCode = 1;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
