import type { HubspotConnection, HubspotContactLookup } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { startHubspotLoopback } from '../../../test/hubspot-loopback.ts';
import { hubspotConnections, hubspotCustomers, hubspotEngagements } from '../../db/schema.ts';
import { connectHubspot, finishConsent, hubspotConfig, outreachOf, testHubspotSettings } from './crm-test-support.ts';

const hubspot = await startHubspotLoopback();
const context = await createTestContext({ config: hubspotConfig(hubspot) });
afterAll(async () => {
  await context.close();
  await hubspot.close();
});

const owner = await context.signup({ organisationName: 'HubSpot Owner Org' });
const organisationId = owner.userData.organisation.id;
const outreach = await outreachOf(context, owner);
let token = owner.accessToken;

/** Moves the app's clock on and signs in again (access tokens live 15 minutes). */
async function advance(ms: number) {
  context.clock.advance(ms);
  const login = await context.call<{ accessToken: string }>('POST', '/api/v1/login', {
    body: { email: owner.email, password: owner.password },
  });
  expect(login.status).toBe(200);
  token = login.body.accessToken;
}

const readConnection = async (as = token) =>
  (await context.call<{ data: HubspotConnection | null }>('GET', '/api/v1/crm/hubspot', { token: as })).body.data;

async function syncNow() {
  // Each run starts a second later, so the newest run reads first.
  context.clock.advance(1000);
  const reply = await context.call('POST', '/api/v1/crm/hubspot/sync', { token, body: {} });
  expect(reply.status).toBe(200);
  await context.inline.drain();
  const connection = await readConnection();
  return connection?.health.recentRuns[0];
}

const contactsIn = (email: string) =>
  [...hubspot.contacts.values()].filter((contact) => contact.properties.email === email);

