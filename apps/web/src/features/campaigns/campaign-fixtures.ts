import {
  type CampaignDetail,
  type CampaignFigures,
  type CampaignSummary,
  defaultCampaignSettings,
  type Mailbox,
} from '@leadpilot/contracts';
import { campaignSummary, mailbox, testId } from '../../test/fixtures.ts';
import { apiUrl, dataReply, http, pageReply } from '../../test/server.ts';

/** Campaigns test data, shaped as the server's replies (the mailbox and running campaign are shared). */
export const brokenMailbox: Mailbox = {
  ...mailbox,
  id: testId(0xc02),
  email: 'old@acme.test',
  senderName: '',
  status: 'broken',
  statusReason: 'The server refused the password: sign in again.',
};

export const runningCampaign: CampaignSummary = campaignSummary;

export const draftCampaign: CampaignSummary = {
  ...runningCampaign,
  id: testId(0xd02),
  name: 'Webinar follow-up',
  status: 'draft',
  enrolled: 0,
  revision: 2,
  launchedAt: null,
};

export function detailOf(summary: CampaignSummary): CampaignDetail {
  return {
    ...summary,
    settings: defaultCampaignSettings,
    audience: { search: null, listIds: [], csv: [{ email: 'grace@globex.test', firstName: 'Grace' }] },
    steps: [
      {
        id: testId(0xe01),
        position: 0,
        kind: 'email',
        waitDays: null,
        taskKind: null,
        taskNote: null,
        newThread: false,
        variants: [
          {
            id: testId(0xe11),
            label: 'A',
            templateId: null,
            aiDraft: false,
            aiBrief: null,
            subject: 'Hello {{ first_name }}',
            bodyHtml: '<p>Hi {{ first_name }}</p>',
          },
        ],
      },
    ],
    mailboxes: [{ id: mailbox.id, email: mailbox.email, name: mailbox.senderName }],
    transitions: [],
    enrolments: { active: summary.enrolled, held: 0, paused: 0, stopped: 0, completed: 0 },
    completedAt: null,
  };
}

export const figures: CampaignFigures = {
  prospects: 25,
  active: 20,
  completed: 2,
  stopped: 3,
  stoppedByReason: { reply: 3 },
  sent: 41,
  replies: 7,
  positiveReplies: 4,
  meetings: 2,
  bounces: 0,
  unsubscribes: 1,
  opened: 0,
  clicked: 0,
};

/** What the campaigns pages read besides the campaigns: mailboxes, the team, lists and merge fields. */
export const campaignSurroundings = [
  http.get(apiUrl('v1/organisation/emails'), () => pageReply([mailbox, brokenMailbox])),
  http.get(apiUrl('v1/users/teams/list'), () => pageReply([])),
  http.get(apiUrl('v1/lists'), () => dataReply([])),
  http.get(apiUrl('v1/emailtemplate/fields'), () =>
    dataReply([{ key: 'first_name', label: 'First name', group: 'Prospect', example: 'Ada', custom: false }]),
  ),
];
