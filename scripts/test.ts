import { spawnSync } from 'node:child_process';

/**
 * `npm test`: type-checks the whole project, then shared/ on its own (no DOM,
 * no Node types: it runs on both sides), lints it (eslint.config.js: the
 * layer rules, zero warnings), then runs every test project
 * (unit, web, integration, infra, e2e; see vitest.config.ts). Extra arguments go
 * to vitest, e.g. `npm test -- --project unit`.
 */
const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

function run(command: string, args: string[]): number {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`\n${command} ${args.join(' ')}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

const typecheck = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
if (typecheck !== 0) process.exit(typecheck);
const sharedTypecheck = run('npx', ['tsc', '-p', 'shared/tsconfig.json', '--noEmit']);
if (sharedTypecheck !== 0) process.exit(sharedTypecheck);
const lint = run('npx', ['eslint', '.', '--max-warnings', '0']);
if (lint !== 0) process.exit(lint);
process.exit(run('npx', ['vitest', 'run', ...process.argv.slice(2)]));
