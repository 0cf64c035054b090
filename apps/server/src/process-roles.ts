import type { Config } from './config.ts';

/**
 * What a process of Leadpilot does:
 * - `all` (the default): serves the API and the web app, and works the queue's jobs;
 * - `web`: serves the API and the web app; its jobs are worked by `worker` processes;
 * - `worker`: works the queue's jobs (the sending engine among them) and serves nothing.
 * `web` and `worker` share one PostgreSQL database: PGlite belongs to one process.
 */
export type ProcessRole = 'all' | 'web' | 'worker';

export const processRoles: readonly ProcessRole[] = ['all', 'web', 'worker'];

/** Why this configuration cannot run in `role`, or null when it can. */
export function roleProblem(role: ProcessRole, config: Pick<Config, 'DATABASE_URL' | 'QUEUE_ENABLED'>): string | null {
  if (role === 'all') return null;
  if (!config.DATABASE_URL) {
    return `--role ${role} needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process, so run one process without --role instead.`;
  }
  if (!config.QUEUE_ENABLED) {
    return `--role ${role} needs the queue (QUEUE_ENABLED=true): web and worker processes meet only through it.`;
  }
  return null;
}
