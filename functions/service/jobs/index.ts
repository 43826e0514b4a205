/** Technicians' jobs of the `service` family (issue 12 §1, §4): My Jobs and a job's move. */
export { myJobs } from './my-jobs';
export { updateJob } from './update-job';
