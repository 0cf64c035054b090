import type { CampaignTask, CampaignTaskPage, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { campaigns, campaignTasks, communicationEvents, enrolments } from '../../db/schema.ts';
import { savedCampaign } from '../campaigns/campaigns-test-support.ts';
import { campaignWithTasks } from './tasks-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let other: LoginReply;
let fixture: Awaited<ReturnType<typeof campaignWithTasks>>;

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
  other = await context.signup();
  fixture = await campaignWithTasks(context, owner);
}, 180_000);
afterAll(() => context.close());

type ActionReply = { message: string; data: { updated: string[] } };
const list = (query = '', as: LoginReply = owner) =>
  context.call<CampaignTaskPage>('GET', `/api/v1/tasks${query}`, { token: as.accessToken });
const post = (action: 'complete' | 'skip', body: unknown, as: LoginReply = owner) =>
  context.call<ActionReply>('POST', `/api/v1/tasks/${action}`, { token: as.accessToken, body });
const ids = (tasks: CampaignTask[]) => tasks.map((task) => task.id);
const statusOf = async (id: string) =>
  (await context.db.select().from(campaignTasks).where(eq(campaignTasks.id, id)))[0]?.status;

describe('the task list', () => {
  it('lists open tasks overdue first, then the soonest, with the prospect, campaign and step', async () => {
    const reply = await list();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(ids(reply.body.data)).toEqual(fixture.inOrder);
    expect(reply.body).toMatchObject({ total: 5, page: 1, perPage: 10 });
    const { first } = fixture.prospects;
    expect(reply.body.data[0]).toMatchObject({
      enrolmentId: first.id,
      campaignId: fixture.campaign.id,
      campaignName: fixture.campaign.name,
      name: `${first.firstName} ${first.lastName}`,
      email: first.email,
      company: first.company,
      stepPosition: 2,
      kind: 'call',
      note: 'Ask about the pilot.',
      status: 'open',
      overdue: true,
      completedAt: null,
    });
    expect(reply.body.data[1]).toMatchObject({ kind: 'linkedin', note: null, stepPosition: 3, overdue: false });
    expect((await list('', other)).body.total).toBe(0);
    expect((await context.call('GET', '/api/v1/tasks')).status).toBe(401);
  });

  it('filters by kind, campaign and words, and pages', async () => {
    expect(ids((await list('?kind=linkedin')).body.data)).toEqual([
      fixture.tasks.firstLinkedin.id,
      fixture.tasks.thirdLinkedin.id,
    ]);
    expect((await list(`?campaignId=${fixture.campaign.id}`)).body.total).toBe(5);
    // A campaign the organisation does not have answers 404, as the upcoming queue's filters do.
    expect((await list(`?campaignId=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await list(`?campaignId=${fixture.campaign.id}`, other)).status).toBe(404);
    expect(ids((await list(`?q=${encodeURIComponent(fixture.prospects.second.email)}`)).body.data)).toEqual([
      fixture.tasks.secondCall.id,
    ]);
    // Words find a prospect by name (first and last together) or company, in any case.
    const { second: secondProspect, third } = fixture.prospects;
    const byName = await list(
      `?q=${encodeURIComponent(` ${secondProspect.firstName} ${secondProspect.lastName.toUpperCase()} `)}`,
    );
    expect(ids(byName.body.data)).toEqual([fixture.tasks.secondCall.id]);
    expect(ids((await list(`?q=${encodeURIComponent(third.company.toLowerCase())}`)).body.data)).toEqual([
      fixture.tasks.thirdCall.id,
      fixture.tasks.thirdLinkedin.id,
    ]);
    expect((await list('?q=nobody-by-this-name')).body.total).toBe(0);
    // Words and a campaign together: another campaign of the organisation has none of these tasks.
    const otherCampaign = await savedCampaign(context, owner, {
      name: `Other ${context.unique()}`,
      steps: [{ kind: 'task', taskKind: 'call' }],
      audience: { csv: [] },
    });
    expect(
      (await list(`?campaignId=${otherCampaign.id}&q=${encodeURIComponent(secondProspect.email)}`)).body.total,
    ).toBe(0);
    expect(
      (await list(`?campaignId=${fixture.campaign.id}&q=${encodeURIComponent(secondProspect.email)}`)).body.total,
    ).toBe(1);
    const second = await list('?perPage=2&page=2');
    expect(ids(second.body.data)).toEqual(fixture.inOrder.slice(2, 4));
    expect(second.body).toMatchObject({ total: 5, page: 2, perPage: 2 });
    expect((await list('?status=done')).body.total).toBe(0);
  });

  it('does not show the open tasks of a stopped prospect or a paused campaign', async () => {
    const { third } = fixture.prospects;
    await context.db.update(enrolments).set({ status: 'stopped' }).where(eq(enrolments.id, third.id));
    expect(ids((await list()).body.data)).toEqual(fixture.inOrder.slice(0, 3));
    await context.db.update(enrolments).set({ status: 'active' }).where(eq(enrolments.id, third.id));
    await context.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, fixture.campaign.id));
    expect((await list()).body.total).toBe(0);
    await context.db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, fixture.campaign.id));
    expect((await list()).body.total).toBe(5);
  });

  it('answers 400 with a message for a status, kind, campaign id or search it does not take', async () => {
    for (const query of ['?status=late', '?kind=fax', '?perPage=1000', '?campaignId=nope', `?q=${'x'.repeat(201)}`]) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect((reply.body as unknown as { message: string }).message.length, query).toBeGreaterThan(0);
    }
  });
});

describe('completing and skipping tasks', () => {
  it('marks tasks done with who and when, logs it, and lists them as done', async () => {
    const { firstCall, secondCall } = fixture.tasks;
    const reply = await post('complete', { ids: [firstCall.id, secondCall.id, firstCall.id] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe('Marked 2 tasks done.');
    expect([...reply.body.data.updated].sort()).toEqual([firstCall.id, secondCall.id].sort());
    const done = await list('?status=done');
    expect(ids(done.body.data).sort()).toEqual([firstCall.id, secondCall.id].sort());
    expect(done.body.data[0]).toMatchObject({
      status: 'done',
      overdue: false,
      completedByUserId: owner.userData.id,
      completedAt: context.clock.now().toISOString(),
    });
    expect(ids((await list()).body.data)).toEqual(
      fixture.inOrder.filter((id) => id !== firstCall.id && id !== secondCall.id),
    );
    const events = await context.db
      .select()
      .from(communicationEvents)
      .where(eq(communicationEvents.enrolmentId, fixture.prospects.first.id));
    expect(events.filter((event) => event.kind === 'task_completed')).toEqual([
      expect.objectContaining({
        reason: 'Call marked done.',
        details: { taskId: firstCall.id, actorUserId: owner.userData.id },
      }),
    ]);
  });

  it('skips open tasks and leaves one already done as it is', async () => {
    const { firstCall, thirdLinkedin } = fixture.tasks;
    const reply = await post('skip', { ids: [firstCall.id, thirdLinkedin.id] });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Skipped 1 task.', data: { updated: [thirdLinkedin.id] } });
    expect(await statusOf(firstCall.id)).toBe('done');
    expect(await statusOf(thirdLinkedin.id)).toBe('skipped');
    expect(ids((await list('?status=skipped')).body.data)).toEqual([thirdLinkedin.id]);
    const again = await post('complete', { ids: [firstCall.id] });
    expect(again.body).toEqual({ message: 'Marked 0 tasks done.', data: { updated: [] } });
  });

  it('answers 404 for another organisation’s task and changes nothing', async () => {
    const { firstLinkedin, thirdCall } = fixture.tasks;
    const foreign = await post('complete', { ids: [firstLinkedin.id] }, other);
    expect(foreign.status).toBe(404);
    expect((await post('skip', { ids: [thirdCall.id] }, other)).status).toBe(404);
    // One unknown id among the organisation's own: the whole request is refused.
    expect((await post('complete', { ids: [firstLinkedin.id, crypto.randomUUID()] })).status).toBe(404);
    expect(await statusOf(firstLinkedin.id)).toBe('open');
    expect(await statusOf(thirdCall.id)).toBe('open');
  });

  it('answers 400 with a message for no ids, too many, or ids that are not ids', async () => {
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    const bodies: unknown[] = [
      { ids: [] },
      { ids: tooMany },
      { ids: ['nope'] },
      {},
      { ids: [crypto.randomUUID()], x: 1 },
    ];
    for (const body of bodies) {
      const reply = await post('complete', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message.length).toBeGreaterThan(0);
    }
    const empty = await post('skip', { ids: [] });
    expect(empty.body.message).toContain('Choose at least one task');
  });
});
