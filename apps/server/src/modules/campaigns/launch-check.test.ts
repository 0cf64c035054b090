import type { CampaignDetail, CsvProspect, LaunchCheck } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsLoopback, startDnsLoopback } from '../../../test/dns-loopback.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { mailboxes, organisations } from '../../db/schema.ts';
import { suppress } from '../suppressions/index.ts';
import {
  csvPeople,
  editBody,
  launchableDraft,
  type Session,
  sandboxMailbox,
  saveCampaign,
  savedCampaign,
  transition,
} from './campaigns-test-support.ts';
import { linksIn, spamPhrasesIn } from './launch-check-content.ts';

let dns: DnsLoopback;
let context: TestContext;
let owner: Session;

beforeAll(async () => {
  dns = await startDnsLoopback({
    zone: {
      // SPF only: no DKIM key at the usual selectors, no DMARC record.
      'half.test': { MX: [{ exchange: 'mx.half.test', priority: 10 }], TXT: ['v=spf1 ip4:192.0.2.1 -all'] },
    },
  });
  context = await createTestContext({ config: { DNS_SERVERS: dns.server, DNS_TIMEOUT_MS: '250' } });
  owner = await context.signup();
}, 120_000);
afterAll(async () => {
  await context?.close();
  await dns?.close();
});

