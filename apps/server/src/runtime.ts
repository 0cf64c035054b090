import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './db/client.ts';
import { registerJobs } from './jobs/registry.ts';
import { campaignSendingJob } from './modules/campaigns/index.ts';
import { systemClock } from './platform/clock.ts';
import { createSandboxTransport } from './platform/mail/sandbox-transport.ts';
import { createInlineQueue, createPgBossQueue, type Queue } from './platform/queue.ts';

/**
 * Opens the database, migrates it, builds the app and starts its workers. `main.ts` and the
 * end-to-end and benchmark harnesses all start Leadpilot through here. `options.database` hands
 * it an already open database (the tests' own).
 */
export async function startRuntime(config: Config, options: { database?: DatabaseHandle } = {}) {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pg`,
    }));
  await migrateDatabase(database);
  let log: FastifyBaseLogger | undefined;
  const onQueueError = (error: Error) => log?.error({ err: error }, 'queue error');
  const queue: Queue = config.QUEUE_ENABLED
    ? createPgBossQueue(database, { databaseUrl: config.DATABASE_URL, onError: onQueueError })
    : createInlineQueue(onQueueError);
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
  await registerJobs(queue, { services: app.services, clock: systemClock, log: app.log });
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
