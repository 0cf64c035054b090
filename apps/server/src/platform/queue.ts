import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

export type JobHandler<Data> = (data: Data) => Promise<void>;

/** The narrow queue the modules see: send a job, work a queue. Handlers must be idempotent. */
export interface Queue {
  send<Data extends object>(name: string, data: Data, options?: { singletonKey?: string }): Promise<void>;
  work<Data extends object>(name: string, handler: JobHandler<Data>): Promise<void>;
  /** Sends an empty job to `name` on a cron schedule (UTC); one schedule per name. */
  schedule(name: string, cron: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  isHealthy(): Promise<boolean>;
}

/** pg-boss on the application's own database (PGlite through its adapter, or PostgreSQL). */
export function createPgBossQueue(
  database: DatabaseHandle,
  options: { databaseUrl?: string | undefined; onError: (error: Error) => void },
): Queue {
  const boss =
    database.engine === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', supervise: true })
      : new PgBoss({ connectionString: options.databaseUrl ?? '', max: 4 });
  boss.on('error', options.onError);
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
    queues.add(name);
  };
  let started = false;
  return {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      await boss.send(name, data, sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {});
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async start() {
      await boss.start();
      started = true;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5_000 });
      started = false;
    },
    async isHealthy() {
      if (!started) return false;
      try {
        return await boss.isInstalled();
      } catch {
        return false;
      }
    },
  };
}

/**
 * Runs each job in this process right after it is sent, without persisting it. For tests that
 * are not about the queue, and for tools that must not leave jobs behind.
 */
export function createInlineQueue(onError: (error: Error) => void = () => {}): Queue & { drain(): Promise<void> } {
  const handlers = new Map<string, JobHandler<never>>();
  const running = new Set<Promise<void>>();
  return {
    async send(name, data) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No worker for queue ${name}`);
      const run = handler(data as never).catch(onError);
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
    },
    // Schedules belong to the real queue; tests run scheduled work by calling it.
    async schedule() {},
    async start() {},
    async stop() {
      await Promise.all(running);
    },
    async isHealthy() {
      return true;
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
