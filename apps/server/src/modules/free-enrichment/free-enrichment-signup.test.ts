import type { FreeOtpReply, FreeProfile, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { ensureSuperAdmin } from '../../seed.ts';
import { codeFor, freeAccount } from './free-enrichment-test-support.ts';

/**
 * The free-enrichment funnel's sign-up and code: work emails only, a code that works once, in time,
 * within five tries, throttles per address, domain and network, and the free account it opens.
 */
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    config: { FREE_ENRICHMENT_CODES_PER_EMAIL_PER_HOUR: '3', FREE_ENRICHMENT_SIGNUPS_PER_DOMAIN_PER_DAY: '4' },
  });
}, 60_000);
afterAll(() => context?.close());

const signup = (body: Record<string, unknown>) =>
  context.call<{ message: string; code?: string; data?: { email: string } }>(
    'POST',
    '/api/v1/callback/freeenrich/signup',
    { body },
  );
const otp = (email: string, code: string) =>
  context.call<FreeOtpReply & { code?: string }>('POST', '/api/v1/callback/freeenrich/otp', { body: { email, code } });
const workEmail = () => {
  const id = context.unique();
  return `grace-${id}@hopper-${id}.test`;
};
const person = (email: string) => ({ name: 'Grace Hopper', email, company: 'Hopper Labs' });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('free enrichment: signing up with a work email', () => {
  it('refuses free mail providers and disposable domains in words, and bad input with 400', async () => {
    for (const email of ['someone@gmail.com', 'someone@Outlook.com', 'someone@yahoo.co.uk']) {
      const reply = await signup(person(email));
      expect(reply.status, email).toBe(422);
      expect(reply.body.message).toMatch(/is a free email provider: use your work email/);
    }
    const disposable = await signup(person('someone@mailinator.com'));
    expect(disposable.status).toBe(422);
    expect(disposable.body.message).toBe(
      "mailinator.com is a disposable email service: use your work email (the one at your company's domain).",
    );
    for (const body of [
      { name: 'Grace', email: 'not-an-email', company: 'Hopper Labs' },
      { name: '', email: workEmail(), company: 'Hopper Labs' },
      { name: 'Grace', email: workEmail(), company: '' },
      { ...person(workEmail()), organisationId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const reply = await signup(body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    const badCode = await otp(workEmail(), '12ab56');
    expect(badCode.status).toBe(400);
    expect(
      await context.database.query('select 1 from sandbox_messages where to_address like $1', ['%gmail.com']),
    ).toEqual([]);
  });

  it('answers an address with a full account as any other, and mails its owner a sign-in link, no code', async () => {
    const owner = await context.signup();
    const reply = await signup(person(owner.email));
    // The page tells a stranger nothing about who has an account.
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(`We sent a 6-digit code to ${owner.email}. It works for 10 minutes.`);
    await context.inline.drain();
    const mailed = await context.database.query<{ subject: string; text_body: string }>(
      `select subject, text_body from sandbox_messages where to_address = $1 and kind = 'free-enrichment-code'`,
      [owner.email],
    );
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.subject).toBe('You already have a Leadpilot account');
    expect(mailed[0]?.text_body).toContain('this address already has a Leadpilot account');
    expect(mailed[0]?.text_body).not.toMatch(/\d{6}/);
    // No code works for it: the sign-up is used up.
    const guessed = await otp(owner.email, '123456');
    expect(guessed.status).toBe(422);
    expect(guessed.body.message).toBe('This code has expired or was already used. Ask for a new code.');
  });

  it('mails a code that answers a token for a new free account, with its free credits, once', async () => {
    const email = workEmail();
    const asked = await signup(person(email));
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(`We sent a 6-digit code to ${email}. It works for 10 minutes.`);
    const code = await codeFor(context, email);
    const [stored] = await context.database.query<{ code_hash: string }>(
      'select code_hash from free_enrichment_signups where email = $1',
      [email],
    );
    expect(stored?.code_hash).not.toContain(code);

    const verified = await otp(email, code);
    expect(verified.status).toBe(200);
    const { accessToken, profileId, expiresAt } = verified.body.data;
    expect(new Date(expiresAt).getTime() - context.clock.now().getTime()).toBe(
      context.config.ACCESS_TOKEN_TTL_SECONDS * 1000,
    );
    const profile = await context.call<{ data: FreeProfile }>(
      'GET',
      `/api/v1/callback/freeenrich/profile/${profileId}`,
      {
        token: accessToken,
      },
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data).toEqual({
      id: profileId,
      name: 'Grace Hopper',
      email,
      company: 'Hopper Labs',
      state: 'free',
      balance: 25,
      maxRows: 25,
    });
    const [user] = await context.database.query<{ password_hash: string | null; role: string }>(
      'select password_hash, role from users where email = $1',
      [email],
    );
    expect(user).toEqual({ password_hash: null, role: 'owner' });

    // Single use: the same code again is refused.
    const again = await otp(email, code);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This code has expired or was already used. Ask for a new code.');

    // A new code for the same address signs into the same account; the free credits are not granted twice.
    await signup(person(email));
    const second = await otp(email, await codeFor(context, email));
    expect(second.status).toBe(200);
    expect(second.body.data.profileId).toBe(profileId);
    const [lots] = await context.database.query<{ count: number }>(
      'select count(*)::int as count from credit_lots where organisation_id = $1',
      [profileId],
    );
    expect(lots?.count).toBe(1);
  });

  it('uses a code up after five wrong tries, and only the newest code works', async () => {
    const email = workEmail();
    await signup(person(email));
    const first = await codeFor(context, email);
    await signup(person(email));
    const code = await codeFor(context, email);
    if (first !== code) expect((await otp(email, first)).body.message).toMatch(/not right/);

    const tries: string[] = [];
    for (let attempt = first !== code ? 2 : 1; attempt <= 5; attempt++) {
      tries.push(String((await otp(email, wrong(code))).body.message));
    }
    expect(tries.at(-2)).toBe('This code is not right: check the email and try again (1 try left).');
    expect(tries.at(-1)).toBe('Too many wrong codes. Ask for a new code.');
    const sixth = await otp(email, code);
    expect(sixth.status).toBe(422);
    expect(sixth.body.message).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('refuses a code after ten minutes', async () => {
    const email = workEmail();
    await signup(person(email));
    const code = await codeFor(context, email);
    context.clock.advance(10 * 60_000 + 1);
    const late = await otp(email, code);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('This code has expired or was already used. Ask for a new code.');
  });

  it('throttles codes per address and sign-ups per company domain', async () => {
    const email = workEmail();
    for (let index = 0; index < 3; index++) expect((await signup(person(email))).status).toBe(200);
    const fourth = await signup(person(email));
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Too many codes sent to this address\. Try again in \d+ minutes\.$/);

    const domain = `initech-${context.unique()}.test`;
    for (let index = 0; index < 4; index++) {
      expect((await signup(person(`person${index}@${domain}`))).status).toBe(200);
    }
    const fifth = await signup(person(`person5@${domain}`));
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(new RegExp(`^Too many free enrichment sign-ups at ${domain}\\.`));
  });
});

describe('free enrichment: throttles per network address', () => {
  it('limits sign-ups and code attempts from one address', async () => {
    const throttled = await createTestContext({
      config: { SIGNUPS_PER_IP_PER_HOUR: '2', LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '3' },
    });
    try {
      const call = (path: string, body: Record<string, unknown>) =>
        throttled.call<{ message: string }>('POST', `/api/v1/callback/freeenrich/${path}`, { body });
      const id = throttled.unique();
      expect((await call('signup', person(`a-${id}@one-${id}.test`))).status).toBe(200);
      expect((await call('signup', person(`b-${id}@two-${id}.test`))).status).toBe(200);
      const third = await call('signup', person(`c-${id}@three-${id}.test`));
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^Too many sign-up attempts from your network/);
      for (let index = 0; index < 3; index++) {
        expect((await call('otp', { email: `a-${id}@one-${id}.test`, code: '000000' })).status).not.toBe(429);
      }
      const fourth = await call('otp', { email: `a-${id}@one-${id}.test`, code: '000000' });
      expect(fourth.status).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
    } finally {
      await throttled.close();
    }
  });
});

describe('free enrichment: what the free token reaches', () => {
  it('answers its own profile, 404 for any other id, and 403 outside enrichment and credits', async () => {
    const free = await freeAccount(context);
    const other = await freeAccount(context);
    const notMine = await context.call('GET', `/api/v1/callback/freeenrich/profile/${other.organisationId}`, {
      token: free.token,
    });
    const nowhere = await context.call(
      'GET',
      '/api/v1/callback/freeenrich/profile/6f0c1c39-8b5e-4d0a-9f1e-1c2d3e4f5a6b',
      {
        token: free.token,
      },
    );
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual(nowhere.body);
    for (const [method, url] of [
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/campaign'],
      ['GET', '/api/v1/organisation'],
      ['POST', '/api/v1/people/search'],
    ] as const) {
      const reply = await context.call(method, url, { token: free.token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(reply.status, url).toBe(403);
    }
    expect((await context.call('GET', '/api/v1/contacts/enrichment/status', { token: free.token })).status).toBe(200);
  });

  it('leaves the code mail, a message of no organisation, to the super-admin in the sandbox mailbox', async () => {
    const email = workEmail();
    await signup(person(email));
    const code = await codeFor(context, email);
    const owner = await context.signup();
    const asOwner = await context.call<{ data: unknown[] }>('GET', `/api/v1/sandbox/messages?to=${email}`, {
      token: owner.accessToken,
    });
    expect(asOwner.body.data).toEqual([]);
    await ensureSuperAdmin(context.db, 'free-root@leadpilot.test', 'root passphrase for free enrichment');
    const root = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: 'free-root@leadpilot.test', password: 'root passphrase for free enrichment' },
    });
    const list = await context.call<{ data: { id: string; kind: string }[] }>(
      'GET',
      `/api/v1/sandbox/messages?to=${email}`,
      { token: root.body.accessToken },
    );
    expect(list.body.data.map((message) => message.kind)).toEqual(['free-enrichment-code']);
    const message = await context.call<{ data: { text: string } }>(
      'GET',
      `/api/v1/sandbox/messages/${list.body.data[0]?.id}`,
      { token: root.body.accessToken },
    );
    expect(message.body.data.text).toContain(`Your Leadpilot free enrichment code is ${code}`);
  });
});
