import type { CampaignSummary, Mailbox, UpcomingEmail } from '@leadpilot/contracts';
import { campaignSummary, mailbox, testId } from '../../test/fixtures.ts';
import { apiUrl, HttpResponse, http, pageReply } from '../../test/server.ts';

/** Upcoming emails test data, shaped as the server's replies. */
export const listPath = apiUrl('v1/communication/upcomingemail');

export const otherMailbox: Mailbox = { ...mailbox, id: testId(0xc02), email: 'grace@acme.test' };

export const campaign: CampaignSummary = campaignSummary;
export const otherCampaign: CampaignSummary = { ...campaign, id: testId(0xd02), name: 'Webinar follow-up' };

const minute = 60_000;

/** Grace's second email, variant B, due in about two hours. */
export const graceEmail: UpcomingEmail = {
  ledgerId: testId(0xf01),
  enrolmentId: testId(0xe01),
  campaignId: campaign.id,
  campaignName: campaign.name,
  email: 'grace@globex.test',
  name: 'Grace Hopper',
  stepPosition: 1,
  variantLabel: 'B',
  subject: 'Quick follow-up on compilers',
  mailboxId: mailbox.id,
  mailboxEmail: mailbox.email,
  dueAt: new Date(Date.now() + 2 * 60 * minute + 5 * minute).toISOString(),
  deferred: false,
  reason: null,
};

/** Alan's first email, moved to tomorrow by the mailbox's daily limit. */
export const alanEmail: UpcomingEmail = {
  ...graceEmail,
  ledgerId: testId(0xf02),
  enrolmentId: testId(0xe02),
  email: 'alan@bletchley.test',
  name: 'Alan Turing',
  stepPosition: 0,
  variantLabel: null,
  subject: 'Hello from Acme',
  dueAt: new Date(Date.now() + 26 * 60 * minute).toISOString(),
  deferred: true,
  reason: 'The daily limit of sales@acme.test was reached: moved to the next day.',
};

/** What the page reads besides the queue: the campaigns and mailboxes its filters list. */
export const filterSources = [
  http.get(apiUrl('v1/campaign/orgcampaign'), () => pageReply([campaign, otherCampaign])),
  http.get(apiUrl('v1/organisation/emails'), () => pageReply([mailbox, otherMailbox])),
];

/** The reply of a change to the queue. */
export function actionReply(message: string, ids: string[]) {
  return HttpResponse.json({ message, data: { updated: ids } });
}
