import type { AudiencePreview, CampaignDetail, EnrolmentView } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { emailVerifications, hubspotCustomers, sendLedger } from '../../db/schema.ts';
import { organisationWithCredits, type SeededPerson, seedPeople } from '../contacts/contacts-test-support.ts';
import { suppress } from '../suppressions/index.ts';
import { launchableDraft, type Session, transition } from './campaigns-test-support.ts';
import { stopEnrolment } from './stop-enrolment.ts';
import { completeFinishedCampaigns, startDueCampaigns } from './system-transitions.ts';

let context: TestContext;
let owner: Session;
let stranger: Session;
let everyone: SeededPerson[];
/** Revealed people with a usable address; one not revealed; one revealed with no address; one revealed but invalid. */
let revealed: SeededPerson[];
let unrevealed: SeededPerson;
let withoutEmail: SeededPerson;
let invalidPerson: SeededPerson;
let listId: string;

const organisationId = () => owner.userData.organisation.id;

beforeAll(async () => {
  context = await createTestContext();
  everyone = (await seedPeople(context, 12, 'campaign-audience')).filter((person) => person.email);
  [owner, stranger] = await Promise.all([organisationWithCredits(context, 100), context.signup()]);
  [unrevealed, withoutEmail, invalidPerson] = everyone.slice(0, 3) as [SeededPerson, SeededPerson, SeededPerson];
  revealed = everyone.slice(3, 6);
  await context.database.query('update people set email = null where id = $1', [withoutEmail.id]);
  await context.database.query(`update people set email_status = 'invalid' where id = $1`, [invalidPerson.id]);
  for (const person of [...revealed, withoutEmail, invalidPerson]) {
    const reply = await context.call('GET', `/api/v1/callback/opencontact/${person.id}`, { token: owner.accessToken });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const list = await context.call<{ data: { id: string } }>('POST', '/api/v1/lists', {
    token: owner.accessToken,
    body: { name: 'Campaign audience' },
  });
  listId = list.body.data.id;
  const added = await context.call('POST', `/api/v1/lists/${listId}/people`, {
    token: owner.accessToken,
    body: { personIds: [...revealed, unrevealed, withoutEmail, invalidPerson].map((person) => person.id) },
  });
  expect(added.status).toBe(200);
});
afterAll(() => context.close());

const preview = (as: Session, body: Record<string, unknown>) =>
  context.call<{ data: AudiencePreview }>('POST', '/api/v1/campaign/audience/preview', { token: as.accessToken, body });

const reasonsOf = (result: AudiencePreview) =>
  Object.fromEntries(result.exclusions.map((exclusion) => [exclusion.email || exclusion.name, exclusion.reason]));

describe('the audience', () => {
  it('takes a saved list: revealed people in, the unrevealed, the address-less and the invalid out with why', async () => {
    const reply = await preview(owner, { audience: { listIds: [listId] } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = reply.body.data;
    expect(result).toMatchObject({ candidates: 6, enrolled: 3, excluded: 3 });
    expect(result.byReason).toMatchObject({ not_revealed: 1, no_email: 1, invalid_email: 1 });
    expect(result.included.map((person) => person.personId).sort()).toEqual(revealed.map((person) => person.id).sort());
    const byPerson = Object.fromEntries(result.exclusions.map((exclusion) => [exclusion.personId, exclusion]));
    expect(byPerson[unrevealed.id]).toMatchObject({
      reason: 'not_revealed',
      email: '',
      detail: 'Reveal this person’s email first (it costs credits).',
    });
    expect(byPerson[withoutEmail.id]?.reason).toBe('no_email');
    expect(byPerson[invalidPerson.id]).toMatchObject({
      reason: 'invalid_email',
      detail: 'Email verification found this address invalid.',
    });
  });

  it('takes a people search, and another organisation’s list answers 404', async () => {
    const target = revealed[0] as SeededPerson;
    const reply = await preview(owner, { audience: { search: { q: target.fullName } } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.included.map((person) => person.personId)).toContain(target.id);
    expect(reply.body.data.isSearchCapped).toBe(false);
    expect((await preview(stranger, { audience: { listIds: [listId] } })).status).toBe(404);
  });

  it('deduplicates by email and leaves out invalid, suppressed, taken and recently emailed addresses, each with why', async () => {
    const tag = context.unique();
    const at = (name: string) => `${name}-${tag}@prospects.example`;
    await context.db.insert(emailVerifications).values({
      address: at('bounced'),
      status: 'invalid',
      reason: 'The mail server says this mailbox does not exist.',
      checks: { syntax: 'valid', disposable: false, role: false, mx: 'found', smtp: 'rejected', catchAll: false },
      checkedAt: context.clock.now(),
    });
    await suppress(context.db, {
      organisationId: organisationId(),
      email: at('unsubscribed'),
      reason: 'unsubscribed',
      source: 'test',
    });
    const other = await launchableDraft(context, owner, { name: 'Already running', csv: [{ email: at('taken') }] });
    expect((await transition(context, owner, 'launch', { id: other.id })).status).toBe(200);
    const earlier = await launchableDraft(context, owner, { name: 'Last month', csv: [{ email: at('emailed') }] });
    await transition(context, owner, 'launch', { id: earlier.id });
    await markSent(earlier, at('emailed'), new Date(context.clock.now().getTime() - 5 * 86_400_000));
    await transition(context, owner, 'archive', { id: earlier.id });

    const csv = [
      { email: at('fresh'), firstName: 'Fresh' },
      { email: at('FRESH').replace(tag, tag.toUpperCase()) },
      { email: ` ${at('fresh').toUpperCase()} ` },
      { email: 'not an address' },
      { email: at('bounced') },
      { email: at('unsubscribed') },
      { email: at('taken') },
      { email: at('emailed') },
    ];
    const result = (await preview(owner, { audience: { csv } })).body.data;
    expect(result).toMatchObject({ candidates: 8, enrolled: 1, excluded: 7 });
    expect(result.byReason).toMatchObject({ duplicate: 2, invalid_email: 2, suppressed: 1 });
    expect(result.included).toEqual([{ personId: null, email: at('fresh'), name: 'Fresh', company: '' }]);
    expect(reasonsOf(result)).toEqual({
      [at('fresh')]: 'duplicate',
      'not an address': 'invalid_email',
      [at('bounced')]: 'invalid_email',
      [at('unsubscribed')]: 'suppressed',
      [at('taken')]: 'in_another_campaign',
      [at('emailed')]: 'cool_off',
    });
    const detailOf = (email: string) => result.exclusions.find((exclusion) => exclusion.email === email)?.detail;
    expect(detailOf(at('taken'))).toBe('In the running campaign “Already running”.');
    expect(detailOf(at('emailed'))).toMatch(
      /^Emailed by “Last month” on \d{4}-\d{2}-\d{2}, within the 30-day cool-off period\.$/,
    );

    const relaxed = (await preview(owner, { audience: { csv }, settings: { exclusive: false, coolOffDays: 0 } })).body
      .data;
    expect(relaxed.byReason).toMatchObject({ in_another_campaign: 0, cool_off: 0, suppressed: 1 });
    const outsideCoolOff = (await preview(owner, { audience: { csv }, settings: { coolOffDays: 3 } })).body.data;
    expect(outsideCoolOff.byReason.cool_off).toBe(0);
  });

  it("leaves out the CRM's customers, by address or by the address's domain, and only for that organisation", async () => {
    const tag = context.unique();
    const customerDomain = `customer-${tag}.example`;
    const csv = [
      { email: `buyer@${customerDomain}` },
      { email: `Named-${tag}@prospects.example` },
      { email: `open-${tag}@prospects.example` },
    ];
    const held = (organisation: string, kind: 'email' | 'domain', value: string) => ({
      organisationId: organisation,
      kind,
      value,
      hubspotObjectId: `${kind}-${tag}`,
      name: 'Customer',
      lifecycleStage: 'customer',
      seenAt: context.clock.now(),
    });
    await context.db
      .insert(hubspotCustomers)
      .values([
        held(organisationId(), 'domain', customerDomain),
        held(organisationId(), 'email', `named-${tag}@prospects.example`),
      ]);

    const result = (await preview(owner, { audience: { csv } })).body.data;
    expect(result).toMatchObject({ enrolled: 1, byReason: { crm_customer: 2 } });
    expect(result.included.map((person) => person.email)).toEqual([`open-${tag}@prospects.example`]);
    expect(reasonsOf(result)).toEqual({
      [`buyer@${customerDomain}`]: 'crm_customer',
      [`named-${tag}@prospects.example`]: 'crm_customer',
    });

    const elsewhere = (await preview(stranger, { audience: { csv } })).body.data;
    expect(elsewhere.byReason.crm_customer).toBe(0);
  });

  it('enrols at launch what the preview promised, and a campaign never conflicts with itself', async () => {
    const draft = await launchableDraft(context, owner, {
      csv: [
        {
          email: `Ada.${context.unique()}@Lovelace.example`,
          firstName: 'Ada',
          timeZone: 'Europe/London',
          country: 'gb',
        },
        { email: 'broken@' },
      ],
    });
    const launched = await transition(context, owner, 'launch', { id: draft.id });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const audience = (launched.body.data as { audience: AudiencePreview }).audience;
    expect(audience).toMatchObject({ enrolled: 1, excluded: 1, byReason: { invalid_email: 1 } });
    const rows = await context.database.query<Record<string, unknown>>(
      'select email, first_name, domain, time_zone, country, status, position, next_due_at from enrolments where campaign_id = $1',
      [draft.id],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        email: expect.stringMatching(/^ada\.[a-z0-9]+@lovelace\.example$/),
        first_name: 'Ada',
        domain: 'lovelace.example',
        time_zone: 'Europe/London',
        country: 'GB',
        status: 'active',
        position: 0,
      }),
    ]);
    const again = (await preview(owner, { campaignId: draft.id })).body.data;
    expect(again).toMatchObject({ enrolled: 1, byReason: { in_another_campaign: 0 } });
  });
});

/** The send ledger holds a sent first message for this address's enrolment in `campaign`. */
async function markSent(campaign: CampaignDetail, email: string, sentAt: Date) {
  const [enrolment] = await context.database.query<{ id: string }>(
    'select id from enrolments where campaign_id = $1 and email = $2',
    [campaign.id, email],
  );
  const step = campaign.steps[0];
  if (!enrolment || !step) throw new Error('nothing to mark sent');
  await context.db.insert(sendLedger).values({
    organisationId: organisationId(),
    campaignId: campaign.id,
    enrolmentId: enrolment.id,
    stepId: step.id,
    state: 'sent',
    dueAt: sentAt,
    messageId: `<${enrolment.id}@acme.test>`,
    sentAt,
  });
}

describe('stopping a prospect', () => {
  it('stops one by hand: unsent messages skipped, sent ones kept, the log says why; twice is refused', async () => {
    const draft = await launchableDraft(context, owner);
    await transition(context, owner, 'launch', { id: draft.id });
    const campaign = (
      await context.call<{ data: CampaignDetail }>('GET', `/api/v1/campaign/id/${draft.id}`, {
        token: owner.accessToken,
      })
    ).body.data;
    const [enrolment] = await context.database.query<{ id: string; email: string }>(
      'select id, email from enrolments where campaign_id = $1 order by email limit 1',
      [draft.id],
    );
    if (!enrolment) throw new Error('no enrolment');
    await markSent(campaign, enrolment.email, context.clock.now());
    const followUp = campaign.steps[2];
    await context.db.insert(sendLedger).values({
      organisationId: organisationId(),
      campaignId: draft.id,
      enrolmentId: enrolment.id,
      stepId: followUp?.id as string,
      state: 'scheduled',
      dueAt: new Date(context.clock.now().getTime() + 3 * 86_400_000),
    });

    const body = { campaignId: draft.id, enrolmentId: enrolment.id };
    expect(
      (await context.call('POST', '/api/v1/campaign/prospect/stop', { token: stranger.accessToken, body })).status,
    ).toBe(404);
    const stopped = await context.call<{ message: string; data: EnrolmentView }>(
      'POST',
      '/api/v1/campaign/prospect/stop',
      {
        token: owner.accessToken,
        body,
      },
    );
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body.data).toMatchObject({ status: 'stopped', stopReason: 'manual' });
    expect(stopped.body.message).toMatch(/^Stopped the sequence for First0 Last0: nothing more is sent to them\.$/);
    const ledger = await context.database.query<{ state: string; reason: string | null }>(
      'select state, reason from send_ledger where enrolment_id = $1 order by due_at',
      [enrolment.id],
    );
    expect(ledger).toEqual([
      { state: 'sent', reason: null },
      { state: 'skipped', reason: 'Sequence stopped: Stopped by hand.' },
    ]);
    const events = await context.database.query<{ kind: string; reason: string; details: Record<string, unknown> }>(
      'select kind, reason, details from communication_events where enrolment_id = $1',
      [enrolment.id],
    );
    expect(events).toEqual([
      {
        kind: 'stopped',
        reason: 'Stopped by hand.',
        details: { stopReason: 'manual', actorUserId: owner.userData.id, skippedSends: 1 },
      },
    ]);
    const twice = await context.call('POST', '/api/v1/campaign/prospect/stop', { token: owner.accessToken, body });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ message: 'This prospect’s sequence has already ended (manual).' });
  });

  it('stopEnrolment ends a sequence once: a second stop (a retried reply) changes nothing', async () => {
    const draft = await launchableDraft(context, owner);
    await transition(context, owner, 'launch', { id: draft.id });
    const [enrolment] = await context.database.query<{ id: string }>(
      'select id from enrolments where campaign_id = $1 limit 1',
      [draft.id],
    );
    const enrolmentId = enrolment?.id as string;
    expect(await stopEnrolment(context.db, { enrolmentId, reason: 'reply', actor: null })).toEqual({
      stopped: true,
      skipped: 0,
    });
    expect(await stopEnrolment(context.db, { enrolmentId, reason: 'bounce', actor: null })).toEqual({
      stopped: false,
      skipped: 0,
    });
    const [row] = await context.database.query<{ status: string; stop_reason: string }>(
      'select status, stop_reason from enrolments where id = $1',
      [enrolmentId],
    );
    expect(row).toEqual({ status: 'stopped', stop_reason: 'reply' });
  });
});

