export { claimDueOccurrences } from './claim-occurrences.ts';
export { checkRecurrence, nextOccurrence, nextOccurrences } from './cron-schedule.ts';
export { runOccurrence } from './run-occurrence.ts';
export { scheduledRunJob, schedulerTickJob } from './scheduler.jobs.ts';
export { registerSchedulerRoutes } from './scheduler.routes.ts';
export { createSchedulerService, type SchedulerService } from './scheduler.service.ts';
