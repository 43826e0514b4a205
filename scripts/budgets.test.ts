import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleLambdas,
  bundleScratchDir,
  LAMBDA_BUDGET_BYTES,
  type LambdaBundle,
  SCHEMAS_AT_LOAD_BUDGET,
  schemasBuiltAtLoad,
} from './budgets/lambda-bundles';
import { buildWeb, LOGIN_ROUTE_CEILING_BYTES, weighLoginRoute } from './budgets/login-route';

/**
 * Byte budgets (docs/decisions.md 'Lambda bundles', 'Login route size'), enforced on
 * every `npm test`. Sizes are deterministic for a given lock file; timings stay in
 * `npm run bench`.
 */
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('Lambda bundles (bundled as the CDK stack does)', () => {
  let bundles: LambdaBundle[] = [];
  beforeAll(async () => {
    const outDir = await bundleScratchDir('karkhana-budget-');
    folders.push(outDir);
    bundles = await bundleLambdas(outDir);
  });

  it('bundles every family and the ws function', () => {
    expect(bundles.map((b) => b.name)).toEqual(
      expect.arrayContaining(['iam', 'settings', 'lookups', 'users', 'parties', 'ws']),
    );
  });

  it(`no bundle is over ${LAMBDA_BUDGET_BYTES / 1024} KB minified`, () => {
    const over = bundles.filter((b) => b.bytes > LAMBDA_BUDGET_BYTES).map((b) => `${b.name}: ${b.bytes} bytes`);
    expect(over).toEqual([]);
  });

  it(`no bundle builds more than ${SCHEMAS_AT_LOAD_BUDGET} zod schemas while it loads`, () => {
    const built = bundles.map((b) => ({ name: b.name, schemas: schemasBuiltAtLoad(b.file) }));
    // A zod without the hook would count 0 and pass silently: every family builds its route schemas.
    for (const b of built) expect(b.schemas, b.name).toBeGreaterThan(50);
    expect(built.filter((b) => b.schemas > SCHEMAS_AT_LOAD_BUDGET)).toEqual([]);
  });

  it('takes the AWS SDK from the runtime and loads no notifier client up front', () => {
    for (const bundle of bundles)
      expect(
        [...bundle.byPackage.keys()].filter((pkg) => pkg.startsWith('@aws-sdk/') || pkg.startsWith('@smithy/')),
      ).toEqual([]);
  });
});

describe('login route JavaScript', () => {
  it(`weighs no more than ${LOGIN_ROUTE_CEILING_BYTES / 1024} KB gzip`, async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'karkhana-budget-web-'));
    folders.push(outDir);
    await buildWeb(outDir);
    const { gzipBytes, rows } = await weighLoginRoute(outDir);
    expect(gzipBytes, rows.map((r) => `${r.file} ${r.gzip}`).join(', ')).toBeLessThanOrEqual(LOGIN_ROUTE_CEILING_BYTES);
  });
});
