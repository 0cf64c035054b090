import type { LoginReply, OidcProvider, OidcStart, UserIdentity } from '@leadpilot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  type LoopbackUser,
  loopbackTenantId,
  type OidcLoopback,
  startOidcLoopback,
} from '../../../test/oidc-loopback.ts';
import { microsoftConsumerTenantId } from '../../integrations/oidc/oidc-provider-settings.ts';
import { deactivatedAccountMessage } from './auth.service.ts';

let google: OidcLoopback;
let microsoft: OidcLoopback;
let context: TestContext;

beforeAll(async () => {
  google = await startOidcLoopback({ flavour: 'google', clientId: 'leadpilot-google', clientSecret: 'google-secret' });
  microsoft = await startOidcLoopback({
    flavour: 'microsoft',
    clientId: 'leadpilot-microsoft',
    clientSecret: 'microsoft-secret',
  });
  context = await createTestContext({ config: { ...google.environment(), ...microsoft.environment() } });
});
afterAll(async () => {
  await context.close();
  await google.close();
  await microsoft.close();
});
// ID tokens carry the real time; the app's manual clock starts each test at it too.
beforeEach(() => context.clock.set(new Date()));

const loopbackOf = (provider: OidcProvider) => (provider === 'google' ? google : microsoft);
const minutes = (count: number) => count * 60_000;

function googleUser(overrides: Partial<LoopbackUser> = {}): LoopbackUser {
  const id = context.unique();
  return { sub: `g-${id}`, email: `g-${id}@example.test`, email_verified: true, name: `Grace ${id}`, ...overrides };
}

function microsoftUser(overrides: Partial<LoopbackUser> = {}): LoopbackUser {
  const id = context.unique();
  return { sub: `m-${id}`, email: `m-${id}@example.test`, name: `Mary ${id}`, xms_edov: true, ...overrides };
}

