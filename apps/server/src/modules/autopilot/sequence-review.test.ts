import type { LoginReply } from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { autopilotActions, autopilotProspectingRuns, enrolments, sandboxMessages } from '../../db/schema.ts';
import { sandboxMailbox, savedCampaign, sequence, transition } from '../campaigns/campaigns-test-support.ts';
import { campaignSendingJob } from '../campaigns/index.ts';
import { organisationWithCredits, seedPeople } from '../contacts/contacts-test-support.ts';
import { autopilotProspectJob, autopilotSendJob } from './autopilot.jobs.ts';
import { type AutopilotCall, autopilotClient, notewellKnowledge } from './autopilot-engine-test-support.ts';

/**
 * The campaign engine's review of an autopilot campaign's own steps, and the daily prospecting's
 * guards: a rejected step ends the prospect's sequence, an auto-with-undo step leaves after its delay
 * unless undone, the kill switch holds every step (and the prospecting), full auto sends as written,
 * another organisation's step cannot be approved.
 */
let context: TestContext;
type Owner = LoginReply & { email: string; password: string };

const jobDeps = () => ({ services: context.app.services, clock: context.clock, log: context.app.log });
const title = (tag: string) => `Pipeline ${tag} Lead`;

beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context?.close());

/** An organisation with `count` revealed people of a title of its own and a campaign on the autopilot, launched. */
async function autopilotCampaign(
  mode: 'review' | 'auto_with_undo' | 'full_auto',
  count: number,
  perDay = 10,
  steps = sequence(),
) {
  // Enough for the reveals and an AI draft per prospect.
  const owner: Owner = await organisationWithCredits(context, count * 10);
  const tag = context.unique();
  const seeded = count * 2 + 4;
  const people = (await seedPeople(context, seeded, `review-${tag}`))
    .slice(-seeded)
    .filter((person) => person.email)
    .slice(0, count);
  expect(people).toHaveLength(count);
  for (const person of people) {
    await context.database.query(`update people set title = $1, email_status = 'verified' where id = $2`, [
      title(tag),
      person.id,
    ]);
    const revealed = await context.call('GET', `/api/v1/callback/opencontact/${person.id}`, {
      token: owner.accessToken,
    });
    expect(revealed.status).toBe(200);
  }
  const mailbox = await sandboxMailbox(context, owner);
  const campaign = await savedCampaign(context, owner, {
    name: `Autopilot ${tag}`,
    steps,
    mailboxIds: [mailbox.id],
    settings: {
      schedule: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59', skipHolidays: false },
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
  const client: AutopilotCall = async (method, url, body) => {
    // A fresh session each time: the tests move the clock on past an access token's life.
    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    return autopilotClient(context, login.body)(method, url, body);
  };
  const saved = await client('POST', '/campaign/autopilot/settings', {
    id: campaign.id,
    knowledge: notewellKnowledge(),
    idealCustomer: { titles: [title(tag)] },
    settings: { mode, newProspectsPerDay: perDay, undoDelayMinutes: 10 },
  });
  expect(saved.status).toBe(200);
  expect((await client('POST', '/campaign/autopilot', { id: campaign.id, action: 'enable' })).status).toBe(200);
  expect((await transition(context, owner, 'launch', { id: campaign.id })).status).toBe(200);
  return { owner, tag, campaignId: campaign.id, client, emails: people.map((person) => person.email ?? '') };
}

type Setup = Awaited<ReturnType<typeof autopilotCampaign>>;

async function sendRuns(runs: number) {
  for (let run = 0; run < runs; run += 1) {
    await campaignSendingJob.handler({}, jobDeps());
    context.clock.advance(5 * 60_000);
  }
}

const stepActions = (campaignId: string) =>
  context.db
    .select()
    .from(autopilotActions)
    .where(and(eq(autopilotActions.campaignId, campaignId), eq(autopilotActions.kind, 'sequence_email')));
const prospectsOf = (campaignId: string) =>
  context.db.select().from(enrolments).where(eq(enrolments.campaignId, campaignId));
const mailTo = (setup: Setup) =>
  context.db
    .select()
    .from(sandboxMessages)
    .where(and(eq(sandboxMessages.kind, 'mailbox'), inArray(sandboxMessages.toAddress, setup.emails)));

async function setKillSwitch(setup: Setup, isOn: boolean) {
  const changed = await setup.client('POST', '/autopilot/kill-switch', { isOn, reason: 'Checking the drafts' });
  expect(changed.status).toBe(200);
}

describe('the review of an autopilot campaign’s own steps', () => {
  it('ends the sequence of a prospect whose step a person rejects, and sends the others once approved', async () => {
    const setup = await autopilotCampaign('review', 2);
    await autopilotProspectJob.handler({}, jobDeps());
    await sendRuns(3);
    const [rejected, approved] = await stepActions(setup.campaignId);
    expect(rejected?.status).toBe('pending');
    expect(approved?.status).toBe('pending');

    const refusal = await setup.client('POST', '/autopilot/actions/reject', { id: rejected?.id, reason: 'Not a fit' });
    expect(refusal.status).toBe(200);
    expect((await setup.client('POST', '/autopilot/actions/approve', { id: approved?.id })).status).toBe(200);
    // Approving twice changes nothing the second time.
    expect((await setup.client('POST', '/autopilot/actions/approve', { id: approved?.id })).status).toBe(422);
    await sendRuns(4);
    await autopilotSendJob.handler({}, jobDeps());

    const mail = await mailTo(setup);
    expect(mail.map((row) => row.toAddress)).toEqual([approved?.prospectEmail]);
    const prospects = await prospectsOf(setup.campaignId);
    expect(prospects.find((row) => row.id === rejected?.enrolmentId)).toMatchObject({
      status: 'stopped',
      stopReason: 'manual',
    });
    const after = await stepActions(setup.campaignId);
    expect(after.find((row) => row.id === approved?.id)).toMatchObject({ status: 'sent' });
    expect(after.find((row) => row.id === rejected?.id)).toMatchObject({ status: 'rejected' });
  });

  it('sends a step of an auto-with-undo campaign after its undo delay, and puts an undone one in the queue', async () => {
    const setup = await autopilotCampaign('auto_with_undo', 2);
    await autopilotProspectJob.handler({}, jobDeps());
    await campaignSendingJob.handler({}, jobDeps());
    const [kept, undone] = await stepActions(setup.campaignId);
    expect(kept).toMatchObject({ status: 'scheduled' });
    expect(undone).toMatchObject({ status: 'scheduled' });
    expect(kept?.reasons).toEqual([expect.objectContaining({ rule: 'mode_auto_with_undo' })]);
    expect(kept?.sendAt?.getTime()).toBe(context.clock.now().getTime() + 10 * 60_000);
    // Nothing leaves during the delay, and the prospects wait with the reason in plain words.
    await autopilotSendJob.handler({}, jobDeps());
    await sendRuns(1);
    expect(await mailTo(setup)).toHaveLength(0);
    const held = await prospectsOf(setup.campaignId);
    expect(held.map((row) => row.heldReason)).toEqual([
      'The autopilot’s email leaves in 10 minutes unless someone undoes it (auto with undo).',
      'The autopilot’s email leaves in 10 minutes unless someone undoes it (auto with undo).',
    ]);

    const undo = await setup.client('POST', '/autopilot/actions/undo', { id: undone?.id });
    expect(undo.status).toBe(200);
    context.clock.advance(6 * 60_000);
    await autopilotSendJob.handler({}, jobDeps());
    // Too late to undo once it was due.
    expect((await setup.client('POST', '/autopilot/actions/undo', { id: kept?.id })).status).toBe(422);
    await sendRuns(2);
    await autopilotSendJob.handler({}, jobDeps());

    const mail = await mailTo(setup);
    expect(mail.map((row) => row.toAddress)).toEqual([kept?.prospectEmail]);
    const after = await stepActions(setup.campaignId);
    expect(after.find((row) => row.id === kept?.id)).toMatchObject({ status: 'sent' });
    expect(after.find((row) => row.id === undone?.id)).toMatchObject({ status: 'pending', sendAt: null });
    expect((await prospectsOf(setup.campaignId)).find((row) => row.id === undone?.enrolmentId)?.status).toBe('held');
  });

  it('shows where the lines of a step the AI writer wrote come from', async () => {
    const brief = {
      offer: 'a note-taking app for sales calls',
      audience: 'sales leaders',
      tone: 'friendly' as const,
      length: 'short' as const,
      callToAction: 'Open to a short call next week?',
    };
    const aiStep = {
      kind: 'email' as const,
      variants: [{ label: 'A', subject: '', bodyHtml: '', aiDraft: true, aiBrief: brief }],
    };
    const setup = await autopilotCampaign('review', 1, 10, [aiStep]);
    await autopilotProspectJob.handler({}, jobDeps());
    await sendRuns(2);
    const [step] = await stepActions(setup.campaignId);
    expect(step?.status).toBe('pending');
    const listed = await setup.client('GET', `/autopilot/actions?campaignId=${setup.campaignId}`);
    const view = (
      listed.body as { data: { id: string; sources: { facts: { source: string; text: string }[] } }[] }
    ).data.find((action) => action.id === step?.id);
    // The prospect's title is one of the facts the draft used, named by where it came from.
    expect(view?.sources.facts).toContainEqual(expect.objectContaining({ text: title(setup.tag) }));
    expect(view?.sources.facts.every((fact) => fact.source.length > 0)).toBe(true);
  });

  it('holds every step of the organisation’s autopilot campaigns, and its prospecting, while the kill switch is on', async () => {
    const setup = await autopilotCampaign('full_auto', 2);
    await setKillSwitch(setup, true);
    await autopilotProspectJob.handler({}, jobDeps());
    expect(await prospectsOf(setup.campaignId)).toHaveLength(0);
    const runs = await context.db
      .select()
      .from(autopilotProspectingRuns)
      .where(eq(autopilotProspectingRuns.campaignId, setup.campaignId));
    expect(runs).toHaveLength(0);

    await setKillSwitch(setup, false);
    await autopilotProspectJob.handler({}, jobDeps());
    expect(await prospectsOf(setup.campaignId)).toHaveLength(2);
    await setKillSwitch(setup, true);
    await sendRuns(3);
    expect(await mailTo(setup)).toHaveLength(0);
    expect(await stepActions(setup.campaignId)).toHaveLength(0);

    // Full auto once the switch is off: the steps leave as written, with nothing to review.
    await setKillSwitch(setup, false);
    context.clock.advance(15 * 60_000);
    await sendRuns(4);
    expect(await mailTo(setup)).toHaveLength(2);
    expect(await stepActions(setup.campaignId)).toHaveLength(0);
  });

  it('keeps the day’s prospecting to its cap, says why when it fell short, and another organisation cannot approve a step', async () => {
    const setup = await autopilotCampaign('review', 3, 2);
    await autopilotProspectJob.handler({}, jobDeps());
    expect(await prospectsOf(setup.campaignId)).toHaveLength(2);
    // The next day, one person is left.
    context.clock.advance(24 * 3_600_000);
    await autopilotProspectJob.handler({}, jobDeps());
    expect(await prospectsOf(setup.campaignId)).toHaveLength(3);
    const runs = await context.db
      .select()
      .from(autopilotProspectingRuns)
      .where(eq(autopilotProspectingRuns.campaignId, setup.campaignId));
    expect(runs.map((run) => run.enrolled).sort()).toEqual([1, 2]);
    expect(runs.find((run) => run.enrolled === 1)?.note).toBe('The ideal customer matched only 1 new person today.');
    expect(runs.find((run) => run.enrolled === 2)?.note).toBe('');

    await sendRuns(3);
    const [step] = await stepActions(setup.campaignId);
    const stranger = await context.signup();
    const theirs = autopilotClient(context, stranger);
    expect((await theirs('POST', '/autopilot/actions/approve', { id: step?.id })).status).toBe(404);
    expect((await theirs('POST', '/autopilot/actions/reject', { id: step?.id })).status).toBe(404);
    expect((await stepActions(setup.campaignId)).find((row) => row.id === step?.id)?.status).toBe('pending');
  });
});
