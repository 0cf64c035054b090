import { randomUUID } from 'node:crypto';
import type { ConsentResult, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { type MutableResponse, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleApiLoopback, startGoogleApiLoopback } from '../../../test/google-api-loopback.ts';
import { type GraphLoopback, startGraphLoopback } from '../../../test/graph-loopback.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type OidcLoopback, startOidcLoopback } from '../../../test/oidc-loopback.ts';
import { mailboxes } from '../../db/schema.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { type MailboxClient, type MailboxClientFactory, MailboxConnectionError } from './mailbox-client.ts';
import { loadMailboxView } from './mailbox-view.ts';
import { composeRfc822, createProviderMailboxClients } from './provider-clients.ts';
import type { StoredProviderTokens } from './provider-tokens.ts';

/**
 * Gmail and Microsoft mailboxes connected through consent, then used through the client factory
 * against the Gmail API and Graph loopbacks. Google's token endpoint here is `oauth2-mock-server`
 * itself, which renews tokens (and refuses revoked refresh tokens with `invalid_grant`, as Google
 * does); Microsoft's is the sign-in loopback, which accepts no renewal at all.
 */

let googleOAuth: OAuth2Server;
let microsoft: OidcLoopback;
let gmailApi: GoogleApiLoopback;
let graphApi: GraphLoopback;
let context: TestContext;
let owner: LoginReply & { email: string; password: string };
let factory: MailboxClientFactory;
/** Every form sent to Google's token endpoint. */
const googleGrants: Record<string, string>[] = [];
const revokedRefreshTokens = new Set<string>();
const minute = 60_000;

beforeAll(async () => {
  googleOAuth = new OAuth2Server();
  await googleOAuth.issuer.keys.generate('RS256');
  // Every token its own: two grants in the same second must not sign the same JWT.
  googleOAuth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.jti = randomUUID();
  });
  googleOAuth.service.on('beforeResponse', (reply: MutableResponse, request: { body?: Record<string, unknown> }) => {
    const form = Object.fromEntries(Object.entries(request.body ?? {}).map(([key, value]) => [key, String(value)]));
    googleGrants.push(form);
    if (form.grant_type === 'refresh_token' && revokedRefreshTokens.has(form.refresh_token ?? '')) {
      reply.statusCode = 400;
      reply.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
    }
  });
  await googleOAuth.start(0, '127.0.0.1');
  const googleUrl = googleOAuth.issuer.url ?? '';
  microsoft = await startOidcLoopback({ flavour: 'microsoft', clientId: 'lp-ms', clientSecret: 'ms-secret-0123' });
  gmailApi = await startGoogleApiLoopback({ jwksUrl: `${googleUrl}/jwks` });
  graphApi = await startGraphLoopback({ jwksUrl: `${microsoft.url}/discovery/v2.0/keys` });
  context = await createTestContext({
    config: {
      GOOGLE_ISSUER: googleUrl,
      GOOGLE_CLIENT_ID: 'lp-google',
      GOOGLE_CLIENT_SECRET: 'google-secret-0123',
      ...microsoft.environment(),
      ...gmailApi.environment(),
      ...graphApi.environment(),
    },
  });
  owner = await context.signup({ name: 'Ada Lovelace' });
  factory = createProviderMailboxClients({
    db: context.db,
    clock: context.clock,
    config: context.config,
    secretBox: createSecretBox(context.config.ENCRYPTION_KEY),
  });
});

afterAll(async () => {
  await context.close();
  await Promise.all([googleOAuth.stop(), microsoft.close(), gmailApi.close(), graphApi.close()]);
});

/** Connects through the consent routes as the owner: start, the provider's redirect, emailcode. */
/** The owner's access token; the test moves the clock by hours, so it signs in again when it expired. */
async function ownerToken(): Promise<string> {
  if ((await context.call('GET', '/api/v1/users', { token: owner.accessToken })).status === 401) {
    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    owner = { ...owner, accessToken: login.body.accessToken };
  }
  return owner.accessToken;
}

