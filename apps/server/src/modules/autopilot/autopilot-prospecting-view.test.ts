import type { CampaignAutopilot } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { autopilotProspectingRuns } from '../../db/schema.ts';
import { autopilotClient, autopilotThread, saveAutopilot } from './autopilot-engine-test-support.ts';

/**
 * The daily prospecting on a campaign's autopilot: `GET /api/v1/campaign/autopilot/{id}` gives the
 * campaign's last 14 runs newest first (the rows inserted as the prospecting job leaves them), the
 * save and the switch answer with them too, and another organisation's runs never show.
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context?.close());

type Reply = { message: string; data: CampaignAutopilot };

/** `YYYY-MM-DD` of 1 March 2026 plus `offset` days. */
const dayOf = (offset: number) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10);

describe('the daily prospecting on a campaign’s autopilot', () => {
  it('gives the last 14 runs newest first, and never another organisation’s', async () => {
    const owner = await context.signup();
    const other = await context.signup();
    const thread = await autopilotThread(context, owner);
    const theirs = await autopilotThread(context, other);

    // 16 days of runs, stored out of order: only the newest 14 show.
    const offsets = [3, 0, 15, 7, 1, 12, 9, 2, 14, 4, 11, 5, 13, 6, 10, 8];
    await context.db.insert(autopilotProspectingRuns).values(
      offsets.map((offset) => ({
        campaignId: thread.campaignId,
        organisationId: thread.organisationId,
        day: dayOf(offset),
        matched: 40,
        enrolled: offset === 15 ? 3 : 20,
        note: offset === 15 ? 'The ideal customer matched only 3 new people today.' : '',
        createdAt: context.clock.now(),
      })),
    );
    await context.db.insert(autopilotProspectingRuns).values([
      // The other organisation's campaign, the same days.
      {
        campaignId: theirs.campaignId,
        organisationId: theirs.organisationId,
        day: dayOf(15),
        matched: 99,
        enrolled: 99,
        note: 'Theirs',
        createdAt: context.clock.now(),
      },
      // A row naming the owner's campaign but another organisation: the organisation is checked on the rows too.
      {
        campaignId: thread.campaignId,
        organisationId: theirs.organisationId,
        day: dayOf(16),
        matched: 77,
        enrolled: 77,
        note: 'Not theirs to see',
        createdAt: context.clock.now(),
      },
    ]);

    const call = autopilotClient(context, owner);
    const read = await call<{ data: CampaignAutopilot }>('GET', `/campaign/autopilot/${thread.campaignId}`);
    expect(read.status).toBe(200);
    const runs = read.body.data.prospecting;
    expect(runs.map((run) => run.day)).toEqual(Array.from({ length: 14 }, (_, index) => dayOf(15 - index)));
    expect(runs[0]).toEqual({
      day: dayOf(15),
      matched: 40,
      enrolled: 3,
      note: 'The ideal customer matched only 3 new people today.',
    });
    expect(runs[1]).toEqual({ day: dayOf(14), matched: 40, enrolled: 20, note: '' });
    expect(runs.some((run) => run.enrolled === 99 || run.enrolled === 77)).toBe(false);

    // The other organisation sees its own run only, and not the owner's campaign at all.
    const stranger = autopilotClient(context, other);
    const own = await stranger<{ data: CampaignAutopilot }>('GET', `/campaign/autopilot/${theirs.campaignId}`);
    expect(own.body.data.prospecting).toEqual([{ day: dayOf(15), matched: 99, enrolled: 99, note: 'Theirs' }]);
    expect((await stranger('GET', `/campaign/autopilot/${thread.campaignId}`)).status).toBe(404);

    // The save and the switch answer with the same runs.
    const saved = await saveAutopilot(context, owner, { id: thread.campaignId, settings: { newProspectsPerDay: 30 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.prospecting).toEqual(runs);
    const off = await call<Reply>('POST', '/campaign/autopilot', { id: thread.campaignId, action: 'disable' });
    expect(off.status).toBe(200);
    expect(off.body.data.prospecting).toEqual(runs);
  });

  it('gives an empty list before the first run', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { enable: false });
    const read = await autopilotClient(context, owner)<{ data: CampaignAutopilot }>(
      'GET',
      `/campaign/autopilot/${thread.campaignId}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.data.prospecting).toEqual([]);
  });
});
