import { describe, expect, it } from 'vitest';
import { projectTimes, timeLines, type FileRun } from './summary';

const run = (project: string, queuedAt: number, endedAt: number, duration: number): FileRun => ({ project, queuedAt, endedAt, duration });

describe('time per test project', () => {
  const runs = [run('web', 1_000, 61_000, 50_000), run('unit', 0, 4_000, 3_000), run('web', 30_000, 183_000, 140_000), run('e2e', 10_000, 20_000, 9_000)];
  const times = projectTimes(runs, { $comment: 'seconds', web: 240, e2e: 5 });

  it('spans each project from its first file handed out to its last file done, and adds up its files', () => {
    expect(times).toEqual([
      { project: 'e2e', files: 1, wallSeconds: 10, fileSeconds: 9, budgetSeconds: 5 },
      { project: 'unit', files: 1, wallSeconds: 4, fileSeconds: 3 },
      { project: 'web', files: 2, wallSeconds: 182, fileSeconds: 190, budgetSeconds: 240 },
    ]);
  });

  it('reports against the budget, saying which project is over it and which has none', () => {
    const lines = timeLines(times);
    expect(lines[0]).toMatch(/^e2e +10 s \(budget 5 s\) +1 file, 9 s of tests and hooks {2}OVER BUDGET$/);
    expect(lines[1]).toMatch(/^unit +4 s \(no budget\) +1 file, 3 s of tests and hooks$/);
    expect(lines[2]).toMatch(/^web +182 s \(budget 240 s\) +2 files, 190 s of tests and hooks$/);
  });
});