async function connect(path: string): Promise<ConsentResult> {
  await ownerToken();
  const started = await context.call<{ data: { url: string } }>('GET', path, { token: owner.accessToken });
  const redirect = await fetch(started.body.data.url, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location') ?? '');
  const query = new URLSearchParams({
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  });
  const finished = await context.call<{ data: ConsentResult }>('GET', `/api/v1/organisation/emailcode?${query}`, {
    token: owner.accessToken,
  });
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  return finished.body.data;
}

async function rowOf(id: string) {
  const [row] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, id));
  if (!row) throw new Error(`no mailbox ${id}`);
  return row;
}

async function clientOf(id: string): Promise<MailboxClient> {
  return factory.clientFor(await rowOf(id));
}

function tokensOf(row: { id: string; secretCiphertext: string | null }) {
  return createSecretBox(context.config.ENCRYPTION_KEY).openJson<StoredProviderTokens>(
    row.secretCiphertext ?? '',
    row.id,
  );
}

/** A message from someone else, as RFC 822 text. */
async function incoming(to: string, token: string) {
  const { raw } = await composeRfc822({
    idempotencyKey: `incoming-${token}`,
    from: { name: 'Grace Hopper', address: 'grace@partner.test' },
    to,
    subject: `Lunch next week? ${token}`,
    html: '<p>Are you free on Tuesday?</p>',
    text: 'Are you free on Tuesday?',
    headers: { 'X-Leadpilot-Warmup': token },
  });
  return raw.toString('utf8');
}

const refreshGrants = () => googleGrants.filter((form) => form.grant_type === 'refresh_token');

