import type { LoginReply, RegenerateDraftsResult } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema.ts';
import { ensureSuperAdmin } from '../../seed.ts';
import {
  actionFor,
  autopilotThread,
  notewellKnowledge,
  runHook,
  saveAutopilot,
  storeReply,
} from './autopilot-engine-test-support.ts';

/**
 * `POST /api/v1/sadmin/campaigns/regenerate`: the super-admin writes a campaign's pending drafts
 * again from its current knowledge (a draft a person already acted on is left); the call is audited.
 */
let context: TestContext;
let root: LoginReply;
beforeAll(async () => {
  context = await createTestContext();
  await ensureSuperAdmin(context.db, 'root@leadpilot.test', 'root passphrase here');
  const login = await context.call<LoginReply>('POST', '/api/v1/login', {
    body: { email: 'root@leadpilot.test', password: 'root passphrase here' },
  });
  root = login.body;
}, 120_000);
afterAll(() => context?.close());

type Knowledge = { faq: { id?: string; question: string; answer: string }[] } & Record<string, unknown>;

describe('regenerating an autopilot campaign’s drafts', () => {
  it('writes pending drafts again from the current knowledge, leaves the others, and audits the call', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'review' });
    const sso = await storeReply(context, thread, 'Do you support SSO through Okta?');
    const retention = await storeReply(context, thread, 'How long do you keep the call recordings?');
    const rejected = await storeReply(context, thread, 'Is our data encrypted?');
    for (const reply of [sso, retention, rejected]) await runHook(context, reply);
    const rejectedAction = await actionFor(context, rejected.id);
    const rejecting = await context.call('POST', '/api/v1/autopilot/actions/reject', {
      token: owner.accessToken,
      body: { id: rejectedAction.id, reason: 'A person answers this one' },
    });
    expect(rejecting.status).toBe(200);

    // The team drops the single sign-on entry and rewrites the retention answer.
    const knowledge = notewellKnowledge() as Knowledge;
    knowledge.faq = knowledge.faq
      .filter((entry) => entry.id !== 'sso')
      .map((entry) =>
        entry.id === 'retention'
          ? { ...entry, answer: 'Recordings are kept for 30 days unless you choose a longer period.' }
          : entry,
      );
    expect((await saveAutopilot(context, owner, { id: thread.campaignId, knowledge: knowledge as never })).status).toBe(
      200,
    );

    const asOwner = await context.call('POST', '/api/v1/sadmin/campaigns/regenerate', {
      token: owner.accessToken,
      body: { id: thread.campaignId },
    });
    expect(asOwner.status).toBe(403);

    const regenerated = await context.call<{ message: string; data: RegenerateDraftsResult }>(
      'POST',
      '/api/v1/sadmin/campaigns/regenerate',
      { token: root.accessToken, body: { id: thread.campaignId } },
    );
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.data).toEqual({ campaignId: thread.campaignId, rewritten: 1, escalated: 1 });
    expect(await actionFor(context, sso.id)).toMatchObject({ status: 'escalated', kind: 'escalate' });
    const rewritten = await actionFor(context, retention.id);
    expect(rewritten).toMatchObject({ status: 'pending', kind: 'draft_for_review' });
    expect(rewritten.bodyText).toContain('30 days');
    expect((await actionFor(context, rejected.id)).status).toBe('rejected');

    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sadmin.campaign.regenerate'), eq(auditLog.targetId, thread.campaignId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: root.userData.id,
      organisationId: thread.organisationId,
      details: { rewritten: 1, escalated: 1 },
    });

    const missing = await context.call<{ message: string }>('POST', '/api/v1/sadmin/campaigns/regenerate', {
      token: root.accessToken,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });
});
