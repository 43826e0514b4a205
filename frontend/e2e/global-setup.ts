import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freeStackPorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { runWebBuildDir, testWebBuild } from '../../scripts/test-build';
import { CHROMIUM_PATH } from './browser';

/**
 * End-to-end tests run against the full local stack (DynamoDB Local, s3rver,
 * the gateway emulator with the real handlers, and the production SPA), started
 * once on free ports with a fresh data folder and the full demo data (the journeys
 * read its catalogue, parties and documents). The SPA is the one `npm test` built
 * before vitest (scripts/test-build.ts), or one built here when the project runs
 * on its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's Chromium (apt-get install -y chromium); .ci/run does this.`,
    );
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'karkhana-e2e-'));
  // Production bundles, as CloudFront serves them: no dev-server re-optimising and
  // reloading a page in the middle of a test. Building one sets NODE_ENV=production
  // for its length (vitest's NODE_ENV=test would give React's development build);
  // nothing the stack loads reads NODE_ENV, so the stack starts meanwhile.
  const dist = runWebBuildDir() ?? join(dataDir, 'web');
  const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; seconds: string }> => {
    const started = performance.now();
    const value = await work();
    return { value, seconds: ((performance.now() - started) / 1000).toFixed(1) };
  };
  const built = timed(() => testWebBuild({ outDir: dist }));
  // The static site reads the build's files per request, so the stack need not wait for them.
  const started = timed(async () =>
    startLocalStack({
      ...(await freeStackPorts()),
      dataDir,
      seed: 'demo',
      // A throwaway database: the full demo seeds several times faster in memory than into a file.
      inMemory: true,
      web: { dist },
      quiet: true,
    }),
  );
  const [spa, running] = await Promise.allSettled([built, started]);
  if (spa.status === 'rejected' || running.status === 'rejected') {
    if (running.status === 'fulfilled') await running.value.value.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw spa.status === 'rejected' ? spa.reason : (running as PromiseRejectedResult).reason;
  }
  const stack = running.value.value;
  console.log(
    `e2e global setup: SPA ${spa.value.value.reused ? `from ${dist}` : 'built'} in ${spa.value.seconds} s, ` +
      `local stack with the full demo started in ${running.value.seconds} s, side by side`,
  );
  project.provide('appUrl', stack.url);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by declaration merging, which only an interface allows.
  export interface ProvidedContext {
    appUrl: string;
  }
}