describe('a Gmail mailbox', () => {
  let id: string;
  let client: MailboxClient;

  beforeAll(async () => {
    id = (await connect('/api/v1/organisation/gmail')).mailbox.id;
    client = await clientOf(id);
  });

  it('verifies the account through the Gmail profile', async () => {
    await client.verify();
    expect(gmailApi.requests.at(-1)).toEqual({ method: 'GET', path: '/gmail/v1/users/me/profile' });
  });

  it('sends an RFC 822 message with its headers and a Message-ID that is the same for the same key', async () => {
    const message = {
      idempotencyKey: 'warmup:first',
      from: { name: 'Ada Lovelace', address: 'ada@example.test' },
      to: 'ada@example.test',
      subject: 'Catching up wk7rq2',
      html: '<p>How was the conference?</p>',
      text: 'How was the conference?',
      headers: { 'X-Leadpilot-Warmup': 'wk7rq2' },
    };
    const sent = await client.send(message);
    expect(sent.messageId).toMatch(/^<[0-9a-f]{32}@example\.test>$/);
    const stored = gmailApi.messages().find((entry) => entry.subject === 'Catching up wk7rq2');
    expect(stored?.raw).toContain('X-Leadpilot-Warmup: wk7rq2');
    expect(stored?.raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(stored?.raw).toContain('From: Ada Lovelace <ada@example.test>');
    expect([...(stored?.labelIds ?? [])].sort()).toEqual(['INBOX', 'SENT', 'UNREAD']);
    expect((await composeRfc822(message)).messageId).toBe(sent.messageId);
    expect(await client.findSent(sent.messageId)).toBe(true);
    expect(await client.findSent('<never-sent@example.test>')).toBe(false);
  });

  it('finds a message by its token in spam and rescues it to the inbox, read and important', async () => {
    await gmailApi.deliver(await incoming('ada@example.test', 'spm4x9'), 'spam');
    const [found, ...others] = await client.findByToken('spm4x9');
    expect(others).toEqual([]);
    expect(found).toMatchObject({ folder: 'spam', seen: false, subject: 'Lunch next week? spm4x9' });
    expect(found?.messageId).toMatch(/^<[0-9a-f]{32}@partner\.test>$/);
    if (!found) throw new Error('not found');
    await client.rescue(found);
    const stored = gmailApi.messages().find((entry) => entry.id === found.ref);
    expect([...(stored?.labelIds ?? [])].sort()).toEqual(['IMPORTANT', 'INBOX']);
    expect(await client.findByToken('spm4x9')).toEqual([{ ...found, folder: 'inbox', seen: true }]);
    expect(await client.findByToken('wk7rq2')).toEqual([expect.objectContaining({ folder: 'inbox', seen: false })]);
    expect(await client.findByToken('absent0')).toEqual([]);
  });

  it('renews the access token five minutes before it expires, once for calls made together', async () => {
    const before = await rowOf(id);
    const renewalsBefore = refreshGrants().length;
    context.clock.advance(56 * minute);
    await Promise.all([client.verify(), client.verify(), client.findByToken('wk7rq2')]);
    const renewals = refreshGrants().slice(renewalsBefore);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: tokensOf(before).refreshToken,
      client_id: 'lp-google',
      client_secret: 'google-secret-0123',
    });
    const after = await rowOf(id);
    expect(tokensOf(after).accessToken).not.toBe(tokensOf(before).accessToken);
    expect(after.tokenExpiresAt?.getTime()).toBe(context.clock.now().getTime() + 3600 * 1000);
    // Within the token's life nothing is renewed.
    await client.verify();
    expect(refreshGrants().length).toBe(renewalsBefore + 1);
  });

  it('renews once when the API refuses a token before its expiry', async () => {
    const renewalsBefore = refreshGrants().length;
    gmailApi.bearer.revokeAll();
    await client.verify();
    expect(refreshGrants().length).toBe(renewalsBefore + 1);
  });

  it('marks the mailbox broken with the reason when Google refuses the renewal', async () => {
    revokedRefreshTokens.add(tokensOf(await rowOf(id)).refreshToken);
    context.clock.advance(56 * minute);
    const failure = await client
      .send({
        idempotencyKey: 'warmup:after-revocation',
        from: { name: 'Ada', address: 'ada@example.test' },
        to: 'grace@partner.test',
        subject: 'Hello',
        html: '<p>Hello</p>',
        text: 'Hello',
      })
      .catch((error: unknown) => error);
    const reason = "Google no longer accepts Leadpilot's access to ada@example.test: reconnect the mailbox.";
    expect(failure).toBeInstanceOf(MailboxConnectionError);
    expect(failure).toMatchObject({ step: 'token', permanent: true, message: reason });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'broken', statusReason: reason });
    // The entry's view shows why, and carries no token.
    const view = await loadMailboxView(context.db, owner.userData.organisation.id, id, context.clock.now());
    expect(view).toMatchObject({ status: 'broken', statusReason: reason });
    expect(JSON.stringify(view)).not.toContain(tokensOf(row).refreshToken);
    // The connection check says the same.
    const checked = await context.call<{
      message: string;
      data: { ok: boolean; steps: { ok: boolean; message: string }[] };
    }>('POST', '/api/v1/organisation/emails/check', { token: await ownerToken(), body: { id } });
    expect(checked.status).toBe(200);
    expect(checked.body.data.ok).toBe(false);
    expect(checked.body.data.steps).toContainEqual(expect.objectContaining({ ok: false, message: reason }));
    expect(JSON.stringify(checked.body)).not.toContain(tokensOf(row).refreshToken);
    // Connecting it again puts it back to work.
    revokedRefreshTokens.clear();
    const reconnected = await connect('/api/v1/organisation/gmail');
    expect(reconnected.mailbox).toMatchObject({ id, status: 'active', statusReason: '' });
    await (await clientOf(id)).verify();
  });
});

