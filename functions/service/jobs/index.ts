/** Technicians' jobs of the `service` family (docs/service-actions.md 'My Jobs'): My Jobs and a job's move. */
export { myJobs } from './my-jobs';
export { updateJob } from './update-job';
