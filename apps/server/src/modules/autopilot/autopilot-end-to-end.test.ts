import type { LoginReply } from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopilotActions, enrolments, inboundMessages, sandboxMessages, suppressions } from '../../db/schema.ts';
import { sandboxMailbox, savedCampaign, sequence, transition } from '../campaigns/campaigns-test-support.ts';
import { campaignSendingJob } from '../campaigns/index.ts';
import { organisationWithCredits, seedPeople } from '../contacts/contacts-test-support.ts';
import {
  type BookingWorld,
  connectCalendar,
  loopbackCalendarOf,
  startBookingWorld,
} from '../meetings/booking-test-support.ts';
import { replySyncJob } from '../replies/index.ts';
import { autopilotProspectJob, autopilotSendJob } from './autopilot.jobs.ts';
import { autopilotClient, notewellKnowledge } from './autopilot-engine-test-support.ts';

/**
 * The whole loop, offline, on sandbox mailboxes and the Google calendar loopback, driven only
 * by the API and the jobs as the queue runs them: an ideal customer, the autopilot in review mode
 * prospects 20 people and drafts their first emails, a person approves them, they are sent;
 * simulated replies arrive (interested, out of office, unsubscribe, bounce) and each has its effect;
 * the interested prospect is offered free times, books one on the booking page, the meeting lands in
 * the host's calendar and their sequence is over.
 */
let world: BookingWorld;
let owner: LoginReply & { email: string; password: string };
let campaignId: string;
const slug = 'maya-autopilot';
const idealTitle = 'Revenue Autopilot Lead';

const context = () => world.context;
const jobDeps = () => ({ services: context().app.services, clock: context().clock, log: context().app.log });

/** A fresh session: the test moves the clock on by hours, past an access token's life. */
async function api() {
  const login = await context().call<LoginReply>('POST', '/api/v1/login', {
    body: { email: owner.email, password: owner.password },
  });
  return autopilotClient(context(), login.body);
}

async function actionsOfCampaign() {
  return context().db.select().from(autopilotActions).where(eq(autopilotActions.campaignId, campaignId));
}

async function enrolmentsOfCampaign() {
  return context().db.select().from(enrolments).where(eq(enrolments.campaignId, campaignId));
}

async function mailToProspects(emails: string[]) {
  return context()
    .db.select()
    .from(sandboxMessages)
    .where(and(eq(sandboxMessages.kind, 'mailbox'), inArray(sandboxMessages.toAddress, emails)));
}

beforeAll(async () => {
  world = await startBookingWorld();
  // The sandbox keeps messages at the database's own time, and the reply reader's first read looks
  // back a few days from the app's clock: the two clocks must agree, so this test runs on today.
  context().clock.set(new Date());
  owner = await organisationWithCredits(context(), 50);
  const seeded = (await seedPeople(context(), 40, 'autopilot-e2e')).filter((person) => person.email);
  // 23 people of the ideal customer's title: 22 revealed by the team, 1 never revealed.
  const ideal = seeded.slice(0, 23);
  for (const person of ideal) {
    await context().database.query('update people set title = $1 where id = $2', [idealTitle, person.id]);
  }
  for (const person of ideal.slice(0, 22)) {
    const revealed = await context().call('GET', `/api/v1/callback/opencontact/${person.id}`, {
      token: owner.accessToken,
    });
    expect(revealed.status).toBe(200);
  }
  const mailbox = await sandboxMailbox(context(), owner);
  await connectCalendar(world, owner, { email: owner.email, slug });
  const campaign = await savedCampaign(context(), owner, {
    name: 'Revenue leads on the autopilot',
    steps: sequence(),
    mailboxIds: [mailbox.id],
    settings: {
      schedule: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59', skipHolidays: false },
      // The generated people share a few companies: a reply would pause the answering prospects' colleagues.
      pauseColleaguesOnReply: false,
      limits: {
        perMailboxPerDay: 500,
        perMailboxPerHour: 500,
        minGapSeconds: 1,
        newProspectsPerDay: 500,
        perOrganisationPerDay: 1000,
        perRecipientDomainPerHour: 100,
      },
    },
  });
  campaignId = campaign.id;
  const client = await api();
  const saved = await client('POST', '/campaign/autopilot/settings', {
    id: campaignId,
    knowledge: notewellKnowledge(),
    idealCustomer: { titles: [idealTitle] },
    settings: {
      mode: 'review',
      newProspectsPerDay: 20,
      // The sandbox's canned "interested" answer reads as interest at a confidence of 0.60.
      confidenceThreshold: 0.6,
      bookingLink: `${context().config.APP_URL}/book/${slug}`,
    },
  });
  expect(saved.status).toBe(200);
  expect((await client('POST', '/campaign/autopilot', { id: campaignId, action: 'enable' })).status).toBe(200);
}, 180_000);
afterAll(() => world?.close(), 60_000);

