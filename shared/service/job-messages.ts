/**
 * Messages of technicians' jobs (My Jobs), spelled as spec platform §8 lists
 * them. The server answers a job update with this text and the screen shows it.
 */
export const JobMessages = {
  updated: 'Job Updated Successfully.',
} as const;
