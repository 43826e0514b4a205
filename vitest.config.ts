import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

/**
 * Test projects, all run by `npm test`:
 * - unit: pure code in shared/, functions/ and scripts/ (no I/O), and the lint's layer rules;
 * - web: React components under jsdom;
 * - integration: functions/ against real DynamoDB Local and s3rver;
 * - infra: CDK synth assertions and cdk-nag;
 * - budgets: Lambda bundle and login-route byte budgets (scripts/budgets.test.ts);
 * - e2e: Chromium driven by playwright-core against the full local stack.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    /**
     * Vitest's default is one worker fewer than the cores: one on this 2-core
     * machine, which left a core idle while a test waited on DynamoDB Local, s3rver
     * or Chromium. Two test files at a time (the e2e project still runs its files
     * one after another).
     */
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.unit.test.ts',
            'infra/local/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'scripts/lint-config.test.ts',
          ],
          environment: 'node',
          // Pure code: the files of a worker share one module graph instead of each
          // loading zod and shared/ afresh (about twice as fast). None keeps state
          // another reads; they pass in any order (`--sequence.shuffle`).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // Router tests render whole lazy route trees; on a loaded 2-core machine they need more than 5 s.
        test: { name: 'web', include: ['frontend/src/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 20_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['functions/**/*.int.test.ts', 'infra/local/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/global-setup.ts'],
          setupFiles: ['functions/test/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'infra', include: ['infra/cdk/**/*.test.ts'], environment: 'node', testTimeout: 180_000 },
      },
      {
        resolve: { alias },
        // Bundles every Lambda and builds the SPA once: byte budgets only (timings stay in `npm run bench`).
        test: {
          name: 'budgets',
          include: ['scripts/budgets.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['frontend/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['frontend/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A full stack and Chromium share 2 cores with the other projects; one
          // retry absorbs a starved run. A test that fails twice is a real failure.
          retry: 1,
        },
      },
    ],
  },
});