describe('a Microsoft 365 mailbox', () => {
  let id: string;
  let client: MailboxClient;

  beforeAll(async () => {
    graphApi.setAccount({
      email: 'ada@contoso.test',
      name: 'Ada Lovelace',
      id: '5d2c1b0a-1111-4222-8333-444455556666',
    });
    id = (await connect('/api/v1/organisation/microsoft')).mailbox.id;
    client = await clientOf(id);
  });

  it('verifies the account through Graph', async () => {
    await client.verify();
    expect(graphApi.requests.at(-1)?.path).toBe('/v1.0/me');
  });

  it('sends the message as MIME through Graph, headers and Message-ID kept', async () => {
    const sent = await client.send({
      idempotencyKey: 'warmup:graph-first',
      from: { name: 'Ada Lovelace', address: 'ada@contoso.test' },
      to: 'grace@partner.test',
      subject: 'Quarterly plans gr8k2m',
      html: '<p>Shall we plan?</p>',
      text: 'Shall we plan?',
      headers: { 'X-Leadpilot-Warmup': 'gr8k2m' },
      inReplyTo: '<earlier@partner.test>',
    });
    const stored = graphApi.messages().find((message) => message.subject === 'Quarterly plans gr8k2m');
    expect(stored?.folder).toBe('sentitems');
    expect(stored?.raw).toContain('X-Leadpilot-Warmup: gr8k2m');
    expect(stored?.raw).toContain('In-Reply-To: <earlier@partner.test>');
    expect(stored?.raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(await client.findSent(sent.messageId)).toBe(true);
    expect(await client.findSent("<it's-not-there@contoso.test>")).toBe(false);
  });

  it('finds a message in the junk folder by its token and rescues it to the inbox, read and important', async () => {
    await graphApi.deliver(await incoming('ada@contoso.test', 'jnk3p7'), 'junkemail');
    const [found, ...others] = await client.findByToken('jnk3p7');
    expect(others).toEqual([]);
    expect(found).toMatchObject({ folder: 'spam', seen: false, subject: 'Lunch next week? jnk3p7' });
    if (!found) throw new Error('not found');
    await client.rescue(found);
    const moved = graphApi.messages().find((message) => message.subject === 'Lunch next week? jnk3p7');
    expect(moved).toMatchObject({ folder: 'inbox', isRead: true, importance: 'high' });
    expect(moved?.id).not.toBe(found.ref);
    expect(await client.findByToken('jnk3p7')).toEqual([
      { ref: moved?.id, folder: 'inbox', messageId: found.messageId, subject: found.subject, seen: true },
    ]);
  });

  it('marks the mailbox broken when Graph refuses the token and Microsoft refuses its renewal', async () => {
    graphApi.bearer.revokeAll();
    const failure = await client.verify().catch((error: unknown) => error);
    const reason = "Microsoft no longer accepts Leadpilot's access to ada@contoso.test: reconnect the mailbox.";
    expect(failure).toMatchObject({ name: 'MailboxConnectionError', permanent: true, message: reason });
    expect(microsoft.tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token', client_id: 'lp-ms' });
    expect(await rowOf(id)).toMatchObject({ status: 'broken', statusReason: reason });
  });
});

describe('a consent whose ID token fails a check', () => {
  it('is refused in plain words and connects nothing', async () => {
    const before = (await context.db.select().from(mailboxes)).length;
    microsoft.tamperNextIdToken((payload) => {
      payload.aud = 'another-application';
    });
    const started = await context.call<{ data: { url: string } }>('GET', '/api/v1/organisation/microsoft', {
      token: await ownerToken(),
    });
    const { code, state } = await microsoft.authorize(started.body.data.url);
    const finished = await context.call<{ message: string }>(
      'GET',
      `/api/v1/organisation/emailcode?${new URLSearchParams({ code, state })}`,
      { token: owner.accessToken },
    );
    expect(finished.status).toBe(422);
    expect(finished.body.message).toBe(
      'Microsoft 365 / Outlook was not connected (invalid_id_token: the ID token was issued to another application). Start again from Mailboxes.',
    );
    expect((await context.db.select().from(mailboxes)).length).toBe(before);
  });
});

describe('a connected calendar', () => {
  it('verifies through the calendar API and does not send mail', async () => {
    const { mailbox } = await connect('/api/v1/organisation/calendar?provider=google');
    const client = await clientOf(mailbox.id);
    await client.verify();
    expect(gmailApi.requests.at(-1)).toEqual({ method: 'GET', path: '/calendar/v3/calendars/primary' });
    await expect(client.findByToken('abc123')).rejects.toThrow(
      'ada@example.test is connected as a calendar, which does not send or read mail. Connect it as a mailbox to send.',
    );
  });
});

describe('the client factory', () => {
  it('serves only Gmail and Microsoft entries', async () => {
    const [row] = await context.db.select().from(mailboxes).where(eq(mailboxes.kind, 'gmail'));
    if (!row) throw new Error('no Gmail mailbox');
    await expect(factory.clientFor({ ...row, kind: 'smtp' })).rejects.toThrow('is not a Gmail or Microsoft entry');
  });
});
