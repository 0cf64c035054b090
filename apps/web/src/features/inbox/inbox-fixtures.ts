import type { InboxCounts, InboxItem, InboxMessageDetail } from '@leadpilot/contracts';
import { campaignSummary, mailbox, testId } from '../../test/fixtures.ts';
import { apiUrl, HttpResponse, http, pageReply } from '../../test/server.ts';

/** Inbox test data, shaped as the server's replies. */
export const listPath = apiUrl('v1/inbox');
export const countsPath = apiUrl('v1/inbox/counts');

const minute = 60_000;

/** Grace's reply: interested, matched to the campaign. */
export const graceReply: InboxItem = {
  id: testId(0x1a01),
  mailboxId: mailbox.id,
  mailboxEmail: mailbox.email,
  campaignId: campaignSummary.id,
  campaignName: campaignSummary.name,
  enrolmentId: testId(0xe01),
  personId: testId(0x501),
  fromAddress: 'grace@globex.test',
  fromName: 'Grace Hopper',
  subject: 'Re: Quick question about compilers',
  snippet: 'Sounds interesting. Can you send more details?',
  receivedAt: new Date(Date.now() - 10 * minute).toISOString(),
  kind: 'reply',
  label: 'interested',
  classifierLabel: 'interested',
  labelOverride: null,
  confidence: 0.82,
  state: 'open',
  snoozedUntil: null,
  handledAt: null,
};

/** Alan's question, an hour older. */
export const alanReply: InboxItem = {
  ...graceReply,
  id: testId(0x1a02),
  enrolmentId: testId(0xe02),
  personId: null,
  fromAddress: 'alan@bletchley.test',
  fromName: 'Alan Turing',
  subject: 'Re: Hello from Acme',
  snippet: 'How does the pricing work for a team of five?',
  receivedAt: new Date(Date.now() - 70 * minute).toISOString(),
  label: 'question',
  classifierLabel: 'question',
  confidence: 0.74,
};

/** An out-of-office notice: an automatic reply, no label. */
export const awayNotice: InboxItem = {
  ...graceReply,
  id: testId(0x1a03),
  subject: 'Automatic reply: Quick question about compilers',
  snippet: 'I am out of the office until 7 December.',
  kind: 'auto_reply',
  label: null,
  classifierLabel: null,
  confidence: null,
};

export function detailOf(item: InboxItem): InboxMessageDetail {
  return {
    message: {
      ...item,
      text: `${item.snippet}\n\nBest,\n${item.fromName}`,
      evidence: item.label === 'interested' ? ['Sounds interesting'] : ['How does the pricing work'],
      bounceKind: null,
      bounceRecipient: null,
      outOfOffice: item.kind === 'auto_reply',
      returnDate: item.kind === 'auto_reply' ? '2026-12-07' : null,
      referral: null,
      override: item.labelOverride ? { by: 'Ada Lovelace', at: new Date().toISOString() } : null,
    },
    thread: [
      {
        id: testId(0xf01),
        direction: 'outbound',
        source: 'campaign',
        at: new Date(Date.now() - 2 * 24 * 60 * minute).toISOString(),
        from: mailbox.email,
        to: item.fromAddress,
        subject: item.subject.replace(/^Re: /, ''),
        text: null,
        stepPosition: 0,
        isCurrent: false,
      },
      {
        id: item.id,
        direction: 'inbound',
        source: 'inbound',
        at: item.receivedAt,
        from: `${item.fromName} <${item.fromAddress}>`,
        to: mailbox.email,
        subject: item.subject,
        text: item.snippet,
        stepPosition: null,
        isCurrent: true,
      },
    ],
    prospect: {
      personId: item.personId,
      name: item.fromName,
      email: item.fromAddress,
      title: item.personId ? 'Head of Engineering' : null,
      company: 'Globex',
      isRevealed: item.personId !== null,
      personality: item.personId
        ? {
            primary: 'D',
            secondary: 'C',
            confidenceLevel: 'medium',
            tone: 'Direct and brief: lead with the result.',
            leadWith: ['The outcome in one line'],
            avoid: ['Small talk'],
          }
        : null,
    },
    reply: { from: mailbox.email, to: item.fromAddress, subject: item.subject, refusal: null },
  };
}

export function countsOf(items: InboxItem[]): InboxCounts {
  const counts: InboxCounts = {
    total: items.length,
    unlabelled: 0,
    labels: {
      interested: 0,
      meeting_request: 0,
      question: 0,
      not_now: 0,
      not_interested: 0,
      wrong_person: 0,
      unsubscribe_request: 0,
    },
  };
  for (const item of items) {
    if (item.label) counts.labels[item.label] += 1;
    else counts.unlabelled += 1;
  }
  return counts;
}

/** What the page reads besides the inbox: the campaigns and mailboxes its filters list. */
export const filterSources = [
  http.get(apiUrl('v1/campaign/orgcampaign'), () => pageReply([campaignSummary])),
  http.get(apiUrl('v1/organisation/emails'), () => pageReply([mailbox])),
];

/** The reply of a change to one message. */
export function itemReply(message: string, item: InboxItem) {
  return HttpResponse.json({ message, data: item });
}
