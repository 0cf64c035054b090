import type { Clock } from '../platform/clock.ts';
import type { Services } from '../services.ts';

/** The log lines a job writes: ids, steps and plain-words reasons, never a credential. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What every job's handler receives besides its payload: the app's services, its clock and its log. */
export interface JobDependencies {
  services: Services;
  clock: Clock;
  log: JobLog;
}
