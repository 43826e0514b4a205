import { readFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { projectTimes, timeLines, type Budgets, type FileRun } from './summary';

const budgetFile = new URL('../test-budget.json', import.meta.url);

/**
 * A vitest reporter (https://vitest.dev/advanced/reporters) that `npm test` adds
 * beside the default one: after the run it prints each project's time against
 * scripts/test-budget.json. A file's time is taken in the main process from when
 * its worker starts collecting it (onTestModuleQueued, sent at collect start) to
 * onTestModuleEnd, plus what its worker spent before that on the test harness and
 * the environment (jsdom for web), which vitest measures itself (diagnostic()).
 * Vitest runs every project's global setup, one after another, after the run
 * starts and before the first file (Vitest.runFiles in vitest 4), so that wait is
 * reported on its own line.
 */
export default class ProjectTimesReporter implements Reporter {
  private startedAt = performance.now();
  private readonly collectingAt = new Map<string, number>();
  private readonly runs: FileRun[] = [];

  onTestRunStart(): void {
    this.startedAt = performance.now();
  }

  onTestModuleQueued(module: TestModule): void {
    this.collectingAt.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const endedAt = performance.now();
    const { prepareDuration, environmentSetupDuration } = module.diagnostic();
    const collectingAt = this.collectingAt.get(module.id) ?? endedAt;
    this.runs.push({
      project: module.project.name,
      startedAt: collectingAt - prepareDuration - environmentSetupDuration,
      endedAt,
    });
  }

  onTestRunEnd(): void {
    if (this.runs.length === 0) return;
    const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budgets;
    const lines = timeLines(projectTimes(this.runs, budgets));
    const firstFile = Math.min(...this.runs.map((r) => r.startedAt));
    const lastFile = Math.max(...this.runs.map((r) => r.endedAt));
    const s = (ms: number) => `${Math.round(ms / 1000)} s`;
    console.log(
      [
        '',
        'Time per project (its files added up, two at a time; budgets in scripts/test-budget.json, a report only):',
        ...lines.map((l) => `  ${l}`),
        `  global setups before the first file: ${s(firstFile - this.startedAt)}; the whole run: ${s(lastFile - this.startedAt)}`,
        '',
      ].join('\n'),
    );
  }
}
