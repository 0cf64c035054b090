import { randomUUID } from 'node:crypto';
import type { CampaignDetail, CampaignSummary, SaveCampaignBody } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  csvPeople,
  editBody,
  launchableDraft,
  type Session,
  sandboxMailbox,
  saveCampaign,
  savedCampaign,
  sequence,
  transition,
} from './campaigns-test-support.ts';

let context: TestContext;
let owner: Session;
let stranger: Session;

beforeAll(async () => {
  context = await createTestContext();
  [owner, stranger] = await Promise.all([context.signup(), context.signup()]);
});
afterAll(() => context.close());

interface Page {
  data: CampaignSummary[];
  total: number;
  page: number;
  perPage: number;
}

const detail = (as: Session, id: string) =>
  context.call<{ data: CampaignDetail }>('GET', `/api/v1/campaign/id/${id}`, { token: as.accessToken });
const list = (as: Session, path: string) => context.call<Page>('GET', path, { token: as.accessToken });

/** The body that saves `campaign` as it is, with changes. */

describe('drafts', () => {
  it('creates a draft with careful defaults, its steps and variants, and reads it back', async () => {
    const mailbox = await sandboxMailbox(context, owner);
    const reply = await saveCampaign(context, owner, {
      name: 'Q3 outreach',
      steps: sequence(),
      mailboxIds: [mailbox.id],
      audience: { csv: csvPeople(2) },
      settings: { limits: { perMailboxPerDay: 40 } },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe('Saved the draft “Q3 outreach”.');
    const campaign = reply.body.data;
    expect(campaign).toMatchObject({
      name: 'Q3 outreach',
      status: 'draft',
      revision: 1,
      ownerUserId: owner.userData.id,
      stepCount: 3,
      mailboxes: [{ id: mailbox.id, email: mailbox.email }],
    });
    expect(campaign.settings.schedule).toMatchObject({ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' });
    expect(campaign.settings.limits).toMatchObject({ perMailboxPerDay: 40, minGapSeconds: 120 });
    expect(campaign.settings.tracking).toEqual({ opens: false, clicks: false, domain: null });
    expect(campaign.steps.map((step) => [step.position, step.kind, step.variants.map((v) => v.label)])).toEqual([
      [0, 'email', ['A', 'B']],
      [1, 'wait', []],
      [2, 'email', ['A']],
    ]);
    const read = await detail(owner, campaign.id);
    expect(read.status).toBe(200);
    expect(read.body.data.audience.csv).toHaveLength(2);
    expect(read.body.data.transitions).toEqual([]);
  });

  it('keeps a people search audience and a tracking domain as saved', async () => {
    const saved = await savedCampaign(context, owner, {
      name: 'Searched',
      steps: sequence(),
      audience: {
        search: { countries: ['us'], titles: ['Head of Sales'] },
        csv: [{ email: 'a@b.example', country: 'gb' }],
      },
      settings: { tracking: { clicks: true, domain: 'Track.Acme.example' } },
    });
    const read = (await detail(owner, saved.id)).body.data;
    expect(read.audience.search).toMatchObject({ countries: ['us'], titles: ['Head of Sales'] });
    expect(read.audience.csv).toEqual([{ email: 'a@b.example', country: 'GB' }]);
    expect(read.settings.tracking).toEqual({ opens: false, clicks: true, domain: 'track.acme.example' });
  });

  it('lists drafts under GET campaign and every campaign, filtered, under orgcampaign', async () => {
    const session = await context.signup();
    const alpha = await launchableDraft(context, session, { name: 'Alpha push' });
    const beta = await launchableDraft(context, session, { name: 'Beta push' });
    expect((await transition(context, session, 'launch', { id: beta.id })).status).toBe(200);

    const drafts = await list(session, '/api/v1/campaign');
    expect(drafts.body.data.map((row) => row.name)).toEqual(['Alpha push']);
    const all = await list(session, '/api/v1/campaign/orgcampaign');
    expect(all.body.total).toBe(2);
    const running = await list(session, '/api/v1/campaign/orgcampaign?status=running');
    expect(running.body.data.map((row) => [row.name, row.enrolled])).toEqual([['Beta push', 3]]);
    const byMailbox = await list(session, `/api/v1/campaign/orgcampaign?mailboxId=${alpha.mailboxes[0]?.id}`);
    expect(byMailbox.body.data.map((row) => row.id)).toEqual([alpha.id]);
    const byName = await list(session, '/api/v1/campaign/orgcampaign?q=alpha');
    expect(byName.body.data.map((row) => row.id)).toEqual([alpha.id]);
    const byOwner = await list(session, `/api/v1/campaign/orgcampaign?ownerUserId=${session.userData.id}`);
    expect(byOwner.body.total).toBe(2);
    // A filter naming another organisation's member or mailbox answers 404, as an id that names nothing.
    const byOtherOwner = await list(session, `/api/v1/campaign/orgcampaign?ownerUserId=${owner.userData.id}`);
    expect(byOtherOwner.status).toBe(404);
    const byNoMailbox = await list(session, `/api/v1/campaign/orgcampaign?mailboxId=${randomUUID()}`);
    expect(byNoMailbox.status).toBe(404);
    const paged = await list(session, '/api/v1/campaign/orgcampaign?perPage=1&page=2');
    expect(paged.body).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(paged.body.data).toHaveLength(1);
  });

  it('saves a draft at its revision and refuses a stale revision with 409', async () => {
    const draft = await launchableDraft(context, owner);
    const saved = await savedCampaign(
      context,
      owner,
      editBody(draft, { name: 'Renamed', steps: sequence().slice(0, 1) }),
    );
    expect(saved).toMatchObject({ name: 'Renamed', revision: 2, stepCount: 1 });
    const stale = await saveCampaign(context, owner, editBody(draft, { name: 'Mine instead' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: 'Someone changed this campaign since you opened it: reload it to see their changes, then edit again.',
    });
    const { revision: _revision, ...withoutRevision } = editBody(saved, {});
    const missing = await saveCampaign(context, owner, withoutRevision);
    expect(missing.status).toBe(400);
  });

  it('deletes only drafts', async () => {
    const draft = await launchableDraft(context, owner, { name: 'Throwaway' });
    const deleted = await transition(context, owner, 'delete', { id: draft.id });
    expect(deleted.body).toMatchObject({ message: 'Deleted the draft “Throwaway”.' });
    expect((await detail(owner, draft.id)).status).toBe(404);

    const launched = await launchableDraft(context, owner);
    await transition(context, owner, 'launch', { id: launched.id });
    const refused = await transition(context, owner, 'delete', { id: launched.id });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Only a draft can be deleted: this campaign is running. Archive it to put it away.',
    );
  });
});

describe('what a campaign must hold (422 with the reason)', () => {
  let mailboxId: string;
  beforeAll(async () => {
    mailboxId = (await sandboxMailbox(context, owner)).id;
  });
  const attempt = (changes: Partial<SaveCampaignBody>) =>
    saveCampaign(context, owner, { name: 'Checked', steps: sequence(), mailboxIds: [mailboxId], ...changes });

  it.each([
    [{ steps: [] }, 'Add at least one step: a campaign needs something to send.'],
    [
      {
        steps: [{ kind: 'email', variants: [{ label: 'A', subject: 'Hi {{ compnay_name }}', bodyHtml: '<p>x</p>' }] }],
      },
      'Step 1: Unknown merge field {{ compnay_name }}: did you mean company_name? Use a built-in field or add a custom field first.',
    ],
    [
      { steps: [{ kind: 'email', variants: [{ label: 'A', subject: 'Hi', bodyHtml: '<p>{{ shoe_size }}</p>' }] }] },
      'Step 1: Unknown merge field {{ shoe_size }}. Use a built-in field or add a custom field first.',
    ],
    [{ settings: { schedule: { days: [] } } }, 'The sending window never opens: choose at least one sending day.'],
    [
      { settings: { schedule: { start: '17:00', end: '09:00' } } },
      'The sending window never opens: 17:00–09:00 ends before it starts. Choose an end time after the start time.',
    ],
    [
      { settings: { schedule: { start: '09:00', end: '09:00' } } },
      'The sending window never opens: 09:00–09:00 ends before it starts. Choose an end time after the start time.',
    ],
    [
      { settings: { limits: { perMailboxPerDay: 0, minGapSeconds: -5 } } },
      'Every limit must be at least 1: Emails per mailbox per day is 0; Seconds between two emails of a mailbox is -5.',
    ],
    [
      { settings: { schedule: { startDate: '2030-05-10', endDate: '2030-05-01' } } },
      'The end date (2030-05-01) is before the start date (2030-05-10).',
    ],
    [
      { steps: [{ kind: 'email', variants: [] }] },
      'Step 1 is an email with no content: write it, choose a template or use an AI draft.',
    ],
    [{ steps: [{ kind: 'wait' }] }, 'Step 1 waits: say for how many sending days (at least 1).'],
    [{ steps: [...sequence(), { kind: 'task' }] }, 'Step 4 is a task: choose a call, LinkedIn or another task.'],
  ] as [Partial<SaveCampaignBody>, string][])('refuses %j', async (changes, message) => {
    const reply = await attempt(changes);
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body).toMatchObject({ message });
  });

  it('accepts an AI-drafted step without text, and a follow-up without a subject', async () => {
    const reply = await attempt({
      steps: [
        { kind: 'email', variants: [{ label: 'A', aiDraft: true }] },
        {
          kind: 'email',
          variants: [{ label: 'A', bodyHtml: '<p>Bumping this, {{ first_name | default: "there" }}.</p>' }],
        },
        { kind: 'task', taskKind: 'call', taskNote: 'Call their desk line' },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it('answers 404 for a mailbox or template of another organisation', async () => {
    const theirs = await sandboxMailbox(context, stranger);
    const reply = await attempt({ mailboxIds: [theirs.id] });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ message: 'Some of these mailboxes were not found.' });
  });
});

describe('another organisation', () => {
  it('sees none of these campaigns: every path answers 404', async () => {
    const draft = await launchableDraft(context, owner);
    expect((await detail(stranger, draft.id)).status).toBe(404);
    expect((await saveCampaign(context, stranger, editBody(draft, { mailboxIds: [] }))).status).toBe(404);
    for (const action of ['launch', 'pause', 'resume', 'archive', 'delete', 'duplicate'] as const) {
      const reply = await transition(context, stranger, action, { id: draft.id });
      expect([action, reply.status]).toEqual([action, 404]);
    }
    const preview = await context.call('POST', '/api/v1/campaign/audience/preview', {
      token: stranger.accessToken,
      body: { campaignId: draft.id },
    });
    expect(preview.status).toBe(404);
    const listed = await list(stranger, '/api/v1/campaign/orgcampaign');
    expect(listed.body.data.map((row) => row.id)).not.toContain(draft.id);
    expect((await detail(owner, draft.id)).body.data.status).toBe('draft');
  });
});

describe('states', () => {
  it('runs draft → running ⇄ paused → archived, recording who and why, then refuses every change', async () => {
    const draft = await launchableDraft(context, owner, { name: 'Lifecycle' });
    const launched = await transition(context, owner, 'launch', { id: draft.id, reason: 'Go time' });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    expect(launched.body.message).toBe('Launched “Lifecycle”: 3 prospects enrolled, running.');
    context.clock.advance(1_000);
    expect((await transition(context, owner, 'launch', { id: draft.id })).body).toMatchObject({
      message: 'Only a draft can be launched: this campaign is running.',
    });
    expect((await transition(context, owner, 'resume', { id: draft.id })).body).toMatchObject({
      message: 'Only a paused campaign can be resumed: this one is running.',
    });
    expect((await transition(context, owner, 'pause', { id: draft.id })).status).toBe(200);
    context.clock.advance(1_000);
    expect((await transition(context, owner, 'pause', { id: draft.id })).body).toMatchObject({
      message: 'Only a running or scheduled campaign can be paused: this one is paused.',
    });
    expect((await transition(context, owner, 'launch', { id: draft.id })).body).toMatchObject({
      message: 'This campaign is paused: resume it instead of launching it again.',
    });
    expect((await transition(context, owner, 'resume', { id: draft.id })).status).toBe(200);
    context.clock.advance(1_000);
    const archived = await transition(context, owner, 'archive', { id: draft.id, reason: 'Quarter over' });
    expect(archived.body).toMatchObject({ message: 'Archived “Lifecycle”: it is read-only from now on.' });

    const campaign = (await detail(owner, draft.id)).body.data;
    expect(campaign.status).toBe('archived');
    expect(campaign.enrolments).toMatchObject({ active: 0, stopped: 3 });
    expect(campaign.transitions.map((t) => [t.fromStatus, t.toStatus, t.reason, t.actorName])).toEqual([
      ['draft', 'running', 'Go time', owner.userData.name],
      ['running', 'paused', 'Paused.', owner.userData.name],
      ['paused', 'running', 'Resumed.', owner.userData.name],
      ['running', 'archived', 'Quarter over', owner.userData.name],
    ]);

    const readOnly = 'An archived campaign is read-only: duplicate it to make a new draft you can change.';
    expect((await saveCampaign(context, owner, editBody(campaign, { name: 'Again' }))).body).toMatchObject({
      message: readOnly,
    });
    for (const action of ['launch', 'pause', 'resume'] as const) {
      const reply = await transition(context, owner, action, { id: draft.id });
      expect([action, reply.status, reply.body.message]).toEqual([action, 422, readOnly]);
    }
    expect((await transition(context, owner, 'archive', { id: draft.id })).body).toMatchObject({
      message: 'This campaign is already archived.',
    });
    expect((await transition(context, owner, 'delete', { id: draft.id })).status).toBe(422);

    const copy = await transition(context, owner, 'duplicate', { id: draft.id });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ name: 'Lifecycle (copy)', status: 'draft', stepCount: 3, enrolled: 0 });
    expect((copy.body.data as unknown as CampaignDetail).audience.csv).toHaveLength(3);
  });

  it('refuses to archive a draft, and to launch without an email step, a mailbox or an audience', async () => {
    const draft = await launchableDraft(context, owner);
    expect((await transition(context, owner, 'archive', { id: draft.id })).body).toMatchObject({
      message: 'A draft cannot be archived: delete it instead.',
    });
    const noEmail = await savedCampaign(
      context,
      owner,
      editBody(draft, { steps: [{ kind: 'task', taskKind: 'call' }] }),
    );
    expect((await transition(context, owner, 'launch', { id: draft.id })).body).toMatchObject({
      message: 'Add an email step before launching: the sequence sends nothing yet.',
    });
    const noMailbox = await savedCampaign(context, owner, editBody(noEmail, { steps: sequence(), mailboxIds: [] }));
    expect((await transition(context, owner, 'launch', { id: draft.id })).body).toMatchObject({
      message: 'Choose at least one mailbox to send from before launching.',
    });
    const mailbox = await sandboxMailbox(context, owner);
    await savedCampaign(context, owner, editBody(noMailbox, { mailboxIds: [mailbox.id], audience: { csv: [] } }));
    expect((await transition(context, owner, 'launch', { id: draft.id })).body).toMatchObject({
      message: 'The audience is empty: choose a people search, saved lists or CSV rows first.',
    });
    expect((await detail(owner, draft.id)).body.data.status).toBe('draft');
  });

  it('schedules a campaign whose start date is ahead, and resumes it as scheduled', async () => {
    const ahead = new Date(context.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const draft = await launchableDraft(context, owner, { settings: { schedule: { startDate: ahead } } });
    const launched = await transition(context, owner, 'launch', { id: draft.id });
    expect(launched.body.message).toBe(`Launched “${draft.name}”: 3 prospects enrolled, scheduled to start ${ahead}.`);
    await transition(context, owner, 'pause', { id: draft.id });
    await transition(context, owner, 'resume', { id: draft.id });
    expect((await detail(owner, draft.id)).body.data.status).toBe('scheduled');
  });
});

describe('changing a launched campaign', () => {
  it('takes the name, limits, window and new mailboxes; refuses the rest, naming each', async () => {
    const draft = await launchableDraft(context, owner);
    await transition(context, owner, 'launch', { id: draft.id });
    let running = (await detail(owner, draft.id)).body.data;
    const extra = await sandboxMailbox(context, owner);
    const safe = await savedCampaign(
      context,
      owner,
      editBody(running, {
        name: 'Renamed while running',
        settings: {
          ...running.settings,
          limits: { ...running.settings.limits, perMailboxPerDay: 10 },
          schedule: { ...running.settings.schedule, days: [2, 4], start: '10:00' },
        },
        mailboxIds: [...running.mailboxes.map((mailbox) => mailbox.id), extra.id],
      }),
    );
    expect(safe).toMatchObject({ name: 'Renamed while running', status: 'running', revision: running.revision + 1 });
    expect(safe.settings.limits.perMailboxPerDay).toBe(10);
    expect(safe.settings.schedule).toMatchObject({ days: [2, 4], start: '10:00' });
    expect(safe.mailboxes).toHaveLength(2);

    running = safe;
    const unsafe = await saveCampaign(
      context,
      owner,
      editBody(running, {
        steps: sequence().slice(0, 1),
        audience: { csv: csvPeople(5) },
        mailboxIds: [extra.id],
        settings: { ...running.settings, exclusive: false, tracking: { opens: true, clicks: false, domain: null } },
      }),
    );
    expect(unsafe.status).toBe(422);
    expect(unsafe.body.message).toBe(
      'A running campaign accepts only its name, limits, sending days and hours, and more mailboxes. Not changed: the steps (prospects are already in the sequence); the audience (its people are already enrolled); removing a mailbox (each thread keeps its sender); exclusivity; tracking.',
    );
    expect((await detail(owner, draft.id)).body.data.revision).toBe(running.revision);
  });
});
