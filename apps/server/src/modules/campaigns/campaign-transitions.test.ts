import { defaultCampaignSettings } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { campaigns, enrolments } from '../../db/schema.ts';
import { campaignTransitionsJob } from './campaign-transitions.jobs.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

async function campaignWith(status: 'scheduled' | 'running', liveProspects: number) {
  const owner = await context.signup();
  const organisationId = owner.userData.organisation.id;
  const [campaign] = await context.db
    .insert(campaigns)
    .values({ organisationId, name: `Transitions ${status}`, status, settings: defaultCampaignSettings })
    .returning({ id: campaigns.id });
  const campaignId = campaign?.id ?? '';
  for (let index = 0; index < liveProspects; index += 1) {
    await context.db.insert(enrolments).values({ organisationId, campaignId, email: `p${index}@prospect.example` });
  }
  return campaignId;
}

const statusOf = async (id: string) =>
  (await context.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.status;

describe('the campaign transitions job', () => {
  it('starts a scheduled campaign whose start came, and completes a running one with no sequence left', async () => {
    const scheduled = await campaignWith('scheduled', 1);
    const finished = await campaignWith('running', 0);
    await context.queue.send(campaignTransitionsJob, {});
    await context.inline.drain();
    expect(context.queueErrors).toEqual([]);
    expect(await statusOf(scheduled)).toBe('running');
    expect(await statusOf(finished)).toBe('completed');
  });
});
