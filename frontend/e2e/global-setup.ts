import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { useSharedDynamoLocal } from '../../functions/test/shared-dynamodb-local';
import { freePort } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { runWebBuildDir, testWebBuild } from '../../scripts/test-build';
import { CHROMIUM_PATH } from './browser';

/**
 * End-to-end tests run against the full local stack (s3rver, the gateway emulator
 * with the real handlers, and the production SPA), started once on free ports with
 * a fresh data folder and the full demo data (the journeys read its catalogue,
 * parties and documents). Its table lives in the run's one DynamoDB Local, in
 * memory, beside the integration project's (functions/test/shared-dynamodb-local.ts),
 * and the SPA is the one `npm test` built before vitest (scripts/test-build.ts), or
 * one built here when the project runs on its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's Chromium (apt-get install -y chromium); .ci/run does this.`,
    );
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'karkhana-e2e-'));
  const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; seconds: string }> => {
    const started = performance.now();
    const value = await work();
    return { value, seconds: ((performance.now() - started) / 1000).toFixed(1) };
  };
  // Production bundles, as CloudFront serves them: no dev-server re-optimising and
  // reloading a page in the middle of a test. Building one sets NODE_ENV=production
  // for its length (vitest's NODE_ENV=test would give React's development build);
  // nothing the stack loads reads NODE_ENV, so the stack starts meanwhile.
  const dist = runWebBuildDir() ?? join(dataDir, 'web');
  const built = timed(() => testWebBuild({ outDir: dist }));
  // The static site reads the build's files per request, so the stack need not wait for them.
  const started = timed(async () => {
    const dynamo = await useSharedDynamoLocal();
    try {
      const stack = await startLocalStack({
        port: await freePort(),
        s3Port: await freePort(),
        dynamo,
        dataDir,
        seed: 'demo',
        web: { dist },
        quiet: true,
      });
      return { stack, dynamo };
    } catch (error) {
      await dynamo.release();
      throw error;
    }
  });
  const [spa, running] = await Promise.allSettled([built, started]);
  const stop = async (): Promise<void> => {
    if (running.status === 'fulfilled') {
      await running.value.value.stack.stop();
      await running.value.value.dynamo.release();
    }
    if (spa.status === 'fulfilled') await spa.value.value.release();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (spa.status === 'rejected' || running.status === 'rejected') {
    await stop();
    throw spa.status === 'rejected' ? spa.reason : (running as PromiseRejectedResult).reason;
  }
  console.log(
    `e2e global setup: SPA ${spa.value.value.reused ? `from ${dist}` : 'built'} in ${spa.value.seconds} s, ` +
      `local stack with the full demo started in ${running.value.seconds} s, side by side`,
  );
  project.provide('appUrl', running.value.value.stack.url);
  return stop;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by declaration merging, which only an interface allows.
  export interface ProvidedContext {
    appUrl: string;
  }
}
