import { spawnSync } from 'node:child_process';
import { buildForTests, TEST_BUILD_DIR, TEST_BUILD_ENV } from './test-build';

/**
 * `npm test`: type-checks the whole project, then shared/ on its own (no DOM,
 * no Node types: it runs on both sides), lints it (eslint.config.js: the
 * layer rules, zero warnings) and checks its formatting (Prettier), builds the SPA and
 * the Lambda bundles once into .test-build/ (scripts/test-build.ts; the budgets and
 * e2e projects use them), then runs every test project (unit, web, integration,
 * infra, budgets, e2e; see vitest.config.ts) in one vitest run, and ends with each
 * project's wall time against scripts/test-budget.json.
 * Extra arguments go to vitest, e.g. `npm test -- --project unit`.
 */
const env: NodeJS.ProcessEnv = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

function run(command: string, args: string[]): number {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(
    `\n${command} ${args.join(' ')}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status ?? 1;
}

const typecheck = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
if (typecheck !== 0) process.exit(typecheck);
const sharedTypecheck = run('npx', ['tsc', '-p', 'shared/tsconfig.json', '--noEmit']);
if (sharedTypecheck !== 0) process.exit(sharedTypecheck);
const lint = run('npx', ['eslint', '.', '--max-warnings', '0']);
if (lint !== 0) process.exit(lint);
// The formatter's check (.prettierrc.json): a file not formatted fails the run; `npx prettier --write .` formats it.
const format = run('npx', ['prettier', '--check', '--log-level', 'warn', '.']);
if (format !== 0) process.exit(format);
const extra = process.argv.slice(2);
// The build the budgets and e2e projects read (KARKHANA_TEST_BUILD), made once here
// instead of once per project; skipped when the run names only other projects.
const projects = extra.flatMap((a, i) =>
  a.startsWith('--project=') ? [a.slice('--project='.length)] : a === '--project' ? [extra[i + 1] ?? ''] : [],
);
if (projects.length === 0 || projects.some((p) => p === 'budgets' || p === 'e2e' || p.includes('*'))) {
  const started = Date.now();
  try {
    const { webSeconds, lambdaSeconds } = await buildForTests(TEST_BUILD_DIR);
    env[TEST_BUILD_ENV] = TEST_BUILD_DIR;
    console.log(
      `\ntest build into ${TEST_BUILD_DIR}: SPA in ${webSeconds} s, Lambda bundles in ${lambdaSeconds} s, ${((Date.now() - started) / 1000).toFixed(1)} s side by side`,
    );
  } catch (error) {
    console.error('\nThe test build (the SPA and the Lambda bundles) failed:', error);
    process.exit(1);
  }
}
// Beside vitest's default output, each project's wall time against its ceiling in
// scripts/test-budget.json (scripts/test-times/reporter.ts; docs/testing.md). A
// caller's own --reporter replaces both.
const ownReporter = extra.some((a) => a === '--reporter' || a.startsWith('--reporter='));
const reporters = ownReporter ? [] : ['--reporter=default', '--reporter=./scripts/test-times/reporter.ts'];
process.exit(run('npx', ['vitest', 'run', ...reporters, ...extra]));
