import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GoogleApiLoopback, startGoogleApiLoopback } from '../../../../test/google-api-loopback.ts';
import { type GraphLoopback, startGraphLoopback } from '../../../../test/graph-loopback.ts';
import { openTestDatabase, testConfig } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { mailboxes } from '../../../db/schema.ts';
import { createManualClock } from '../../../platform/clock.ts';
import { createSecretBox } from '../../../platform/secret-box.ts';
import { createProviderMailboxClients, type MailboxClientFactory, type MailboxRow } from '../../mailboxes/index.ts';
import {
  composeRaw,
  createMailboxRow,
  createOrganisation,
  inboundOf,
  syncStateOf,
  testSyncEngine,
} from './sync-test-support.ts';

/**
 * The inbound sync of Gmail and Microsoft 365 mailboxes against the Gmail API and Graph loopbacks
 * (real wire formats, bearer tokens signed by an OAuth loopback): Gmail's history and its backfill
 * when the history expired, Graph's delta pages and a new round after 410.
 */
const day = 86_400_000;
let oauth: OAuth2Server;
let gmailApi: GoogleApiLoopback;
let graphApi: GraphLoopback;
let database: DatabaseHandle;
let clients: MailboxClientFactory;
let organisationId = '';
const clock = createManualClock(new Date());
const config = () =>
  testConfig({
    GOOGLE_CLIENT_ID: 'lp-google',
    GOOGLE_CLIENT_SECRET: 'google-secret-0123',
    MICROSOFT_CLIENT_ID: 'lp-ms',
    MICROSOFT_CLIENT_SECRET: 'ms-secret-0123',
    ...gmailApi.environment(),
    ...graphApi.environment(),
  });

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  database = await openTestDatabase();
  organisationId = await createOrganisation(database.db);
});
afterAll(async () => {
  await Promise.all([oauth?.stop(), database?.close()]);
});

/** Each test its own account: the loopbacks keep one mailbox's messages each. */
beforeEach(async () => {
  const jwksUrl = `${oauth.issuer.url}/jwks`;
  [gmailApi, graphApi] = await Promise.all([startGoogleApiLoopback({ jwksUrl }), startGraphLoopback({ jwksUrl })]);
  const settings = config();
  clients = createProviderMailboxClients({
    db: database.db,
    clock,
    config: settings,
    secretBox: createSecretBox(settings.ENCRYPTION_KEY),
  });
});
afterEach(async () => {
  await Promise.all([gmailApi.close(), graphApi.close()]);
});

/** A connected Gmail or Microsoft mailbox holding a live access token the API loopbacks accept. */
async function connected(kind: 'gmail' | 'microsoft', email: string): Promise<MailboxRow> {
  const row = await createMailboxRow(database.db, organisationId, { kind, email });
  const tokens = { accessToken: await oauth.issuer.buildToken({ expiresIn: 3600 }), refreshToken: 'r', scope: '' };
  const [sealed] = await database.db
    .update(mailboxes)
    .set({
      secretCiphertext: createSecretBox(config().ENCRYPTION_KEY).sealJson(tokens, row.id),
      tokenExpiresAt: new Date(clock.now().getTime() + 60 * 60_000),
    })
    .where(eq(mailboxes.id, row.id))
    .returning();
  return sealed ?? row;
}

/** A message to `to` with its own Message-ID; answers that id. */
async function incoming(to: string, subject: string): Promise<{ raw: string; messageId: string }> {
  const messageId = `<${randomUUID()}@client.test>`;
  return {
    raw: await composeRaw({ from: 'Pat <pat@client.test>', to, subject, text: 'Tell me more.', messageId }),
    messageId,
  };
}

