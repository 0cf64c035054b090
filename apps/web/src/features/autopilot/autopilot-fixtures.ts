import type { AutopilotAction, AutopilotKillSwitch, CampaignAutopilot } from '@leadpilot/contracts';
import { testId } from '../../test/fixtures.ts';

/** The autopilot's fixtures for the web tests: a draft, an escalation, a scheduled answer, a campaign. */

export const campaignId = testId(0xa10);

export const draft: AutopilotAction = {
  id: testId(0xa11),
  campaignId,
  campaignName: 'Notewell outreach',
  enrolmentId: testId(0xa12),
  inboundMessageId: testId(0xa13),
  prospect: { email: 'dana@prospect.test', name: 'Dana Lee' },
  reply: {
    subject: 'Re: Call notes for your team',
    text: 'Does Notewell integrate with Salesforce?',
    receivedAt: '2026-03-02T09:00:00.000Z',
  },
  stepNumber: null,
  kind: 'draft_for_review',
  status: 'pending',
  subject: 'Re: Call notes for your team',
  bodyHtml: '<p>Hi Dana,</p><p>Yes. Notewell writes call notes into Salesforce.</p>',
  bodyText: 'Hi Dana,\n\nYes. Notewell writes call notes into Salesforce.',
  reasons: [
    { rule: 'answered_from_knowledge', words: 'Answered from the knowledge (FAQ: Do you integrate with Salesforce?).' },
    { rule: 'mode_review', words: 'Review mode: every message waits for approval before it is sent.' },
  ],
  sources: {
    label: 'question',
    confidence: 0.9,
    factIds: ['faq.salesforce.1'],
    facts: [
      {
        id: 'faq.salesforce.1',
        source: 'FAQ: Do you integrate with Salesforce?',
        text: 'Yes. Notewell writes call notes into Salesforce.',
      },
    ],
    slotStarts: [],
    escalations: [],
  },
  escalations: [],
  followUpOn: null,
  sendAt: null,
  sentAt: null,
  statusReason: '',
  isEditedByPerson: false,
  decidedByName: '',
  createdAt: '2026-03-02T09:01:00.000Z',
  updatedAt: '2026-03-02T09:01:00.000Z',
};

export const escalation: AutopilotAction = {
  ...draft,
  id: testId(0xa14),
  inboundMessageId: testId(0xa15),
  prospect: { email: 'sam@prospect.test', name: 'Sam Ortiz' },
  reply: {
    subject: 'Re: Call notes for your team',
    text: 'How much would it be for a team of 25?',
    receivedAt: '2026-03-02T09:00:00.000Z',
  },
  kind: 'escalate',
  status: 'escalated',
  subject: '',
  bodyHtml: '',
  bodyText: '',
  reasons: [
    { rule: 'escalation_policy', words: 'Asks about pricing (“How much”): a person answers pricing questions.' },
  ],
  sources: { ...draft.sources, factIds: [], facts: [], escalations: ['pricing_question'] },
  escalations: [{ code: 'pricing_question', words: 'Asks about pricing.', evidence: ['How much'] }],
};

export function scheduled(sendAt: string): AutopilotAction {
  return {
    ...draft,
    id: testId(0xa16),
    inboundMessageId: testId(0xa17),
    prospect: { email: 'kim@prospect.test', name: 'Kim Park' },
    kind: 'send_after_delay',
    status: 'scheduled',
    sendAt,
  };
}

export const killSwitchOff: AutopilotKillSwitch = { isOn: false, reason: '', changedAt: null, changedByName: '' };

export const campaignAutopilot: CampaignAutopilot = {
  campaignId,
  campaignName: 'Notewell outreach',
  campaignStatus: 'running',
  isOn: false,
  settings: {
    mode: 'review',
    undoDelayMinutes: 10,
    confidenceThreshold: 0.7,
    followUpDefaultDays: 90,
    newProspectsPerDay: 20,
    bookingLink: null,
  },
  idealCustomer: null,
  knowledge: null,
  missing: [
    'Write the knowledge the autopilot answers from: at least the offer (what, for whom, the outcome).',
    'Describe the ideal customer: at least one people-search filter, such as titles or industries.',
  ],
  prospecting: [],
  revision: 0,
  enabledAt: null,
  updatedAt: null,
};

/** A step of the sequence held for review (review mode): no reply, the campaign's own email. */
export const sequenceEmail: AutopilotAction = {
  ...draft,
  id: testId(0xa18),
  inboundMessageId: null,
  prospect: { email: 'lee@prospect.test', name: 'Lee Chan' },
  reply: null,
  stepNumber: 1,
  kind: 'sequence_email',
  subject: 'Call notes for Chan Freight',
  bodyHtml: '<p>Hi Lee,</p><p>Your reps could stop typing call notes.</p>',
  bodyText: 'Hi Lee,\n\nYour reps could stop typing call notes.',
  reasons: [
    { rule: 'mode_review', words: 'Review mode: step 1 of the sequence waits for a person before it is sent.' },
  ],
  sources: {
    ...draft.sources,
    label: null,
    confidence: 1,
    factIds: [],
    facts: [{ id: 'draft-1', source: 'Title', text: 'Head of Sales' }],
  },
};
