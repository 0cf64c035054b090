import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ConsentResult, LoginReply, Mailbox } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleApiLoopback, startGoogleApiLoopback } from '../../../test/google-api-loopback.ts';
import { type GraphLoopback, startGraphLoopback } from '../../../test/graph-loopback.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type OidcLoopback, startOidcLoopback } from '../../../test/oidc-loopback.ts';
import { consentStates, mailboxes } from '../../db/schema.ts';
import { loggerOptions } from '../../platform/logger.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { StoredProviderTokens } from '../mailboxes/index.ts';

let google: OidcLoopback;
let microsoft: OidcLoopback;
let gmailApi: GoogleApiLoopback;
let graphApi: GraphLoopback;
let context: TestContext;
let owner: LoginReply & { email: string };
const logLines: string[] = [];

beforeAll(async () => {
  google = await startOidcLoopback({ flavour: 'google', clientId: 'lp-google', clientSecret: 'google-secret-0123' });
  microsoft = await startOidcLoopback({
    flavour: 'microsoft',
    clientId: 'lp-microsoft',
    clientSecret: 'microsoft-secret-0123',
  });
  gmailApi = await startGoogleApiLoopback({ jwksUrl: `${google.url}/jwks` });
  graphApi = await startGraphLoopback({ jwksUrl: `${microsoft.url}/discovery/v2.0/keys` });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  context = await createTestContext({
    config: {
      ...google.environment(),
      ...microsoft.environment(),
      ...gmailApi.environment(),
      ...graphApi.environment(),
      LOG_LEVEL: 'trace',
    },
    logger: { ...(loggerOptions('trace') as object), stream },
  });
  owner = await context.signup({ name: 'Ada Lovelace' });
});

afterAll(async () => {
  await context.close();
  await Promise.all([google.close(), microsoft.close(), gmailApi.close(), graphApi.close()]);
});

type Reply<T> = { status: number; body: T & { message?: string } };

async function consentUrl(token: string, path: string): Promise<URL> {
  const reply = await context.call<{ data: { url: string } }>('GET', path, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return new URL(reply.body.data.url);
}

/** Calls emailcode as the callback page does, with what the provider sent back. */
function finish(token: string, sent: { state: string; code?: string; error?: string; error_description?: string }) {
  const query = new URLSearchParams();
  for (const name of ['state', 'code', 'error', 'error_description'] as const) {
    const value = sent[name];
    if (value !== undefined) query.set(name, value);
  }
  return context.call<{ message: string; data: ConsentResult }>(
    'GET',
    `/api/v1/organisation/emailcode?${query.toString()}`,
    { token },
  ) as Promise<Reply<{ data: ConsentResult }>>;
}

/** Starts a consent, lets the provider loopback consent and redirect back, and answers code and state. */
async function consent(token: string, path: string, provider: OidcLoopback = google) {
  const url = await consentUrl(token, path);
  const { code, state, redirect } = await provider.authorize(url.toString());
  expect(`${redirect.origin}${redirect.pathname}`).toBe('http://leadpilot.test/connect/callback');
  return { code, state, url };
}

async function rowOf(id: string) {
  const [row] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, id));
  if (!row) throw new Error(`no mailbox ${id}`);
  return row;
}

function tokensOf(row: { id: string; secretCiphertext: string | null }): StoredProviderTokens {
  return createSecretBox(context.config.ENCRYPTION_KEY).openJson<StoredProviderTokens>(
    row.secretCiphertext ?? '',
    row.id,
  );
}

