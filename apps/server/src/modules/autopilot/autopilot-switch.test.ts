import type { AutopilotKillSwitch, CampaignAutopilot } from '@leadpilot/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditLog, campaigns, campaignTransitions, enrolments } from '../../db/schema.ts';
import {
  actionFor,
  autopilotClient,
  autopilotThread,
  idealCustomer,
  notewellKnowledge,
  runHook,
  saveAutopilot,
  storeReply,
} from './autopilot-engine-test-support.ts';

/**
 * A campaign's autopilot through the API: its settings validated in plain words, the switch
 * (enable refused without knowledge or an ideal customer; disable; archive into
 * autopilot_archived through the lifecycle), the kill switch (owners and admins), and another
 * organisation's campaign answering 404.
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context?.close());

type Reply = { message: string; data: CampaignAutopilot };

describe('a campaign’s autopilot', () => {
  it('refuses to switch on without knowledge and an ideal customer, naming what is missing', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { enable: false });
    const call = autopilotClient(context, owner);
    await saveAutopilot(context, owner, { id: thread.campaignId, knowledge: null, idealCustomer: null });

    const read = await call<{ data: CampaignAutopilot }>('GET', `/campaign/autopilot/${thread.campaignId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ isOn: false, knowledge: null, settings: { mode: 'review' } });
    expect(read.body.data.missing).toHaveLength(2);

    const refused = await call<{ message: string }>('POST', '/campaign/autopilot', {
      id: thread.campaignId,
      action: 'enable',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/Write the knowledge the autopilot answers from/);
    expect(refused.body.message).toMatch(/Describe the ideal customer/);

    const saved = await saveAutopilot(context, owner, {
      id: thread.campaignId,
      knowledge: notewellKnowledge() as never,
      idealCustomer,
      settings: { mode: 'auto_with_undo', undoDelayMinutes: 15, newProspectsPerDay: 40 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings).toMatchObject({
      mode: 'auto_with_undo',
      undoDelayMinutes: 15,
      newProspectsPerDay: 40,
    });
    const on = await call<Reply>('POST', '/campaign/autopilot', { id: thread.campaignId, action: 'enable' });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ isOn: true, missing: [] });
    const [campaign] = await context.db.select().from(campaigns).where(eq(campaigns.id, thread.campaignId));
    expect(campaign?.autopilot).toBe(true);
    const [history] = await context.db
      .select()
      .from(campaignTransitions)
      .where(eq(campaignTransitions.campaignId, thread.campaignId))
      .orderBy(desc(campaignTransitions.at));
    expect(history?.reason).toBe('Switched to the autopilot (auto with undo).');

    // While on, the knowledge it answers from cannot be removed.
    const removing = await saveAutopilot(context, owner, { id: thread.campaignId, knowledge: null });
    expect(removing.status).toBe(422);
    expect((removing.body as unknown as { message: string }).message).toMatch(/Turn it off first/);

    const off = await call<Reply>('POST', '/campaign/autopilot', { id: thread.campaignId, action: 'disable' });
    expect(off.status).toBe(200);
    expect(off.body.data.isOn).toBe(false);
  });

  it('archives an autopilot campaign into autopilot_archived through the lifecycle, and drops what has not left', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'review' });
    const draft = await storeReply(context, thread, 'Does Notewell integrate with Salesforce?');
    await runHook(context, draft);
    expect((await actionFor(context, draft.id)).status).toBe('pending');

    const call = autopilotClient(context, owner);
    const archived = await call<Reply>('POST', '/campaign/autopilot', { id: thread.campaignId, action: 'archive' });
    expect(archived.status).toBe(200);
    expect(archived.body.data.campaignStatus).toBe('autopilot_archived');
    const transitions = await context.db
      .select()
      .from(campaignTransitions)
      .where(eq(campaignTransitions.campaignId, thread.campaignId));
    expect(transitions.map((row) => [row.fromStatus, row.toStatus])).toContainEqual(['running', 'autopilot_archived']);
    const [enrolment] = await context.db.select().from(enrolments).where(eq(enrolments.id, thread.enrolmentId));
    expect(enrolment?.status).toBe('stopped');
    expect(await actionFor(context, draft.id)).toMatchObject({ status: 'cancelled' });

    // Read-only from now on.
    const again = await call<{ message: string }>('POST', '/campaign/autopilot', {
      id: thread.campaignId,
      action: 'enable',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/archived campaign is read-only/);
  });

  it('answers 404 for another organisation’s campaign, and 400 with a message for bad input', async () => {
    const owner = await context.signup();
    const other = await context.signup();
    const thread = await autopilotThread(context, owner, { enable: false });
    const stranger = autopilotClient(context, other);
    expect((await stranger('GET', `/campaign/autopilot/${thread.campaignId}`)).status).toBe(404);
    expect((await stranger('POST', '/campaign/autopilot', { id: thread.campaignId, action: 'enable' })).status).toBe(
      404,
    );
    expect((await saveAutopilot(context, other, { id: thread.campaignId, idealCustomer })).status).toBe(404);

    const call = autopilotClient(context, owner);
    const badAction = await call<{ message: string }>('POST', '/campaign/autopilot', {
      id: thread.campaignId,
      action: 'launch',
    });
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toMatch(/Choose enable, disable or archive/);
    const badDelay = await call<{ message: string }>('POST', '/campaign/autopilot/settings', {
      id: thread.campaignId,
      settings: { undoDelayMinutes: 0 },
    });
    expect(badDelay.status).toBe(400);
    expect(badDelay.body.message).toMatch(/at least a minute to undo/);
    const badKnowledge = await call<{ message: string }>('POST', '/campaign/autopilot/settings', {
      id: thread.campaignId,
      knowledge: { offer: { what: 'Call notes', forWhom: 'Sales teams', outcome: '' } },
    });
    expect(badKnowledge.status).toBe(400);
    expect(badKnowledge.body.message).toMatch(/Write the outcome a customer gets/);
    const stale = await call<{ message: string }>('POST', '/campaign/autopilot/settings', {
      id: thread.campaignId,
      revision: 0,
      settings: { mode: 'full_auto' },
    });
    expect(stale.status).toBe(409);
  });

  it('lets owners and admins turn the kill switch on and off, audited, and members only read it', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken, 'member');
    const admin = await context.addMember(owner.accessToken, 'admin');
    const asMember = autopilotClient(context, member);
    expect((await asMember('POST', '/autopilot/kill-switch', { isOn: true })).status).toBe(403);
    const read = await asMember<{ data: AutopilotKillSwitch }>('GET', '/autopilot/kill-switch');
    expect(read.body.data).toMatchObject({ isOn: false, changedAt: null });

    const on = await autopilotClient(context, admin)<{ message: string; data: AutopilotKillSwitch }>(
      'POST',
      '/autopilot/kill-switch',
      { isOn: true, reason: 'A wrong answer went out' },
    );
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ isOn: true, reason: 'A wrong answer went out' });
    expect(on.body.data.changedByName).toMatch(/Member/);
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organisationId, owner.userData.organisation.id))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ action: 'autopilot.kill_switch.on', targetType: 'organisation' });

    const bad = await autopilotClient(context, owner)<{ message: string }>('POST', '/autopilot/kill-switch', {
      isOn: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/kill switch is on \(true\) or off \(false\)/);
  });
});
