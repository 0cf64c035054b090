import type { CampaignDetail, CampaignResults, CampaignResultsItem } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { communicationEvents, enrolments, sendLedger } from '../../db/schema.ts';
import { balanceOf, organisationWithCredits, seedPeople } from '../contacts/contacts-test-support.ts';
import { launchableDraft, type Session, transition } from './campaigns-test-support.ts';

let context: TestContext;
let owner: Session;
let campaign: CampaignDetail;
let rows: (typeof enrolments.$inferSelect)[];

const day1 = new Date('2026-03-02T10:00:00Z');
const day2 = new Date('2026-03-03T11:00:00Z');

beforeAll(async () => {
  context = await createTestContext();
  owner = await organisationWithCredits(context, 5);
  campaign = await launchableDraft(context, owner, {
    csv: [
      { email: 'ann@alpha.example', firstName: 'Ann', lastName: 'Alpha', company: 'Alpha' },
      { email: 'bob@beta.example', firstName: '=HYPERLINK("http://evil")', lastName: 'Beta', company: 'Beta, Inc' },
      { email: 'cy@gamma.example', firstName: 'Cy', lastName: 'Gamma', company: 'Gamma' },
      { email: 'di@delta.example', firstName: 'Di', lastName: 'Delta', company: 'Delta' },
    ],
  });
  expect((await transition(context, owner, 'launch', { id: campaign.id })).status).toBe(200);
  rows = await context.db.select().from(enrolments).where(eq(enrolments.campaignId, campaign.id));
  const byEmail = (email: string) => rows.find((row) => row.email === email) as typeof enrolments.$inferSelect;
  const [first, , second] = campaign.steps as [
    CampaignDetail['steps'][number],
    unknown,
    CampaignDetail['steps'][number],
  ];
  const [variantA, variantB] = first.variants;
  const organisationId = owner.userData.organisation.id;
  const sent = (email: string, step: typeof first, variantId: string | undefined, at: Date) => ({
    organisationId,
    campaignId: campaign.id,
    enrolmentId: byEmail(email).id,
    stepId: step.id,
    variantId: variantId ?? null,
    state: 'sent' as const,
    dueAt: at,
    sentAt: at,
    messageId: `<${context.unique()}@sender.example>`,
  });
  await context.db
    .insert(sendLedger)
    .values([
      sent('ann@alpha.example', first, variantA?.id, day1),
      sent('bob@beta.example', first, variantB?.id, day1),
      sent('cy@gamma.example', first, variantA?.id, day1),
      sent('ann@alpha.example', second, second.variants[0]?.id, day2),
      { ...sent('di@delta.example', first, variantB?.id, day2), state: 'scheduled', sentAt: null, messageId: null },
    ]);
  // Ann replied positively to the follow-up; Bob unsubscribed; Cy booked a meeting after a click.
  await context.db
    .update(enrolments)
    .set({ status: 'stopped', stopReason: 'reply' })
    .where(eq(enrolments.id, byEmail('ann@alpha.example').id));
  await context.db
    .update(enrolments)
    .set({ status: 'stopped', stopReason: 'unsubscribe' })
    .where(eq(enrolments.id, byEmail('bob@beta.example').id));
  await context.db
    .update(enrolments)
    .set({ status: 'stopped', stopReason: 'meeting' })
    .where(eq(enrolments.id, byEmail('cy@gamma.example').id));
  const event = (email: string, kind: string, at: Date, details: Record<string, unknown> = {}) => ({
    organisationId,
    campaignId: campaign.id,
    enrolmentId: byEmail(email).id,
    kind,
    reason: `${kind} by ${email}`,
    details,
    at,
  });
  await context.db.insert(communicationEvents).values([
    event('ann@alpha.example', 'opened', day2),
    event('ann@alpha.example', 'replied', new Date('2026-03-03T12:00:00Z'), { sentiment: 'positive' }),
    event('cy@gamma.example', 'clicked', day2),
    // A mail gateway's scanner clicked Di's link: flagged, so not a person's click.
    event('di@delta.example', 'clicked', day2, { flag: 'scanner' }),
    event('di@delta.example', 'opened', day2, { flag: 'apple_privacy' }),
  ]);
}, 120_000);
afterAll(() => context?.close());