async function check(id: string) {
  const reply = await context.call<{ data: LaunchCheck }>('GET', `/api/v1/campaign/launchcheck/${id}`, {
    token: owner.accessToken,
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
}
const codes = (findings: { code: string }[]) => findings.map((finding) => finding.code);

describe('the launch check', () => {
  it('keeps a draft whose emails are not written yet, blocks its launch naming each one, and refuses the same once launched', async () => {
    const mailbox = await sandboxMailbox(context, owner, `unwritten-${context.unique()}@sandbox.test`);
    const unwritten = [
      {
        kind: 'email' as const,
        variants: [
          { label: 'A', subject: '', bodyHtml: '<p>Hi</p>' },
          { label: 'B', subject: 'Yo', bodyHtml: '' },
        ],
      },
    ];
    const draft = await savedCampaign(context, owner, {
      name: 'Still being written',
      steps: unwritten,
      mailboxIds: [mailbox.id],
      audience: { csv: csvPeople(2, `unwritten-${context.unique()}`) },
    });
    const report = await check(draft.id);
    expect(report.ready).toBe(false);
    expect(report.blocking.filter((finding) => finding.code === 'unwritten_email').map((f) => f.message)).toEqual([
      'Step 1, variant A needs a subject: it starts a new email thread.',
      'Step 1, variant B has no body: write one, choose a template or use an AI draft.',
    ]);
    expect((await transition(context, owner, 'launch', { id: draft.id })).status).toBe(422);

    // Written, launched, then changed back: a running campaign must stay written.
    const written = [{ kind: 'email' as const, variants: [{ label: 'A', subject: 'Hello', bodyHtml: '<p>Hi</p>' }] }];
    const saved = await savedCampaign(context, owner, editBody(draft, { steps: written }));
    expect((await transition(context, owner, 'launch', { id: saved.id })).status).toBe(200);
    const running = await context.call<{ data: CampaignDetail }>('GET', `/api/v1/campaign/id/${saved.id}`, {
      token: owner.accessToken,
    });
    const emptied = running.body.data.steps.map((step) => ({
      ...step,
      variants: step.variants.map((variant) => ({ ...variant, bodyHtml: '' })),
    }));
    const changed = await saveCampaign(context, owner, editBody({ ...running.body.data, steps: emptied }, {}));
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe('Step 1 has no body: write one, choose a template or use an AI draft.');
  });

  it('passes a sandbox campaign, warning of the postal address, the unverified share and a suppressed person', async () => {
    const csv = csvPeople(4, `ok-${context.unique()}`);
    const draft = await launchableDraft(context, owner, { csv });
    await suppress(context.db, {
      organisationId: owner.userData.organisation.id,
      email: (csv[0] as CsvProspect).email,
      reason: 'manual',
      source: 'test',
    });
    const report = await check(draft.id);
    expect(report).toMatchObject({ ready: true, prospects: 3, blocking: [], aiDraftCredits: 0 });
    expect(codes(report.warnings)).toEqual(['postal_address', 'suppressed', 'unverified_emails']);
    expect(report.warnings[1]?.message).toBe('1 person is on the suppression list and will be left out.');
    expect(report.warnings[2]?.message).toMatch(/^100% of the audience \(3 of 3\) has no verified email/);
  });

  it('blocks a real mailbox without a postal address, warns of its domain’s missing DKIM key and DMARC record, and launch refuses', async () => {
    const other = await context.signup();
    const mailbox = await sandboxMailbox(context, other, `sales-${context.unique()}@half.test`);
    await context.db.update(mailboxes).set({ kind: 'smtp' }).where(eq(mailboxes.id, mailbox.id));
    const draft = await savedCampaign(context, other, {
      name: 'Real sender',
      steps: [{ kind: 'email', variants: [{ label: 'A', subject: 'Hi {{ first_name }}', bodyHtml: '<p>Hello.</p>' }] }],
      mailboxIds: [mailbox.id],
      audience: { csv: csvPeople(2, `real-${context.unique()}`) },
    });
    const reply = await context.call<{ data: LaunchCheck }>('GET', `/api/v1/campaign/launchcheck/${draft.id}`, {
      token: other.accessToken,
    });
    expect(reply.body.data.ready).toBe(false);
    expect(codes(reply.body.data.blocking)).toEqual(['postal_address']);
    expect(codes(reply.body.data.warnings)).toEqual(expect.arrayContaining(['dkim_warn', 'dmarc_fail']));
    const dmarc = reply.body.data.warnings.find((entry) => entry.code === 'dmarc_fail');
    expect(dmarc?.message).toMatch(/^DMARC: half\.test publishes no DMARC record/);
    const launch = await context.call<{ message: string }>('POST', '/api/v1/campaign/launch', {
      token: other.accessToken,
      body: { id: draft.id },
    });
    expect(launch.status).toBe(422);
    expect(launch.body.message).toMatch(/^The launch check found problems: Enter your organisation’s postal address/);
    await context.db
      .update(organisations)
      .set({ addressLine1: '1 Main Street', addressCity: 'Springfield', addressCountry: 'US' })
      .where(eq(organisations.id, other.userData.organisation.id));
    const after = await context.call('POST', '/api/v1/campaign/launch', {
      token: other.accessToken,
      body: { id: draft.id },
    });
    expect(after.status).toBe(200);
  });

  it('warns of prospects whose merge fields have no value, naming the first, without refusing the launch', async () => {
    const csv: CsvProspect[] = [
      { email: `named-${context.unique()}@one.example`, firstName: 'Named', company: 'One' },
      { email: `blank-${context.unique()}@two.example`, company: 'Two' },
    ];
    const some = await launchableDraft(context, owner, { csv });
    const report = await check(some.id);
    expect(report.ready).toBe(true);
    const finding = report.warnings.find((entry) => entry.code === 'unresolved_merge_fields');
    expect(finding?.message).toMatch(/^1 prospect has a merge field without a value .*blank-.*\{\{ first_name \}\}/);

    const none = await launchableDraft(context, owner, {
      csv: [{ email: `nobody-${context.unique()}@three.example` }],
    });
    const everyone = await check(none.id);
    expect(everyone.ready).toBe(true);
    expect(codes(everyone.warnings)).toContain('unresolved_merge_fields');
    expect((await transition(context, owner, 'launch', { id: none.id })).status).toBe(200);
  });

  it("counts the sender's values as the engine fills them: a signature and a custom field's default", async () => {
    const signer = await context.signup({ organisationName: 'Signing Co' });
    const token = signer.accessToken;
    const step = {
      kind: 'email' as const,
      variants: [
        {
          label: 'A',
          subject: 'Hi {{ first_name }}',
          bodyHtml: '<p>{{ pitch }} {{ sender_company }}</p>{{ signature }}',
        },
      ],
    };
    const field = await context.call('POST', '/api/v1/organisation/customfields', {
      token,
      body: { key: 'pitch', label: 'Pitch', defaultValue: 'A short pitch.' },
    });
    expect(field.status).toBe(200);
    const draft = await launchableDraft(context, signer, {
      csv: [{ email: `signed-${context.unique()}@four.example`, firstName: 'Sig' }],
    });
    const withStep = await savedCampaign(context, signer, editBody(draft, { steps: [step] }));
    const unsigned = await context.call<{ data: LaunchCheck }>('GET', `/api/v1/campaign/launchcheck/${withStep.id}`, {
      token,
    });
    const unresolved = unsigned.body.data.warnings.find((entry) => entry.code === 'unresolved_merge_fields');
    expect(unresolved?.message).toContain('{{ signature }}');
    expect(unresolved?.message).not.toContain('{{ pitch }}');
    expect(unresolved?.message).not.toContain('{{ sender_company }}');

    const signature = await context.call('POST', '/api/v1/organisation/customsignatures', {
      token,
      body: { name: 'Team', html: '<p>The Signing Co team</p>', scope: 'organisation', isDefault: true },
    });
    expect(signature.status).toBe(200);
    const signed = await context.call<{ data: LaunchCheck }>('GET', `/api/v1/campaign/launchcheck/${withStep.id}`, {
      token,
    });
    expect(codes(signed.body.data.warnings)).not.toContain('unresolved_merge_fields');
  });

  it('warns of spam words, too many links and a schedule the mailboxes cannot keep', async () => {
    const mailbox = await sandboxMailbox(context, owner);
    const end = new Date(context.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const draft = await savedCampaign(context, owner, {
      name: 'Loud',
      steps: [
        {
          kind: 'email',
          variants: [
            {
              label: 'A',
              subject: 'Free trial, act now',
              bodyHtml:
                '<p>Click here: <a href="https://a.example">a</a> <a href="https://b.example">b</a> <a href="https://c.example">c</a> https://d.example</p>',
            },
          ],
        },
      ],
      mailboxIds: [mailbox.id],
      audience: { csv: csvPeople(30, `loud-${context.unique()}`) },
      settings: { schedule: { endDate: end, days: [1, 2, 3, 4, 5, 6, 7] }, limits: { newProspectsPerDay: 1 } },
    });
    const report = await check(draft.id);
    const words = report.warnings.find((entry) => entry.code === 'spam_words');
    expect(words?.message).toBe('Step 1 uses words spam filters distrust: “act now”, “click here”, “free trial”.');
    expect(report.warnings.find((entry) => entry.code === 'too_many_links')?.message).toMatch(/^Step 1 has 4 links/);
    expect(codes(report.warnings)).toContain('capacity');
  });

  it('counts the credits AI drafts will cost and blocks when the organisation cannot pay them', async () => {
    const mailbox = await sandboxMailbox(context, owner);
    const draft = await savedCampaign(context, owner, {
      name: 'Drafted',
      steps: [
        {
          kind: 'email',
          variants: [
            { label: 'A', aiDraft: true, subject: '', bodyHtml: '' },
            { label: 'B', subject: 'Hi {{ first_name }}', bodyHtml: '<p>Hello.</p>' },
          ],
        },
      ],
      mailboxIds: [mailbox.id],
      audience: { csv: csvPeople(5, `ai-${context.unique()}`) },
    });
    const report = await check(draft.id);
    expect(report.aiDraftCredits).toBe(3);
    const finding = report.blocking.find((entry) => entry.code === 'ai_draft_credits');
    expect(finding?.message).toMatch(/^AI drafts will cost 3 credits; the organisation has \d+\.$/);
    // The AI variant has no brief yet: the launch names what it lacks.
    expect(
      report.blocking.filter((entry) => entry.code === 'ai_brief_incomplete').map((entry) => entry.message),
    ).toEqual([
      'Step 1, variant A is written by the AI writer for each prospect: its brief still needs what you offer, who it is for and what the reader should do.',
    ]);
    const briefed = await savedCampaign(context, owner, {
      name: 'Briefed',
      steps: [
        {
          kind: 'email',
          variants: [
            {
              label: 'A',
              aiDraft: true,
              aiBrief: { offer: 'Onboarding software for HR teams', audience: 'HR leaders', callToAction: '' },
            },
          ],
        },
      ],
      mailboxIds: [mailbox.id],
      audience: { csv: csvPeople(2, `ai-brief-${context.unique()}`) },
    });
    const briefedReport = await check(briefed.id);
    expect(
      briefedReport.blocking.filter((entry) => entry.code === 'ai_brief_incomplete').map((entry) => entry.message),
    ).toEqual([
      'Step 1 is written by the AI writer for each prospect: its brief still needs what the reader should do.',
    ]);
  });
});

describe('content rules', () => {
  it('matches whole phrases only, case-insensitively, and counts distinct links', () => {
    expect(spamPhrasesIn('URGENT', 'a winner')).toEqual(['urgent', 'winner']);
    expect(spamPhrasesIn('Winners', 'freely')).toEqual([]);
    expect(linksIn('<a href="https://x.example">https://x.example</a> http://y.example')).toBe(2);
  });
});
