import type { CampaignDetail, CsvProspect, LoginReply, Mailbox, SaveCampaignBody } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';

export type Session = LoginReply;

/** A sandbox mailbox of the session's organisation (always connects, sends offline). */
export async function sandboxMailbox(context: TestContext, as: Session, email?: string): Promise<Mailbox> {
  const reply = await context.call<{ data: Mailbox }>('POST', '/api/v1/organisation/emails', {
    token: as.accessToken,
    body: { kind: 'sandbox', email: email ?? `sender-${context.unique()}@acme.test` },
  });
  if (reply.status !== 200) throw new Error(`mailbox failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** CSV rows for `count` people at example domains. */
export function csvPeople(count: number, prefix = 'prospect'): CsvProspect[] {
  return Array.from({ length: count }, (_, index) => ({
    email: `${prefix}-${index}@company${index % 3}.example`,
    firstName: `First${index}`,
    lastName: `Last${index}`,
    company: `Company ${index % 3}`,
  }));
}

/** A two-email sequence with a wait between, A/B on the first email. */
export function sequence(): SaveCampaignBody['steps'] {
  return [
    {
      kind: 'email',
      variants: [
        { label: 'A', subject: 'Quick question, {{ first_name }}', bodyHtml: '<p>Hi {{ first_name }}, a thought.</p>' },
        { label: 'B', subject: 'An idea for {{ company_name }}', bodyHtml: '<p>Hello {{ first_name }}.</p>' },
      ],
    },
    { kind: 'wait', waitDays: 3 },
    { kind: 'email', variants: [{ label: 'A', bodyHtml: '<p>Following up, {{ first_name }}.</p>' }] },
  ];
}

export async function saveCampaign(context: TestContext, as: Session, body: SaveCampaignBody) {
  return context.call<{ message: string; data: CampaignDetail }>('POST', '/api/v1/campaign', {
    token: as.accessToken,
    body,
  });
}

/** The save body that changes a saved campaign at the revision it was read at. */
export function editBody(campaign: CampaignDetail, changes: Partial<SaveCampaignBody>): SaveCampaignBody {
  return {
    id: campaign.id,
    revision: campaign.revision,
    name: campaign.name,
    settings: campaign.settings,
    audience: campaign.audience,
    steps: campaign.steps.map(({ id, position: _position, ...step }) => ({ id, ...step })),
    mailboxIds: campaign.mailboxes.map((mailbox) => mailbox.id),
    ...changes,
  };
}

/** Saves and expects success. */
export async function savedCampaign(
  context: TestContext,
  as: Session,
  body: SaveCampaignBody,
): Promise<CampaignDetail> {
  const reply = await saveCampaign(context, as, body);
  if (reply.status !== 200) throw new Error(`save failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export async function transition(
  context: TestContext,
  as: Session,
  action: 'launch' | 'pause' | 'resume' | 'archive' | 'delete' | 'duplicate',
  body: Record<string, unknown>,
) {
  return context.call<{ message: string; data: Record<string, unknown> }>('POST', `/api/v1/campaign/${action}`, {
    token: as.accessToken,
    body,
  });
}

/** A draft with a CSV audience of `people` rows and one sandbox mailbox, ready to launch. */
export async function launchableDraft(
  context: TestContext,
  as: Session,
  input: { name?: string; csv?: CsvProspect[]; settings?: SaveCampaignBody['settings'] } = {},
): Promise<CampaignDetail> {
  const mailbox = await sandboxMailbox(context, as);
  return savedCampaign(context, as, {
    name: input.name ?? `Campaign ${context.unique()}`,
    steps: sequence(),
    mailboxIds: [mailbox.id],
    audience: { csv: input.csv ?? csvPeople(3, `prospect-${context.unique()}`) },
    ...(input.settings ? { settings: input.settings } : {}),
  });
}