async function start(provider: OidcProvider, body: Record<string, string> = {}) {
  const response = await context.call<{ data: OidcStart }>('POST', `/api/v1/auth/oidc/${provider}/start`, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Starts a sign-in, lets the provider sign `user` in and returns what it sent back to the web. */
async function throughProvider(provider: OidcProvider, user: LoopbackUser, startBody: Record<string, string> = {}) {
  const started = await start(provider, startBody);
  loopbackOf(provider).nextUser(user);
  const back = await loopbackOf(provider).authorize(started.url);
  return { started, back, body: { code: back.code, state: back.state } };
}

function finish(provider: OidcProvider, step: 'validate' | 'signup', body: unknown) {
  return context.call<LoginReply & { code?: string }>('POST', `/api/v1/${provider}/${step}`, { body });
}

async function signUpWith(provider: OidcProvider, user: LoopbackUser, organisationName = `Org ${context.unique()}`) {
  const { body } = await throughProvider(provider, user, { intent: 'signup', organisationName });
  const reply = await finish(provider, 'signup', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

async function signInWith(provider: OidcProvider, user: LoopbackUser) {
  const { body } = await throughProvider(provider, user);
  return finish(provider, 'validate', body);
}

async function countUsersWithEmail(email: string) {
  const rows = await context.database.query<{ count: number }>(
    'select count(*)::int as count from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.count ?? 0;
}

describe('starting a provider sign-in', () => {
  it('lists the configured providers for the sign-in buttons', async () => {
    const response = await context.call('GET', '/api/v1/auth/providers');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { providers: ['google', 'microsoft'] } });
  });

  it("answers the provider's authorization address with state, nonce and an S256 PKCE challenge", async () => {
    const started = await start('google');
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'leadpilot-google',
      response_type: 'code',
      redirect_uri: 'http://leadpilot.test/auth/callback/google',
      scope: 'openid email profile',
      state: started.state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(started).toMatchObject({ provider: 'google', intent: 'signin' });
    const again = await start('google');
    expect(again.state).not.toBe(started.state);
    expect(new URL(again.url).searchParams.get('nonce')).not.toBe(url.searchParams.get('nonce'));
  });

  it('keeps only a hash of the state: no nonce or verifier is stored', async () => {
    const started = await start('microsoft', { intent: 'signup', organisationName: 'Stored Co' });
    const rows = await context.database.query<Record<string, unknown>>(
      "select * from oidc_states where organisation_name = 'Stored Co'",
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(started.state);
    expect(JSON.stringify(rows)).not.toContain(new URL(started.url).searchParams.get('nonce'));
  });
});

describe('Google sign-up and sign-in', () => {
  it('creates an organisation and its owner without a password, with the same reply as /signup', async () => {
    const user = googleUser({ name: 'Grace Hopper' });
    const reply = await signUpWith('google', user, 'Compilers Ltd');
    expect(reply.message).toBe('Welcome to Leadpilot, Grace Hopper!');
    expect(reply.userData).toMatchObject({
      name: 'Grace Hopper',
      email: user.email,
      role: 'owner',
      organisation: { name: 'Compilers Ltd' },
    });
    expect(reply.userData.ability).toContainEqual({ action: 'manage', subject: 'Team' });
    expect(reply.refreshToken).toMatch(/^lpr_/);
    const profile = await context.call('GET', '/api/v1/users', { token: reply.accessToken });
    expect(profile.status).toBe(200);
    const [row] = await context.database.query<{ password_hash: string | null }>(
      'select password_hash from users where id = $1',
      [reply.userData.id],
    );
    expect(row?.password_hash).toBeNull();
    const password = await context.call('POST', '/api/v1/login', {
      body: { email: user.email, password: 'anything at all' },
    });
    expect(password.status).toBe(400);
  });

  it('sends the PKCE verifier and the client secret to the token endpoint, and signs in by subject', async () => {
    const user = googleUser();
    const created = await signUpWith('google', user);
    const sent = google.tokenRequests.at(-1);
    expect(sent).toMatchObject({ grant_type: 'authorization_code', client_secret: 'google-secret' });
    expect(sent?.code_verifier).toMatch(/^[\w-]{43,128}$/);

    const signedIn = await signInWith('google', user);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.userData.id).toBe(created.userData.id);
    expect(signedIn.body.message).toBe(`Welcome back, ${user.name}!`);
    expect(Object.keys(signedIn.body).sort()).toEqual(['accessToken', 'message', 'refreshToken', 'userData']);
  });

  it('names the workspace after the owner when the sign-up gave no organisation name', async () => {
    const user = googleUser({ name: 'Linus' });
    const { body } = await throughProvider('google', user, { intent: 'signup' });
    const reply = await finish('google', 'signup', body);
    expect(reply.status).toBe(200);
    expect(reply.body.userData.organisation.name).toBe("Linus's workspace");
  });

  it('refuses to sign in a provider account no Leadpilot account uses, pointing to sign-up', async () => {
    const reply = await signInWith('google', googleUser());
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(
      'No Leadpilot account uses this Google account yet. Create one from the sign-up page.',
    );
  });

  it('refuses a second sign-up with the same provider account with 409', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    const { body } = await throughProvider('google', user, { intent: 'signup' });
    const again = await finish('google', 'signup', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already has a Leadpilot account');
  });
});

describe('accounts are linked by issuer and subject, never by email alone', () => {
  it('does not let a token with a known email but another subject into a password account', async () => {
    const owner = await context.signup();
    const intruder = googleUser({ email: owner.email.toUpperCase() });
    const reply = await signInWith('google', intruder);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('Sign in with your password, then link Google from your profile.');
    expect(reply.body).not.toHaveProperty('accessToken');

    const { body } = await throughProvider('google', intruder, { intent: 'signup' });
    const signup = await finish('google', 'signup', body);
    expect(signup.status).toBe(409);
    expect(await countUsersWithEmail(owner.email)).toBe(1);
  });

  it('does not let another Google subject with the same email into a Google account', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    const reply = await signInWith('google', { ...user, sub: `${user.sub}-other` });
    expect(reply.status).toBe(422);
    expect(reply.body).not.toHaveProperty('accessToken');
  });

  it('keeps the same subject of another issuer apart', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    const reply = await signInWith('microsoft', { ...microsoftUser(), sub: user.sub, email: user.email });
    expect(reply.status).toBe(422);
  });
});

describe('state, nonce, audience, issuer and replay', () => {
  it('refuses a state used a second time with 400 and a clear message', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    const { body } = await throughProvider('google', user);
    expect((await finish('google', 'validate', body)).status).toBe(200);
    const replay = await finish('google', 'validate', body);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('This sign-in link has already been used. Start again from the sign-in page.');
  });

  it('refuses a state older than ten minutes', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    const { body } = await throughProvider('google', user);
    context.clock.advance(minutes(10) + 1000);
    const reply = await finish('google', 'validate', body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('This sign-in took too long and has expired. Start again from the sign-in page.');
  });

  it('refuses a state the server never issued', async () => {
    const reply = await finish('google', 'validate', { code: 'some-code', state: 'a'.repeat(43) });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('This sign-in link is not valid. Start again from the sign-in page.');
  });

  it("refuses a state used at another step or another provider's path", async () => {
    const user = googleUser();
    const signupStarted = await throughProvider('google', user, { intent: 'signup' });
    const atValidate = await finish('google', 'validate', signupStarted.body);
    expect(atValidate.status).toBe(400);
    expect(atValidate.body.message).toContain('started for something else');
    const googleStarted = await throughProvider('google', user);
    const atMicrosoft = await finish('microsoft', 'validate', googleStarted.body);
    expect(atMicrosoft.status).toBe(400);
    expect(atMicrosoft.body.message).toContain('started for something else');
  });

  it('refuses an ID token whose nonce belongs to another sign-in, and creates nothing', async () => {
    const user = googleUser();
    google.tamperNextIdToken((payload) => {
      payload.nonce = 'a-nonce-from-another-sign-in';
    });
    const { body } = await throughProvider('google', user, { intent: 'signup' });
    const reply = await finish('google', 'signup', body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'Google sign-in failed: the ID token does not belong to this sign-in. Start again from the sign-in page.',
    );
    expect(await countUsersWithEmail(user.email ?? '')).toBe(0);
  });

  it('refuses an ID token issued to another application', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    google.tamperNextIdToken((payload) => {
      payload.aud = 'someone-elses-client-id';
    });
    const reply = await signInWith('google', user);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('the ID token was issued to another application');
  });

  it('refuses an ID token from another issuer', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    google.tamperNextIdToken((payload) => {
      payload.iss = 'https://accounts.evil.test';
    });
    const reply = await signInWith('google', user);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('the ID token comes from an unexpected issuer');
  });

  it('refuses an ID token naming several audiences without us as the party it was issued to', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    google.tamperNextIdToken((payload) => {
      payload.aud = ['leadpilot-google', 'someone-elses-client-id'];
      payload.azp = 'someone-elses-client-id';
    });
    const reply = await signInWith('google', user);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('the ID token was issued to another application');
  });

  it('refuses an ID token whose signature the provider did not make', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    google.forgeNextIdTokenSignature();
    const reply = await signInWith('google', user);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      "Google sign-in failed: the ID token's signature is not valid. Start again from the sign-in page.",
    );
    expect((await signInWith('google', user)).status).toBe(200);
  });

  it('refuses an expired ID token', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    context.clock.advance(minutes(120));
    const reply = await signInWith('google', user);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/Google sign-in failed: the ID token (has expired|was not issued just now)/);
  });

  it('passes on the provider refusing a code used twice', async () => {
    const user = googleUser();
    await signUpWith('google', user);
    const first = await throughProvider('google', user);
    expect((await finish('google', 'validate', first.body)).status).toBe(200);
    const second = await start('google');
    const reply = await finish('google', 'validate', { code: first.body.code, state: second.state });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Google sign-in failed: the provider refused the sign-in');
  });
});

