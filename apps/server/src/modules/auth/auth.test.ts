import type { LoginReply } from '@leadpilot/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { deriveKey } from '../../platform/crypto.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const minutes = (count: number) => count * 60_000;

describe('sign-up and sign-in', () => {
  it('signs up an owner with the spec reply: userData with abilities, tokens and a message', async () => {
    const owner = await context.signup({ name: 'Ada Owner', organisationName: 'Analytical Engines' });
    expect(owner.message).toContain('Ada Owner');
    expect(owner.userData).toMatchObject({ role: 'owner', organisation: { name: 'Analytical Engines' } });
    expect(owner.userData.ability).toContainEqual({ action: 'manage', subject: 'Team' });
    expect(owner.userData.ability).not.toContainEqual({ action: 'manage', subject: 'Admin' });
    expect(owner.accessToken.split('.')).toHaveLength(3);
    expect(owner.refreshToken).toMatch(/^lpr_/);
    expect(JSON.stringify(owner)).not.toMatch(/passwordHash|password_hash/);
  });

  it('refuses a second account with the same email, whatever its case, with 409', async () => {
    const owner = await context.signup();
    const again = await context.call('POST', '/api/v1/signup', {
      body: {
        name: 'Copy',
        email: owner.email.toUpperCase(),
        password: 'another long password',
        organisationName: 'X',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: expect.stringContaining('already exists') });
  });

  it('refuses a too common password with 422 and a message', async () => {
    const response = await context.call('POST', '/api/v1/signup', {
      body: { name: 'P', email: `p-${context.unique()}@example.test`, password: 'password123', organisationName: 'P' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: expect.stringContaining('too easy to guess') });
  });

  it('accepts long Unicode passwords verbatim, spaces included', async () => {
    const password = `  ${'Ünïcødé-пароль-密码-🔐'.repeat(3)}  `;
    const owner = await context.signup({ password });
    const login = await context.call<LoginReply>('POST', '/api/v1/login', { body: { email: owner.email, password } });
    expect(login.status).toBe(200);
    const trimmed = await context.call('POST', '/api/v1/login', {
      body: { email: owner.email, password: password.trim() },
    });
    expect(trimmed.status).toBe(400);
  });

  it('answers a wrong password and an unknown email alike: 400 with the same message, never 401', async () => {
    const owner = await context.signup();
    const wrong = await context.call('POST', '/api/v1/login', {
      body: { email: owner.email, password: 'not it at all' },
    });
    const unknown = await context.call('POST', '/api/v1/login', {
      body: { email: `nobody-${context.unique()}@example.test`, password: 'not it at all' },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
  });
});

describe('access tokens', () => {
  it('opens routes to a valid token and answers 401 with a message without one', async () => {
    const owner = await context.signup();
    expect((await context.call('GET', '/api/v1/organisation', { token: owner.accessToken })).status).toBe(200);
    const anonymous = await context.call('GET', '/api/v1/organisation');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('rejects forged and misused tokens: alg none, wrong key, wrong audience or type, a refresh token', async () => {
    const owner = await context.signup();
    const [header, payload] = owner.accessToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const key = deriveKey(context.config.JWT_SECRET, 'access-token');
    const sign = (protectedHeader: Record<string, unknown>, body: Record<string, unknown>, secret: Uint8Array = key) =>
      new SignJWT(body).setProtectedHeader({ alg: 'HS256', ...protectedHeader }).sign(secret);
    const forged = [
      none,
      `${header}.${payload}.${'A'.repeat(43)}`,
      await sign({ typ: 'at+jwt' }, claims, new TextEncoder().encode('some-other-secret-of-enough-length-000000')),
      await sign({ typ: 'at+jwt' }, { ...claims, aud: 'someone-else' }),
      await sign({ typ: 'at+jwt' }, { ...claims, iss: 'accounts.google.com' }),
      await sign({ typ: 'JWT' }, claims),
      await sign({ typ: 'at+jwt', jku: 'https://attacker.example/keys' }, claims),
      await sign({ typ: 'at+jwt' }, { ...claims, exp: Math.floor(context.clock.now().getTime() / 1000) - 10 }),
      owner.refreshToken,
    ];
    for (const token of forged) {
      const response = await context.call('GET', '/api/v1/organisation', { token });
      expect(response.status, token).toBe(401);
    }
  });

  it('expires access tokens after their lifetime of at most 15 minutes', async () => {
    const owner = await context.signup();
    context.clock.advance(minutes(15) + 1_000);
    expect((await context.call('GET', '/api/v1/organisation', { token: owner.accessToken })).status).toBe(401);
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string) =>
    context.call<{ accessToken: string; refreshToken: string }>('POST', '/api/v1/auth/refresh', {
      body: { refreshToken },
    });

  it('rotates on every use: 100 rotations give 100 distinct tokens and the old ones stop working', async () => {
    const owner = await context.signup();
    const seen = new Set<string>([owner.refreshToken]);
    let current = owner.refreshToken;
    for (let rotation = 0; rotation < 100; rotation += 1) {
      const response = await refresh(current);
      expect(response.status).toBe(200);
      current = response.body.refreshToken;
      seen.add(current);
      context.clock.advance(11_000);
    }
    expect(seen.size).toBe(101);
  });

  it('gives two tabs refreshing at the same moment the same successor, without revoking the family', async () => {
    const owner = await context.signup();
    const [first, second] = await Promise.all([refresh(owner.refreshToken), refresh(owner.refreshToken)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.refreshToken).toBe(second.body.refreshToken);
    const next = await refresh(first.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await context.call('GET', '/api/v1/users', { token: next.body.accessToken })).status).toBe(200);
  });

  it('treats a rotated token used after the grace window as theft and revokes the whole family', async () => {
    const owner = await context.signup();
    const legitimate = await refresh(owner.refreshToken);
    context.clock.advance(11_000);
    const stolen = await refresh(owner.refreshToken);
    expect(stolen.status).toBe(401);
    expect((await refresh(legitimate.body.refreshToken)).status).toBe(401);
    expect((await context.call('GET', '/api/v1/users', { token: legitimate.body.accessToken })).status).toBe(401);
  });

  it('treats a rotated token reused after its successor was used as theft, even inside the grace window', async () => {
    const owner = await context.signup();
    const second = await refresh(owner.refreshToken);
    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);
    expect((await refresh(owner.refreshToken)).status).toBe(401);
    expect((await refresh(third.body.refreshToken)).status).toBe(401);
  });

  it('ends an idle session after the idle timeout and any session after its absolute lifetime', async () => {
    const idle = await context.signup();
    context.clock.advance(15 * 24 * 60 * minutes(1));
    expect((await refresh(idle.refreshToken)).status).toBe(401);

    const busy = await context.signup();
    let token = busy.refreshToken;
    for (let day = 0; day < 29; day += 1) {
      context.clock.advance(24 * 60 * minutes(1));
      const response = await refresh(token);
      expect(response.status).toBe(200);
      token = response.body.refreshToken;
    }
    context.clock.advance(2 * 24 * 60 * minutes(1));
    expect((await refresh(token)).status).toBe(401);
  });

  it('answers 401 to an unknown refresh token', async () => {
    expect((await refresh('lpr_not-a-token-we-issued')).status).toBe(401);
  });
});

describe('signing out and changing the password', () => {
  it('signs out one session at once: its refresh and access tokens fail, other sessions live on', async () => {
    const owner = await context.signup();
    const laptop = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    const out = await context.call('POST', '/api/v1/auth/logout', {
      token: owner.accessToken,
      body: { everywhere: false },
    });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ message: 'Signed out.' });
    expect((await context.call('GET', '/api/v1/users', { token: owner.accessToken })).status).toBe(401);
    expect(
      (await context.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: owner.refreshToken } })).status,
    ).toBe(401);
    expect((await context.call('GET', '/api/v1/users', { token: laptop.body.accessToken })).status).toBe(200);
  });

  it('signs out everywhere', async () => {
    const owner = await context.signup();
    const laptop = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    await context.call('POST', '/api/v1/auth/logout', { token: owner.accessToken, body: { everywhere: true } });
    expect((await context.call('GET', '/api/v1/users', { token: laptop.body.accessToken })).status).toBe(401);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const owner = await context.signup();
    const laptop = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    const wrong = await context.call('POST', '/api/v1/users/password', {
      token: owner.accessToken,
      body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
    });
    expect(wrong.status).toBe(400);
    const changed = await context.call('POST', '/api/v1/users/password', {
      token: owner.accessToken,
      body: { currentPassword: owner.password, newPassword: 'a brand new passphrase' },
    });
    expect(changed.status).toBe(200);
    expect((await context.call('GET', '/api/v1/users', { token: owner.accessToken })).status).toBe(200);
    expect((await context.call('GET', '/api/v1/users', { token: laptop.body.accessToken })).status).toBe(401);
    const login = await context.call('POST', '/api/v1/login', {
      body: { email: owner.email, password: 'a brand new passphrase' },
    });
    expect(login.status).toBe(200);
  });
});
