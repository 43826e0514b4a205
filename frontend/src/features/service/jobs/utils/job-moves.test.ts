import { describe, expect, it } from 'vitest';
import { formatWorked, jobMoves, workedSeconds } from './job-moves';

describe('job moves', () => {
  it.each([
    ['InProgress', ['Pause', 'Complete']],
    ['Approved', ['Start', 'Complete']],
    ['WtngForParts', ['Start', 'Complete']],
    ['New', []],
    ['WtngForAppr', []],
    ['OnHold', []],
  ] as const)('%s offers %j', (sts, moves) => {
    expect(jobMoves(sts)).toEqual(moves);
  });
});

describe('time worked', () => {
  const now = Date.parse('2026-11-24T10:00:00.000Z');
  it('adds the running spell to the finished minutes', () => {
    expect(workedSeconds({ Sts: 'InProgress', Worked: 65, ClockOn: '2026-11-24T09:59:51.000Z' }, now)).toBe(
      65 * 60 + 9,
    );
  });
  it('counts only finished minutes while paused, and never negative time', () => {
    expect(workedSeconds({ Sts: 'Approved', Worked: 5, ClockOn: '2026-11-24T09:00:00.000Z' }, now)).toBe(300);
    expect(workedSeconds({ Sts: 'InProgress', ClockOn: '2026-11-24T10:05:00.000Z' }, now)).toBe(0);
  });
  it('reads like a stopwatch', () => {
    expect(formatWorked(65 * 60 + 9)).toBe('1:05:09');
    expect(formatWorked(0)).toBe('0:00:00');
  });
});
