import type { AddProspectsResult, CampaignDetail } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createApiKey } from '../api-keys/api-keys-test-support.ts';
import { organisationWithCredits, type SeededPerson, seedPeople } from '../contacts/contacts-test-support.ts';
import { suppress } from '../suppressions/index.ts';
import { launchableDraft, type Session, transition } from './campaigns-test-support.ts';

let context: TestContext;
let owner: Session;
let stranger: Session;
let revealed: SeededPerson[];
let unrevealed: SeededPerson;
let running: CampaignDetail;

type Reply = { message: string; data: AddProspectsResult; code?: string };

beforeAll(async () => {
  context = await createTestContext();
  const people = (await seedPeople(context, 10, 'campaign-add-prospects')).filter((person) => person.email);
  [owner, stranger] = await Promise.all([organisationWithCredits(context, 100), context.signup()]);
  unrevealed = people[0] as SeededPerson;
  revealed = people.slice(1, 5);
  for (const person of revealed) {
    const reply = await context.call('GET', `/api/v1/callback/opencontact/${person.id}`, { token: owner.accessToken });
    expect(reply.status).toBe(200);
  }
  running = await launchableDraft(context, owner, { name: 'Running outreach' });
  expect((await transition(context, owner, 'launch', { id: running.id })).status).toBe(200);
}, 60_000);
afterAll(() => context.close());

const add = (as: { token?: string; headers?: Record<string, string> }, body: Record<string, unknown>) =>
  context.call<Reply>('POST', '/api/v1/campaign/prospects', { ...as, body });

describe('POST campaign/prospects', () => {
  it('enrols revealed people once, passes over those already in, and says why the others were left out', async () => {
    const [first, second, third] = revealed as [SeededPerson, SeededPerson, SeededPerson];
    await suppress(context.db, {
      organisationId: owner.userData.organisation.id,
      email: String(third.email),
      reason: 'unsubscribed',
      source: 'test',
    });
    const reply = await add(
      { token: owner.accessToken },
      { id: running.id, personIds: [first.id, second.id, third.id, unrevealed.id] },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ enrolled: 2, alreadyInCampaign: 0, excluded: 2 });
    expect(Object.fromEntries(reply.body.data.exclusions.map((item) => [item.personId, item.reason]))).toEqual({
      [third.id]: 'suppressed',
      [unrevealed.id]: 'not_revealed',
    });
    expect(reply.body.message).toBe('Added 2 people to “Running outreach”. 2 people left out (see why below).');

    // Asked again (a retry, a double click): nobody is enrolled twice.
    const again = await add({ token: owner.accessToken }, { id: running.id, personIds: [first.id, second.id] });
    expect(again.body.data).toMatchObject({ enrolled: 0, alreadyInCampaign: 2, excluded: 0 });
    const count = await context.database.query<{ n: number }>(
      'select count(*)::int as n from enrolments where campaign_id = $1 and person_id = any($2::uuid[])',
      [running.id, [first.id, second.id]],
    );
    expect(count[0]?.n).toBe(2);
  });

  it('answers 422 for a draft, 404 for another organisation’s campaign, and 400 for no people', async () => {
    const person = revealed[3] as SeededPerson;
    const draft = await launchableDraft(context, owner, { name: 'Still a draft' });
    const refused = await add({ token: owner.accessToken }, { id: draft.id, personIds: [person.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^“Still a draft” is a draft/);

    expect((await add({ token: stranger.accessToken }, { id: running.id, personIds: [person.id] })).status).toBe(404);
    const empty = await add({ token: owner.accessToken }, { id: running.id, personIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/at least one person/);
  });

  it('takes an API key with the campaigns:prospects scope', async () => {
    const person = revealed[3] as SeededPerson;
    const { secret } = await createApiKey(context, owner.accessToken, { scopes: ['campaigns:prospects'] });
    const reply = await add(
      { headers: { authorization: `Bearer ${secret}` } },
      { id: running.id, personIds: [person.id] },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.enrolled).toBe(1);
  });
});
