// @vitest-environment jsdom
import type { AutopilotAction, CampaignDetail } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../shared/format/format-date.ts';
import { testId } from '../../../test/fixtures.ts';
import { renderApp, screen, server, within } from '../../../test/render-app.tsx';
import { apiUrl, dataReply, failingOnce, http, pageReply, pendingReply } from '../../../test/server.ts';
import { campaignSurroundings } from '../campaign-fixtures.ts';
import { campaign, conversationWith, enrolmentId, results } from './conversation-fixtures.ts';

/**
 * The "Autopilot" section of a prospect's conversation drawer: what the autopilot did with their
 * replies, newest first, each with its status, its time and its why. (The autopilot's own fixtures
 * belong to its feature: these are written here, shaped as `GET /api/v1/autopilot/actions` answers.)
 */
const actionsPath = apiUrl('v1/autopilot/actions');
const onAutopilot: CampaignDetail = { ...campaign, autopilot: true };

const salesforceFact = {
  id: 'faq.salesforce.1',
  source: 'FAQ: Do you integrate with Salesforce?',
  text: 'Yes. Notewell writes call notes into Salesforce.',
};

/** Grace's reply the action decided. */
const replyOf = (text: string, receivedAt: string) => ({ subject: 'Re: Hello Grace', text, receivedAt });

const answered: AutopilotAction = {
  id: testId(0x5a1),
  campaignId: campaign.id,
  campaignName: campaign.name,
  enrolmentId,
  inboundMessageId: testId(0x5b1),
  prospect: { email: 'grace@globex.test', name: 'Grace Hopper' },
  reply: replyOf('Does it work with Salesforce?', '2026-11-05T09:00:00.000Z'),
  stepNumber: null,
  kind: 'send_now',
  status: 'sent',
  subject: 'Re: Hello Grace',
  bodyHtml: '<p>Yes. Notewell writes call notes into Salesforce.</p>',
  bodyText: 'Yes. Notewell writes call notes into Salesforce.',
  reasons: [
    { rule: 'answered_from_knowledge', words: 'Answered from the knowledge (FAQ: Do you integrate with Salesforce?).' },
    { rule: 'mode_full_auto', words: 'Full autopilot: sent at once.' },
  ],
  sources: {
    label: 'question',
    confidence: 0.92,
    factIds: [salesforceFact.id],
    facts: [salesforceFact],
    slotStarts: [],
    escalations: [],
  },
  escalations: [],
  followUpOn: null,
  sendAt: '2026-11-05T09:01:00.000Z',
  sentAt: '2026-11-05T09:02:00.000Z',
  statusReason: '',
  isEditedByPerson: false,
  decidedByName: '',
  createdAt: '2026-11-05T09:01:00.000Z',
  updatedAt: '2026-11-05T09:02:00.000Z',
};

const escalated: AutopilotAction = {
  ...answered,
  id: testId(0x5a2),
  inboundMessageId: testId(0x5b2),
  reply: replyOf('How much for a team of 25?', '2026-11-07T09:00:00.000Z'),
  kind: 'escalate',
  status: 'escalated',
  subject: '',
  bodyHtml: '',
  bodyText: '',
  reasons: [
    { rule: 'escalation_policy', words: 'Asks about pricing (“How much”): a person answers pricing questions.' },
  ],
  sources: { ...answered.sources, factIds: [], facts: [], escalations: ['pricing_question'] },
  escalations: [{ code: 'pricing_question', words: 'Asks about pricing.', evidence: ['How much'] }],
  sendAt: null,
  sentAt: null,
  createdAt: '2026-11-07T09:01:00.000Z',
  updatedAt: '2026-11-07T09:01:00.000Z',
};

const drafted: AutopilotAction = {
  ...answered,
  id: testId(0x5a3),
  inboundMessageId: testId(0x5b3),
  kind: 'draft_for_review',
  status: 'pending',
  reasons: answered.reasons.slice(0, 1),
  sendAt: null,
  sentAt: null,
  createdAt: '2026-11-08T09:01:00.000Z',
  updatedAt: '2026-11-08T09:01:00.000Z',
};

const paused: AutopilotAction = {
  ...answered,
  id: testId(0x5a4),
  inboundMessageId: testId(0x5b4),
  reply: replyOf('Not now, try me in March.', '2026-11-09T09:00:00.000Z'),
  kind: 'pause_until',
  status: 'recorded',
  subject: '',
  bodyHtml: '',
  bodyText: '',
  reasons: [{ rule: 'follow_up_later', words: 'Not now: the sequence waits until 2027-03-12.' }],
  sources: { ...answered.sources, label: 'not_now', factIds: [], facts: [] },
  followUpOn: '2027-03-12',
  sendAt: null,
  sentAt: null,
  createdAt: '2026-11-09T09:01:00.000Z',
  updatedAt: '2026-11-09T09:01:00.000Z',
};

/** As the server answers: newest first. */
const history = [paused, drafted, escalated, answered];

/** The campaign page with Grace in its table, her conversation, and the autopilot's list as `actions` answers. */
function serve(detail: CampaignDetail, actions: () => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(`v1/campaign/id/${campaign.id}`), () => dataReply(detail)),
    http.get(apiUrl(`v1/campaign/summary/${campaign.id}`), () => dataReply(results)),
    http.get(apiUrl(`v1/communication/id/${enrolmentId}`), () => dataReply(conversationWith())),
    http.get(actionsPath, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return actions();
    }),
    ...campaignSurroundings,
  );
  return queries;
}

