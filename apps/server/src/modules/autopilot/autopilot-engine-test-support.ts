import { readFileSync } from 'node:fs';
import type { AutopilotAction, CampaignAutopilot, LoginReply, SaveAutopilotBody } from '@leadpilot/contracts';
import { defaultCampaignSettings } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness.ts';
import {
  autopilotActions,
  campaignSteps,
  campaigns,
  communicationEvents,
  enrolments,
  inboundMessages,
  sandboxMessages,
  sendLedger,
} from '../../db/schema.ts';
import { sandboxMailbox } from '../campaigns/campaigns-test-support.ts';
import { autopilotSendJob } from './autopilot.jobs.ts';
import { fixtureDirectory } from './autopilot-test-support.ts';
import { createAutopilotReplyHook } from './reply-hook.ts';

/**
 * Fixtures of the autopilot engine's tests: a campaign that wrote to a prospect from a sandbox
 * mailbox (the thread the answer goes back into), switched to the autopilot with the Notewell
 * knowledge of the core's fixtures; replies stored as the reply reader stores them; the hook and
 * the send job as the jobs run them.
 */

export const notewellKnowledge = (): unknown =>
  JSON.parse(readFileSync(`${fixtureDirectory}knowledge.json`, 'utf8')) as unknown;

export const idealCustomer = { titles: ['Head of Sales'], industries: ['Logistics'] };

export type AutopilotCall = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>;

export function autopilotClient(context: TestContext, as: LoginReply): AutopilotCall {
  return (method, url, body) =>
    context.call(method, `/api/v1${url}`, { token: as.accessToken, ...(body === undefined ? {} : { body }) });
}

export async function saveAutopilot(context: TestContext, as: LoginReply, body: SaveAutopilotBody) {
  return autopilotClient(context, as)<{ message: string; data: CampaignAutopilot }>(
    'POST',
    '/campaign/autopilot/settings',
    body,
  );
}

/**
 * A running campaign's first message to the prospect, as the sending engine leaves it: the
 * enrolment (its thread fixed), the ledger row with its Message-ID and the `sent` event with its subject.
 */
async function sentFirstMessage(
  context: TestContext,
  input: { organisationId: string; mailboxId: string; prospect: string; threadMessageId: string },
) {
  const sentAt = new Date(context.clock.now().getTime() - 60 * 60_000);
  const [campaign] = await context.db
    .insert(campaigns)
    .values({
      organisationId: input.organisationId,
      name: `Autopilot ${context.unique()}`,
      status: 'running',
      settings: defaultCampaignSettings,
    })
    .returning({ id: campaigns.id });
  const campaignId = campaign?.id ?? '';
  const [step] = await context.db
    .insert(campaignSteps)
    .values({ campaignId, position: 0, kind: 'email' })
    .returning({ id: campaignSteps.id });
  const [enrolment] = await context.db
    .insert(enrolments)
    .values({
      organisationId: input.organisationId,
      campaignId,
      email: input.prospect,
      firstName: 'Dana',
      lastName: 'Lee',
      domain: 'prospect.test',
      mailboxId: input.mailboxId,
      threadMessageId: input.threadMessageId,
    })
    .returning({ id: enrolments.id });
  const enrolmentId = enrolment?.id ?? '';
  const [ledger] = await context.db
    .insert(sendLedger)
    .values({
      organisationId: input.organisationId,
      campaignId,
      enrolmentId,
      stepId: step?.id ?? '',
      mailboxId: input.mailboxId,
      state: 'sent',
      dueAt: sentAt,
      messageId: input.threadMessageId,
      submittedAt: sentAt,
      sentAt,
    })
    .returning({ id: sendLedger.id });
  await context.db.insert(communicationEvents).values({
    organisationId: input.organisationId,
    campaignId,
    enrolmentId,
    ledgerId: ledger?.id ?? null,
    kind: 'sent',
    reason: 'Sent.',
    details: { messageId: input.threadMessageId, mailboxId: input.mailboxId, subject: 'Call notes for your team' },
    at: sentAt,
  });
  return { campaignId, enrolmentId, sendLedgerId: ledger?.id ?? '' };
}

