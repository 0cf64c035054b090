import { notFound, refused } from '../../platform/errors.ts';

export const scheduledJobNotFound = () => notFound('This scheduled job');

/** An organisation keeps at most this many scheduled jobs. */
export const maxScheduledJobsPerOrganisation = 50;

export const tooManyJobs = () =>
  refused(
    `Your organisation has ${maxScheduledJobsPerOrganisation} scheduled jobs, the most it may keep: delete one you no longer need first.`,
  );
