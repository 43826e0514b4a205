import { Button } from '@aws-amplify/ui-react';
import { statusLabel } from '@shared/documents/status-labels';
import { formatDate } from '../../../../lib/format';
import '../../../../components/record-table/record-list.css';
import type { JobMove, JobRow } from '../api/my-jobs';
import { formatWorked, jobMoves, workedSeconds } from '../utils/job-moves';

/**
 * One job as a technician sees it on a phone: order, vehicle, what to do, when
 * it is promised, its status and time worked (a running clock while started),
 * and the moves its status allows, as big buttons.
 */
export function JobCard({
  job,
  orderWord,
  now,
  timeZone,
  busy,
  onMove,
}: {
  job: JobRow;
  orderWord: string;
  now: number;
  timeZone: string | undefined;
  busy: boolean;
  onMove: (move: JobMove) => void;
}) {
  const running = job.Sts === 'InProgress';
  const moves = jobMoves(job.Sts);
  const promised = job.PrDate ? [formatDate(job.PrDate, timeZone), job.PrTime ?? ''].filter(Boolean).join(' ') : '';
  const title = `${job.Num} ${job.LineId}`;
  return (
    <li className={running ? 'kk-job kk-job--running' : 'kk-job'} aria-label={`Job ${title}`} data-testid="job-card">
      <div className="kk-job__head">
        <strong>{`${orderWord} ${job.Num}`}</strong>
        <span className="kk-status-badge">{statusLabel(job.Sts)}</span>
      </div>
      <span className="kk-job__desc">{job.Desc ?? job.LineId}</span>
      <span className="kk-job__meta">{[job.RegNo, job.CustName].filter(Boolean).join(' · ')}</span>
      {promised ? <span className="kk-job__meta">{`Promised ${promised}`}</span> : null}
      <span className="kk-job__clock" role="timer" aria-label={running ? 'Time worked, running' : 'Time worked'}>
        {formatWorked(workedSeconds(job, now))}
      </span>
      {moves.length > 0 ? (
        <div className="kk-job__moves">
          {moves.map((move) => (
            <Button
              key={move}
              size="large"
              variation={move === 'Complete' ? 'primary' : undefined}
              isDisabled={busy}
              onClick={() => onMove(move)}
              aria-label={`${move} ${title}`}
            >
              {move}
            </Button>
          ))}
        </div>
      ) : (
        <span className="kk-job__meta">Waiting for the advisor.</span>
      )}
    </li>
  );
}
