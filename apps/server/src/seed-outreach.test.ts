import type { CampaignDetail, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { sandboxMessages, sessions } from './db/schema.ts';
import { campaignSendingJob } from './modules/campaigns/index.ts';
import { demoOwner, seedDemoOrganisation } from './seed.ts';
import { demoCampaignName, demoProspects, demoSender, seedDemoOutreach } from './seed-outreach.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe("the demo organisation's outreach", () => {
  it('is a launched campaign from a sandbox mailbox whose first emails go out at any hour', async () => {
    // A Sunday night in New York: outside any office hours.
    context.clock.set(new Date('2026-12-07T03:30:00Z'));
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'development' })).toEqual(demoOwner);
    const { campaignId } = await seedDemoOutreach(context.app, demoOwner);

    // The setup's own sign-in is over: nothing is left in the owner's signed-in devices.
    const setupSessions = await context.db
      .select()
      .from(sessions)
      .where(eq(sessions.userAgent, 'Leadpilot demo setup'));
    expect(setupSessions).toHaveLength(1);
    expect(setupSessions[0]?.revokedAt).not.toBeNull();

    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: demoOwner.email, password: demoOwner.password },
    });
    const token = login.body.accessToken;
    const detail = await context.call<{ data: CampaignDetail }>('GET', `/api/v1/campaign/id/${campaignId}`, { token });
    expect(detail.body.data).toMatchObject({
      name: demoCampaignName,
      status: 'running',
      enrolled: demoProspects.length,
      mailboxes: [{ email: demoSender.email }],
    });

    const deps = { services: context.app.services, clock: context.clock, log: context.app.log };
    for (let run = 0; run < 3; run += 1) {
      await campaignSendingJob.handler({}, deps);
      context.clock.advance(5 * 60_000);
    }
    const organisationId = login.body.userData.organisation.id;
    const sent = await context.db
      .select()
      .from(sandboxMessages)
      .where(eq(sandboxMessages.organisationId, organisationId));
    const recipients = new Set(demoProspects.map((prospect) => prospect.email));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const message of sent) {
      expect(recipients.has(message.toAddress)).toBe(true);
      expect(message.fromAddress).toBe(`${demoSender.senderName} <${demoSender.email}>`);
      // The organisation's default signature, seeded with the demo's templates, closes every email.
      expect(message.htmlBody).toContain('The Demo Company team');
    }
  });
});
