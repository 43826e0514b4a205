import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { CHROMIUM_PATH } from './browser';

/**
 * End-to-end tests run against the full local stack (DynamoDB Local, s3rver,
 * the gateway emulator with the real handlers, and Vite), started once on free
 * ports with a fresh data folder and the demo organisation.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's Chromium (apt-get install -y chromium); .ci/run does this.`);
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'karkhana-e2e-'));
  const stack = await startLocalStack({
    port: await freePort(),
    dynamoPort: await freePort(),
    s3Port: await freePort(),
    dataDir,
    seed: true,
    web: 'dev',
    quiet: true,
  });
  // Vite compiles modules on first request; warm the login route once so the
  // first test does not pay for it.
  await fetch(stack.url).then((r) => r.text());
  project.provide('appUrl', stack.url);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}
