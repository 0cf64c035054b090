import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, openTestDatabase, type TestContext, testConfig } from '../../test/harness.ts';
import { invitationSendJob } from '../modules/users/index.ts';
import { createInlineQueue, defaultJobPolicy, defineJob, JobPayloadError } from '../platform/queue.ts';
import { startRuntime } from '../runtime.ts';
import { jobRegistry, registerJobs } from './registry.ts';

const registryIds = () => jobRegistry.map((job) => job.id).sort();

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('the job registry', () => {
  it('declares each job once, with a unique id, a version, a schema and a retry policy', () => {
    const ids = jobRegistry.map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    for (const job of jobRegistry) {
      expect(job.id).toMatch(/^[a-z-]+\.[a-z-]+$/);
      expect(job.version).toBeGreaterThanOrEqual(1);
      expect(job.schema).toBeInstanceOf(z.ZodType);
      expect(job.policy.retryLimit).toBeGreaterThanOrEqual(0);
      expect(job.policy.expireInSeconds).toBeGreaterThan(0);
    }
  });

  it('refuses to register two jobs with the same id', async () => {
    const twin = defineJob({
      id: invitationSendJob.id,
      version: 1,
      description: 'A second job under a taken id.',
      schema: z.object({}),
      policy: defaultJobPolicy,
      async handler() {},
    });
    const deps = { services: context.app.services, clock: context.clock, log: context.app.log };
    await expect(registerJobs(createInlineQueue(), deps, [...jobRegistry, twin])).rejects.toThrow(
      /Two jobs are declared with the id invitation\.send/,
    );
  });

  it('is what the test harness registers, every job of it', () => {
    expect(context.queue.registeredJobs().sort()).toEqual(registryIds());
  });

  it('is what the server start-up registers, every job of it', async () => {
    const runtime = await startRuntime(testConfig({ QUEUE_ENABLED: 'false' }), { database: await openTestDatabase() });
    try {
      expect(runtime.queue.registeredJobs().sort()).toEqual(registryIds());
    } finally {
      await runtime.stop();
    }
  });

  it('refuses a payload that does not match its schema when it is sent, not when it runs', async () => {
    const before = await context.database.query('select id from sandbox_messages');
    await expect(context.queue.send(invitationSendJob, { invitationId: 42 } as never)).rejects.toThrow(JobPayloadError);
    await expect(context.queue.send(invitationSendJob, {} as never)).rejects.toThrow(
      /payload of job invitation\.send does not match its schema/,
    );
    await context.inline.drain();
    expect(context.queueErrors).toEqual([]);
    expect(await context.database.query('select id from sandbox_messages')).toHaveLength(before.length);
  });
});
