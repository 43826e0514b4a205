import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleRuntimeEnvironment, esbuildOptions, projectRoot } from '../../infra/cdk/bundling';
import { deployedFamilies, familyEntry, wsEntry } from '../../infra/cdk/function-profiles';

/** No Lambda bundle over 400 KB minified (docs/decisions.md 'Lambda bundles'). */
export const LAMBDA_BUDGET_BYTES = 400 * 1024;

/**
 * Most zod schema objects a bundle may build while it loads. Building them is
 * the larger part of a bundle's own cold-import time (about 15 µs each), and
 * the count, unlike the time, is the same on every run, so a test can hold it.
 * Families build 146–1,110 today; a jump usually means a module imported a
 * schema module for one constant or message (docs/decisions.md 'Lambda bundles').
 */
export const SCHEMAS_AT_LOAD_BUDGET = 1250;

/** Settings the handlers read at start-up; dummy values, nothing is called. */
export const LAMBDA_ENV = {
  TABLE_NAME: 'bench-table',
  FILES_BUCKET: 'bench-files',
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:ap-south-1:000000000000:secret:bench',
  WS_MANAGEMENT_ENDPOINT: 'https://bench.execute-api.ap-south-1.amazonaws.com/live',
  NOTIFIER: 'aws',
  AWS_REGION: 'ap-south-1',
  ...bundleRuntimeEnvironment,
};

/** A child process's environment: PATH and HOME plus the Lambda settings, so no AWS credentials or profile reach it. */
export function lambdaProcessEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME } = process.env;
  return { ...(PATH ? { PATH } : {}), ...(HOME ? { HOME } : {}), ...LAMBDA_ENV };
}

/**
 * How many zod schema objects loading `file` builds, counted in a fresh
 * process through zod's own post-processing hook (`z.config`), which every
 * copy of zod in the process reads, the bundle's included.
 */
export function schemasBuiltAtLoad(file: string): number {
  const zod = createRequire(import.meta.url).resolve('zod');
  const script =
    `let built = 0; require(${JSON.stringify(zod)}).config({ postProcessor: () => { built++; } }); ` +
    `require(${JSON.stringify(file)}); process.stdout.write(String(built));`;
  const result = spawnSync(process.execPath, ['-e', script], { env: lambdaProcessEnv(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Loading ${file} failed: ${result.stderr}`);
  return Number(result.stdout.trim());
}

export type LambdaBundle = {
  name: string;
  file: string;
  bytes: number;
  gzipBytes: number;
  byPackage: Map<string, number>;
};

/** Output bytes per npm package (or per project folder) of one bundle. */
export function weighByPackage(inputs: Record<string, { bytesInOutput: number }>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split('/').slice(0, 2).join('/');
    weights.set(pkg, (weights.get(pkg) ?? 0) + bytesInOutput);
  }
  return weights;
}

/**
 * A scratch folder inside the project, so that the modules the bundles leave
 * external (the AWS SDK, which the Lambda runtime provides) resolve from the
 * project's node_modules when a bundle is imported, as they do in the runtime.
 */
export async function bundleScratchDir(prefix: string): Promise<string> {
  const parent = join(projectRoot, 'node_modules', '.cache');
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, prefix));
  // The project is "type": "module"; a Lambda asset has no package.json, so its
  // index.js is CommonJS. This one restores that for the bundles written here.
  await writeFile(join(dir, 'package.json'), '{"type":"commonjs"}\n');
  return dir;
}

/**
 * Bundles every deployed family and the ws entry exactly as the CDK stack does
 * (the shared profile in infra/cdk/bundling.ts) into `outDir/<name>/index.js`.
 */
export async function bundleLambdas(outDir: string): Promise<LambdaBundle[]> {
  const targets = [
    ...deployedFamilies().map(({ family }) => ({ name: family, entry: familyEntry(family) })),
    { name: 'ws', entry: wsEntry() },
  ];
  const bundles: LambdaBundle[] = [];
  for (const { name, entry } of targets) {
    const file = join(outDir, name, 'index.js');
    const { metafile } = await build({ ...esbuildOptions(entry, file), metafile: true });
    const bytes = (await stat(file)).size;
    const gzipBytes = gzipSync(await readFile(file), { level: 9 }).length;
    const output = Object.entries(metafile.outputs).find(([path]) => path.endsWith('.js'))?.[1];
    bundles.push({ name, file, bytes, gzipBytes, byPackage: weighByPackage(output?.inputs ?? {}) });
  }
  return bundles;
}
