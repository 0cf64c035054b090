import { type CampaignSettings, defaultCampaignSettings } from '@leadpilot/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../test/harness.ts';
import { stopEnrolment } from '../stop-enrolment.ts';
import { createMessageInstrumenter, createUnsubscribeComposer } from './compose-message.ts';
import {
  createCampaign,
  createMailbox,
  createOrganisation,
  engineOnApp,
  enrol,
  enrolmentsOf,
  eventsOf,
  ledgerOf,
  openSettings,
  pauseEveryCampaign,
  sandboxSent,
} from './sending-test-support.ts';

/**
 * How engagement reaches the engine: tracking added to what it sends, a person's click stopping the
 * sequence when the campaign asks, and a reply pausing the replier's colleagues until resumed. The
 * whole app runs here (its tracking routes and services), the engine on its database and clock.
 */
const context = await createTestContext();
afterAll(() => context.close());
afterEach(() => pauseEveryCampaign(context.db));

const hour = 3_600_000;
const day = 24 * hour;
const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5';
const linkStep = {
  kind: 'email' as const,
  variants: [
    {
      subject: 'Hello {{ first_name }}',
      bodyHtml: '<p>Hi {{ first_name }}, see <a href="https://acme.test/tour">the tour</a>.</p>',
    },
  ],
};
const followUp = { kind: 'email' as const, variants: [{ subject: '', bodyHtml: '<p>Following up.</p>' }] };

function settingsWith(changes: Partial<CampaignSettings>): CampaignSettings {
  return { ...openSettings(), ...changes };
}

/** The engine as the sending job builds it, with the app's tracking, on the app's manual clock. */
function engine() {
  return engineOnApp(context, {
    tracking: createMessageInstrumenter(context.app.services.tracking),
    unsubscribe: createUnsubscribeComposer({
      db: context.db,
      tokens: context.app.services.unsubscribe.tokens,
      baseUrl: context.config.APP_URL,
    }),
  });
}

const steps = [linkStep, { kind: 'wait' as const, waitDays: 1 }, followUp];

/** A running campaign of a new organisation (or the one given) with one sandbox mailbox. */
async function campaignFor(settings: CampaignSettings, organisation?: string) {
  const organisationId = organisation ?? (await createOrganisation(context.db));
  const mailboxId = await createMailbox(context.db, organisationId, { email: `rep-${context.unique()}@sender.test` });
  const campaignId = await createCampaign(context.db, { organisationId, mailboxIds: [mailboxId], steps, settings });
  return { organisationId, campaignId };
}

/** The HTML of each message the sandbox received, by recipient. */
async function htmlSent(organisationId: string): Promise<Map<string, string>> {
  const sent = await sandboxSent(context.db, organisationId);
  const parsed = await Promise.all(sent.map(async (message) => [message.to, (await simpleParser(message.raw)).html]));
  return new Map(parsed.map(([to, html]) => [String(to), String(html || '')]));
}

const clickPathIn = (html: string) => /https?:\/\/[^/"]+(\/api\/v1\/t\/c\/[^"]+)"/.exec(html)?.[1] ?? '';