/** Opens Grace's conversation and waits for it (its timeline) to load. */
async function openConversation() {
  await renderApp(`/campaigns/${campaign.id}`);
  const table = await screen.findByRole('table', { name: 'Prospects' });
  await userEvent.click(within(table).getByRole('button', { name: 'Open the conversation with Grace Hopper' }));
  const drawer = await screen.findByRole('dialog', { name: 'Conversation with Grace Hopper' });
  await within(drawer).findByRole('list', { name: 'Conversation timeline' });
  return drawer;
}

/** What an action's item says the autopilot did (its name: the summary it is labelled by). */
function summaryOf(item: HTMLElement): string {
  return document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
}

async function autopilotSection() {
  return within(await openConversation()).findByRole('region', { name: 'Autopilot' });
}

describe('the autopilot’s actions in a prospect’s conversation', () => {
  it('lists what the autopilot did for the prospect, newest first, with its status, time and a link to approve', async () => {
    const queries = serve(onAutopilot, () => pageReply(history));
    const section = await autopilotSection();
    const list = await within(section).findByRole('list', { name: 'Autopilot actions' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map(summaryOf)).toEqual([
      `Paused until ${formatDay('2027-03-12')}`,
      'Drafted an answer, waiting for approval',
      'Sent to a person: pricing question',
      'Answered a question',
    ]);
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { queue: 'all', enrolmentId, page: '1', perPage: '20' },
    ]);

    const [pausedItem, draftItem, escalatedItem, answeredItem] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(pausedItem).getByText('Recorded')).toBeTruthy();
    expect(within(draftItem).getByText('Waiting for approval')).toBeTruthy();
    expect(within(escalatedItem).getByText('Needs a person')).toBeTruthy();
    expect(within(escalatedItem).getByText('Their reply: “How much for a team of 25?”')).toBeTruthy();
    expect(within(answeredItem).getByText('Sent')).toBeTruthy();
    expect(
      within(answeredItem)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([answered.createdAt, answered.sentAt]);
    // What waits for a person links to the approval queue; what is done does not.
    for (const waiting of [draftItem, escalatedItem]) {
      expect(within(waiting).getByRole('link', { name: 'Review in Approvals' }).getAttribute('href')).toBe(
        '/approvals',
      );
    }
    expect(within(answeredItem).queryByRole('link')).toBeNull();
    expect(within(pausedItem).queryByRole('link')).toBeNull();
  });

  it('shows why on demand: the reasons, the reply’s words, and the cited facts with their sources', async () => {
    serve(onAutopilot, () => pageReply(history));
    const section = await autopilotSection();
    const answeredItem = await within(section).findByRole('listitem', { name: 'Answered a question' });
    const why = within(answeredItem).getByRole('button', { name: 'Why' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(within(answeredItem).queryByText('Full autopilot: sent at once.')).toBeNull();

    await userEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(within(answeredItem).getByText('Full autopilot: sent at once.')).toBeTruthy();
    expect(
      within(answeredItem).getByText('Answered from the knowledge (FAQ: Do you integrate with Salesforce?).'),
    ).toBeTruthy();
    const fact = within(answeredItem).getByText(`${salesforceFact.source}:`).closest('li');
    expect(fact?.textContent).toBe(`${salesforceFact.source}: ${salesforceFact.text}`);
    expect(within(answeredItem).getByText('Read as “question” (confidence 92 %).')).toBeTruthy();

    const escalatedItem = within(section).getByRole('listitem', { name: 'Sent to a person: pricing question' });
    await userEvent.click(within(escalatedItem).getByRole('button', { name: 'Why' }));
    expect(
      within(escalatedItem).getByText('Asks about pricing (“How much”): a person answers pricing questions.'),
    ).toBeTruthy();
    expect(within(escalatedItem).getByText('In the reply: “How much”')).toBeTruthy();

    await userEvent.click(why);
    expect(within(answeredItem).queryByText('Full autopilot: sent at once.')).toBeNull();
  });

  it('says when the autopilot has not acted for the prospect', async () => {
    serve(onAutopilot, () => pageReply([]));
    const section = await autopilotSection();
    expect(await within(section).findByText('The autopilot has not acted for this prospect yet.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('shows a skeleton while the actions load', async () => {
    serve(onAutopilot, () => pageReply([]));
    server.use(http.get(actionsPath, pendingReply));
    const section = await autopilotSection();
    expect(within(section).getByRole('status', { name: 'Loading the autopilot’s actions' })).toBeTruthy();
  });

  it('shows a failed load with a retry that lists the actions', async () => {
    serve(
      onAutopilot,
      failingOnce('The autopilot’s actions are unavailable.', () => pageReply(history)),
    );
    const section = await autopilotSection();
    expect(await within(section).findByText('The autopilot’s actions are unavailable.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('listitem', { name: 'Answered a question' })).toBeTruthy();
  });

  it('has no autopilot section, and asks for no action, for a campaign not on the autopilot', async () => {
    const queries = serve(campaign, () => pageReply(history));
    const drawer = await openConversation();
    expect(within(drawer).queryByRole('region', { name: 'Autopilot' })).toBeNull();
    expect(within(drawer).queryByText('The autopilot has not acted for this prospect yet.')).toBeNull();
    expect(queries).toEqual([]);
  });
});
