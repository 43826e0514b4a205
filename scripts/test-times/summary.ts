/**
 * Per-project wall time of one vitest run, reported against the ceilings in
 * scripts/test-budget.json (docs/testing.md 'Time per project'). A report, never a
 * failure: timings on a shared 2-core machine are noisy.
 */

/** One test file's run: its project, when it was handed to a worker and when it finished (ms), and vitest's own duration of its tests and hooks. */
export type FileRun = { project: string; queuedAt: number; endedAt: number; duration: number };

export type ProjectTime = {
  project: string;
  files: number;
  /** From the first of its files handed to a worker to the last one finished: what the project adds to a run. */
  wallSeconds: number;
  /** Its files' tests and hooks added up: the work, whatever ran beside it. */
  fileSeconds: number;
  budgetSeconds?: number;
};

/** Seconds per project name; keys starting with '$' are comments. */
export type Budgets = Readonly<Record<string, number | string>>;

export function projectTimes(runs: readonly FileRun[], budgets: Budgets): ProjectTime[] {
  const byProject = new Map<string, FileRun[]>();
  for (const run of runs) byProject.set(run.project, [...(byProject.get(run.project) ?? []), run]);
  return [...byProject]
    .map(([project, files]) => {
      const budget = budgets[project];
      return {
        project,
        files: files.length,
        wallSeconds: (Math.max(...files.map((f) => f.endedAt)) - Math.min(...files.map((f) => f.queuedAt))) / 1000,
        fileSeconds: files.reduce((sum, f) => sum + f.duration, 0) / 1000,
        ...(typeof budget === 'number' ? { budgetSeconds: budget } : {}),
      };
    })
    .sort((a, b) => a.project.localeCompare(b.project));
}

const seconds = (s: number): string => `${Math.round(s)} s`;

/** One line per project, e.g. 'web          182 s (budget 240 s)   25 files, 301 s of tests and hooks', and 'over budget' where it is. */
export function timeLines(times: readonly ProjectTime[]): string[] {
  const width = Math.max(0, ...times.map((t) => t.project.length));
  return times.map((t) => {
    const budget = t.budgetSeconds === undefined ? '(no budget)' : `(budget ${seconds(t.budgetSeconds)})`;
    const over = t.budgetSeconds !== undefined && t.wallSeconds > t.budgetSeconds ? '  OVER BUDGET' : '';
    const files = `${t.files} file${t.files === 1 ? '' : 's'}, ${seconds(t.fileSeconds)} of tests and hooks`;
    return `${t.project.padEnd(width)} ${seconds(t.wallSeconds).padStart(6)} ${budget.padEnd(16)} ${files}${over}`;
  });
}