describe('connecting HubSpot', () => {
  it('answers the consent address, and the callback stores the connection with its tokens sealed', async () => {
    const { consent, state, code, finished } = await connectHubspot(context, hubspot, owner);
    expect(consent.origin + consent.pathname).toBe('https://app.hubspot.com/oauth/authorize');
    expect(consent.searchParams.get('redirect_uri')).toBe('http://leadpilot.test/connect/callback');
    expect(consent.searchParams.get('scope')).toContain('crm.objects.contacts.write');
    expect(state.startsWith('hs1.')).toBe(true);
    expect(finished.status).toBe(200);
    expect(finished.body.data).toEqual({
      purpose: 'hubspot',
      hubspot: { hubId: hubspot.hubId, hubDomain: 'customer-portal.hubspot.test' },
    });

    // The callback page reloaded: the same answer, without a second exchange; another code is refused.
    const exchanges = hubspot.calls.filter((call) => call.grant === 'authorization_code').length;
    expect((await finishConsent(context, owner, { state, code })).status).toBe(200);
    expect(hubspot.calls.filter((call) => call.grant === 'authorization_code').length).toBe(exchanges);
    expect((await finishConsent(context, owner, { state, code: 'another-code' })).status).toBe(422);

    const [row] = await context.db
      .select()
      .from(hubspotConnections)
      .where(eq(hubspotConnections.organisationId, organisationId));
    expect(row?.tokenCiphertext?.startsWith('v1.')).toBe(true);
    expect(row?.tokenCiphertext).not.toContain('hs-access-');
    expect(row?.tokenCiphertext).not.toContain('hs-refresh-');
    expect((await readConnection())?.status).toBe('pending');
  });

  it('refuses a forged or tampered state, and a member may not connect', async () => {
    const { state } = await connectHubspot(context, hubspot, owner);
    const tampered = `${state.slice(0, -2)}xx`;
    const forged = await finishConsent(context, owner, { state: tampered, code: 'whatever' });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toMatch(/not valid/);
    const member = await context.addMember(token, 'member');
    expect((await context.call('GET', '/api/v1/crm/hubspot/oauth', { token: member.accessToken })).status).toBe(403);
    // A member reads the connection (read on Integrations) but cannot change it.
    expect((await readConnection(member.accessToken))?.hubId).toBe(hubspot.hubId);
    const connect = await context.call('POST', '/api/v1/crm/hubspot/connect', {
      token: member.accessToken,
      body: testHubspotSettings,
    });
    expect(connect.status).toBe(403);
  });

  it('refuses settings with an invalid property name', async () => {
    const reply = await context.call<{ message: string }>('POST', '/api/v1/crm/hubspot/connect', {
      token,
      body: { ...testHubspotSettings, fieldMapping: { firstName: 'First Name!' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBeTruthy();
  });
});

describe('the sync', () => {
  it('pushes replied, interested and booked prospects as contacts, and their emails and meetings', async () => {
    const replied = await outreach.prospect('rita@replied.example', {
      firstName: 'Rita',
      lastName: 'Reply',
      company: 'Replied Co',
    });
    await outreach.reply(replied, 'rita@replied.example', 'question');
    const interested = await outreach.prospect('ivan@interested.example', {
      firstName: 'Ivan',
      lastName: 'Keen',
      company: 'Keen Ltd',
    });
    await outreach.reply(interested, 'ivan@interested.example', 'interested');
    await outreach.prospect('sam@silent.example', { firstName: 'Sam', lastName: 'Silent', company: 'Quiet Inc' });
    await outreach.book('bo@booked.example', 'Bo Booker');
    // Already a contact in HubSpot: updated, not duplicated.
    hubspot.addContact({ email: 'ivan@interested.example', firstname: 'Ivan', lifecyclestage: 'lead' });

    const connected = await context.call<{ data: HubspotConnection }>('POST', '/api/v1/crm/hubspot/connect', {
      token,
      body: testHubspotSettings,
    });
    expect(connected.status).toBe(200);
    await context.inline.drain();
    expect(context.queueErrors).toEqual([]);

    expect(contactsIn('rita@replied.example')[0]?.properties).toMatchObject({
      firstname: 'Rita',
      lastname: 'Reply',
      company: 'Replied Co',
      hs_lead_status: 'CONNECTED',
    });
    expect(contactsIn('ivan@interested.example')).toHaveLength(1);
    expect(contactsIn('ivan@interested.example')[0]?.properties.hs_lead_status).toBe('IN_PROGRESS');
    expect(contactsIn('bo@booked.example')[0]?.properties).toMatchObject({
      firstname: 'Bo',
      hs_lead_status: 'OPEN_DEAL',
    });
    expect(contactsIn('sam@silent.example')).toHaveLength(0);

    // Rita and Ivan: the campaign email and the reply each; Bo: the meeting.
    expect(hubspot.engagements.emails).toHaveLength(4);
    const rita = contactsIn('rita@replied.example')[0];
    const ritaEmails = hubspot.engagements.emails.filter((email) => email.associations[0]?.toId === rita?.id);
    expect(ritaEmails.map((email) => email.properties.hs_email_direction).sort()).toEqual(['EMAIL', 'INCOMING_EMAIL']);
    expect(hubspot.engagements.meetings).toHaveLength(1);
    expect(hubspot.engagements.meetings[0]?.associations[0]?.toId).toBe(contactsIn('bo@booked.example')[0]?.id);

    const health = (await readConnection())?.health;
    expect(health?.recentRuns[0]).toMatchObject({ status: 'ok', trigger: 'connect' });
    expect(health?.recentRuns[0]?.counts).toMatchObject({ contactsPushed: 3, engagementsCreated: 5 });
    expect(health?.contactsPushed).toBe(3);
    expect(health?.engagementsPushed).toBe(5);
    expect(health?.lastSyncAt).not.toBeNull();
  });

  it('two syncs in a row create no duplicate contact or engagement', async () => {
    const contactsBefore = hubspot.contacts.size;
    const upsertsBefore = hubspot.calls.filter((call) => call.path.endsWith('/batch/upsert')).length;
    const first = await syncNow();
    const second = await syncNow();
    expect(first).toMatchObject({ status: 'ok', counts: { contactsPushed: 0, engagementsCreated: 0 } });
    expect(second).toMatchObject({ status: 'ok', counts: { contactsPushed: 0, engagementsCreated: 0 } });
    expect(hubspot.contacts.size).toBe(contactsBefore);
    expect(hubspot.engagements.emails).toHaveLength(4);
    expect(hubspot.engagements.meetings).toHaveLength(1);
    // Nothing changed, so nothing was sent again.
    expect(hubspot.calls.filter((call) => call.path.endsWith('/batch/upsert')).length).toBe(upsertsBefore);
    const keys = await context.db
      .select({ key: hubspotEngagements.idempotencyKey })
      .from(hubspotEngagements)
      .where(eq(hubspotEngagements.organisationId, organisationId));
    expect(new Set(keys.map((row) => row.key)).size).toBe(5);
  });

  const engagementRows = () =>
    context.db.select().from(hubspotEngagements).where(eq(hubspotEngagements.organisationId, organisationId));
  const hubspotIdOf = async (key: string) =>
    (await engagementRows()).find((row) => row.idempotencyKey === key)?.hubspotObjectId;

  /** Leaves a pushed activity's key as a run that stopped between HubSpot's answer and our update does. */
  async function forgetHubspotId(kind: 'email' | 'meeting') {
    const row = (await engagementRows()).find((entry) => entry.kind === kind && entry.hubspotObjectId);
    if (!row?.hubspotObjectId) throw new Error(`no pushed ${kind} to forget`);
    await context.db
      .update(hubspotEngagements)
      .set({ hubspotObjectId: null, pushedAt: null })
      .where(eq(hubspotEngagements.id, row.id));
    return { key: row.idempotencyKey, objectId: row.hubspotObjectId };
  }

  it('an activity HubSpot holds but whose id was never stored is found, not created again', async () => {
    const email = await forgetHubspotId('email');
    const meeting = await forgetHubspotId('meeting');
    const run = await syncNow();
    expect(run).toMatchObject({ status: 'ok', counts: { engagementsCreated: 0 } });
    expect(hubspot.engagements.emails).toHaveLength(4);
    expect(hubspot.engagements.meetings).toHaveLength(1);
    expect(await hubspotIdOf(email.key)).toBe(email.objectId);
    expect(await hubspotIdOf(meeting.key)).toBe(meeting.objectId);
    expect(hubspot.calls.some((call) => call.path === '/crm/v3/objects/meetings/search')).toBe(true);
  });

  it('an activity claimed whose creation never reached HubSpot is created on the next sync, once', async () => {
    const email = await forgetHubspotId('email');
    const lost = hubspot.engagements.emails.findIndex((entry) => entry.id === email.objectId);
    expect(lost).toBeGreaterThanOrEqual(0);
    const [removed] = hubspot.engagements.emails.splice(lost, 1);
    const run = await syncNow();
    expect(run).toMatchObject({ status: 'ok', counts: { engagementsCreated: 1 } });
    expect(hubspot.engagements.emails).toHaveLength(4);
    const recreated = hubspot.engagements.emails.at(-1);
    expect(recreated?.properties.hs_timestamp).toBe(removed?.properties.hs_timestamp);
    expect(await hubspotIdOf(email.key)).toBe(recreated?.id);
    expect((await syncNow())?.counts).toMatchObject({ engagementsCreated: 0 });
  });

  it('a prospect who moves on is updated in place: replied, then booked', async () => {
    await outreach.book('rita@replied.example', 'Rita Reply');
    const run = await syncNow();
    expect(run?.counts).toMatchObject({ contactsPushed: 1, engagementsCreated: 1 });
    expect(contactsIn('rita@replied.example')).toHaveLength(1);
    expect(contactsIn('rita@replied.example')[0]?.properties.hs_lead_status).toBe('OPEN_DEAL');
  });

  it('renews the access token before it expires', async () => {
    const refreshesBefore = hubspot.calls.filter((call) => call.grant === 'refresh_token').length;
    const [before] = await context.db
      .select()
      .from(hubspotConnections)
      .where(eq(hubspotConnections.organisationId, organisationId));
    // 26 minutes on: the 30-minute token is within its last five; HubSpot is then told every old token is dead.
    await advance(26 * 60_000);
    hubspot.expireAccessTokens();
    const run = await syncNow();
    expect(run?.status).toBe('ok');
    expect(hubspot.calls.filter((call) => call.grant === 'refresh_token').length).toBe(refreshesBefore + 1);
    const [after] = await context.db
      .select()
      .from(hubspotConnections)
      .where(eq(hubspotConnections.organisationId, organisationId));
    expect(after?.tokenCiphertext).not.toBe(before?.tokenCiphertext);
    expect(after?.tokenExpiresAt?.getTime()).toBe(context.clock.now().getTime() + 1800_000);
    // Still fresh: the next sync uses it as it is.
    await syncNow();
    expect(hubspot.calls.filter((call) => call.grant === 'refresh_token').length).toBe(refreshesBefore + 1);
  });

  it('waits out HubSpot’s 429 and counts it; a wait too long ends the run with the reason', async () => {
    await outreach.book('wendy@waiting.example', 'Wendy Wait');
    hubspot.rateLimit(1, 1);
    const started = Date.now();
    const run = await syncNow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(run).toMatchObject({ status: 'ok', counts: { rateLimited: 1, contactsPushed: 1 } });
    expect(contactsIn('wendy@waiting.example')).toHaveLength(1);

    hubspot.rateLimit(1, 600);
    const limited = await syncNow();
    expect(limited?.status).toBe('failed');
    expect(limited?.error).toMatch(/rate limit/);
    hubspot.rateLimit(0, 1);
  });

  it('pulls HubSpot’s customers and flags prospects at them; the look-up tells contact from customer', async () => {
    hubspot.addContact({ email: 'cfo@loyal.example', firstname: 'Carla', lifecyclestage: 'customer' });
    hubspot.addCompany({ name: 'Customer Co', domain: 'www.customer-co.example', lifecyclestage: 'customer' });
    hubspot.addCompany({ name: 'Lead Co', domain: 'lead-co.example', lifecyclestage: 'lead' });
    const run = await syncNow();
    expect(run?.counts).toMatchObject({ customersPulled: 2, companiesPulled: 2 });
    const held = await context.db
      .select()
      .from(hubspotCustomers)
      .where(eq(hubspotCustomers.organisationId, organisationId));
    expect(held.map((row) => `${row.kind}:${row.value}`).sort()).toEqual([
      'domain:customer-co.example',
      'email:cfo@loyal.example',
    ]);

    const lookup = async (email: string) =>
      (
        await context.call<{ data: HubspotContactLookup }>('GET', `/api/v1/crm/hubspot/contact?email=${email}`, {
          token,
        })
      ).body.data;
    expect(await lookup('cfo@loyal.example')).toMatchObject({
      found: true,
      lifecycleStage: 'customer',
      isCustomer: true,
    });
    expect(await lookup('new.person@customer-co.example')).toMatchObject({ found: false, isCustomer: true });
    expect(await lookup('ivan@interested.example')).toMatchObject({
      found: true,
      lifecycleStage: 'lead',
      isCustomer: false,
    });
    expect(await lookup('nobody@lead-co.example')).toMatchObject({ connected: true, found: false, isCustomer: false });
    const bad = await context.call('GET', '/api/v1/crm/hubspot/contact?email=not-an-address', { token });
    expect(bad.status).toBe(400);
  });

  it('the scheduled tick sends a sync when one is due on the app’s clock', async () => {
    const runsBefore = (await readConnection())?.health.recentRuns.length ?? 0;
    await advance(61 * 60_000);
    expect(await context.app.services.crm.syncDue()).toBe(1);
    await context.inline.drain();
    const runs = (await readConnection())?.health.recentRuns ?? [];
    expect(runs.length).toBe(Math.min(10, runsBefore + 1));
    expect(runs[0]?.trigger).toBe('scheduled');
    expect(await context.app.services.crm.syncDue()).toBe(0);
  });
});

describe('two workers at once', () => {
  it('one syncs and the other finds the organisation’s lease taken, creating nothing', async () => {
    const { crm } = context.app.services;
    const engagementsBefore = hubspot.engagements.emails.length + hubspot.engagements.meetings.length;
    const runs = await Promise.all([crm.runSync(organisationId, 'manual'), crm.runSync(organisationId, 'manual')]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(hubspot.engagements.emails.length + hubspot.engagements.meetings.length).toBe(engagementsBefore);
  });
});

describe('another organisation', () => {
  it('sees no connection, cannot disconnect or finish this one’s, and its look-up says not connected', async () => {
    const other = await context.signup({ organisationName: 'Other HubSpot Org' });
    expect(await readConnection(other.accessToken)).toBeNull();
    expect(
      (await context.call('POST', '/api/v1/crm/hubspot/disconnect', { token: other.accessToken, body: {} })).status,
    ).toBe(404);
    expect(
      (await context.call('POST', '/api/v1/crm/hubspot/sync', { token: other.accessToken, body: {} })).status,
    ).toBe(422);
    const lookup = await context.call<{ data: HubspotContactLookup }>(
      'GET',
      '/api/v1/crm/hubspot/contact?email=cfo@loyal.example',
      {
        token: other.accessToken,
      },
    );
    expect(lookup.body.data).toMatchObject({ connected: false, found: false, isCustomer: false });
    // Owner's consent state presented by another organisation's owner.
    const { state } = await connectHubspot(context, hubspot, { ...owner, accessToken: token });
    const stolen = await finishConsent(context, other, { state, code: 'any' });
    expect(stolen.status).toBe(422);
    expect((await readConnection())?.status).toBe('connected');
  });
});

describe('disconnecting', () => {
  it('drops the tokens and the customers; the connection reads as none', async () => {
    const reply = await context.call('POST', '/api/v1/crm/hubspot/disconnect', { token, body: {} });
    expect(reply.status).toBe(200);
    expect(await readConnection()).toBeNull();
    const [row] = await context.db
      .select()
      .from(hubspotConnections)
      .where(eq(hubspotConnections.organisationId, organisationId));
    expect(row?.tokenCiphertext).toBeNull();
    expect(
      await context.db.select().from(hubspotCustomers).where(eq(hubspotCustomers.organisationId, organisationId)),
    ).toEqual([]);
    expect((await context.call('POST', '/api/v1/crm/hubspot/disconnect', { token, body: {} })).status).toBe(404);
  });
});
