import { readFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { projectTimes, timeLines, type Budgets, type FileRun } from './summary';

const budgetFile = new URL('../test-budget.json', import.meta.url);

/**
 * A vitest reporter (https://vitest.dev/advanced/reporters) that `npm test` adds
 * beside the default one: after the run it prints each project's wall time
 * against scripts/test-budget.json. Timestamps are taken in the main process as
 * files are handed to a worker (onTestModuleQueued) and finish (onTestModuleEnd).
 * Vitest runs every project's global setup, one after another, after the run
 * starts and before the first file (Vitest.runFiles in vitest 4), so the time
 * before the first file is reported on its own line.
 */
export default class ProjectTimesReporter implements Reporter {
  private startedAt = performance.now();
  private readonly queuedAt = new Map<string, number>();
  private readonly runs: FileRun[] = [];

  onTestRunStart(): void {
    this.startedAt = performance.now();
  }

  onTestModuleQueued(module: TestModule): void {
    this.queuedAt.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const endedAt = performance.now();
    this.runs.push({ project: module.project.name, queuedAt: this.queuedAt.get(module.id) ?? endedAt, endedAt, duration: module.diagnostic().duration });
  }

  onTestRunEnd(): void {
    if (this.runs.length === 0) return;
    const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budgets;
    const lines = timeLines(projectTimes(this.runs, budgets));
    const firstFile = Math.min(...this.runs.map((r) => r.queuedAt));
    const lastFile = Math.max(...this.runs.map((r) => r.endedAt));
    const s = (ms: number) => `${Math.round(ms / 1000)} s`;
    console.log(
      [
        '',
        'Wall time per project (its first file started to its last file done; budgets in scripts/test-budget.json, a report only):',
        ...lines.map((l) => `  ${l}`),
        `  global setups before the first file: ${s(firstFile - this.startedAt)}; the whole run: ${s(lastFile - this.startedAt)}`,
        '',
      ].join('\n'),
    );
  }
}
