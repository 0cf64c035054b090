import type { CampaignResults, Conversation, ConversationMessage, EmailDraft } from '@leadpilot/contracts';
import { mailbox, organisationId, testId } from '../../../test/fixtures.ts';
import { detailOf, figures, runningCampaign } from '../campaign-fixtures.ts';

/** Conversation test data, shaped as the server's replies. */
export const campaign = detailOf(runningCampaign);
export const enrolmentId = testId(0xf01);

export const graceRow: CampaignResults['prospects']['data'][number] = {
  enrolmentId,
  personId: null,
  name: 'Grace Hopper',
  email: 'grace@globex.test',
  company: 'Globex',
  status: 'active',
  stopReason: null,
  step: 2,
  mailbox: mailbox.email,
  lastEvent: 'Sent step 1 (variant A)',
  lastEventAt: '2026-11-03T10:00:00.000Z',
};

export const results: CampaignResults = {
  campaign: runningCampaign,
  figures,
  sendsPerDay: [],
  funnel: [],
  prospects: { data: [graceRow], total: 1, page: 1, perPage: 25 },
};

function message(overrides: Partial<ConversationMessage> & Pick<ConversationMessage, 'id' | 'state'>) {
  return {
    stepId: testId(0xe01),
    stepPosition: 0,
    variantId: testId(0xe11),
    variantLabel: 'A',
    mailboxId: mailbox.id,
    mailboxEmail: mailbox.email,
    dueAt: '2026-11-03T09:55:00.000Z',
    submittedAt: null,
    sentAt: null,
    messageId: null,
    subject: 'Hello {{ first_name }}',
    attempts: 0,
    reason: null,
    ...overrides,
  } satisfies ConversationMessage;
}

function event(id: number, kind: string, reason: string, at: string, ledgerId: string | null = null) {
  return {
    id: testId(id),
    organisationId,
    campaignId: campaign.id,
    enrolmentId,
    ledgerId,
    kind,
    reason,
    details: {},
    at,
  };
}

const firstEmail = message({
  id: testId(0x1a1),
  state: 'sent',
  submittedAt: '2026-11-03T10:00:00.000Z',
  sentAt: '2026-11-03T10:00:01.000Z',
  messageId: '<lp.1@acme.test>',
  attempts: 1,
});

/** Ledger rows by step (as the server orders them); the log interleaves with them in time. */
export const messages: ConversationMessage[] = [
  firstEmail,
  message({
    id: testId(0x1a2),
    state: 'failed',
    stepId: testId(0xe02),
    stepPosition: 1,
    variantLabel: 'B',
    subject: 'Following up',
    dueAt: '2026-11-06T10:00:00.000Z',
    submittedAt: '2026-11-06T10:01:00.000Z',
    attempts: 3,
    reason: 'The mailbox refused the password.',
  }),
  message({
    id: testId(0x1a3),
    state: 'scheduled',
    stepId: testId(0xe03),
    stepPosition: 2,
    variantLabel: null,
    variantId: null,
    subject: 'Last note',
    dueAt: '2026-11-12T09:00:00.000Z',
  }),
];

export const events: Conversation['events'] = [
  event(0x2b1, 'sent', 'Sent step 1 (variant A).', '2026-11-03T10:00:01.000Z', firstEmail.id),
  event(0x2b2, 'clicked', 'Clicked https://acme.test/pricing', '2026-11-04T08:00:00.000Z'),
  event(0x2b3, 'deferred', 'The mailbox reached its daily limit: moved to the next day.', '2026-11-05T09:00:00.000Z'),
];

export function conversationWith(overrides: Partial<Conversation> = {}): Conversation {
  return {
    prospect: {
      enrolmentId,
      personId: null,
      email: 'grace@globex.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      title: 'Head of Operations',
      company: 'Globex',
      status: 'active',
      stopReason: null,
      heldReason: null,
      position: 2,
      threadMessageId: '<lp.1@acme.test>',
    },
    campaign: { id: campaign.id, name: campaign.name, status: campaign.status },
    archived: false,
    messages,
    events,
    drafts: [],
    ...overrides,
  };
}

export function draftOf(subject: string, bodyHtml: string): EmailDraft {
  return {
    id: testId(0x3c1),
    enrolmentId,
    mailboxId: mailbox.id,
    to: 'grace@globex.test',
    subject,
    bodyHtml,
    authorUserId: null,
    createdAt: '2026-11-07T09:00:00.000Z',
    updatedAt: '2026-11-07T09:00:00.000Z',
  };
}
