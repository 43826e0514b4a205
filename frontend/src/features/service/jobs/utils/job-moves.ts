import type { LineStatus } from '@shared/documents/statuses';

export type JobMoveName = 'Start' | 'Pause' | 'Complete';

/**
 * The buttons a job offers in its status. A running job pauses or completes; an
 * approved job (waiting for parts or not) starts or completes. A line not yet
 * approved, or held, offers nothing: the advisor moves it on. The server
 * checks the same and refuses anything else with its own message.
 */
export function jobMoves(sts: LineStatus): readonly JobMoveName[] {
  switch (sts) {
    case 'InProgress':
      return ['Pause', 'Complete'];
    case 'Approved':
    case 'PartsAvl':
    case 'WtngForParts':
    case 'Review':
      return ['Start', 'Complete'];
    default:
      return [];
  }
}

/**
 * Time worked on a job in seconds: the minutes of finished spells plus, while it
 * runs, the time since its clock-on. A clock-on in the future (a phone whose
 * clock is behind) counts as nothing rather than negative time.
 */
export function workedSeconds(
  job: { Sts: LineStatus; Worked?: number | undefined; ClockOn?: string | undefined },
  now: number,
): number {
  const done = (job.Worked ?? 0) * 60;
  if (job.Sts !== 'InProgress' || !job.ClockOn) return done;
  const since = Date.parse(job.ClockOn);
  return Number.isNaN(since) ? done : done + Math.max(0, Math.floor((now - since) / 1000));
}

/** '1:05:09': hours, minutes and seconds, as a stopwatch reads. */
export function formatWorked(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
