import { type ConsentFinishResult, defaultCampaignSettings, defaultHubspotSettings } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';
import type { HubspotLoopback } from '../../../test/hubspot-loopback.ts';
import {
  bookings,
  campaignSteps,
  campaignStepVariants,
  campaigns,
  enrolments,
  inboundMessages,
  sendLedger,
} from '../../db/schema.ts';
import { type Session, sandboxMailbox } from '../campaigns/campaigns-test-support.ts';

/** The settings a test connects with (the defaults, the stage into `hs_lead_status`). */
export const testHubspotSettings = { ...defaultHubspotSettings, stageProperty: 'hs_lead_status' };

/** The test config that points the app's HubSpot link at the loopback. */
export function hubspotConfig(hubspot: HubspotLoopback) {
  return {
    HUBSPOT_CLIENT_ID: hubspot.clientId,
    HUBSPOT_CLIENT_SECRET: hubspot.clientSecret,
    HUBSPOT_API_URL: hubspot.url,
  };
}

/** Connects HubSpot for the session's organisation as a person would: consent address, allow, callback page. */
export async function connectHubspot(context: TestContext, hubspot: HubspotLoopback, as: Session) {
  const started = await context.call<{ data: { url: string } }>('GET', '/api/v1/crm/hubspot/oauth', {
    token: as.accessToken,
  });
  if (started.status !== 200) throw new Error(`oauth failed: ${started.status} ${JSON.stringify(started.body)}`);
  const consent = new URL(started.body.data.url);
  const state = consent.searchParams.get('state') ?? '';
  const code = hubspot.authorize({
    clientId: consent.searchParams.get('client_id') ?? '',
    redirectUri: consent.searchParams.get('redirect_uri') ?? '',
  });
  const finished = await finishConsent(context, as, { state, code });
  return { consent, state, code, finished };
}

export function finishConsent(context: TestContext, as: Session, query: Record<string, string>) {
  return context.call<{ message: string; data: ConsentFinishResult }>(
    'GET',
    `/api/v1/organisation/emailcode?${new URLSearchParams(query)}`,
    { token: as.accessToken },
  );
}

/**
 * An organisation's outreach as the sync reads it: a running campaign with one email step, and
 * prospects who were sent it; `reply` stores their answer with a label, `book` a meeting.
 */
export async function outreachOf(context: TestContext, as: Session) {
  const organisationId = as.userData.organisation.id;
  const mailbox = await sandboxMailbox(context, as);
  const [campaign] = await context.db
    .insert(campaigns)
    .values({ organisationId, name: 'HubSpot outreach', status: 'running', settings: defaultCampaignSettings })
    .returning({ id: campaigns.id });
  const campaignId = campaign?.id ?? '';
  const [step] = await context.db
    .insert(campaignSteps)
    .values({ campaignId, position: 0, kind: 'email' })
    .returning({ id: campaignSteps.id });
  const [variant] = await context.db
    .insert(campaignStepVariants)
    .values({ stepId: step?.id ?? '', label: 'A', subject: 'Quick question', bodyHtml: '<p>Hello there</p>' })
    .returning({ id: campaignStepVariants.id });
  let count = 0;
  const at = () => new Date(context.clock.now().getTime() - 3_600_000 + count * 60_000);

  return {
    mailboxId: mailbox.id,
    /** A prospect who was sent the first email. */
    async prospect(email: string, names: { firstName: string; lastName: string; company: string }) {
      count += 1;
      const [enrolment] = await context.db
        .insert(enrolments)
        .values({ organisationId, campaignId, email, ...names })
        .returning({ id: enrolments.id });
      await context.db.insert(sendLedger).values({
        organisationId,
        campaignId,
        enrolmentId: enrolment?.id ?? '',
        stepId: step?.id ?? '',
        variantId: variant?.id ?? null,
        state: 'sent',
        dueAt: at(),
        sentAt: at(),
        messageId: `<sent-${context.unique()}@sender.example>`,
      });
      return enrolment?.id ?? '';
    },
    async reply(enrolmentId: string, from: string, label: string) {
      count += 1;
      await context.db.insert(inboundMessages).values({
        organisationId,
        mailboxId: mailbox.id,
        messageId: `<reply-${context.unique()}@prospect.example>`,
        providerRef: `ref-${count}`,
        fromAddress: from,
        subject: 'Re: Quick question',
        text: `Answer labelled ${label}`,
        rawSize: 120,
        receivedAt: at(),
        enrolmentId,
        campaignId,
        matchedBy: 'header',
        kind: 'reply',
        label,
        confidence: 0.9,
      });
    },
    async book(email: string, name: string) {
      count += 1;
      const startsAt = new Date(context.clock.now().getTime() + count * 86_400_000);
      await context.db.insert(bookings).values({
        organisationId,
        calendarId: mailbox.id,
        prospectEmail: email,
        prospectName: name,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        idempotencyKey: `booking-${context.unique()}`,
      });
    },
  };
}
