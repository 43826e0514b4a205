import { canOpenMyJobs } from '@shared/access/access-model';
import { industryLabels } from '@shared/access/industry-labels';
import { Messages } from '@shared/api/messages';
import { ServiceMessages } from '@shared/service/service-messages';
import { Alert, Button, Loader } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { Pager } from '../../../../components/record-table/pager';
import { useCursorPages } from '../../../../components/record-table/use-cursor-pages';
import { toast } from '../../../../components/toast/toast-store';
import { isInputError } from '../../../../lib/api-error';
import { useSession } from '../../../../lib/session';
import { useMoveJob, useMyJobs, type JobMove, type JobRow } from '../api/my-jobs';
import { useShopFloorRefresh } from '../../live/use-shop-floor-refresh';
import { JobCard } from './job-card';
import '../../../../components/record-table/record-list.css';
import './my-jobs.css';

/** Now, ticking every second while some job runs (the running clocks); still otherwise. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function JobsList() {
  const session = useSession();
  const labels = industryLabels(session.Entity.Config.Industry);
  const pages = useCursorPages('mine');
  // Live: another change of the branch (an advisor, the parts desk) refreshes the list.
  const jobs = useMyJobs(pages.cursor, useShopFloorRefresh());
  const move = useMoveJob();
  const items = jobs.data?.Items;
  const now = useNow(items?.some((job) => job.Sts === 'InProgress') ?? false);
  const busyLine = move.isPending ? `${move.variables.job.WOId}/${move.variables.job.LineId}` : undefined;

  const onMove = (job: JobRow, to: JobMove) =>
    move.mutate({ job, move: to }, { onSuccess: () => toast.success(ServiceMessages.jobUpdated) });

  if (jobs.isPending) return <Loader ariaLabel="Loading" />;
  if (jobs.isError)
    return (
      <Alert variation="error" role="alert">
        {jobs.error.message}
        {isInputError(jobs.error) ? null : (
          <Button size="small" marginInlineStart="small" onClick={() => void jobs.refetch()}>
            Retry
          </Button>
        )}
      </Alert>
    );
  return (
    <section aria-label="My jobs" className="kk-screen">
      {items && items.length > 0 ? (
        <ul className="kk-jobs">
          {items.map((job) => (
            <JobCard
              key={`${job.WOId}/${job.LineId}`}
              job={job}
              orderWord={labels.Order}
              now={now}
              timeZone={session.User.TZ}
              busy={busyLine === `${job.WOId}/${job.LineId}`}
              onMove={(to) => onMove(job, to)}
            />
          ))}
        </ul>
      ) : (
        <p>No Jobs to Show. Jobs assigned to you appear here.</p>
      )}
      <Pager
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        next={jobs.data.Next}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </section>
  );
}

/**
 * My Jobs (Service/JobsDashboard, Service/VehicleJobsDashboard): the caller's
 * jobs, for users with the technician flag only (NoW.Tec, spec platform §6).
 * Anyone else sees the Unauthorised text and the list is never asked for.
 */
export function MyJobsScreen() {
  const session = useSession();
  const allowed = canOpenMyJobs({
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
    settings: session.Entity.Settings,
  });
  if (!allowed)
    return (
      <section className="kk-unauthorised" role="alert">
        <h2>{Messages.unauthorisedPage}</h2>
      </section>
    );
  return <JobsList />;
}
