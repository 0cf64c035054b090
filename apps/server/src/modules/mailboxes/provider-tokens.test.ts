import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MutableResponse, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../test/closed-port.ts';
import { testConfig } from '../../../test/harness.ts';
import { type OidcLoopback, startOidcLoopback } from '../../../test/oidc-loopback.ts';
import { createProviderOAuth, grantGoneErrors, type ProviderOAuth, ProviderOAuthFailure } from './provider-tokens.ts';

/**
 * The OAuth client of connected mailboxes against providers on loopback that speak the real wire
 * format: the sign-in loopbacks for consent (Google's single issuer, Microsoft's tenant issuers),
 * and a bare `oauth2-mock-server` for renewals, which it grants with a fresh ID token as Google does.
 * The ID token that comes back is verified by openid-client: signature, issuer, audience, expiry.
 */

let google: OidcLoopback;
let microsoft: OidcLoopback;
let renewing: OAuth2Server;
let oauth: ProviderOAuth;
let renewingOAuth: ProviderOAuth;
/** What the renewing server does to its next reply. */
let nextRenewal: ((reply: MutableResponse) => void) | null = null;
const redirectUri = 'http://leadpilot.test/connect/callback';

beforeAll(async () => {
  google = await startOidcLoopback({ flavour: 'google', clientId: 'lp-google', clientSecret: 'google-secret-0123' });
  microsoft = await startOidcLoopback({ flavour: 'microsoft', clientId: 'lp-ms', clientSecret: 'ms-secret-0123' });
  oauth = createProviderOAuth(testConfig({ ...google.environment(), ...microsoft.environment() }));
  renewing = new OAuth2Server();
  await renewing.issuer.keys.generate('RS256');
  renewing.service.on('beforeResponse', (reply: MutableResponse) => {
    nextRenewal?.(reply);
    nextRenewal = null;
  });
  await renewing.start(0, '127.0.0.1');
  renewingOAuth = createProviderOAuth(
    testConfig({
      GOOGLE_ISSUER: renewing.issuer.url ?? '',
      GOOGLE_CLIENT_ID: 'lp-google',
      GOOGLE_CLIENT_SECRET: 'google-secret-0123',
    }),
  );
});

afterAll(async () => {
  await Promise.all([google.close(), microsoft.close(), renewing.stop()]);
});

/** A consent as the consent service makes it: the address, the provider's redirect, the code exchange. */
async function consent(
  provider: 'google' | 'microsoft',
  options: { passNonce?: boolean; passState?: boolean; nonce?: string } = {},
) {
  const loopback = provider === 'google' ? google : microsoft;
  const secrets = {
    state: randomBytes(24).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    codeVerifier: randomBytes(32).toString('base64url'),
  };
  const url = await oauth.authorizationUrl(provider, {
    ...secrets,
    redirectUri,
    scopes: ['openid', 'email', 'profile'],
    extra: { prompt: 'consent' },
  });
  const { code, state } = await loopback.authorize(url);
  expect(state).toBe(secrets.state);
  const grant = await oauth.exchangeCode(provider, {
    code,
    codeVerifier: secrets.codeVerifier,
    redirectUri,
    ...(options.passState ? { state } : {}),
    ...(options.passNonce ? { nonce: options.nonce ?? secrets.nonce } : {}),
  });
  return { url: new URL(url), grant, ...secrets };
}

