import type {
  CreatedAccessCode,
  ExtensionProspect,
  ExtensionSignIn,
  ExtensionSignInView,
  LoginReply,
} from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createApiKey } from '../api-keys/api-keys-test-support.ts';
import { expectError, insertCompany } from './extension-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let rival: LoginReply;
let company: { id: string; domain: string };

const globalAuth = (body: unknown, options: { token?: string; ip?: string } = {}) =>
  context.app
    .inject({
      method: 'POST',
      url: '/api/v1/extension/globalauth',
      remoteAddress: options.ip ?? '198.51.100.7',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Chrome/142 test',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: JSON.stringify(body),
    })
    .then((reply) => ({ status: reply.statusCode, body: reply.json() as { message: string; data: ExtensionSignIn } }));
const lookUp = (token: string) =>
  context.call<{ data: ExtensionProspect }>('GET', `/api/v1/extension/prospect?domain=${company.domain}`, { token });
const signIns = (token: string) =>
  context.call<{ data: ExtensionSignInView[] }>('GET', '/api/v1/extension/signins', { token });
const revoke = (token: string, id: string) =>
  context.call<{ data: ExtensionSignInView }>('POST', '/api/v1/extension/signins/revoke', { token, body: { id } });

beforeAll(async () => {
  context = await createTestContext({ config: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5' } });
  owner = await context.signup();
  rival = await context.signup();
  company = await insertCompany(context, 'Sign In Works');
});
afterAll(() => context.close());

describe('POST extension/globalauth with an access code', () => {
  it('trades the code, once, for an API key the extension calls with', async () => {
    const created = await context.call<{ data: CreatedAccessCode }>('POST', '/api/v1/key/accesscode/create', {
      token: owner.accessToken,
      body: { name: 'Chrome extension', scopes: ['people:search', 'people:reveal', 'lists'] },
    });
    expect(created.status).toBe(200);
    const { code } = created.body.data;
    const signedIn = await globalAuth({ method: 'accessCode', code: code.toLowerCase() });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data).toMatchObject({
      method: 'accessCode',
      organisation: { id: owner.userData.organisation.id },
      scopes: ['people:search', 'people:reveal', 'lists'],
      accessToken: null,
      refreshToken: null,
    });
    const apiKey = signedIn.body.data.apiKey ?? '';
    expect(apiKey).toMatch(/^lp_/);
    expect((await lookUp(apiKey)).body.data).toMatchObject({ match: 'company', company: { id: company.id } });

    expectError(await globalAuth({ method: 'accessCode', code }), 401);
    // Revoking the key it became (Settings → API keys) signs the extension out.
    const deactivated = await context.call('POST', '/api/v1/key/deactivate', {
      token: owner.accessToken,
      body: { id: signedIn.body.data.signInId },
    });
    expect(deactivated.status).toBe(200);
    expectError(await lookUp(apiKey), 401);
  });

  it('refuses a wrong code with 401 and bad bodies with 400', async () => {
    expectError(await globalAuth({ method: 'accessCode', code: 'AAAA-BBBB-CCCC-DDDD' }, { ip: '198.51.100.8' }), 401);
    expectError(await globalAuth({ method: 'accessCode', code: '' }), 400);
    expectError(await globalAuth({ method: 'password', code: 'x' }), 400);
    expectError(await globalAuth({ method: 'accessCode' }), 400);
    expectError(await globalAuth({ method: 'session', code: 'AAAA' }), 400);
    expectError(await globalAuth({ method: 'accessCode', code: 'AAAA', organisationId: owner.userData.id }), 400);
  });
});

describe('POST extension/globalauth with the web app’s session', () => {
  it('opens a session of its own: it refreshes, is listed, and revoking it signs only the extension out', async () => {
    const member = await context.addMember(owner.accessToken, 'member');
    const signedIn = await globalAuth({ method: 'session' }, { token: member.accessToken });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const { data } = signedIn.body;
    expect(data).toMatchObject({
      method: 'session',
      apiKey: null,
      organisation: { id: owner.userData.organisation.id },
    });
    const accessToken = data.accessToken ?? '';
    const refreshToken = data.refreshToken ?? '';
    expect(accessToken).not.toBe(member.accessToken);
    expect((await lookUp(accessToken)).status).toBe(200);

    const renewed = await context.call<{ accessToken: string; refreshToken: string }>('POST', '/api/v1/auth/refresh', {
      body: { refreshToken },
    });
    expect(renewed.status).toBe(200);
    expect((await lookUp(renewed.body.accessToken)).status).toBe(200);

    const listed = await signIns(member.accessToken);
    expect(listed.body.data).toEqual([
      {
        id: data.signInId,
        userAgent: 'Leadpilot extension · Chrome/142 test',
        createdAt: expect.any(String),
        revokedAt: null,
      },
    ]);
    // Another organisation, or a colleague, cannot see or revoke it.
    expect((await signIns(rival.accessToken)).body.data).toEqual([]);
    expectError(await revoke(rival.accessToken, data.signInId), 404);
    expectError(await revoke(owner.accessToken, data.signInId), 404);
    expect((await lookUp(renewed.body.accessToken)).status).toBe(200);

    const revoked = await revoke(member.accessToken, data.signInId);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expectError(await lookUp(renewed.body.accessToken), 401);
    expectError(
      await context.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: renewed.body.refreshToken } }),
      401,
    );
    // The web app's own session is untouched.
    expect((await lookUp(member.accessToken)).status).toBe(200);
    expect((await revoke(member.accessToken, data.signInId)).status).toBe(200);
  });

  it('lists it as signed out once its session ends another way: signing out everywhere, a password change', async () => {
    const member = await context.addMember(owner.accessToken, 'member');
    const first = await globalAuth({ method: 'session' }, { token: member.accessToken });
    expect(first.status).toBe(200);
    const signedOut = await context.call('POST', '/api/v1/auth/logout', {
      token: member.accessToken,
      body: { everywhere: true },
    });
    expect(signedOut.status).toBe(200);
    expectError(await lookUp(first.body.data.accessToken ?? ''), 401);

    const again = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: member.email, password: member.password },
    });
    expect(again.status).toBe(200);
    const second = await globalAuth({ method: 'session' }, { token: again.body.accessToken });
    expect(second.status).toBe(200);
    const listed = await signIns(again.body.accessToken);
    expect(listed.body.data.map(({ id, revokedAt }) => ({ id, isRevoked: revokedAt !== null }))).toEqual([
      { id: second.body.data.signInId, isRevoked: false },
      { id: first.body.data.signInId, isRevoked: true },
    ]);

    const newPassword = `a brand new passphrase ${context.unique()}`;
    const changed = await context.call('POST', '/api/v1/users/password', {
      token: again.body.accessToken,
      body: { currentPassword: member.password, newPassword },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const afterChange = await signIns(again.body.accessToken);
    expect(afterChange.body.data.every((signIn) => signIn.revokedAt !== null)).toBe(true);
    // Revoking one whose session already ended answers as before, with the time it ended.
    const revoked = await revoke(again.body.accessToken, second.body.data.signInId);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(afterChange.body.data[0]?.revokedAt);
  });

  it('needs a signed-in member: 401 without a token, 403 for an API key, 400 for a bad id', async () => {
    expectError(await globalAuth({ method: 'session' }), 401);
    const key = await createApiKey(context, owner.accessToken, { scopes: ['people:search'] });
    expectError(await globalAuth({ method: 'session' }, { token: key.secret }), 403);
    expectError(await revoke(owner.accessToken, 'not-a-uuid'), 400);
  });
});
