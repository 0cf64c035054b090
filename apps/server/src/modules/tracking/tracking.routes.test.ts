import { defaultCampaignSettings } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { EncryptJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { campaignSteps, campaigns, communicationEvents, enrolments, sendLedger } from '../../db/schema.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { countEngagedPeople } from './tracking-events.ts';
import { createTrackingTokens } from './tracking-tokens.ts';

const context = await createTestContext();
afterAll(() => context.close());
const { tracking } = context.app.services;
const owner = await context.signup({ organisationName: 'Tracking Outbound' });
const organisationId = owner.userData.organisation.id;

const [campaign] = await context.db
  .insert(campaigns)
  .values({ organisationId, name: 'Tracked', status: 'running', settings: defaultCampaignSettings })
  .returning({ id: campaigns.id });
const campaignId = campaign?.id ?? '';
const [step] = await context.db
  .insert(campaignSteps)
  .values({ campaignId, position: 0, kind: 'email' })
  .returning({ id: campaignSteps.id });

let people = 0;
/** A prospect with one sent message of the campaign. */
async function sentMessage() {
  people += 1;
  const [enrolment] = await context.db
    .insert(enrolments)
    .values({ organisationId, campaignId, email: `p${people}@globex.example`, firstName: 'Pat', lastName: 'P' })
    .returning({ id: enrolments.id });
  const [ledger] = await context.db
    .insert(sendLedger)
    .values({
      organisationId,
      campaignId,
      enrolmentId: enrolment?.id ?? '',
      stepId: step?.id ?? '',
      state: 'sent',
      dueAt: context.clock.now(),
    })
    .returning({ id: sendLedger.id });
  return { organisationId, campaignId, enrolmentId: enrolment?.id ?? '', ledgerId: ledger?.id ?? '' };
}

type Message = Awaited<ReturnType<typeof sentMessage>>;

/** The message's HTML as it would leave with tracking on, and its tracking addresses (paths on the app). */
async function instrumented(message: Message, links: string[]) {
  const html = await tracking.instrument({
    html: `<p>${links.map((link) => `<a href="${link}">link</a>`).join(' ')}</p>`,
    tracking: { opens: true, clicks: true, domain: null },
    ...message,
  });
  const paths = [...html.matchAll(/(?:href|src)="http:\/\/leadpilot\.test([^"]+)"/g)].map((match) => match[1] ?? '');
  return {
    clicks: paths.filter((path) => path.includes('/t/c/')),
    open: paths.find((path) => path.includes('/t/o/')) ?? '',
  };
}

const browser =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const later = () => context.clock.advance(60_000);

async function get(
  url: string,
  headers: Record<string, string> = { 'user-agent': browser },
  method: 'GET' | 'HEAD' = 'GET',
) {
  return context.app.inject({ method, url, headers });
}

async function eventsOf(ledgerId: string) {
  return context.db.select().from(communicationEvents).where(eq(communicationEvents.ledgerId, ledgerId));
}

describe('GET /api/v1/t/o/{token}.gif', () => {
  it('records an open and answers a 1×1 transparent GIF that is never cached', async () => {
    const message = await sentMessage();
    const { open } = await instrumented(message, []);
    later();
    const response = await get(open, { 'user-agent': browser, cookie: 'x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect(response.rawPayload.readUInt16LE(6)).toBe(1);
    expect(response.rawPayload.readUInt16LE(8)).toBe(1);
    const [event] = await eventsOf(message.ledgerId);
    expect(event).toMatchObject({ kind: 'opened', organisationId, campaignId, enrolmentId: message.enrolmentId });
    expect(event?.details).not.toHaveProperty('flag');
  });

  it("flags Apple Mail Privacy Protection's fetches (bare Mozilla/5.0, or Apple's network) and does not count them", async () => {
    const message = await sentMessage();
    const { open } = await instrumented(message, []);
    later();
    expect((await get(open, { 'user-agent': 'Mozilla/5.0' })).statusCode).toBe(200);
    const fromApple = await context.app.inject({
      method: 'GET',
      url: open,
      headers: { 'user-agent': browser },
      remoteAddress: '17.58.101.7',
    });
    expect(fromApple.statusCode).toBe(200);
    const events = await eventsOf(message.ledgerId);
    expect(events.map((event) => (event.details as { flag?: string }).flag)).toEqual([
      'apple_privacy',
      'apple_privacy',
    ]);
    const before = await countEngagedPeople(context.db, organisationId, campaignId);
    // The same person opening for real, with a full user agent, counts once.
    await get(open);
    const after = await countEngagedPeople(context.db, organisationId, campaignId);
    expect(after.opened).toBe(before.opened + 1);
  });

  it('answers 400 for a changed token and records nothing', async () => {
    const message = await sentMessage();
    const { open } = await instrumented(message, []);
    const parts = open.slice(0, -'.gif'.length).split('.');
    parts[3] = `${(parts[3] ?? '').startsWith('A') ? 'B' : 'A'}${(parts[3] ?? '').slice(1)}`;
    const broken = `${parts.join('.')}.gif`;
    const response = await get(broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('not valid') });
    expect(await eventsOf(message.ledgerId)).toHaveLength(0);
  });
});

describe('GET /api/v1/t/c/{token}', () => {
  it("records a click and redirects (302) to the link's original address", async () => {
    const message = await sentMessage();
    const { clicks } = await instrumented(message, ['https://acme.example/pricing?plan=pro&amp;utm=mail']);
    later();
    const response = await get(clicks[0] ?? '');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://acme.example/pricing?plan=pro&utm=mail');
    expect(response.headers['cache-control']).toContain('no-store');
    const [event] = await eventsOf(message.ledgerId);
    expect(event).toMatchObject({
      kind: 'clicked',
      details: { url: 'https://acme.example/pricing?plan=pro&utm=mail' },
    });
    expect(event?.details).not.toHaveProperty('flag');
  });

  it('redirects nowhere for a token whose address was changed, a foreign token or an open token (400)', async () => {
    const message = await sentMessage();
    const { clicks, open } = await instrumented(message, ['https://acme.example/']);
    const path = clicks[0] ?? '';
    const token = path.slice('/api/v1/t/c/'.length);
    const issuedAt = new Date(context.clock.now().getTime());
    const claims = { kind: 'click' as const, ...message, url: 'https://evil.example/phish' };
    // The same claims but the address changed, sealed under another installation's key.
    const foreign = await createTrackingTokens('another-installation-secret-0123456789abcdef').sign(claims, issuedAt);
    // The address changed in a token sealed under a key that is not this purpose's (the unsubscribe key).
    const otherPurpose = await new EncryptJWT({
      k: 'c',
      o: organisationId,
      n: message.enrolmentId,
      l: message.ledgerId,
      u: 'https://evil.example/',
    })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .encrypt(deriveKey(context.config.JWT_SECRET, 'unsubscribe-token'));
    const parts = token.split('.');
    const flipped = [...parts];
    flipped[3] = `${(parts[3] ?? '').startsWith('A') ? 'B' : 'A'}${(parts[3] ?? '').slice(1)}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ k: 'c', u: 'https://evil.example/' })).toString('base64url')}.`;
    for (const bad of [
      foreign,
      otherPurpose,
      flipped.join('.'),
      unsigned,
      open.slice('/api/v1/t/o/'.length, -4),
      `${token}x`,
    ]) {
      const response = await get(`/api/v1/t/c/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await eventsOf(message.ledgerId)).toHaveLength(0);
  });

  it('flags link scanners: a HEAD request, a scanner user agent, a click seconds after sending, and not counted', async () => {
    const message = await sentMessage();
    const { clicks } = await instrumented(message, ['https://acme.example/a']);
    const path = clicks[0] ?? '';
    context.clock.advance(2000);
    expect((await get(path)).statusCode).toBe(302); // 2 s after the send: a gateway on delivery
    later();
    expect((await get(path, { 'user-agent': browser }, 'HEAD')).statusCode).toBe(302);
    expect((await get(path, { 'user-agent': 'Barracuda Sentinel (EE)' })).statusCode).toBe(302);
    const events = await eventsOf(message.ledgerId);
    expect(events.map((event) => (event.details as { flag?: string }).flag)).toEqual(['scanner', 'scanner', 'scanner']);
    const counted = await countEngagedPeople(context.db, organisationId, campaignId);
    later();
    await get(path);
    expect((await countEngagedPeople(context.db, organisationId, campaignId)).clicked).toBe(counted.clicked + 1);
  });

  it('still redirects and shows the pixel when the prospect has since been deleted, recording nothing', async () => {
    const message = await sentMessage();
    const { clicks, open } = await instrumented(message, ['https://acme.example/kept']);
    await context.db.delete(enrolments).where(eq(enrolments.id, message.enrolmentId));
    later();
    const click = await get(clicks[0] ?? '');
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://acme.example/kept');
    expect((await get(open)).statusCode).toBe(200);
    expect(await eventsOf(message.ledgerId)).toHaveLength(0);
  });

  it("flags several links of one message clicked in the same second, the first one's click included", async () => {
    const message = await sentMessage();
    const { clicks } = await instrumented(message, [
      'https://acme.example/a',
      'https://acme.example/b',
      'https://acme.example/c',
    ]);
    later();
    for (const path of clicks) {
      expect((await get(path)).statusCode).toBe(302);
      context.clock.advance(200);
    }
    const events = await eventsOf(message.ledgerId);
    expect(events).toHaveLength(3);
    for (const event of events) expect(event.details).toMatchObject({ flag: 'scanner' });
    // A person clicking the same link twice is not a sweep.
    const other = await sentMessage();
    const { clicks: single } = await instrumented(other, ['https://acme.example/a']);
    later();
    await get(single[0] ?? '');
    await get(single[0] ?? '');
    for (const event of await eventsOf(other.ledgerId)) expect(event.details).not.toHaveProperty('flag');
  });
});
