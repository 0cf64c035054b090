import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { communicationEvents, enrolments } from '../../db/schema.ts';
import { csvPeople, launchableDraft, transition } from '../campaigns/campaigns-test-support.ts';

const context = await createTestContext();
afterAll(() => context.close());

describe('an unsubscribe link that names an enrolment', () => {
  it('stops that prospect’s sequence with the reason unsubscribe, once, and leaves the others running', async () => {
    const owner = await context.signup();
    const people = csvPeople(3, `unsub-${context.unique()}`);
    const draft = await launchableDraft(context, owner, { csv: people });
    expect((await transition(context, owner, 'launch', { id: draft.id })).status).toBe(200);
    const enrolled = await context.db.select().from(enrolments).where(eq(enrolments.campaignId, draft.id));
    expect(enrolled).toHaveLength(3);
    const target = enrolled.find((row) => row.email === people[0]?.email.toLowerCase());
    if (!target) throw new Error('the first prospect was not enrolled');
    expect(target.status).not.toBe('stopped');

    const links = await context.app.services.unsubscribe.unsubscribeLinks({
      organisationId: owner.userData.organisation.id,
      email: target.email,
      enrolmentId: target.id,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: links.oneClickUrl.replace(context.config.APP_URL, ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
    }

    const after = await context.db.select().from(enrolments).where(eq(enrolments.campaignId, draft.id));
    expect(after.find((row) => row.id === target.id)).toMatchObject({ status: 'stopped', stopReason: 'unsubscribe' });
    expect(after.filter((row) => row.id !== target.id).every((row) => row.status !== 'stopped')).toBe(true);
    const stops = await context.db
      .select()
      .from(communicationEvents)
      .where(and(eq(communicationEvents.enrolmentId, target.id), eq(communicationEvents.kind, 'stopped')));
    expect(stops).toHaveLength(1);
  });
});