const emptyStop = { reply: 1, unsubscribe: 1, meeting: 1 };

describe('campaign results', () => {
  it('lists every campaign with its headline figures', async () => {
    const reply = await context.call<{ data: CampaignResultsItem[]; total: number }>(
      'GET',
      '/api/v1/campaign/summary',
      {
        token: owner.accessToken,
      },
    );
    expect(reply.status).toBe(200);
    const item = reply.body.data.find((entry) => entry.id === campaign.id);
    expect(item?.figures).toEqual({
      prospects: 4,
      active: 1,
      completed: 0,
      stopped: 3,
      stoppedByReason: emptyStop,
      sent: 4,
      replies: 2,
      positiveReplies: 2,
      meetings: 1,
      bounces: 0,
      unsubscribes: 1,
      opened: 1,
      clicked: 1,
    });
    const filtered = await context.call<{ data: CampaignResultsItem[] }>(
      'GET',
      '/api/v1/campaign/summary?status=draft',
      {
        token: owner.accessToken,
      },
    );
    expect(filtered.body.data.map((entry) => entry.id)).not.toContain(campaign.id);
    const byMailbox = await context.call<{ data: CampaignResultsItem[] }>(
      'GET',
      `/api/v1/campaign/summary?mailboxId=${campaign.mailboxIds[0]}&ownerUserId=${owner.userData.id}`,
      { token: owner.accessToken },
    );
    expect(byMailbox.body.data.map((entry) => entry.id)).toEqual([campaign.id]);
  });

  it("answers one campaign's sends per day, funnel per step and variant, and its prospects", async () => {
    const reply = await context.call<{ data: CampaignResults }>('GET', `/api/v1/campaign/summary/${campaign.id}`, {
      token: owner.accessToken,
    });
    expect(reply.status).toBe(200);
    const { data } = reply.body;
    expect(data.campaign.id).toBe(campaign.id);
    expect(data.sendsPerDay).toEqual([
      { day: '2026-03-02', sent: 3 },
      { day: '2026-03-03', sent: 1 },
    ]);
    expect(
      data.funnel.map(({ step, label, sent, replied, stopped }) => ({ step, label, sent, replied, stopped })),
    ).toEqual([
      { step: 1, label: 'A', sent: 2, replied: 1, stopped: 1 },
      { step: 1, label: 'B', sent: 1, replied: 0, stopped: 1 },
      { step: 3, label: 'A', sent: 1, replied: 1, stopped: 1 },
    ]);
    expect(data.prospects.total).toBe(4);
    const ann = data.prospects.data.find((row) => row.email === 'ann@alpha.example');
    expect(ann).toMatchObject({ status: 'stopped', stopReason: 'reply', lastEvent: 'replied by ann@alpha.example' });
    const searched = await context.call<{ data: CampaignResults }>(
      'GET',
      `/api/v1/campaign/summary/${campaign.id}?q=gamma&status=stopped`,
      { token: owner.accessToken },
    );
    expect(searched.body.data.prospects.data.map((row) => row.email)).toEqual(['cy@gamma.example']);
    const active = await context.call<{ data: CampaignResults }>(
      'GET',
      `/api/v1/campaign/summary/${campaign.id}?status=active&perPage=1`,
      { token: owner.accessToken },
    );
    expect(active.body.data.prospects).toMatchObject({ total: 1, perPage: 1 });
  });

  it('downloads every prospect as CSV with formulas neutralised', async () => {
    const reply = await context.call<string>('GET', `/api/v1/campaign/summary/download/${campaign.id}`, {
      token: owner.accessToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Company,Status,Stop reason,Step,Mailbox,Last event,Last event at (UTC)');
    expect(lines).toHaveLength(5);
    const bob = lines.find((line) => line.includes('bob@beta.example'));
    expect(bob).toContain(`"'=HYPERLINK(""http://evil"") Beta",bob@beta.example,"Beta, Inc",stopped,unsubscribe`);
    expect(lines.find((line) => line.includes('ann@alpha.example'))).toContain(
      'replied by ann@alpha.example,2026-03-03 12:00:00',
    );
  });

  it("answers another organisation's campaign with 404 on every path", async () => {
    const other = await context.signup();
    for (const url of [
      `/api/v1/campaign/summary/${campaign.id}`,
      `/api/v1/campaign/summary/download/${campaign.id}`,
      `/api/v1/campaign/launchcheck/${campaign.id}`,
    ]) {
      expect((await context.call('GET', url, { token: other.accessToken })).status).toBe(404);
    }
    for (const filter of [`mailboxId=${campaign.mailboxIds[0]}`, `ownerUserId=${owner.userData.id}`]) {
      const reply = await context.call('GET', `/api/v1/campaign/summary?${filter}`, { token: other.accessToken });
      expect(reply.status, filter).toBe(404);
    }
    const phones = await context.call('POST', '/api/v1/campaign/summary/phone', {
      token: other.accessToken,
      body: { campaignId: campaign.id },
    });
    expect(phones.status).toBe(404);
  });
});

describe('revealing engaged prospects’ phones', () => {
  it('charges each person once per organisation and answers the phones', async () => {
    const [person] = await seedPeople(context, 2, 'campaign-phones');
    if (!person) throw new Error('no seeded person');
    await context.database.query(
      `update people set phone = '+1 415 555 0199', email_status = 'verified' where id = $1`,
      [person.id],
    );
    const organisationId = owner.userData.organisation.id;
    const [enrolment] = await context.db
      .insert(enrolments)
      .values({
        organisationId,
        campaignId: campaign.id,
        personId: person.id,
        email: 'caller@epsilon.example',
        firstName: 'Eve',
        lastName: 'Epsilon',
        status: 'stopped',
        stopReason: 'reply',
      })
      .returning();
    const before = await balanceOf(context, organisationId);
    const first = await context.call<{
      data: { phones: { enrolmentId: string; phone: string | null }[]; credits: number };
    }>('POST', '/api/v1/campaign/summary/phone', { token: owner.accessToken, body: { campaignId: campaign.id } });
    expect(first.status).toBe(200);
    expect(first.body.data.credits).toBe(1);
    expect(first.body.data.phones.find((row) => row.enrolmentId === enrolment?.id)?.phone).toBe('+1 415 555 0199');
    // Engaged: Ann (reply), Cy (meeting), Eve (reply); Bob unsubscribed and Di has not answered.
    expect(first.body.data.phones).toHaveLength(3);
    expect(await balanceOf(context, organisationId)).toBe(before - 1);
    const second = await context.call<{ data: { credits: number } }>('POST', '/api/v1/campaign/summary/phone', {
      token: owner.accessToken,
      body: { campaignId: campaign.id, enrolmentIds: [enrolment?.id] },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.credits).toBe(0);
    expect(await balanceOf(context, organisationId)).toBe(before - 1);
  });

  it('refuses a prospect who has not engaged, and bad input', async () => {
    const di = rows.find((row) => row.email === 'di@delta.example');
    const refusedReply = await context.call<{ message: string }>('POST', '/api/v1/campaign/summary/phone', {
      token: owner.accessToken,
      body: { campaignId: campaign.id, enrolmentIds: [di?.id] },
    });
    expect(refusedReply.status).toBe(422);
    expect(refusedReply.body.message).toMatch(/not replied, clicked or booked/);
    const bad = await context.call<{ message: string }>('POST', '/api/v1/campaign/summary/phone', {
      token: owner.accessToken,
      body: { campaignId: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});
