import type { AudiencePreview, CampaignDetail, CampaignStepView, CsvProspect, LaunchCheck } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { emailVerifications, sendLedger } from '../../db/schema.ts';
import { suppress } from '../suppressions/index.ts';
import type { EnrolmentDraft } from './audience.ts';
import { launchableDraft, type Session, transition } from './campaigns-test-support.ts';
import { mergeFieldFindings } from './launch-check-findings.ts';
import { createDrizzleSendStore } from './sending/index.ts';
import { nextWindowOpening } from './sending/schedule/index.ts';
import { scheduleDue, variantFor } from './sending/schedule-steps.ts';

let context: TestContext;
let owner: Session;
const organisationId = () => owner.userData.organisation.id;

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
}, 120_000);
afterAll(() => context?.close());

const zones = ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney'];
const countries = ['US', 'DE', 'JP', 'AU'];

/** Row `index` of a large audience, with what should become of it. */
function row(tag: string, index: number): { prospect: CsvProspect; fate: string } {
  const at = (name: string) => `${name}-${index}-${tag}@bulk${index % 7}.example`;
  const place = index % (zones.length + 1);
  const base = {
    lastName: `Last${index}`,
    company: `Company ${index % 11}`,
    // One in five with a zone no one knows and no country: the campaign's zone, no holidays.
    ...(place < zones.length
      ? { timeZone: zones[place] as string, country: countries[place] as string }
      : { timeZone: 'Nowhere/Unknown' }),
  };
  // No first name: enrolled, but the launch check counts them as held for {{ first_name }}.
  const firstName = index % 9 === 4 ? {} : { firstName: `First${index}` };
  if (index % 50 === 3) return { prospect: { email: `not an address ${index}` }, fate: 'invalid_email' };
  if (index % 40 === 5) return { prospect: { ...base, email: at('bounced') }, fate: 'verified_invalid' };
  if (index % 30 === 6) return { prospect: { ...base, email: at('unsubscribed') }, fate: 'suppressed' };
  if (index % 25 === 7) return { prospect: { ...base, email: at('taken') }, fate: 'in_another_campaign' };
  if (index % 20 === 8) return { prospect: { ...base, email: at('emailed') }, fate: 'cool_off' };
  return { prospect: { ...base, ...firstName, email: at('fresh') }, fate: 'enrolled' };
}

