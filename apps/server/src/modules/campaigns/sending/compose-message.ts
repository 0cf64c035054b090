import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { MailboxMessage, MailboxRow } from '../../mailboxes/index.ts';
import {
  listUnsubscribeHeaders,
  loadFooterSender,
  renderUnsubscribeFooter,
  type UnsubscribeTokens,
  unsubscribeLinks,
} from '../../suppressions/index.ts';
import { compileTemplate, knownFieldKeys, type MergeValues, renderCompiled } from '../../templates/index.ts';
import type { TrackingService } from '../../tracking/index.ts';
import type { ClaimedSend, ThreadMessage } from './send-store.ts';

/** What every campaign message carries to let its recipient leave: headers and a visible footer. */
export interface UnsubscribeParts {
  headers: Record<string, string>;
  html: string;
  text: string;
}

/** Builds a recipient's unsubscribe parts (RFC 8058 headers, the footer with the postal address). */
export type UnsubscribeComposer = (send: ClaimedSend, mailbox: MailboxRow) => Promise<UnsubscribeParts>;

/** Unsubscribe parts from the suppressions module: a signed token per recipient, the organisation's address. */
export function createUnsubscribeComposer(deps: {
  db: Database;
  tokens: UnsubscribeTokens;
  baseUrl: string;
}): UnsubscribeComposer {
  const footers = new Map<string, ReturnType<typeof loadFooterSender>>();
  return async (send, mailbox) => {
    const links = await unsubscribeLinks(deps.tokens, {
      organisationId: send.organisationId,
      enrolmentId: send.enrolmentId,
      email: send.prospect.email,
      baseUrl: deps.baseUrl,
      mailtoAddress: mailbox.email,
    });
    let footer = footers.get(send.organisationId);
    if (!footer) {
      footer = loadFooterSender(deps.db, send.organisationId);
      footers.set(send.organisationId, footer);
    }
    const sender = (await footer) ?? { organisationName: '', postalAddress: [] };
    return { headers: listUnsubscribeHeaders(links), ...renderUnsubscribeFooter(sender, links.url) };
  };
}

/** Adds open and click tracking to a message's HTML as its campaign chose (unchanged when both are off). */
export type MessageInstrumenter = (send: ClaimedSend, html: string) => Promise<string>;

/** Tracking from the tracking module: signed pixel and link addresses naming this send. */
export function createMessageInstrumenter(tracking: Pick<TrackingService, 'instrument'>): MessageInstrumenter {
  return (send, html) =>
    tracking.instrument({
      html,
      organisationId: send.organisationId,
      enrolmentId: send.enrolmentId,
      ledgerId: send.ledgerId,
      campaignId: send.campaignId,
      tracking: send.settings.tracking,
    });
}

/** `<lp.<random>@<sender's domain>>`: new for every submission, stored before the transport sees it. */
export function newMessageId(mailbox: Pick<MailboxRow, 'email'>): string {
  const domain = mailbox.email.split('@')[1] || 'leadpilot.local';
  return `<lp.${randomUUID()}@${domain}>`;
}

/**
 * A prospect's merge values: the sender's (`senderValues`: custom fields' defaults, the company
 * name, the signature), then the campaign's per-prospect data over them, then their record and the
 * sending mailbox's name and address.
 */
export function mergeValuesOf(
  prospect: ClaimedSend['prospect'],
  mailbox: Pick<MailboxRow, 'email' | 'senderName'> | null,
  senderValues: MergeValues = {},
): MergeValues {
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(prospect.mergeData)) {
    if (typeof value === 'string' || typeof value === 'number') extra[key] = String(value);
  }
  const fullName = [prospect.firstName, prospect.lastName].filter(Boolean).join(' ');
  return {
    ...senderValues,
    ...extra,
    first_name: prospect.firstName,
    last_name: prospect.lastName,
    full_name: extra.full_name || fullName,
    company_name: prospect.company || extra.company_name,
    company_domain: prospect.domain || extra.company_domain,
    country: prospect.country || extra.country,
    sender_name: mailbox?.senderName || extra.sender_name,
    sender_email: mailbox?.email,
  };
}

export type Composed =
  | { ok: true; message: MailboxMessage & { messageId: string }; subject: string; firstOfThread: boolean }
  | { ok: false; reason: string };

const withoutReplyPrefix = (subject: string) => subject.replace(/^(\s*re:\s*)+/i, '');

/**
 * Where a message stands in the prospect's thread and the subject it carries there: its own
 * (rendered) subject when it opens a thread, else "Re: " and the subject the thread's first message
 * was sent with (its own when that was not recorded).
 */
export function threadedSubject(step: { newThread: boolean }, sent: ThreadMessage[], renderedSubject: string) {
  const lastNew = sent.findLastIndex((message) => message.newThread);
  const thread = sent.slice(Math.max(0, lastNew));
  const firstOfThread = step.newThread || thread.length === 0;
  const opener = thread[0];
  const subject = firstOfThread ? renderedSubject : `Re: ${withoutReplyPrefix(opener?.subject || renderedSubject)}`;
  return { subject, firstOfThread, thread };
}

/**
 * The message for one claimed send: the variant rendered for this prospect (a field with no value
 * holds them instead of sending a blank), threaded as a reply to the earlier messages unless the
 * step starts a new thread, with the unsubscribe headers and footer.
 */
export function composeMessage(
  send: ClaimedSend,
  mailbox: MailboxRow,
  messageId: string,
  unsubscribe: UnsubscribeParts | null,
  senderValues: MergeValues = {},
): Composed {
  if (!send.variant || (!send.variant.bodyHtml.trim() && !send.variant.subject.trim())) {
    return { ok: false, reason: 'This step has no message to send: write its subject and body.' };
  }
  const values = mergeValuesOf(send.prospect, mailbox, senderValues);
  let rendered: ReturnType<typeof renderCompiled>;
  try {
    const compiled = compileTemplate(
      { subject: send.variant.subject, html: send.variant.bodyHtml },
      knownFieldKeys(Object.keys(values)),
    );
    rendered = renderCompiled(compiled, values, 'send');
  } catch (error) {
    if (error instanceof AppError) return { ok: false, reason: error.message };
    throw error;
  }
  if (rendered.missingFields.length > 0) {
    const fields = rendered.missingFields.map((field) => `{{ ${field} }}`).join(', ');
    return {
      ok: false,
      reason: `Held: ${fields} has no value for ${send.prospect.email}. Fill it in (or give the field a fallback) and resume them.`,
    };
  }
  const { subject, firstOfThread, thread } = threadedSubject(send.step, send.sent, rendered.subject);
  const last = thread[thread.length - 1];
  const threading =
    !firstOfThread && last
      ? {
          inReplyTo: last.messageId,
          references: thread
            .map((message) => message.messageId)
            .filter(Boolean)
            .join(' '),
        }
      : {};
  return {
    ok: true,
    subject,
    firstOfThread,
    message: {
      idempotencyKey: `campaign:${send.ledgerId}:${messageId}`,
      messageId,
      from: { name: mailbox.senderName, address: mailbox.email },
      to: send.prospect.email,
      subject,
      html: unsubscribe ? `${rendered.html}${unsubscribe.html}` : rendered.html,
      text: unsubscribe ? `${rendered.text}\n\n${unsubscribe.text}` : rendered.text,
      headers: { ...(unsubscribe?.headers ?? {}), 'X-Leadpilot-Campaign': send.campaignId },
      ...threading,
    },
  };
}
