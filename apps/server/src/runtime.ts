import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './db/client.ts';
import { registerJobs } from './jobs/registry.ts';
import { campaignSendingJob } from './modules/campaigns/index.ts';
import { systemClock } from './platform/clock.ts';
import { loggerOptions } from './platform/logger.ts';
import { createSandboxTransport } from './platform/mail/sandbox-transport.ts';
import { createInlineQueue, createPgBossQueue, type Queue } from './platform/queue.ts';
import type { ProcessRole } from './process-roles.ts';
import { createServices } from './services.ts';

function openQueue(config: Config, database: DatabaseHandle, onError: (error: Error) => void): Queue {
  return config.QUEUE_ENABLED
    ? createPgBossQueue(database, { databaseUrl: config.DATABASE_URL, onError })
    : createInlineQueue(onError);
}

async function openMigrated(config: Config, given: DatabaseHandle | undefined): Promise<DatabaseHandle> {
  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pg`,
    }));
  await migrateDatabase(database);
  return database;
}

/**
 * Opens the database, migrates it, builds the app and (unless `role` is `web`) starts its workers.
 * `main.ts` and the end-to-end and benchmark harnesses all start Leadpilot through here.
 * `options.database` hands it an already open database (the tests' own).
 */
export async function startRuntime(
  config: Config,
  options: { database?: DatabaseHandle; role?: Exclude<ProcessRole, 'worker'> } = {},
) {
  const role = options.role ?? 'all';
  const database = await openMigrated(config, options.database);
  let log: FastifyBaseLogger | undefined;
  const queue = openQueue(config, database, (error) => log?.error({ err: error }, 'queue error'));
  const mail = createSandboxTransport(database.db);
  // With the real queue, a launch asks for an engine pass at once (one waiting wake-up at a time).
  const wakeSending = config.QUEUE_ENABLED
    ? () => queue.send(campaignSendingJob, {}, { singletonKey: 'campaigns.send:wake' })
    : undefined;
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    queue,
    mail,
    ...(wakeSending ? { wakeSending } : {}),
  });
  log = app.log;
  await queue.start();
  if (role === 'all') await registerJobs(queue, { services: app.services, clock: systemClock, log: app.log });
  return {
    app,
    database,
    queue,
    async stop() {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}

/**
 * A `worker` process: the app's services and the queue's jobs, with no HTTP server and no routes.
 * Any number of them may run on one PostgreSQL database; the queue hands each job to one of them,
 * and the sending engine's ledger keeps every message once however many run it.
 */
export async function startWorker(config: Config) {
  const database = await openMigrated(config, undefined);
  const log = pino(loggerOptions(config.LOG_LEVEL) as pino.LoggerOptions);
  const queue = openQueue(config, database, (error) => log.error({ err: error }, 'queue error'));
  const services = createServices({
    config,
    database,
    clock: systemClock,
    queue,
    mail: createSandboxTransport(database.db),
  });
  await queue.start();
  await registerJobs(queue, { services, clock: systemClock, log });
  return {
    log,
    database,
    queue,
    async stop() {
      services.webhooks.close();
      // pg-boss lets the jobs under way finish (within its timeout) before the database closes.
      await queue.stop();
      await database.close();
    },
  };
}
