import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LAMBDA_BUDGET_BYTES,
  type LambdaBundle,
  SCHEMAS_AT_LOAD_BUDGET,
  schemasBuiltAtLoad,
} from './budgets/lambda-bundles';
import { LOGIN_ROUTE_CEILING_BYTES, weighLoginRoute } from './budgets/login-route';
import { PUBLIC_APPROVAL_CEILING_BYTES, weighPublicApprovalRoute } from './budgets/public-approval-route';
import { testLambdaBundles, testWebBuild } from './test-build';

/**
 * Byte budgets (docs/decisions.md 'Lambda bundles', 'Login route size'), enforced on
 * every `npm test`. Sizes are deterministic for a given lock file; timings stay in
 * `npm run bench`. The bundles and the SPA are the ones `npm test` built before
 * vitest (scripts/test-build.ts); run on its own, this file builds them itself.
 */
const releases: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(releases.map((release) => release()));
});

describe('Lambda bundles (bundled as the CDK stack does)', () => {
  let bundles: LambdaBundle[] = [];
  beforeAll(async () => {
    const built = await testLambdaBundles();
    releases.push(built.release);
    bundles = built.value;
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
    const built = await testWebBuild();
    releases.push(built.release);
    const { gzipBytes, rows } = await weighLoginRoute(built.value);
    expect(gzipBytes, rows.map((r) => `${r.file} ${r.gzip}`).join(', ')).toBeLessThanOrEqual(LOGIN_ROUTE_CEILING_BYTES);
  });
});

describe('public approval page JavaScript', () => {
  it(`weighs no more than ${PUBLIC_APPROVAL_CEILING_BYTES / 1024} KB gzip and loads nothing of the shell`, async () => {
    const built = await testWebBuild();
    releases.push(built.release);
    const { gzipBytes, rows, shell, unmeasured } = await weighPublicApprovalRoute(built.value);
    expect(rows.length).toBeGreaterThan(0);
    expect(shell).toEqual([]);
    expect(unmeasured).toEqual([]);
    expect(gzipBytes, rows.map((r) => `${r.file} ${r.gzip}`).join(', ')).toBeLessThanOrEqual(
      PUBLIC_APPROVAL_CEILING_BYTES,
    );
  });
});
