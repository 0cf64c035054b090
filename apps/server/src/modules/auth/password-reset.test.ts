import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import type { AnyJobDefinition } from '../../platform/queue.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ config: { TRUST_PROXY: 'true', SIGNUPS_PER_IP_PER_HOUR: '20' } });
});
afterAll(() => context.close());

const minutes = (count: number) => count * 60_000;
const newPassword = 'violet canyon harbour 71';

const forgot = (email: string, address = '203.0.113.1') =>
  context.call('POST', '/api/v1/auth/password/forgot', { body: { email }, headers: { 'x-forwarded-for': address } });
const reset = (token: string, password = newPassword) =>
  context.call('POST', '/api/v1/auth/password/reset', { body: { token, password } });

async function resetMails(email: string) {
  await context.inline.drain();
  return context.database.query<{ text_body: string; subject: string }>(
    `select text_body, subject from sandbox_messages where to_address = $1 and kind = 'password-reset' order by created_at`,
    [email],
  );
}

async function latestToken(email: string) {
  const mails = await resetMails(email);
  const match = /reset-password\?token=([\w%-]+)/.exec(mails.at(-1)?.text_body ?? '');
  if (!match?.[1]) throw new Error(`no reset mail for ${email}`);
  return decodeURIComponent(match[1]);
}

describe('password reset', () => {
  it('answers the same whether or not the email has an account, and mails only the account', async () => {
    const owner = await context.signup();
    const known = await forgot(owner.email.toUpperCase());
    const unknown = await forgot(`nobody-${context.unique()}@example.test`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toMatchObject({ message: expect.stringContaining('If an account uses this email') });
    const mails = await resetMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset your Leadpilot password');
    expect(mails[0]?.text_body).toContain('http://leadpilot.test/reset-password?token=');
  });

  it('takes the same path whether or not the email has an account: the request only queues a job, whose email still goes out', async () => {
    const owner = await context.signup();
    const unknownEmail = `nobody-${context.unique()}@example.test`;
    // Hold what the requests queue, to see what they did before any job runs; then let it run.
    const queued: { job: AnyJobDefinition; payload: unknown }[] = [];
    const send = context.inline.send;
    context.inline.send = async (job, payload) => {
      queued.push({ job, payload });
    };
    const known = await forgot(owner.email).finally(() => {
      context.inline.send = send;
    });
    context.inline.send = async (job, payload) => {
      queued.push({ job, payload });
    };
    const unknown = await forgot(unknownEmail).finally(() => {
      context.inline.send = send;
    });

    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(queued.map(({ job, payload }) => [job.id, Object.keys(payload as object).sort()])).toEqual([
      ['password-reset.request', ['email', 'requestId']],
      ['password-reset.request', ['email', 'requestId']],
    ]);
    const resetsOf = (email: string) =>
      context.database.query(
        `select r.id from password_resets r join users u on u.id = r.user_id where lower(u.email) = lower($1)`,
        [email],
      );
    expect(await resetsOf(owner.email)).toHaveLength(0);
    expect(await resetMails(owner.email)).toHaveLength(0);

    for (const { job, payload } of queued) await context.inline.send(job, payload as never);
    const mails = await resetMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('http://leadpilot.test/reset-password?token=');
    expect(await resetsOf(owner.email)).toHaveLength(1);
    expect(await resetMails(unknownEmail)).toHaveLength(0);

    // The job run again (a queue may retry) creates no second reset and sends no second email.
    await context.inline.send(queued[0]?.job as AnyJobDefinition, queued[0]?.payload as never);
    expect(await resetMails(owner.email)).toHaveLength(1);
    expect(await resetsOf(owner.email)).toHaveLength(1);
  });

  it('keeps only a hash of the token', async () => {
    const owner = await context.signup();
    await forgot(owner.email);
    const token = await latestToken(owner.email);
    const rows = await context.database.query<{ token_hash: string }>(
      `select token_hash from password_resets r join users u on u.id = r.user_id where u.email = $1`,
      [owner.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('sets the new password, ends every session of the account and works once', async () => {
    const owner = await context.signup();
    const otherDevice = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    await forgot(owner.email);
    const token = await latestToken(owner.email);
    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: expect.stringContaining('every device has been signed out') });
    for (const session of [owner, otherDevice.body]) {
      expect((await context.call('GET', '/api/v1/organisation', { token: session.accessToken })).status).toBe(401);
      const refreshed = await context.call('POST', '/api/v1/auth/refresh', {
        body: { refreshToken: session.refreshToken },
      });
      expect(refreshed.status).toBe(401);
    }
    const old = await context.call('POST', '/api/v1/login', { body: { email: owner.email, password: owner.password } });
    expect(old.status).toBe(400);
    const fresh = await context.call('POST', '/api/v1/login', { body: { email: owner.email, password: newPassword } });
    expect(fresh.status).toBe(200);
    const again = await reset(token, 'another fresh passphrase 42');
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: expect.stringContaining('expired or has already been used') });
  });

  it('refuses a link older than 30 minutes, an unknown token and a used-up older link', async () => {
    const owner = await context.signup();
    await forgot(owner.email);
    const first = await latestToken(owner.email);
    context.clock.advance(minutes(31));
    expect((await reset(first)).status).toBe(422);
    expect((await reset('x'.repeat(43))).status).toBe(422);
    await forgot(owner.email);
    const second = await latestToken(owner.email);
    await forgot(owner.email);
    const third = await latestToken(owner.email);
    expect((await reset(third)).status).toBe(200);
    expect((await reset(second, 'yet another passphrase 93')).status).toBe(422);
  });

  it('sends at most three links an hour per account and throttles one address with 429', async () => {
    const owner = await context.signup();
    for (let request = 0; request < 5; request += 1)
      expect((await forgot(owner.email, '203.0.113.9')).status).toBe(202);
    expect(await resetMails(owner.email)).toHaveLength(3);
    let status = 202;
    for (let request = 0; request < 25 && status === 202; request += 1) {
      status = (await forgot(`someone-${request}@example.test`, '203.0.113.10')).status;
    }
    expect(status).toBe(429);
  });

  it('refuses a malformed body with 400 and a message', async () => {
    const response = await context.call('POST', '/api/v1/auth/password/reset', {
      body: { token: 'short', password: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: expect.any(String) });
  });
});
