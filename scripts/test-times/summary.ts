/**
 * Time per vitest project of one run, reported against the ceilings in
 * scripts/test-budget.json (docs/testing.md 'Time per project'). A report, never a
 * failure: timings on a shared 2-core machine are noisy.
 */

/** One test file's run in the main process's clock (ms): from its worker setting it up to its last test and hook done. */
export type FileRun = { project: string; startedAt: number; endedAt: number };

export type ProjectTime = {
  project: string;
  files: number;
  /** Its files' wall times added up: what the project costs, whatever ran beside it. Compared with the budget. */
  seconds: number;
  /** From its first file started to its last file done: the part of the run it spread over. */
  spanSeconds: number;
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
        seconds: files.reduce((sum, f) => sum + (f.endedAt - f.startedAt), 0) / 1000,
        spanSeconds: (Math.max(...files.map((f) => f.endedAt)) - Math.min(...files.map((f) => f.startedAt))) / 1000,
        ...(typeof budget === 'number' ? { budgetSeconds: budget } : {}),
      };
    })
    .sort((a, b) => a.project.localeCompare(b.project));
}

const seconds = (s: number): string => `${Math.round(s)} s`;

/** One line per project, e.g. 'web  182 s (budget 240 s)   25 files, spread over 140 s of the run', and 'OVER BUDGET' where it is. */
export function timeLines(times: readonly ProjectTime[]): string[] {
  const width = Math.max(0, ...times.map((t) => t.project.length));
  return times.map((t) => {
    const budget = t.budgetSeconds === undefined ? '(no budget)' : `(budget ${seconds(t.budgetSeconds)})`;
    const over = t.budgetSeconds !== undefined && t.seconds > t.budgetSeconds ? '  OVER BUDGET' : '';
    const files = `${t.files} file${t.files === 1 ? '' : 's'}, spread over ${seconds(t.spanSeconds)} of the run`;
    return `${t.project.padEnd(width)} ${seconds(t.seconds).padStart(6)} ${budget.padEnd(16)} ${files}${over}`;
  });
}