describe('transitions the system makes', () => {
  it('starts a scheduled campaign when its start date comes, and completes it when every sequence has ended', async () => {
    const startDate = new Date(context.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const draft = await launchableDraft(context, owner, { settings: { schedule: { startDate, timeZone: 'UTC' } } });
    await transition(context, owner, 'launch', { id: draft.id });
    expect(await startDueCampaigns(context.db, context.clock.now())).not.toContain(draft.id);
    const start = new Date(`${startDate}T00:00:00Z`);
    expect(await startDueCampaigns(context.db, start)).toContain(draft.id);
    expect(await startDueCampaigns(context.db, start)).not.toContain(draft.id);

    const later = new Date(start.getTime() + 60_000);
    expect(await completeFinishedCampaigns(context.db, later)).not.toContain(draft.id);
    const rows = await context.database.query<{ id: string }>('select id from enrolments where campaign_id = $1', [
      draft.id,
    ]);
    for (const { id } of rows) await stopEnrolment(context.db, { enrolmentId: id, reason: 'reply', actor: null });
    expect(await completeFinishedCampaigns(context.db, later)).toContain(draft.id);

    const campaign = (
      await context.call<{ data: CampaignDetail }>('GET', `/api/v1/campaign/id/${draft.id}`, {
        token: owner.accessToken,
      })
    ).body.data;
    expect(campaign.status).toBe('completed');
    expect(campaign.completedAt).toBe(later.toISOString());
    expect(campaign.transitions.slice(1).map((t) => [t.fromStatus, t.toStatus, t.actorUserId, t.reason])).toEqual([
      ['scheduled', 'running', null, 'The start date arrived.'],
      ['running', 'completed', null, 'Every prospect has finished the sequence.'],
    ]);
  });
});