/**
 * The organisation's campaign thread with Dana (dana-…@prospect.test), on the autopilot in `mode`
 * unless `enable` is false.
 */
export async function autopilotThread(
  context: TestContext,
  owner: LoginReply,
  options: { mode?: 'review' | 'auto_with_undo' | 'full_auto'; enable?: boolean; undoDelayMinutes?: number } = {},
) {
  const organisationId = owner.userData.organisation.id;
  const mailbox = await sandboxMailbox(context, owner);
  const prospect = `dana-${context.unique()}@prospect.test`;
  const threadMessageId = `<lp.${context.unique()}@acme.test>`;
  const sent = await sentFirstMessage(context, { organisationId, mailboxId: mailbox.id, prospect, threadMessageId });
  const saved = await saveAutopilot(context, owner, {
    id: sent.campaignId,
    knowledge: notewellKnowledge() as SaveAutopilotBody['knowledge'],
    idealCustomer,
    settings: { mode: options.mode ?? 'review', undoDelayMinutes: options.undoDelayMinutes ?? 10 },
  });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  if (options.enable !== false) {
    const on = await autopilotClient(context, owner)('POST', '/campaign/autopilot', {
      id: sent.campaignId,
      action: 'enable',
    });
    if (on.status !== 200) throw new Error(`enable failed: ${on.status} ${JSON.stringify(on.body)}`);
  }
  return { organisationId, mailbox, prospect, threadMessageId, ...sent };
}

export type Thread = Awaited<ReturnType<typeof autopilotThread>>;

/** The prospect's reply as the sync stores it (effects done), labelled as the classifier would. */
export async function storeReply(
  context: TestContext,
  thread: Thread,
  text: string,
  values: Partial<typeof inboundMessages.$inferInsert> = {},
) {
  const [row] = await context.db
    .insert(inboundMessages)
    .values({
      organisationId: thread.organisationId,
      mailboxId: thread.mailbox.id,
      messageId: `<in.${context.unique()}@prospect.test>`,
      providerRef: `sandbox:${context.unique()}`,
      fromAddress: thread.prospect,
      fromName: 'Dana Lee',
      subject: 'Re: Call notes for your team',
      text,
      rawSize: 800,
      receivedAt: context.clock.now(),
      inReplyTo: thread.threadMessageId,
      sendLedgerId: thread.sendLedgerId,
      enrolmentId: thread.enrolmentId,
      campaignId: thread.campaignId,
      matchedBy: 'header',
      kind: 'reply',
      label: 'question',
      confidence: 0.9,
      evidence: [],
      effectsAt: context.clock.now(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no inbound message');
  return row;
}

/** The sync job's hook, as it runs after the reply effects. */
export const runHook = (context: TestContext, message: typeof inboundMessages.$inferSelect) =>
  createAutopilotReplyHook({ db: context.db, clock: context.clock })(message);

/** One run of the every-minute send job. */
export const runSendJob = (context: TestContext) =>
  autopilotSendJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });

export async function actionsOf(context: TestContext, campaignId: string) {
  return context.db.select().from(autopilotActions).where(eq(autopilotActions.campaignId, campaignId));
}

export async function actionFor(context: TestContext, inboundId: string) {
  const [row] = await context.db
    .select()
    .from(autopilotActions)
    .where(eq(autopilotActions.inboundMessageId, inboundId));
  if (!row) throw new Error('no autopilot action for this message');
  return row;
}

/** What the sandbox mailbox accepted for the prospect (the answers the autopilot sent). */
export function mailTo(context: TestContext, address: string) {
  return context.db.select().from(sandboxMessages).where(eq(sandboxMessages.toAddress, address));
}

export type ActionReply = { message: string; data: AutopilotAction };
