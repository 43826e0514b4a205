import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { projectRoot } from '../infra/cdk/bundling';
import { bundleLambdas, bundleScratchDir, type LambdaBundle } from './budgets/lambda-bundles';
import { buildWeb } from './budgets/login-route';

/**
 * What the tests build, built once per `npm test` (docs/testing.md 'Built once'):
 * the production SPA (the e2e stack serves it, the budgets weigh its login route)
 * and every Lambda bundle (the budgets weigh them).
 *
 * `scripts/test.ts` builds both into TEST_BUILD_DIR before vitest starts and names
 * the folder in the KARKHANA_TEST_BUILD environment variable, which the vitest
 * process, its global setups and its workers inherit. A project run on its own
 * (`npx vitest run --project budgets`) finds no such variable and builds what it
 * needs itself, with the same functions, into a throwaway folder.
 */
export const TEST_BUILD_DIR = join(projectRoot, '.test-build');
export const TEST_BUILD_ENV = 'KARKHANA_TEST_BUILD';

const WEB = 'web';
const LAMBDAS = 'lambdas';
/** Beside the bundles: what the budgets read of each (its size and its bytes per package), from esbuild's metafile. */
const LAMBDA_INDEX = 'bundles.json';

type StoredBundle = Omit<LambdaBundle, 'byPackage' | 'file'> & { file: string; byPackage: [string, number][] };

/** The production SPA into `dir`, as users get it (Vite's manifest included). */
async function writeWeb(dir: string): Promise<void> {
  await buildWeb(dir);
}

/**
 * Every Lambda bundle into `dir/<name>/index.js`, exactly as the CDK stack bundles
 * them, plus the index the budgets read. `dir` must lie inside the project (the
 * AWS SDK the bundles leave external resolves from its node_modules).
 */
async function writeLambdas(dir: string): Promise<LambdaBundle[]> {
  await mkdir(dir, { recursive: true });
  // The project is "type": "module"; a Lambda asset's index.js is CommonJS.
  await writeFile(join(dir, 'package.json'), '{"type":"commonjs"}\n');
  const bundles = await bundleLambdas(dir);
  const stored: StoredBundle[] = bundles.map((b) => ({
    ...b,
    file: relative(dir, b.file),
    byPackage: [...b.byPackage],
  }));
  await writeFile(join(dir, LAMBDA_INDEX), `${JSON.stringify(stored)}\n`);
  return bundles;
}

/**
 * `npm test`'s build, before vitest: the SPA and the Lambda bundles side by side
 * into `dir` (emptied first). Returns the seconds each took.
 */
export async function buildForTests(dir = TEST_BUILD_DIR): Promise<{ webSeconds: number; lambdaSeconds: number }> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const timed = async (work: () => Promise<unknown>): Promise<number> => {
    const started = performance.now();
    await work();
    return Math.round((performance.now() - started) / 100) / 10;
  };
  const [webSeconds, lambdaSeconds] = await Promise.all([
    timed(() => writeWeb(join(dir, WEB))),
    timed(() => writeLambdas(join(dir, LAMBDAS))),
  ]);
  return { webSeconds, lambdaSeconds };
}

/** The folder `npm test` built into, when this process runs under it. */
function builtByRun(): string | undefined {
  const dir = process.env[TEST_BUILD_ENV];
  if (!dir) return undefined;
  return isAbsolute(dir) ? dir : resolve(projectRoot, dir);
}

/** A build the caller uses until `release()`; a throwaway one is removed then, the run's one is left alone. */
export type Built<T> = { value: T; reused: boolean; release: () => Promise<void> };

/** The run's SPA build, when `npm test` made one: known before it is opened, so a stack can be pointed at it. */
export function runWebBuildDir(): string | undefined {
  const run = builtByRun();
  return run ? join(run, WEB) : undefined;
}

/**
 * The production SPA's folder: the run's build, or one built now for this project
 * alone, into `outDir` when given (the caller removes it) or a throwaway folder.
 */
export async function testWebBuild(options: { outDir?: string } = {}): Promise<Built<string>> {
  const dir = runWebBuildDir();
  if (dir) {
    await readFile(join(dir, '.vite', 'manifest.json')).catch(() => {
      throw new Error(
        `${TEST_BUILD_ENV}=${process.env[TEST_BUILD_ENV]} has no SPA build in ${dir}: run npm test again, or unset it.`,
      );
    });
    return { value: dir, reused: true, release: async () => undefined };
  }
  const own = options.outDir ?? (await mkdtemp(join(tmpdir(), 'karkhana-test-web-')));
  const release = options.outDir ? async () => undefined : () => rm(own, { recursive: true, force: true });
  try {
    await writeWeb(own);
  } catch (error) {
    await release();
    throw error;
  }
  return { value: own, reused: false, release };
}

/** Every Lambda bundle: the run's build, or bundled now for this project alone. */
export async function testLambdaBundles(): Promise<Built<LambdaBundle[]>> {
  const run = builtByRun();
  if (run) {
    const dir = join(run, LAMBDAS);
    const index = await readFile(join(dir, LAMBDA_INDEX), 'utf8').catch(() => {
      throw new Error(`${TEST_BUILD_ENV}=${run} has no Lambda bundles (${dir}): run npm test again, or unset it.`);
    });
    const stored = JSON.parse(index) as StoredBundle[];
    const bundles = stored.map((b) => ({ ...b, file: join(dir, b.file), byPackage: new Map(b.byPackage) }));
    return { value: bundles, reused: true, release: async () => undefined };
  }
  const own = await bundleScratchDir('karkhana-test-lambdas-');
  const release = () => rm(own, { recursive: true, force: true });
  try {
    return { value: await writeLambdas(own), reused: false, release };
  } catch (error) {
    await release();
    throw error;
  }
}
