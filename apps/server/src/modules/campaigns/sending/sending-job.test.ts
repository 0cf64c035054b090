import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { csvPeople, launchableDraft, transition } from '../campaigns-test-support.ts';
import { campaignSendingJob } from './sending.jobs.ts';
import { enrolmentsOf, eventsOf, ledgerOf, sandboxSent } from './sending-test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context?.close());

describe('the campaigns.send job', () => {
  it('sends a campaign built and launched through the API from its sandbox mailbox, with the unsubscribe headers and footer', async () => {
    const owner = await context.signup();
    // Every day, all day, in UTC: the test does not depend on the hour it runs.
    const draft = await launchableDraft(context, owner, {
      csv: csvPeople(3, 'job'),
      settings: { schedule: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59', skipHolidays: false } },
    });
    const launched = await transition(context, owner, 'launch', { id: draft.id });
    expect(launched.status).toBe(200);

    const deps = { services: context.app.services, clock: context.clock, log: context.app.log };
    await campaignSendingJob.handler({}, deps);
    // The limits' minimum gap spaces one mailbox's sends: time moves on, as it would between runs.
    for (let run = 0; run < 4; run += 1) {
      context.clock.advance(10 * 60_000);
      await campaignSendingJob.handler({}, deps);
    }

    const ledger = await ledgerOf(context.db, draft.id);
    expect(ledger.filter((row) => row.state === 'sent')).toHaveLength(3);
    const organisationId = (await enrolmentsOf(context.db, draft.id))[0]?.organisationId ?? '';
    const messages = await sandboxSent(context.db, organisationId);
    const campaignMail = messages.filter((message) => message.to.startsWith('job-'));
    expect(campaignMail).toHaveLength(3);
    for (const message of campaignMail) {
      const unfolded = message.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(unfolded).toMatch(/^List-Unsubscribe: <http:\/\/leadpilot\.test\/api\/v1\/callback\/unsubscribe\?token=/m);
      expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(message.raw).toContain('unsubscribe here');
    }
    expect((await eventsOf(context.db, draft.id)).filter((event) => event.kind === 'sent')).toHaveLength(3);
  });
});
