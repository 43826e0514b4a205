import { describe, expect, it } from 'vitest';
import { projectTimes, timeLines, type FileRun } from './summary';

const run = (project: string, startedAt: number, endedAt: number): FileRun => ({ project, startedAt, endedAt });

describe('time per test project', () => {
  // Two web files overlapping (two workers), one unit file, one e2e file.
  const runs = [
    run('web', 1_000, 61_000),
    run('unit', 0, 4_000),
    run('web', 30_000, 152_000),
    run('e2e', 10_000, 20_000),
  ];
  const times = projectTimes(runs, { $comment: 'seconds', web: 240, e2e: 5 });

  it("adds up each project's file times, and spans it from its first file started to its last file done", () => {
    expect(times).toEqual([
      { project: 'e2e', files: 1, seconds: 10, spanSeconds: 10, budgetSeconds: 5 },
      { project: 'unit', files: 1, seconds: 4, spanSeconds: 4 },
      { project: 'web', files: 2, seconds: 182, spanSeconds: 151, budgetSeconds: 240 },
    ]);
  });

  it('reports against the budget, saying which project is over it and which has none', () => {
    const lines = timeLines(times);
    expect(lines[0]).toMatch(/^e2e +10 s \(budget 5 s\) +1 file, spread over 10 s of the run {2}OVER BUDGET$/);
    expect(lines[1]).toMatch(/^unit +4 s \(no budget\) +1 file, spread over 4 s of the run$/);
    expect(lines[2]).toMatch(/^web +182 s \(budget 240 s\) +2 files, spread over 151 s of the run$/);
  });
});
