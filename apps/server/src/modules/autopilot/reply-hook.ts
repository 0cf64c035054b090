import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotActions, enrolments, type inboundMessages, mailboxes } from '../../db/schema.ts';
import type { LlmClient } from '../../integrations/llm/llm-client.ts';
import type { Clock } from '../../platform/clock.ts';
import { type CampaignConfig, loadCampaignConfig } from './campaign-config.ts';
import type { AnswerPeople } from './compose-answer.ts';
import { decideNextAction, type SlotSource } from './decide-next-action.ts';
import { classificationOf, type DecisionColumns, decisionColumns } from './decision-record.ts';
import { isKillSwitchOn } from './kill-switch.ts';
import { rewriteWithModel } from './model-answer.ts';
import { type PreparedKnowledge, prepareKnowledge } from './prepare-knowledge.ts';

type InboundRow = typeof inboundMessages.$inferSelect;

export interface ReplyHookDeps {
  db: Database;
  clock: Clock;
  /** A language model to write answers in its own words under the fact check; null: the built-in composer. */
  llm?: LlmClient | null;
  /**
   * The host's free/busy behind the campaign's booking link (the meetings module's, for one of the
   * organisation's own host pages), so a meeting answer proposes concrete times; none or null: the
   * answer gives the booking link alone.
   */
  slots?: (organisationId: string, bookingLink: string) => Promise<SlotSource | null>;
}

/** Each campaign's knowledge split and indexed once per saved revision, not once per reply. */
const preparedCache = new Map<string, PreparedKnowledge>();
function preparedFor(config: CampaignConfig & { knowledge: NonNullable<CampaignConfig['knowledge']> }) {
  const key = `${config.campaignId}:${config.revision}`;
  let prepared = preparedCache.get(key);
  if (!prepared) {
    prepared = prepareKnowledge(config.knowledge);
    if (preparedCache.size >= 100) preparedCache.clear();
    preparedCache.set(key, prepared);
  }
  return prepared;
}

/** The thread's prospect and the mailbox the answer leaves from (the thread's, else the one the reply reached). */
async function threadOf(db: Database, message: InboundRow, enrolmentId: string) {
  const [enrolment] = await db
    .select({
      email: enrolments.email,
      firstName: enrolments.firstName,
      lastName: enrolments.lastName,
      timeZone: enrolments.timeZone,
      mailboxId: enrolments.mailboxId,
    })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId));
  if (!enrolment) return null;
  const mailboxId = enrolment.mailboxId ?? message.mailboxId;
  const [mailbox] = await db
    .select({ senderName: mailboxes.senderName, email: mailboxes.email })
    .from(mailboxes)
    .where(eq(mailboxes.id, mailboxId));
  return { enrolment, mailboxId, senderName: mailbox?.senderName || mailbox?.email || '' };
}

/** Someone other than the prospect wrote (a colleague, a forward): the answer would go to the wrong person. */
function otherSender(columns: DecisionColumns, from: string, prospect: string): DecisionColumns {
  const words = `Written by ${from}, not by the prospect (${prospect}): a person answers.`;
  return {
    ...columns,
    kind: 'escalate',
    status: 'escalated',
    subject: '',
    bodyHtml: '',
    bodyText: '',
    sendAt: null,
    reasons: [{ rule: 'escalation_policy', words }],
    escalations: [...columns.escalations, { code: 'other_sender', words, evidence: [from] }],
    sources: { ...columns.sources, escalations: [...columns.sources.escalations, 'other_sender'] },
  };
}

/** The host's calendar behind the booking link, when the meetings module can read it; else none. */
async function calendarFor(deps: ReplyHookDeps, organisationId: string, bookingLink: string | null) {
  if (!bookingLink || !deps.slots) return null;
  return deps.slots(organisationId, bookingLink).catch(() => null);
}

/**
 * Decides one stored message of an autopilot campaign and records the decision once (the inbound
 * message is unique in `autopilot_actions`; a second run finds it and does nothing). Messages of
 * other campaigns, of a campaign off the autopilot or archived, or without a prospect are left.
 * Answers are not sent here: the send job (autopilot.jobs.ts) sends what is due.
 */
export async function decideReply(deps: ReplyHookDeps, message: InboundRow): Promise<'recorded' | 'skipped'> {
  const { db, clock } = deps;
  if (!message.campaignId || !message.enrolmentId || message.deletedAt) return 'skipped';
  const config = await loadCampaignConfig(db, message.organisationId, message.campaignId).catch(() => null);
  if (!config?.isOn || !config.knowledge || config.campaignStatus.endsWith('archived')) return 'skipped';
  const [existing] = await db
    .select({ id: autopilotActions.id })
    .from(autopilotActions)
    .where(eq(autopilotActions.inboundMessageId, message.id));
  if (existing) return 'skipped';
  const thread = await threadOf(db, message, message.enrolmentId);
  if (!thread) return 'skipped';

  const knowledge = preparedFor({ ...config, knowledge: config.knowledge });
  const now = clock.now();
  const people: AnswerPeople = { prospectFirstName: thread.enrolment.firstName || null, senderName: thread.senderName };
  let action = decideNextAction({
    classification: classificationOf(message),
    replyText: message.text,
    knowledge,
    settings: config.settings,
    isKillSwitchOn: await isKillSwitchOn(db, message.organisationId),
    now,
    calendar: await calendarFor(deps, message.organisationId, config.settings.bookingLink),
    bookingLink: config.settings.bookingLink,
    people,
    prospectTimeZone: thread.enrolment.timeZone,
  });
  if (deps.llm) action = await rewriteWithModel({ llm: deps.llm, action, knowledge, people, replyText: message.text });
  let columns = decisionColumns(action, { knowledge, replySubjectLine: message.subject, now });
  const from = message.fromAddress.trim().toLowerCase();
  const prospect = thread.enrolment.email.trim().toLowerCase();
  if (from && from !== prospect && columns.bodyHtml) columns = otherSender(columns, from, prospect);

  const name = `${thread.enrolment.firstName} ${thread.enrolment.lastName}`.trim() || message.fromName;
  await db
    .insert(autopilotActions)
    .values({
      organisationId: message.organisationId,
      campaignId: message.campaignId,
      enrolmentId: message.enrolmentId,
      inboundMessageId: message.id,
      mailboxId: thread.mailboxId,
      idempotencyKey: `autopilot:${message.id}`,
      prospectEmail: prospect,
      prospectName: name,
      replySubject: message.subject,
      replyText: message.text,
      replyReceivedAt: message.receivedAt,
      classification: classificationOf(message),
      ...columns,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return 'recorded';
}

/**
 * The reply reader's `onStored` hook for the autopilot, composed after the reply effects in the
 * sync job: the effects (stop, suppress, pause) have run, then the autopilot decides. A failure is
 * logged, not thrown: the effects are done, and the send job's sweep decides the reply again.
 */
export function createAutopilotReplyHook(
  deps: ReplyHookDeps & { log?: { warn(details: object, message: string): void } },
) {
  return async function onAutopilotReply(message: InboundRow): Promise<void> {
    try {
      await decideReply(deps, message);
    } catch (error) {
      deps.log?.warn(
        { inboundId: message.id, reason: (error as Error).name },
        'autopilot decision failed: the next autopilot.send run decides it again',
      );
    }
  };
}