describe('consent addresses', () => {
  it('asks Google for Gmail sending and reading, offline, with a one-use state and PKCE (S256)', async () => {
    const url = await consentUrl(owner.accessToken, '/api/v1/organisation/gmail');
    expect(url.origin).toBe(google.url);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: 'lp-google',
      response_type: 'code',
      redirect_uri: 'http://leadpilot.test/connect/callback',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(query.scope?.split(' ')).toEqual([
      'openid',
      'email',
      'profile',
      'https://www.googleapis.com/auth/gmail.send',
      'https://www.googleapis.com/auth/gmail.modify',
    ]);
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = query.state ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    expect(state.length).toBeLessThanOrEqual(200);
    // The state is sealed: it shows neither the organisation nor the member to the provider.
    for (const id of [owner.userData.organisation.id, owner.userData.id]) {
      expect(state.toLowerCase()).not.toContain(id.replaceAll('-', '').slice(0, 12));
    }
    // Starting writes nothing; finishing stores the state's hash only (the verifier never).
    const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
    const stored = () =>
      context.db
        .select()
        .from(consentStates)
        .where(eq(consentStates.stateHash, hashOf(state)));
    expect(await stored()).toHaveLength(0);
    const { code } = await google.authorize(url.toString());
    expect((await finish(owner.accessToken, { state, code })).status).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({
      purpose: 'gmail',
      organisationId: owner.userData.organisation.id,
      codeHash: hashOf(code),
    });
    expect(JSON.stringify(row)).not.toContain(state);
  });

  it('asks Microsoft for mail and offline access, and each provider for its calendar', async () => {
    const mail = await consentUrl(owner.accessToken, '/api/v1/organisation/microsoft');
    expect(mail.origin + mail.pathname).toBe(`${microsoft.url}/organizations/oauth2/v2.0/authorize`);
    expect(mail.searchParams.get('scope')?.split(' ')).toEqual([
      'openid',
      'email',
      'profile',
      'offline_access',
      'Mail.Send',
      'Mail.ReadWrite',
      'User.Read',
    ]);
    expect(mail.searchParams.get('code_challenge_method')).toBe('S256');
    const googleCalendar = await consentUrl(owner.accessToken, '/api/v1/organisation/calendar?provider=google');
    expect(googleCalendar.origin).toBe(google.url);
    expect(googleCalendar.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');
    const microsoftCalendar = await consentUrl(owner.accessToken, '/api/v1/organisation/calendar?provider=microsoft');
    expect(microsoftCalendar.searchParams.get('scope')).toContain('Calendars.ReadWrite');
    expect(microsoftCalendar.searchParams.get('scope')).toContain('offline_access');
    // Each start is its own state.
    expect(new Set([mail, googleCalendar, microsoftCalendar].map((url) => url.searchParams.get('state'))).size).toBe(3);
  });

  it('is for members who manage mailboxes, signed in', async () => {
    expect((await context.call('GET', '/api/v1/organisation/gmail')).status).toBe(401);
    const member = await context.addMember(owner.accessToken, 'member');
    expect((await context.call('GET', '/api/v1/organisation/gmail', { token: member.accessToken })).status).toBe(200);
  });
});

describe('finishing a Gmail consent', () => {
  let first: { code: string; state: string };
  let mailbox: Mailbox;

  it('exchanges the code with the PKCE verifier and creates the Gmail mailbox with its tokens sealed', async () => {
    const exchangesBefore = google.tokenRequests.length;
    first = await consent(owner.accessToken, '/api/v1/organisation/gmail');
    const reply = await finish(owner.accessToken, first);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe('Gmail ada@example.test is connected.');
    mailbox = reply.body.data.mailbox;
    expect(reply.body.data.purpose).toBe('gmail');
    expect(mailbox).toMatchObject({
      mode: 'Email',
      kind: 'gmail',
      email: 'ada@example.test',
      senderName: 'Ada Lovelace',
      status: 'active',
      ownerUserId: owner.userData.id,
    });
    const exchange = google.tokenRequests.slice(exchangesBefore);
    expect(exchange).toHaveLength(1);
    expect(exchange[0]).toMatchObject({
      grant_type: 'authorization_code',
      code: first.code,
      redirect_uri: 'http://leadpilot.test/connect/callback',
      client_id: 'lp-google',
    });
    const row = await rowOf(mailbox.id);
    expect(row.secretCiphertext).toMatch(/^v1\./);
    const tokens = tokensOf(row);
    expect(tokens.accessToken.length).toBeGreaterThan(20);
    expect(tokens.refreshToken.length).toBeGreaterThan(10);
    expect(row.secretCiphertext).not.toContain(tokens.accessToken);
    expect(row.providerAccountId).toBe('108000000000000000001');
    expect(row.tokenExpiresAt?.getTime()).toBe(context.clock.now().getTime() + 3600 * 1000);
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain(tokens.accessToken);
    expect(text).not.toContain(tokens.refreshToken);
    // The Gmail API saw the new access token (the account was read through it).
    expect(gmailApi.requests.some((request) => request.path === '/gmail/v1/users/me/profile')).toBe(true);
  });

  it('answers the same mailbox to the same state and code again, without a second exchange', async () => {
    const exchangesBefore = google.tokenRequests.length;
    const again = await finish(owner.accessToken, first);
    expect(again.status).toBe(200);
    expect(again.body.data.mailbox.id).toBe(mailbox.id);
    expect(google.tokenRequests.length).toBe(exchangesBefore);
  });

  it('refuses the used state with another code', async () => {
    const again = await finish(owner.accessToken, { state: first.state, code: 'another-code-entirely' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This connection link has already been used. Start again from Mailboxes.');
  });

  it('reconnects the same address: the same entry, active again, with new tokens', async () => {
    const before = await rowOf(mailbox.id);
    await context.db
      .update(mailboxes)
      .set({ status: 'broken', statusReason: 'Google no longer accepts it' })
      .where(eq(mailboxes.id, mailbox.id));
    const reply = await finish(owner.accessToken, await consent(owner.accessToken, '/api/v1/organisation/gmail'));
    expect(reply.status).toBe(200);
    expect(reply.body.data.mailbox).toMatchObject({ id: mailbox.id, status: 'active', statusReason: '' });
    const after = await rowOf(mailbox.id);
    expect(after.secretCiphertext).not.toBe(before.secretCiphertext);
    expect(tokensOf(after).refreshToken).not.toBe(tokensOf(before).refreshToken);
    const all = await context.db.select().from(mailboxes).where(eq(mailboxes.email, 'ada@example.test'));
    expect(
      all.filter((row) => row.organisationId === owner.userData.organisation.id && row.mode === 'Email'),
    ).toHaveLength(1);
  });
});

describe('refused consents', () => {
  async function mailboxCount() {
    return (await context.db.select().from(mailboxes)).length;
  }

  it('refuses an expired state and stores nothing', async () => {
    const before = await mailboxCount();
    const exchangesBefore = google.tokenRequests.length;
    const started = await consent(owner.accessToken, '/api/v1/organisation/gmail');
    context.clock.advance(10 * 60 * 1000 + 1000);
    const reply = await finish(owner.accessToken, started);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(
      'This connection took longer than 10 minutes and has expired. Start again from Mailboxes.',
    );
    expect(google.tokenRequests.length).toBe(exchangesBefore);
    expect(await mailboxCount()).toBe(before);
  });

  it("refuses another organisation's state, which its own member can still finish", async () => {
    const started = await consent(owner.accessToken, '/api/v1/organisation/gmail');
    const stranger = await context.signup();
    const refusedReply = await finish(stranger.accessToken, started);
    expect(refusedReply.status).toBe(422);
    expect(refusedReply.body.message).toBe(
      'This connection was started by another member or in another organisation. Start again from Mailboxes.',
    );
    expect(JSON.stringify(refusedReply.body)).not.toContain('ada@example.test');
    expect((await finish(owner.accessToken, started)).status).toBe(200);
  });

  it('refuses an unknown state', async () => {
    const reply = await finish(owner.accessToken, { state: 'x'.repeat(43), code: 'some-code' });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('This connection link is not valid. Start again from Mailboxes.');
  });

  it("explains the provider's refusal in plain words and uses the state up", async () => {
    const url = await consentUrl(owner.accessToken, '/api/v1/organisation/microsoft');
    const state = url.searchParams.get('state') ?? '';
    const declined = await finish(owner.accessToken, {
      state,
      error: 'access_denied',
      error_description: 'AADSTS65004: User declined to consent to access the app.',
    });
    expect(declined.status).toBe(422);
    expect(declined.body.message).toBe(
      'Microsoft 365 / Outlook was not connected: the access Leadpilot asks for was declined. Start again from Mailboxes and allow it.',
    );
    const other = await finish(owner.accessToken, { state, error: 'server_error', error_description: 'Try later' });
    expect(other.body.message).toBe(
      'Microsoft 365 / Outlook was not connected (server_error: Try later). Start again from Mailboxes.',
    );
    expect((await finish(owner.accessToken, { state, code: 'late-code' })).status).toBe(422);
  });

  it('refuses a code the provider does not accept, and nothing is stored', async () => {
    const before = await mailboxCount();
    const url = await consentUrl(owner.accessToken, '/api/v1/organisation/gmail');
    const reply = await finish(owner.accessToken, { state: url.searchParams.get('state') ?? '', code: 'forged-code' });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/^Gmail was not connected \(invalid_\w+: .+\)\. Start again from Mailboxes\.$/);
    expect(await mailboxCount()).toBe(before);
  });
});

describe('finishing a Microsoft consent', () => {
  it('reads the account from Graph and creates the Microsoft 365 mailbox', async () => {
    graphApi.setAccount({
      email: 'Grace@Contoso.test',
      name: 'Grace Hopper',
      id: '0d9f5e0a-aaaa-4bbb-8ccc-123456789abc',
    });
    const started = await consent(owner.accessToken, '/api/v1/organisation/microsoft', microsoft);
    const reply = await finish(owner.accessToken, started);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.purpose).toBe('microsoft');
    expect(reply.body.data.mailbox).toMatchObject({
      mode: 'Email',
      kind: 'microsoft',
      email: 'grace@contoso.test',
      senderName: 'Grace Hopper',
      status: 'active',
    });
    const row = await rowOf(reply.body.data.mailbox.id);
    expect(row.providerAccountId).toBe('0d9f5e0a-aaaa-4bbb-8ccc-123456789abc');
    expect(tokensOf(row).refreshToken.length).toBeGreaterThan(10);
    const exchange = microsoft.tokenRequests.at(-1);
    expect(exchange?.grant_type).toBe('authorization_code');
    expect(exchange?.client_secret).toBe('microsoft-secret-0123');
    // The verifier sent matches the challenge of the consent address.
    expect(
      createHash('sha256')
        .update(exchange?.code_verifier ?? '')
        .digest('base64url'),
    ).toBe(started.url.searchParams.get('code_challenge'));
  });
});

describe('calendars', () => {
  let calendarId: string;

  it('connects a Google calendar with default booking settings in the organisation time zone', async () => {
    await context.call('PUT', '/api/v1/organisation', {
      token: owner.accessToken,
      body: { timeZone: 'Europe/London' },
    });
    const reply = await finish(
      owner.accessToken,
      await consent(owner.accessToken, '/api/v1/organisation/calendar?provider=google'),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.purpose).toBe('google_calendar');
    calendarId = reply.body.data.mailbox.id;
    expect(reply.body.data.mailbox).toMatchObject({ mode: 'Calendar', kind: 'gmail', email: 'ada@example.test' });
    expect(reply.body.data.mailbox.calendar).toEqual({
      provider: 'google',
      workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
      timeZone: (
        await context.call<{ data: { timeZone: string } }>('GET', '/api/v1/organisation', { token: owner.accessToken })
      ).body.data.timeZone,
      meetingMinutes: 30,
      bufferMinutes: 10,
      bookingSlug: 'ada-lovelace',
    });
  });

  it('gives the next Ada Lovelace of the platform another booking address', async () => {
    const other = await context.signup({ name: 'Ada Lovelace' });
    const reply = await finish(
      other.accessToken,
      await consent(other.accessToken, '/api/v1/organisation/calendar?provider=google'),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.mailbox.calendar?.bookingSlug).toBe('ada-lovelace-2');
    const taken = await context.call<{ message: string }>('POST', '/api/v1/organisation/calendar', {
      token: other.accessToken,
      body: {
        id: reply.body.data.mailbox.id,
        workingHours: { start: '08:00', end: '16:00', days: [1, 2, 3] },
        timeZone: 'UTC',
        meetingMinutes: 45,
        bufferMinutes: 0,
        bookingSlug: 'ada-lovelace',
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The booking page address "ada-lovelace" is taken: choose another.');
    // Another organisation's calendar is not found.
    const foreign = await context.call('POST', '/api/v1/organisation/calendar', {
      token: other.accessToken,
      body: {
        id: calendarId,
        workingHours: { start: '08:00', end: '16:00', days: [1] },
        timeZone: 'UTC',
        meetingMinutes: 30,
        bufferMinutes: 5,
        bookingSlug: 'somebody-else',
      },
    });
    expect(foreign.status).toBe(404);
  });

  it('saves working hours, length, buffer and address, and checks them', async () => {
    const body = {
      id: calendarId,
      workingHours: { start: '08:30', end: '16:00', days: [1, 3, 5] },
      timeZone: 'America/New_York',
      meetingMinutes: 45,
      bufferMinutes: 15,
      bookingSlug: 'ada-meets',
    };
    const saved = await context.call<{ message: string; data: Mailbox }>('POST', '/api/v1/organisation/calendar', {
      token: owner.accessToken,
      body,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Calendar settings saved.');
    const { id: _id, ...settings } = body;
    expect(saved.body.data.calendar).toEqual({ provider: 'google', ...settings });
    const backwards = await context.call<{ issues?: { path: string[] }[] }>('POST', '/api/v1/organisation/calendar', {
      token: owner.accessToken,
      body: { ...body, workingHours: { start: '17:00', end: '09:00', days: [1] } },
    });
    expect(backwards.status).toBe(400);
    const badSlug = await context.call('POST', '/api/v1/organisation/calendar', {
      token: owner.accessToken,
      body: { ...body, bookingSlug: 'Ada Meets!' },
    });
    expect(badSlug.status).toBe(400);
    const [mailbox] = await context.db.select().from(mailboxes).where(eq(mailboxes.mode, 'Email'));
    const notCalendar = await context.call<{ message: string }>('POST', '/api/v1/organisation/calendar', {
      token: owner.accessToken,
      body: { ...body, id: mailbox?.id },
    });
    expect(notCalendar.status).toBe(422);
    expect(notCalendar.body.message).toContain('is a mailbox, not a calendar');
  });
});

describe('secrets', () => {
  it('never writes an access or refresh token, a code or a state to the log', async () => {
    const rows = await context.db.select().from(mailboxes);
    const secrets = rows.flatMap((row) => {
      const tokens = tokensOf(row);
      return [tokens.accessToken, tokens.refreshToken];
    });
    const codes = [...google.tokenRequests, ...microsoft.tokenRequests].flatMap((request) =>
      [request.code, request.code_verifier].filter((value): value is string => typeof value === 'string'),
    );
    expect(secrets.length).toBeGreaterThan(4);
    expect(codes.length).toBeGreaterThan(4);
    const log = logLines.join('');
    expect(log).toContain('/api/v1/organisation/emailcode');
    expect([...secrets, ...codes].filter((secret) => log.includes(secret))).toEqual([]);
  });
});

describe('a server without Google or Microsoft set up', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext();
  });
  afterAll(() => bare.close());

  it('sends the consent tab straight to the callback page, which explains what is missing', async () => {
    const member = await bare.signup();
    const reply = await bare.call<{ data: { url: string } }>('GET', '/api/v1/organisation/gmail', {
      token: member.accessToken,
    });
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.data.url);
    expect(url.origin + url.pathname).toBe('http://leadpilot.test/connect/callback');
    expect(url.searchParams.get('error')).toBe('unauthorized_client');
    const finished = await bare.call<{ message: string }>(
      'GET',
      `/api/v1/organisation/emailcode?${url.searchParams.toString()}`,
      { token: member.accessToken },
    );
    expect(finished.status).toBe(422);
    expect(finished.body.message).toBe(
      'Gmail is not set up on this server: an administrator of this Leadpilot server connects it to Google first.',
    );
    expect(finished.body.message).not.toMatch(/[A-Z]+_[A-Z]+/);
  });
});