describe('the autopilot end to end, offline', () => {
  it('prospects, drafts for review, sends once approved, reads replies, answers with times and books the meeting', async () => {
    // Launched with nobody: the autopilot adds people each day.
    const launched = await transition(context(), owner, 'launch', { id: campaignId });
    expect(launched.status).toBe(200);

    // Daily prospecting: 20 of the 22 revealed people; the unrevealed one never; once a day.
    await autopilotProspectJob.handler({}, jobDeps());
    await autopilotProspectJob.handler({}, jobDeps());
    let prospects = await enrolmentsOfCampaign();
    expect(prospects).toHaveLength(20);
    const emails = prospects.map((row) => row.email);

    // Review mode: each first email waits in the approval queue, nothing is sent.
    const pending = async () =>
      (await actionsOfCampaign()).filter((row) => row.kind === 'sequence_email' && row.status === 'pending');
    for (let run = 0; run < 10 && (await pending()).length < 20; run += 1) {
      await campaignSendingJob.handler({}, jobDeps());
      context().clock.advance(60_000);
    }
    await campaignSendingJob.handler({}, jobDeps());
    let actions = await actionsOfCampaign();
    expect(actions.filter((row) => row.kind === 'sequence_email' && row.status === 'pending')).toHaveLength(20);
    prospects = await enrolmentsOfCampaign();
    expect(prospects.every((row) => row.status === 'held')).toBe(true);
    expect(await mailToProspects(emails)).toHaveLength(0);

    // A person approves them all, one as edited.
    let client = await api();
    const [edited, ...asWritten] = actions;
    const editedReply = await client('POST', '/autopilot/actions/approve', {
      id: edited?.id,
      subject: 'A shorter first line',
      bodyHtml: '<p>Written by a person.</p>',
    });
    expect(editedReply.status).toBe(200);
    for (const action of asWritten) {
      expect((await client('POST', '/autopilot/actions/approve', { id: action.id })).status).toBe(200);
    }
    // One mailbox keeps its minimum gap (and a minute's jitter) between sends: time moves on between runs.
    for (let run = 0; run < 40 && (await mailToProspects(emails)).length < 20; run += 1) {
      await campaignSendingJob.handler({}, jobDeps());
      context().clock.advance(5 * 60_000);
    }
    const sent = await mailToProspects(emails);
    expect(sent).toHaveLength(20);
    expect(new Set(sent.map((row) => row.toAddress)).size).toBe(20);
    const editedMail = sent.find((row) => row.toAddress === edited?.prospectEmail);
    expect(editedMail?.subject).toBe('A shorter first line');
    expect(editedMail?.raw).toContain('Written by a person.');
    await autopilotSendJob.handler({}, jobDeps());
    actions = await actionsOfCampaign();
    expect(actions.filter((row) => row.status === 'sent')).toHaveLength(20);

    // Four prospects answer, as the sandbox simulates them.
    const [keen, away, leaving, gone] = sent;
    client = await api();
    for (const [message, kind] of [
      [keen, 'interested'],
      [away, 'out_of_office'],
      [leaving, 'unsubscribe'],
      [gone, 'bounce'],
    ] as const) {
      const answered = await client('POST', `/sandbox/messages/${message?.id}/reply`, { kind });
      expect(answered.status).toBe(200);
    }
    context().clock.advance(5 * 60_000);
    await replySyncJob.handler({}, jobDeps());
    const stored = await context().db.select().from(inboundMessages).where(eq(inboundMessages.campaignId, campaignId));
    expect(stored).toHaveLength(4);

    prospects = await enrolmentsOfCampaign();
    const statusOf = (email: string | undefined) => prospects.find((row) => row.email === email);
    expect(statusOf(keen?.toAddress)).toMatchObject({ status: 'stopped', stopReason: 'reply' });
    expect(statusOf(away?.toAddress)).toMatchObject({ status: 'paused', stopReason: 'out_of_office' });
    expect(statusOf(leaving?.toAddress)).toMatchObject({ status: 'stopped', stopReason: 'unsubscribe' });
    expect(statusOf(gone?.toAddress)).toMatchObject({ status: 'stopped', stopReason: 'bounce' });
    const suppressed = await context()
      .db.select({ email: suppressions.value })
      .from(suppressions)
      .where(eq(suppressions.organisationId, owner.userData.organisation.id));
    expect(suppressed.map((row) => row.email).sort()).toEqual([leaving?.toAddress, gone?.toAddress].sort());

    // The interested prospect: a draft proposing free times from the host's calendar and the booking link.
    actions = await actionsOfCampaign();
    const offer = actions.find((row) => row.prospectEmail === keen?.toAddress && row.inboundMessageId !== null);
    expect(offer).toMatchObject({ status: 'pending', kind: 'draft_for_review' });
    const slotStarts = (offer?.sources as { slotStarts: string[] } | undefined)?.slotStarts ?? [];
    expect(slotStarts.length).toBeGreaterThan(0);
    expect(offer?.bodyHtml).toContain(`/book/${slug}`);
    client = await api();
    expect((await client('POST', '/autopilot/actions/approve', { id: offer?.id })).status).toBe(200);
    await autopilotSendJob.handler({}, jobDeps());
    const answers = (await mailToProspects([keen?.toAddress ?? ''])).filter((row) => row.subject.startsWith('Re:'));
    expect(answers).toHaveLength(1);

    // They pick the first time on the booking page: the event lands in the host's calendar.
    const picked = slotStarts[0] ?? '';
    const booked = await context().call('POST', `/api/v1/booking/${slug}`, {
      body: {
        name: `${statusOf(keen?.toAddress)?.firstName} ${statusOf(keen?.toAddress)?.lastName}`,
        email: keen?.toAddress,
        start: picked,
        timeZone: 'Europe/Berlin',
        idempotencyKey: `autopilot-e2e-${context().unique()}`,
      },
    });
    expect(booked.status).toBe(200);
    // The booking's calendar event and invitations are written by its job.
    await context().inline.drain();
    expect(context().queueErrors).toEqual([]);
    const [event] = loopbackCalendarOf(world, { kind: 'gmail', email: owner.email }).liveEvents();
    expect(event?.start.toISOString()).toBe(picked);
    expect(event?.attendees).toEqual([expect.objectContaining({ email: keen?.toAddress })]);
    prospects = await enrolmentsOfCampaign();
    expect(statusOf(keen?.toAddress)?.status).toBe('stopped');
  }, 300_000);
});