/** The failure a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<ProviderOAuthFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderOAuthFailure);
  return error as ProviderOAuthFailure;
}

describe('the consent address', () => {
  it('asks for the code with an S256 challenge of the verifier, the scopes, state, nonce and extras', async () => {
    const { url, codeVerifier, state, nonce } = await consent('google');
    const query = Object.fromEntries(url.searchParams);
    expect(url.origin).toBe(google.url);
    expect(query).toMatchObject({
      client_id: 'lp-google',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    expect(query.code_challenge).toBe(createHash('sha256').update(codeVerifier).digest('base64url'));
  });
});

describe('the code exchange', () => {
  it('sends the verifier and the client secret, and reads the account from the verified ID token', async () => {
    const { grant, nonce } = await consent('google');
    expect(google.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'lp-google',
      client_secret: 'google-secret-0123',
      redirect_uri: redirectUri,
    });
    expect(grant).toMatchObject({ expiresInSeconds: 3600, refreshToken: expect.any(String) });
    const identity = oauth.identityOf('google', grant.idToken ?? '', { nonce, now: new Date() });
    expect(identity).toEqual({ subject: '108000000000000000001', email: 'ada@example.test', name: 'Ada Lovelace' });
    // Another consent's nonce, another provider, or a token no exchange here verified: no account.
    expect(oauth.identityOf('google', grant.idToken ?? '', { nonce: 'other', now: new Date() })).toBeNull();
    expect(oauth.identityOf('microsoft', grant.idToken ?? '', { nonce, now: new Date() })).toBeNull();
    expect(oauth.identityOf('google', `${grant.idToken}x`, { nonce, now: new Date() })).toBeNull();
  });

  it("accepts Microsoft's ID token from the account's tenant, under the announced template", async () => {
    microsoft.nextUser({ sub: 'ms-grace', email: 'Grace@Contoso.test', name: 'Grace Hopper', tid: undefined });
    const { grant, nonce } = await consent('microsoft', { passNonce: true, passState: true });
    expect(oauth.identityOf('microsoft', grant.idToken ?? '', { nonce, now: new Date() })).toEqual({
      subject: 'ms-grace',
      email: 'grace@contoso.test',
      name: 'Grace Hopper',
    });
  });

  it('checks the nonce at the exchange when it is given', async () => {
    const failure = await failureOf(consent('google', { passNonce: true, nonce: 'another-sign-in' }));
    expect(failure).toMatchObject({ kind: 'refused', error: 'invalid_id_token' });
    expect(failure.message).toBe('the ID token does not belong to this sign-in');
  });

  it('refuses an ID token issued to another application, in plain words', async () => {
    google.tamperNextIdToken((payload) => {
      payload.aud = 'someone-else';
    });
    const failure = await failureOf(consent('google'));
    expect(failure).toMatchObject({ kind: 'refused', error: 'invalid_id_token' });
    expect(failure.message).toBe('the ID token was issued to another application');
  });

  it("refuses an ID token whose signature the provider's keys did not make", async () => {
    microsoft.forgeNextIdTokenSignature();
    const failure = await failureOf(consent('microsoft'));
    expect(failure).toMatchObject({ kind: 'refused', error: 'invalid_id_token' });
    expect(failure.message).toBe("the ID token's signature is not valid");
  });

  it('refuses an ID token from another issuer, or one that has expired', async () => {
    google.tamperNextIdToken((payload) => {
      payload.iss = 'https://issuer.example';
    });
    expect((await failureOf(consent('google'))).message).toBe('the ID token comes from an unexpected issuer');
    google.tamperNextIdToken((payload) => {
      payload.exp = Math.floor(Date.now() / 1000) - 3600;
    });
    expect((await failureOf(consent('google'))).message).toBe('the ID token has expired');
  });

  it("answers the provider's refusal with its OAuth error code and description", async () => {
    const failure = await failureOf(
      oauth.exchangeCode('google', { code: 'forged-code', codeVerifier: 'v'.repeat(43), redirectUri }),
    );
    // The loopback's words for an unknown code (without a PKCE challenge on record), passed on as they are.
    expect(failure).toMatchObject({ kind: 'refused', error: 'invalid_request', message: 'code_challenge required' });
  });
});

describe('renewal', () => {
  it('renews with the refresh token and verifies the ID token that comes with it', async () => {
    const grant = await renewingOAuth.refresh('google', 'refresh-0123');
    expect(grant).toMatchObject({ accessToken: expect.any(String), expiresInSeconds: 3600 });
    renewing.service.once('beforeResponse', (reply: MutableResponse) => {
      const body = reply.body as { id_token: string };
      const [header, payload, signature = ''] = body.id_token.split('.');
      body.id_token = `${header}.${payload}.${Buffer.alloc(Buffer.from(signature, 'base64url').length, 7).toString('base64url')}`;
    });
    const failure = await failureOf(renewingOAuth.refresh('google', 'refresh-0123'));
    expect(failure).toMatchObject({ kind: 'refused', error: 'invalid_id_token' });
  });

  it('reports a refused renewal by its code, which marks the grant gone', async () => {
    const failure = await failureOf(oauth.refresh('microsoft', 'refresh-0123'));
    expect(failure).toMatchObject({ kind: 'refused', error: 'invalid_grant' });
    expect(grantGoneErrors.has(failure.error)).toBe(true);
  });

  it("treats the provider's own failure as unreachable", async () => {
    nextRenewal = (reply) => {
      reply.statusCode = 503;
      reply.body = { error: 'temporarily_unavailable' };
    };
    const failure = await failureOf(renewingOAuth.refresh('google', 'refresh-0123'));
    expect(failure).toMatchObject({ kind: 'unreachable', error: 'server_error' });
    expect(failure.message).toBe('the sign-in service did not answer as expected');
  });
});

describe('providers that cannot be used', () => {
  let stranger: Server;
  afterAll(() => new Promise<void>((resolve) => stranger.close(() => resolve())));

  it('is not_configured without a client, and unreachable without an answer', async () => {
    const none = createProviderOAuth(testConfig());
    expect(none.isConfigured('google')).toBe(false);
    expect(await failureOf(none.refresh('google', 'x'))).toMatchObject({ kind: 'not_configured' });
    const port = await closedPort();
    const closed = createProviderOAuth(
      testConfig({ GOOGLE_ISSUER: `http://127.0.0.1:${port}`, GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }),
    );
    expect(await failureOf(closed.refresh('google', 'x'))).toMatchObject({
      kind: 'unreachable',
      error: 'unreachable',
      message: 'the sign-in service could not be reached',
    });
  });

  it('refuses a discovery document that names another issuer', async () => {
    stranger = createServer((_request, response) => {
      const base = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer: 'https://accounts.example',
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
        }),
      );
    });
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    const port = (stranger.address() as AddressInfo).port;
    const other = createProviderOAuth(
      testConfig({ GOOGLE_ISSUER: `http://127.0.0.1:${port}`, GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }),
    );
    expect(await failureOf(other.refresh('google', 'x'))).toMatchObject({
      kind: 'unreachable',
      error: 'discovery',
      message: 'the sign-in service named another issuer',
    });
  });
});
