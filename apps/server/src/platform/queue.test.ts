import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDatabaseUrl } from '../../test/harness.ts';
import { invitationSendJob } from '../modules/users/index.ts';
import { JobPayloadError } from './queue.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ queue: 'pg-boss' });
});
afterAll(() => context.close());

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out waiting');
}

describe(`the pg-boss queue on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('reports itself healthy', async () => {
    const health = await context.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok' });
  });

  it('sends the invitation email through a real job, exactly once', async () => {
    const owner = await context.signup();
    const email = `queued-${context.unique()}@example.test`;
    await context.call('POST', '/api/v1/users', { token: owner.accessToken, body: { name: 'Quinn Queue', email } });
    const rows = await waitFor(async () => {
      const found = await context.database.query('select id from sandbox_messages where to_address = $1', [email]);
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toHaveLength(1);
    const jobs = await context.database.query<{ state: string }>(
      `select state from pgboss.job where name = 'invitation.send'`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(context.queueErrors).toEqual([]);
  });

  it('runs the job again harmlessly: a retry does not send a second message', async () => {
    const owner = await context.signup();
    const email = `twice-${context.unique()}@example.test`;
    await context.call('POST', '/api/v1/users', { token: owner.accessToken, body: { name: 'Tia Twice', email } });
    await waitFor(async () => {
      const found = await context.database.query('select id from sandbox_messages where to_address = $1', [email]);
      return found.length > 0 ? found : undefined;
    });
    const [invitation] = await context.database.query<{ id: string }>(
      'select i.id from invitations i join users u on u.id = i.user_id where u.email = $1',
      [email],
    );
    await context.app.services.invitations.send(invitation?.id ?? '');
    const rows = await context.database.query('select id from sandbox_messages where to_address = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it("refuses a payload that does not match the job's schema before storing it", async () => {
    const count = async () =>
      (await context.database.query(`select id from pgboss.job where name = 'invitation.send'`)).length;
    const before = await count();
    await expect(context.queue.send(invitationSendJob, { invitationId: 7 } as never)).rejects.toThrow(JobPayloadError);
    expect(await count()).toBe(before);
  });
});