describe('engagement in the sending engine', () => {
  it('adds open and click tracking only to a campaign that turned it on, never to the unsubscribe link', async () => {
    const tracked = await campaignFor(settingsWith({ tracking: { opens: true, clicks: true, domain: null } }));
    await enrol(context.db, tracked.organisationId, tracked.campaignId, [
      { email: 'ada@tracked.test', firstName: 'Ada' },
    ]);
    const plain = await campaignFor(settingsWith({ tracking: defaultCampaignSettings.tracking }));
    await enrol(context.db, plain.organisationId, plain.campaignId, [{ email: 'bob@plain.test', firstName: 'Bob' }]);

    expect((await (await engine()).runPass()).sent).toBeGreaterThanOrEqual(2);

    const trackedHtml = (await htmlSent(tracked.organisationId)).get('ada@tracked.test') ?? '';
    expect(clickPathIn(trackedHtml)).toMatch(/^\/api\/v1\/t\/c\/./);
    expect(trackedHtml).not.toContain('href="https://acme.test/tour"');
    expect(trackedHtml).toMatch(/<img src="[^"]*\/api\/v1\/t\/o\/[^"]+\.gif"/);
    expect(trackedHtml).toMatch(/href="[^"]*\/unsubscribe\?[^"]+"/);
    const plainHtml = (await htmlSent(plain.organisationId)).get('bob@plain.test') ?? '';
    expect(plainHtml).toContain('href="https://acme.test/tour"');
    expect(plainHtml).not.toContain('/api/v1/t/');
  });

  it('a person’s click stops the sequence when the campaign stops on a click; a scanner’s does not', async () => {
    const campaign = await campaignFor(
      settingsWith({ stopOnClick: true, tracking: { opens: false, clicks: true, domain: null } }),
    );
    await enrol(context.db, campaign.organisationId, campaign.campaignId, [
      { email: 'reader@click.test', firstName: 'Rea' },
      { email: 'scanned@click.test', firstName: 'Sca' },
    ]);
    const sender = await engine();
    expect((await sender.runPass()).sent).toBe(2);
    const html = await htmlSent(campaign.organisationId);

    // A security scanner follows the link the moment the message arrives: flagged, not a person.
    const scanned = await context.call('GET', clickPathIn(html.get('scanned@click.test') ?? ''), {
      headers: { 'user-agent': browser },
    });
    expect(scanned.status).toBe(302);
    context.clock.advance(hour);
    const clicked = await context.call('GET', clickPathIn(html.get('reader@click.test') ?? ''), {
      headers: { 'user-agent': browser },
    });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.location).toBe('https://acme.test/tour');

    const enrolled = new Map((await enrolmentsOf(context.db, campaign.campaignId)).map((row) => [row.email, row]));
    expect(enrolled.get('reader@click.test')).toMatchObject({ status: 'stopped', stopReason: 'click' });
    expect(enrolled.get('scanned@click.test')?.status).toBe('active');

    context.clock.advance(2 * day);
    await sender.runPass();
    const sends = await ledgerOf(context.db, campaign.campaignId);
    expect(sends.filter((row) => row.email === 'reader@click.test' && row.state === 'sent')).toHaveLength(1);
    expect(sends.filter((row) => row.email === 'scanned@click.test' && row.state === 'sent')).toHaveLength(2);
  });

  it('a click leaves the sequence alone when the campaign does not stop on a click', async () => {
    const campaign = await campaignFor(settingsWith({ tracking: { opens: false, clicks: true, domain: null } }));
    await enrol(context.db, campaign.organisationId, campaign.campaignId, [{ email: 'keen@noclick.test' }]);
    await (await engine()).runPass();
    context.clock.advance(hour);
    const html = (await htmlSent(campaign.organisationId)).get('keen@noclick.test') ?? '';
    expect((await context.call('GET', clickPathIn(html), { headers: { 'user-agent': browser } })).status).toBe(302);
    const events = await eventsOf(context.db, campaign.campaignId);
    expect(events.filter((event) => event.kind === 'clicked')).toHaveLength(1);
    expect((await enrolmentsOf(context.db, campaign.campaignId))[0]?.status).toBe('active');
  });

  it('a reply pauses colleagues at the same company until a person resumes one, who then gets each step once', async () => {
    const owner = await context.signup();
    const campaign = await campaignFor(settingsWith({ pauseColleaguesOnReply: true }), owner.userData.organisation.id);
    await enrol(context.db, campaign.organisationId, campaign.campaignId, [
      { email: 'ann@globex.test' },
      { email: 'ben@globex.test' },
      { email: 'cat@globex.test' },
      { email: 'dan@initech.test' },
    ]);
    const sender = await engine();
    expect((await sender.runPass()).sent).toBe(4);
    const byEmail = async () =>
      new Map((await enrolmentsOf(context.db, campaign.campaignId)).map((row) => [row.email, row]));

    const ann = (await byEmail()).get('ann@globex.test');
    await stopEnrolment(context.db, {
      enrolmentId: ann?.id ?? '',
      reason: 'reply',
      actor: null,
      at: context.clock.now(),
    });
    let enrolled = await byEmail();
    expect(enrolled.get('ann@globex.test')).toMatchObject({ status: 'stopped', stopReason: 'reply' });
    expect(enrolled.get('ben@globex.test')).toMatchObject({ status: 'paused', stopReason: 'colleague_replied' });
    expect(enrolled.get('cat@globex.test')?.status).toBe('paused');
    expect(enrolled.get('dan@initech.test')?.status).toBe('active');

    context.clock.advance(2 * day);
    expect((await sender.runPass()).sent).toBe(1); // only Dan's follow-up

    // Two days on, the owner signs in again to resume Ben.
    const session = await context.call<{ accessToken: string }>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });

    const ben = enrolled.get('ben@globex.test');
    const resumed = await context.call<{ message: string; data: { status: string } }>(
      'POST',
      '/api/v1/campaign/prospect/resume',
      { token: session.body.accessToken, body: { enrolmentId: ben?.id, campaignId: campaign.campaignId } },
    );
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.status).toBe('active');
    const again = await context.call<{ message: string }>('POST', '/api/v1/campaign/prospect/resume', {
      token: session.body.accessToken,
      body: { enrolmentId: ben?.id, campaignId: campaign.campaignId },
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/Only a paused or held prospect/);
    const stranger = await context.signup();
    const foreign = await context.call('POST', '/api/v1/campaign/prospect/resume', {
      token: stranger.accessToken,
      body: { enrolmentId: enrolled.get('cat@globex.test')?.id, campaignId: campaign.campaignId },
    });
    expect(foreign.status).toBe(404);

    context.clock.advance(hour);
    expect((await sender.runPass()).sent).toBe(1); // Ben's follow-up, once
    await sender.runPass();
    const sends = await ledgerOf(context.db, campaign.campaignId);
    const sentTo = (email: string) => sends.filter((row) => row.email === email && row.state === 'sent').length;
    expect([sentTo('ben@globex.test'), sentTo('cat@globex.test'), sentTo('dan@initech.test')]).toEqual([2, 1, 2]);
    enrolled = await byEmail();
    expect(enrolled.get('cat@globex.test')?.status).toBe('paused');
    // The conversation shows each sent message's subject as Dan received it.
    const dan = enrolled.get('dan@initech.test');
    const later = await context.call<{ accessToken: string }>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    const thread = await context.call<{ data: { messages: { state: string; subject: string }[] } }>(
      'GET',
      `/api/v1/communication/id/${dan?.id}`,
      { token: later.body.accessToken },
    );
    expect(thread.status).toBe(200);
    expect(thread.body.data.messages.filter((m) => m.state === 'sent').map((m) => m.subject)).toEqual([
      'Hello Pat',
      'Re: Hello Pat',
    ]);
    const kinds = (await eventsOf(context.db, campaign.campaignId)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'paused')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'resumed')).toHaveLength(1);
  });
});
