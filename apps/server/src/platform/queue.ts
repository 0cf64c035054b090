import { fromPglite, PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';

/** How pg-boss retries and expires a job's runs. */
export interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How long one run may take before it counts as failed (and is retried). */
  expireInSeconds: number;
}

/** Five retries, from five seconds apart and backing off; a run may take fifteen minutes. */
export const defaultJobPolicy: JobPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/**
 * A job, declared once: its id (the queue's name), the version of its payload, the payload's
 * schema, how it is retried, its schedule when it has one, and what it does. The sender and the
 * worker both read this object, so they cannot disagree on the name or the payload.
 */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType, Deps = never> {
  id: string;
  /** Raised when the payload's meaning changes; a changed shape gets a new id instead. */
  version: number;
  description: string;
  schema: Schema;
  policy: JobPolicy;
  /** A cron schedule (UTC) on which the queue sends the job an empty payload. */
  cron?: string;
  /** Runs with the validated payload; must be idempotent (a run may be retried). */
  handler(payload: z.output<Schema>, deps: Deps): Promise<void>;
}

/** Declares a job; the identity function, there for the types. */
export function defineJob<Schema extends z.ZodType, Deps>(definition: JobDefinition<Schema, Deps>) {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a job of any payload or dependencies
export type AnyJobDefinition = JobDefinition<z.ZodType, any>;

/** A payload that does not match its job's schema: refused when it is sent, before it is stored. */
export class JobPayloadError extends Error {
  readonly jobId: string;

  constructor(jobId: string, error: z.ZodError) {
    super(`The payload of job ${jobId} does not match its schema: ${z.prettifyError(error)}`);
    this.name = 'JobPayloadError';
    this.jobId = jobId;
  }
}

function parsePayload<Schema extends z.ZodType>(job: JobDefinition<Schema, unknown>, payload: unknown) {
  const parsed = job.schema.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(job.id, parsed.error);
  return parsed.data;
}

export type JobHandler<Schema extends z.ZodType> = (payload: z.output<Schema>) => Promise<void>;

/** How a job is sent: pg-boss's own options, the few the modules use. */
export interface SendOptions {
  /** With `singletonSeconds`, names the jobs of which one per window is kept. */
  singletonKey?: string;
  /** A window: a second send of the same key within it is dropped (pg-boss throttling). */
  singletonSeconds?: number;
  /** With `singletonSeconds`: a send dropped from the window is kept once for the next one instead (debouncing). */
  singletonNextSlot?: boolean;
  /** The job runs no sooner than this, by the queue's clock (the database's, or this process's timers inline). */
  startAfter?: Date;
}

/** The narrow queue the modules see: send a declared job, work one. Handlers must be idempotent. */
export interface Queue {
  /** Validates the payload against the job's schema (a `JobPayloadError` when it does not match), then enqueues it. */
  send<Schema extends z.ZodType>(
    job: JobDefinition<Schema, never>,
    payload: z.input<Schema>,
    options?: SendOptions,
  ): Promise<void>;
  /** Works the job's queue with its policy, and schedules it when it declares a cron. */
  work<Schema extends z.ZodType>(job: JobDefinition<Schema, never>, handler: JobHandler<Schema>): Promise<void>;
  /** The ids of the jobs this queue works. */
  registeredJobs(): string[];
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
  const workers = new Set<string>();
  const ensureQueue = async (job: JobDefinition<z.ZodType, never>) => {
    if (queues.has(job.id)) return;
    const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = job.policy;
    await boss.createQueue(job.id, { retryLimit, retryDelay: retryDelaySeconds, retryBackoff, expireInSeconds });
    queues.add(job.id);
  };
  let started = false;
  return {
    async send(job, payload, sendOptions = {}) {
      const data = parsePayload(job, payload) as object;
      await ensureQueue(job);
      const { singletonKey, singletonSeconds, singletonNextSlot, startAfter } = sendOptions;
      await boss.send(job.id, data, {
        ...(singletonKey ? { singletonKey } : {}),
        ...(singletonSeconds ? { singletonSeconds, singletonNextSlot: singletonNextSlot ?? false } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    },
    async work(job, handler) {
      await ensureQueue(job);
      await boss.work<object>(job.id, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const run of jobs) await handler(parsePayload(job, run.data ?? {}));
      });
      if (job.cron) await boss.schedule(job.id, job.cron, {}, { tz: 'UTC' });
      workers.add(job.id);
    },
    registeredJobs: () => [...workers],
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
 * Runs each job in this process right after it is sent (or at its `startAfter`, on a timer),
 * without persisting it. For tests that are not about the queue, and for tools that must not leave
 * jobs behind. Schedules belong to the real queue; tests run scheduled work by sending it. A
 * singleton window is kept as pg-boss keeps it: one run per key and window, and with
 * `singletonNextSlot` one more at the start of the next window.
 */
export function createInlineQueue(onError: (error: Error) => void = () => {}): Queue & {
  drain(): Promise<void>;
  /** The runs waiting for their `startAfter`, soonest first. */
  scheduled(): { jobId: string; startAfter: Date }[];
} {
  const handlers = new Map<string, JobHandler<z.ZodType>>();
  const running = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, { jobId: string; startAfter: Date }>();
  /** The windows (numbered from the epoch) each singleton key holds a run in, from the current one on. */
  const windows = new Map<string, number[]>();
  const run = (handler: JobHandler<z.ZodType>, data: unknown) => {
    const promise = handler(data).catch(onError);
    running.add(promise);
    void promise.finally(() => running.delete(promise));
  };
  const later = (jobId: string, startAfter: Date, go: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        // A timer may fire a millisecond before the wall clock reaches its time: never start early.
        if (Date.now() < startAfter.getTime()) later(jobId, startAfter, go);
        else go();
      },
      Math.max(0, startAfter.getTime() - Date.now()),
    );
    timer.unref();
    timers.set(timer, { jobId, startAfter });
  };
  return {
    async send(job, payload, options = {}) {
      const data = parsePayload(job, payload);
      const handler = handlers.get(job.id);
      if (!handler) throw new Error(`No worker for job ${job.id}`);
      let startAfter = options.startAfter;
      if (options.singletonSeconds) {
        const windowMs = options.singletonSeconds * 1000;
        const key = `${job.id}:${options.singletonKey ?? ''}`;
        const slot = Math.floor(Date.now() / windowMs);
        const taken = (windows.get(key) ?? []).filter((held) => held >= slot);
        windows.set(key, taken);
        if (!taken.includes(slot)) taken.push(slot);
        else if (options.singletonNextSlot && !taken.includes(slot + 1)) {
          taken.push(slot + 1);
          startAfter = new Date((slot + 1) * windowMs);
        } else return;
      }
      if (startAfter && startAfter.getTime() > Date.now()) later(job.id, startAfter, () => run(handler, data));
      else run(handler, data);
    },
    async work(job, handler) {
      handlers.set(job.id, handler as JobHandler<z.ZodType>);
    },
    registeredJobs: () => [...handlers.keys()],
    async start() {},
    async stop() {
      for (const timer of timers.keys()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
    async isHealthy() {
      return true;
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
    scheduled: () => [...timers.values()].sort((a, b) => a.startAfter.getTime() - b.startAfter.getTime()),
  };
}