describe('a large launch, set-based', () => {
  it('enrols exactly the people left after every exclusion, warns of exactly those with a missing field, and schedules each once in their own window', async () => {
    const tag = context.unique();
    const rows = Array.from({ length: 1_500 }, (_, index) => row(tag, index));
    const emailsOf = (fate: string) => rows.filter((entry) => entry.fate === fate).map((entry) => entry.prospect.email);
    const now = context.clock.now();
    await context.db.insert(emailVerifications).values(
      emailsOf('verified_invalid').map((address) => ({
        address,
        status: 'invalid' as const,
        reason: 'No such mailbox.',
        checks: { syntax: 'valid', disposable: false, role: false, mx: 'found', smtp: 'rejected', catchAll: false },
        checkedAt: now,
      })),
    );
    for (const email of emailsOf('suppressed')) {
      await suppress(context.db, { organisationId: organisationId(), email, reason: 'unsubscribed', source: 'test' });
    }
    const other = await launchableDraft(context, owner, {
      name: 'Holds some already',
      csv: emailsOf('in_another_campaign').map((email) => ({ email, firstName: 'Taken' })),
    });
    expect((await transition(context, owner, 'launch', { id: other.id })).status).toBe(200);
    const earlier = await launchableDraft(context, owner, {
      name: 'Mailed them last week',
      csv: emailsOf('cool_off').map((email) => ({ email, firstName: 'Mailed' })),
    });
    expect((await transition(context, owner, 'launch', { id: earlier.id })).status).toBe(200);
    await markAllSent(earlier, new Date(now.getTime() - 7 * 86_400_000));
    expect((await transition(context, owner, 'archive', { id: earlier.id })).status).toBe(200);

    // The same addresses again further down (any case, spaced): each a duplicate of its first row.
    const repeats = rows.slice(0, 40).map((entry) => ({ email: ` ${entry.prospect.email.toUpperCase()} ` }));
    const draft = await launchableDraft(context, owner, {
      csv: [...rows.map((entry) => entry.prospect), ...repeats],
    });
    const check = await context.call<{ data: LaunchCheck }>('GET', `/api/v1/campaign/launchcheck/${draft.id}`, {
      token: owner.accessToken,
    });
    const enrolled = emailsOf('enrolled');
    const unnamed = rows.filter((entry) => entry.fate === 'enrolled' && !entry.prospect.firstName);
    const warning = check.body.data.warnings.find((finding) => finding.code === 'unresolved_merge_fields');
    expect(warning?.message).toMatch(new RegExp(`^${unnamed.length} prospects have a merge field without a value`));
    expect(check.body.data.prospects).toBe(enrolled.length);

    const launched = await transition(context, owner, 'launch', { id: draft.id });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const preview = (launched.body.data as { audience: AudiencePreview }).audience;
    const repeatable = rows.slice(0, 40).filter((entry) => entry.fate !== 'invalid_email').length;
    const invalidRepeats = repeats.length - repeatable;
    expect(preview).toMatchObject({ candidates: rows.length + repeats.length, enrolled: enrolled.length });
    expect(preview.byReason).toMatchObject({
      invalid_email: emailsOf('invalid_email').length + invalidRepeats + emailsOf('verified_invalid').length,
      duplicate: repeatable,
      suppressed: emailsOf('suppressed').length,
      in_another_campaign: emailsOf('in_another_campaign').length,
      cool_off: emailsOf('cool_off').length,
    });
    const stored = await context.database.query<{
      id: string;
      email: string;
      time_zone: string | null;
      country: string | null;
      merge_data: Record<string, string>;
      next_due_at: Date;
    }>(
      'select id, email, time_zone, country, merge_data, next_due_at from enrolments where campaign_id = $1 order by email',
      [draft.id],
    );
    expect(stored.map((enrolment) => enrolment.email)).toEqual([...enrolled].sort());
    const first = stored.find((enrolment) => enrolment.email === rows[0]?.prospect.email);
    expect(first).toMatchObject({ time_zone: 'America/New_York', country: 'US', merge_data: {} });
    expect(stored.find((enrolment) => enrolment.time_zone === 'Nowhere/Unknown')).toBeUndefined();

    // The engine's scheduling: one first message each, its variant the even split's, due at the
    // opening of the prospect's own window; a second pass places nothing.
    const log = { warn: () => undefined };
    const store = createDrizzleSendStore(context.db);
    expect(await scheduleDue(store, log, now)).toBeGreaterThanOrEqual(enrolled.length);
    expect(await scheduleDue(store, log, now)).toBe(0);
    const ledger = await context.database.query<{ enrolment_id: string; variant_id: string; due_at: Date }>(
      'select enrolment_id, variant_id, due_at from send_ledger where campaign_id = $1',
      [draft.id],
    );
    expect(ledger).toHaveLength(enrolled.length);
    const step = draft.steps[0] as CampaignStepView;
    const sequenceStep = { ...stepOf(step), variantIds: step.variants.map((variant) => variant.id) };
    const byId = new Map(stored.map((enrolment) => [enrolment.id, enrolment]));
    const variants = new Set<string>();
    for (const entry of ledger) {
      const enrolment = byId.get(entry.enrolment_id);
      expect(enrolment).toBeDefined();
      expect(entry.variant_id).toBe(variantFor(sequenceStep, entry.enrolment_id));
      variants.add(entry.variant_id);
      const opening = nextWindowOpening(
        now,
        draft.settings.schedule,
        enrolment?.time_zone ?? null,
        enrolment?.country ?? null,
      );
      expect(new Date(entry.due_at).getTime()).toBe(opening?.getTime());
      // Launch stored that same opening, so scheduling had nothing to rewrite; the ids are time-ordered (v7).
      expect(new Date(enrolment?.next_due_at as Date).getTime()).toBe(opening?.getTime());
      expect(entry.enrolment_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(variants.size).toBe(2);
  }, 120_000);
});

describe('the launch check’s merge fields', () => {
  it('finds exactly the prospects a render per prospect finds, when a field shows only for some values', () => {
    const step = {
      id: 'step',
      position: 0,
      kind: 'email',
      variants: [
        {
          id: 'a',
          label: 'A',
          subject: 'Hi {{ first_name }}',
          bodyHtml:
            '<p>{% if title == "CEO" %}{{ company_name }}{% else %}{{ city | default: "there" }}{% endif %}</p>',
          aiDraft: false,
        },
      ],
    } as unknown as CampaignStepView;
    const person = (index: number, fields: Partial<EnrolmentDraft>): EnrolmentDraft => ({
      personId: null,
      email: `p${index}@x.example`,
      firstName: 'Ann',
      lastName: '',
      company: 'Acme',
      domain: 'x.example',
      timeZone: null,
      country: null,
      mergeData: {},
      ...fields,
    });
    const people = [
      person(0, { mergeData: { title: 'CEO' } }),
      person(1, { mergeData: { title: 'CEO' }, company: '' }),
      person(2, { mergeData: { title: 'CTO' }, company: '' }),
      person(3, { firstName: '', mergeData: { title: 'CEO' }, company: '' }),
      person(4, { mergeData: { title: 'CEO' }, company: '' }),
    ];
    const { warnings } = mergeFieldFindings([step], people, ['title', 'city'], null, {});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(
      /^3 prospects have .*: p1@x\.example \(\{\{ company_name \}\}\); p3@x\.example \(\{\{ first_name \}\}, \{\{ company_name \}\}\); p4@x\.example \(\{\{ company_name \}\}\)\./,
    );
  });
});

function stepOf(step: CampaignStepView) {
  return {
    id: step.id,
    position: step.position,
    kind: step.kind,
    waitDays: 0,
    newThread: true,
    variantIds: [] as string[],
    taskKind: null,
    taskNote: null,
  };
}

/** A sent first message for every enrolment of `campaign`, at `sentAt`. */
async function markAllSent(campaign: CampaignDetail, sentAt: Date) {
  const enrolments = await context.database.query<{ id: string }>('select id from enrolments where campaign_id = $1', [
    campaign.id,
  ]);
  const step = campaign.steps[0];
  if (!step) throw new Error('no step');
  await context.db.insert(sendLedger).values(
    enrolments.map((enrolment) => ({
      organisationId: organisationId(),
      campaignId: campaign.id,
      enrolmentId: enrolment.id,
      stepId: step.id,
      state: 'sent' as const,
      dueAt: sentAt,
      messageId: `<${enrolment.id}@bulk.test>`,
      sentAt,
    })),
  );
}