describe('the inbound sync of a Gmail mailbox', () => {
  it('reads the backfill window first, then follows the history page by page', async () => {
    gmailApi.setAccount({ email: 'ada@gmail.test', name: 'Ada', id: '1' });
    const mailbox = await connected('gmail', 'ada@gmail.test');
    const recent = [];
    for (let index = 0; index < 3; index += 1) {
      const message = await incoming(mailbox.email, `Recent ${index}`);
      await gmailApi.deliver(message.raw, 'inbox');
      recent.push(message.messageId);
    }
    await gmailApi.deliver(
      (await incoming(mailbox.email, 'Twenty days ago')).raw,
      'inbox',
      new Date(Date.now() - 20 * day),
    );
    await gmailApi.deliver((await incoming(mailbox.email, 'Spam')).raw, 'spam');
    const { engine } = testSyncEngine(database.db, clients, clock, { settings: { batchSize: 2 } });

    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 3 });
    const listed = gmailApi.requests.filter((request) => request.path.endsWith('/messages'));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(await syncStateOf(database.db, mailbox.id)).toMatchObject({
      status: 'ok',
      cursor: { kind: 'gmail', historyId: expect.any(String) },
      backfillFrom: expect.any(Date),
    });

    const later = [];
    for (let index = 0; index < 3; index += 1) {
      const message = await incoming(mailbox.email, `Later ${index}`);
      await gmailApi.deliver(message.raw, 'inbox');
      later.push(message.messageId);
    }
    const before = gmailApi.requests.length;
    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 3 });
    const calls = gmailApi.requests.slice(before).map((request) => request.path);
    expect(calls.filter((path) => path.endsWith('/history')).length).toBeGreaterThanOrEqual(2);
    expect(calls.some((path) => path.endsWith('/messages'))).toBe(false);
    const rows = await inboundOf(database.db, mailbox.id);
    expect(rows.map((row) => row.messageId).sort()).toEqual([...recent, ...later].sort());
    expect(rows.every((row) => gmailApi.messages().some((message) => message.id === row.providerRef))).toBe(true);
  });

  it('backfills again when Gmail no longer keeps the history (404), storing nothing twice', async () => {
    gmailApi.setAccount({ email: 'bea@gmail.test', name: 'Bea', id: '2' });
    const mailbox = await connected('gmail', 'bea@gmail.test');
    const first = await incoming(mailbox.email, 'Before the gap');
    await gmailApi.deliver(first.raw, 'inbox');
    const { engine } = testSyncEngine(database.db, clients, clock);
    await engine.syncMailbox(mailbox);

    gmailApi.expireHistory();
    const second = await incoming(mailbox.email, 'During the gap');
    await gmailApi.deliver(second.raw, 'inbox');
    const before = gmailApi.requests.length;
    clock.advance(5 * 60_000);
    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 1 });
    const calls = gmailApi.requests.slice(before).map((request) => request.path);
    expect(calls).toContain('/gmail/v1/users/me/history');
    expect(calls).toContain('/gmail/v1/users/me/messages');
    const rows = await inboundOf(database.db, mailbox.id);
    expect(rows.map((row) => row.messageId).sort()).toEqual([first.messageId, second.messageId].sort());
    expect((await syncStateOf(database.db, mailbox.id))?.backfillFrom?.getTime()).toBe(
      clock.now().getTime() - 14 * day,
    );
  });
});

describe('the inbound sync of a Microsoft 365 mailbox', () => {
  it('reads the first delta round from the backfill window across nextLink pages, then only what is new', async () => {
    graphApi.setAccount({ email: 'cy@outlook.test', name: 'Cy', id: '3' });
    const mailbox = await connected('microsoft', 'cy@outlook.test');
    const first = [];
    for (let index = 0; index < 12; index += 1) {
      const message = await incoming(mailbox.email, `Round one ${index}`);
      await graphApi.deliver(message.raw, 'inbox');
      first.push(message.messageId);
    }
    await graphApi.deliver((await incoming(mailbox.email, 'Old')).raw, 'inbox', new Date(Date.now() - 30 * day));
    await graphApi.deliver((await incoming(mailbox.email, 'Junk')).raw, 'junkemail');
    const { engine } = testSyncEngine(database.db, clients, clock);

    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 12 });
    const deltas = graphApi.requests.filter((request) => request.path.includes('/delta'));
    expect(deltas.map((request) => request.search.includes('$skiptoken'))).toEqual([false, true]);
    expect(deltas[0]?.search).toContain('receivedDateTime');
    const cursor = (await syncStateOf(database.db, mailbox.id))?.cursor as { link?: string };
    expect(cursor.link).toContain('$deltatoken=');

    const next = await incoming(mailbox.email, 'Round two');
    await graphApi.deliver(next.raw, 'inbox');
    // A message moved out of the inbox comes back as `@removed`: nothing to store, nothing to fetch.
    const moved = graphApi.messages().find((message) => message.subject === 'Round one 0');
    const move = await fetch(`${graphApi.url}/v1.0/me/messages/${moved?.id}/move`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await oauth.issuer.buildToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ destinationId: 'junkemail' }),
    });
    expect(move.status).toBe(201);
    await graphApi.deliver((await incoming(mailbox.email, 'Round two, second')).raw, 'inbox');
    const count = graphApi.requests.length;
    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 2 });
    const mimeReads = graphApi.requests.slice(count).filter((request) => request.path.endsWith('/$value'));
    expect(mimeReads).toHaveLength(2);
    const rows = await inboundOf(database.db, mailbox.id);
    expect(rows).toHaveLength(14);
    expect(rows.map((row) => row.messageId)).toContain(next.messageId);
  });

  it('starts a new round from the backfill window when Graph answers 410, storing nothing twice', async () => {
    graphApi.setAccount({ email: 'di@outlook.test', name: 'Di', id: '4' });
    const mailbox = await connected('microsoft', 'di@outlook.test');
    const before = await incoming(mailbox.email, 'Before');
    await graphApi.deliver(before.raw, 'inbox');
    const { engine } = testSyncEngine(database.db, clients, clock);
    await engine.syncMailbox(mailbox);

    graphApi.expireDeltaTokens();
    const after = await incoming(mailbox.email, 'After');
    await graphApi.deliver(after.raw, 'inbox');
    const count = graphApi.requests.length;
    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 1 });
    const deltas = graphApi.requests.slice(count).filter((request) => request.path.includes('/delta'));
    expect(deltas.map((request) => request.search.includes('$deltatoken'))).toEqual([true, false]);
    const rows = await inboundOf(database.db, mailbox.id);
    expect(rows.map((row) => row.messageId).sort()).toEqual([before.messageId, after.messageId].sort());
  });
});