describe('email verification on sign-up', () => {
  it('refuses a Google sign-up whose email Google has not verified', async () => {
    const user = googleUser({ email_verified: false });
    const { body } = await throughProvider('google', user, { intent: 'signup' });
    const reply = await finish('google', 'signup', body);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('Google did not confirm an email address for this account');
    expect(await countUsersWithEmail(user.email ?? '')).toBe(0);
  });

  it('refuses a Microsoft sign-up without a verified email (no xms_edov)', async () => {
    const user = microsoftUser({ xms_edov: false });
    const { body } = await throughProvider('microsoft', user, { intent: 'signup' });
    const reply = await finish('microsoft', 'signup', body);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('Microsoft did not confirm an email address');
  });
});

describe('Microsoft, multi-tenant', () => {
  it("signs up and in with the tenant's issuer from the {tenantid} template", async () => {
    const user = microsoftUser({ name: 'Mary Jackson' });
    const created = await signUpWith('microsoft', user, 'Wind Tunnels');
    expect(created.userData).toMatchObject({ role: 'owner', organisation: { name: 'Wind Tunnels' } });
    const [identity] = await context.database.query<{ issuer: string; subject: string; provider: string }>(
      'select issuer, subject, provider from user_identities where user_id = $1',
      [created.userData.id],
    );
    expect(identity).toEqual({
      issuer: `${microsoft.url}/${loopbackTenantId}/v2.0`,
      subject: user.sub,
      provider: 'microsoft',
    });
    const signedIn = await signInWith('microsoft', user);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userData.id).toBe(created.userData.id);
  });

  it('keeps the same subject in another tenant apart', async () => {
    const user = microsoftUser();
    await signUpWith('microsoft', user);
    const reply = await signInWith('microsoft', { ...user, tid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' });
    expect(reply.status).toBe(422);
  });

  it("refuses a token whose issuer is not its own tenant's", async () => {
    const user = microsoftUser();
    await signUpWith('microsoft', user);
    microsoft.tamperNextIdToken((payload) => {
      payload.iss = `${microsoft.url}/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/v2.0`;
    });
    const reply = await signInWith('microsoft', user);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('unexpected issuer');
  });

  it('refuses a token whose tenant is not a tenant id', async () => {
    const user = microsoftUser();
    await signUpWith('microsoft', user);
    microsoft.tamperNextIdToken((payload) => {
      payload.tid = '../common';
      payload.iss = `${microsoft.url}/../common/v2.0`;
    });
    const reply = await signInWith('microsoft', user);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('unexpected issuer');
  });

  it('refuses personal Microsoft accounts with the organizations tenant', async () => {
    const { body } = await throughProvider('microsoft', microsoftUser({ tid: microsoftConsumerTenantId }), {
      intent: 'signup',
    });
    const reply = await finish('microsoft', 'signup', body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('personal Microsoft accounts are not accepted here');
  });
});

describe('linking from the profile', () => {
  async function link(token: string, provider: OidcProvider, user: LoopbackUser) {
    const started = await context.call<{ data: OidcStart }>('POST', `/api/v1/auth/oidc/${provider}/link/start`, {
      token,
      body: {},
    });
    expect(started.status).toBe(200);
    expect(started.body.data.intent).toBe('link');
    loopbackOf(provider).nextUser(user);
    const back = await loopbackOf(provider).authorize(started.body.data.url);
    return context.call<{ message: string; data: UserIdentity }>('POST', `/api/v1/auth/oidc/${provider}/link`, {
      token,
      body: { code: back.code, state: back.state },
    });
  }

  it('links Google to a password account, which then signs in with it, lists it and unlinks it', async () => {
    const owner = await context.signup();
    const user = googleUser({ email: `someone-else-${context.unique()}@example.test` });
    const linked = await link(owner.accessToken, 'google', user);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ message: 'Google is linked: you can now sign in with it.' });

    const signedIn = await signInWith('google', user);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userData.id).toBe(owner.userData.id);

    const listed = await context.call<{ data: UserIdentity[] }>('GET', '/api/v1/auth/identities', {
      token: owner.accessToken,
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ provider: 'google', email: user.email })]);
    const unlinked = await context.call('POST', '/api/v1/auth/oidc/google/unlink', {
      token: owner.accessToken,
      body: {},
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ data: [{ id: linked.body.data.id }] });
    expect((await signInWith('google', user)).status).toBe(422);
  });

  it('refuses a link another account started, and a provider account linked elsewhere', async () => {
    const first = await context.signup();
    const second = await context.signup();
    const started = await context.call<{ data: OidcStart }>('POST', '/api/v1/auth/oidc/google/link/start', {
      token: first.accessToken,
      body: {},
    });
    const user = googleUser();
    google.nextUser(user);
    const back = await google.authorize(started.body.data.url);
    const stolen = await context.call('POST', '/api/v1/auth/oidc/google/link', {
      token: second.accessToken,
      body: { code: back.code, state: back.state },
    });
    expect(stolen.status).toBe(400);

    expect((await link(first.accessToken, 'google', user)).status).toBe(200);
    const twice = await link(second.accessToken, 'google', user);
    expect(twice.status).toBe(409);
  });

  it('keeps the only way into an account without a password', async () => {
    const created = await signUpWith('google', googleUser());
    const reply = await context.call('POST', '/api/v1/auth/oidc/google/unlink', {
      token: created.accessToken,
      body: {},
    });
    expect(reply.status).toBe(422);
    const nothing = await context.call('POST', '/api/v1/auth/oidc/microsoft/unlink', {
      token: created.accessToken,
      body: {},
    });
    expect(nothing.status).toBe(404);
  });

  it('refuses a deactivated member exactly as password sign-in does', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken);
    const user = googleUser();
    expect((await link(member.accessToken, 'google', user)).status).toBe(200);
    const deactivated = await context.call('POST', '/api/v1/users/teams/deactivate', {
      token: owner.accessToken,
      body: { userId: member.userData.id },
    });
    expect(deactivated.status).toBe(200);
    const reply = await signInWith('google', user);
    const password = await context.call('POST', '/api/v1/login', {
      body: { email: member.email, password: member.password },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(deactivatedAccountMessage);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: password.status, body: password.body });
  });
});

describe('a server without providers', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext();
  });
  afterAll(() => bare.close());

  it('lists none and answers every provider route with 422 and a message', async () => {
    expect((await bare.call('GET', '/api/v1/auth/providers')).body).toEqual({ data: { providers: [] } });
    const started = await bare.call('POST', '/api/v1/auth/oidc/google/start', { body: {} });
    expect(started.status).toBe(422);
    expect(started.body).toMatchObject({ message: 'Google sign-in is not set up on this server.' });
    const body = { code: 'code', state: 'a'.repeat(43) };
    for (const path of ['google/validate', 'google/signup', 'microsoft/validate', 'microsoft/signup']) {
      const reply = await bare.call('POST', `/api/v1/${path}`, { body });
      expect(reply.status, path).toBe(422);
      expect(reply.body, path).toMatchObject({
        message: expect.stringMatching(/sign-in is not set up on this server\.$/),
      });
    }
    expect(await bare.database.query('select * from oidc_states')).toEqual([]);
  });
});
