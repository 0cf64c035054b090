import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { csvPeople, editBody, launchableDraft, saveCampaign, transition } from '../campaigns-test-support.ts';
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

  it("fills the sender's fields: the mailbox's signature, the company name and custom fields' defaults, a prospect's own value first", async () => {
    const owner = await context.signup({ organisationName: 'Signed Off Ltd' });
    const token = owner.accessToken;
    const field = await context.call('POST', '/api/v1/organisation/customfields', {
      token,
      body: { key: 'offer', label: 'Offer', defaultValue: 'a free pipeline review' },
    });
    expect(field.status).toBe(200);
    const draft = await launchableDraft(context, owner, {
      csv: [
        { email: 'plain@signed.example', firstName: 'Pat' },
        { email: 'own@signed.example', firstName: 'Olu', fields: { offer: 'a two-week pilot' } },
      ],
      settings: { schedule: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59', skipHolidays: false } },
    });
    const mailboxId = draft.mailboxes[0]?.id;
    const signature = await context.call('POST', '/api/v1/organisation/customsignatures', {
      token,
      body: { name: 'Sender', html: '<p>Sent from the sender mailbox</p>', scope: 'mailbox', mailboxId },
    });
    expect(signature.status).toBe(200);
    const step = {
      kind: 'email' as const,
      variants: [
        {
          label: 'A',
          subject: 'For {{ first_name }}',
          bodyHtml: '<p>Would {{ offer }} help? {{ sender_company }}</p>{{ signature }}',
        },
      ],
    };
    const saved = await saveCampaign(context, owner, editBody(draft, { steps: [step] }));
    expect(saved.status).toBe(200);
    expect((await transition(context, owner, 'launch', { id: draft.id })).status).toBe(200);

    const deps = { services: context.app.services, clock: context.clock, log: context.app.log };
    for (let run = 0; run < 3; run += 1) {
      await campaignSendingJob.handler({}, deps);
      context.clock.advance(10 * 60_000);
    }
    const organisationId = owner.userData.organisation.id;
    const byRecipient = new Map(
      (await sandboxSent(context.db, organisationId)).map((message) => [message.to, message]),
    );
    const plain = byRecipient.get('plain@signed.example')?.raw.replace(/=\r?\n/g, '') ?? '';
    const own = byRecipient.get('own@signed.example')?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(plain).toContain('Would a free pipeline review help? Signed Off Ltd');
    expect(plain).toContain('Sent from the sender mailbox');
    expect(own).toContain('Would a two-week pilot help?');
    expect((await eventsOf(context.db, draft.id)).filter((event) => event.kind === 'held')).toEqual([]);
  });
});
